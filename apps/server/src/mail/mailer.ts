import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from './schema';
import type { MailContent } from './templates';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Stores the message in the outbox (durable), then tries delivery in the
   * background; resolves once stored. Never throws for a delivery failure.
   * Given a transaction as `db`, the mail is stored with the change it tells
   * of, or not at all; the poller delivers it once committed.
   */
  send(message: MailMessage, options?: { db?: Db }): Promise<void>;
  /**
   * Stores a mail that waits `waitMs` for others of its kind: one sent with
   * the same `mergeKey` before it goes joins it, and it is rendered again from
   * every item, in order. The wait is kept in the outbox, so it holds across
   * restarts and processes. With `waitMs` 0 it is `send` of `render([item])`.
   */
  sendMerged<Item>(message: MergedMessage<Item>, options?: { db?: Db }): Promise<void>;
  /** Delivers every pending message whose nextAttemptAt <= now; returns how many were sent. Used by the poller and by tests. */
  deliverDue(now?: Date): Promise<number>;
  /** Starts the periodic poller (unref'd interval). */
  start(): void;
  /** Stops the poller and waits for a delivery in progress. */
  stop(): Promise<void>;
}

interface MergedMessage<Item> {
  to: string;
  mergeKey: string;
  /** Stored as JSON with the mail, for `render` when the next one joins. */
  item: Item;
  render: (items: Item[]) => MailContent;
  waitMs: number;
}

interface MailerOptions {
  db: Db;
  /** Absent (and no `transport`): mail is held in the outbox for the dev mailbox, never delivered. */
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Handed in by tests; otherwise made from `smtpUrl`. */
  transport?: MailTransport;
  pollIntervalMs?: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** What delivery needs of a nodemailer transport. */
interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

/** An SMTP transport made on first use: nodemailer is loaded only by a process that delivers. */
function smtpTransport(url: string): MailTransport {
  let made: Promise<MailTransport> | undefined;
  return {
    async sendMail(mail) {
      made ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, ...transportTimeouts }),
      );
      return (await made).sendMail(mail);
    },
  };
}

/** Rows claimed per query; a run claims again while batches come back full. */
const claimBatchSize = 20;
/**
 * A claimed row is hidden from other processes this long. It outlasts one
 * delivery (bounded by the transport timeouts below); if the process dies
 * mid-delivery, the row is only delayed by this much, never lost.
 */
const claimLeaseMs = 5 * 60_000;
const transportTimeouts = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};
const firstRetryDelayMs = 30_000;
const maxRetryDelayMs = 60 * 60_000;
const maxErrorLength = 500;

/** How long to wait after the `attempts`-th failed delivery: doubling from 30 s, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryDelayMs * 2 ** (attempts - 1), maxRetryDelayMs);
}

/** Logs name the recipient's domain only: the address is personal, the body holds tokens. */
function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

function decodedOrAsIs(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the outbox's short closures share its transport, timer and state; a class would only rename them
export function createMailer(options: MailerOptions): Mailer {
  const { db, from, log, smtpUrl } = options;
  const transport = options.transport ?? (smtpUrl ? smtpTransport(smtpUrl) : undefined);
  // Error text is stored and logged: it must never carry the SMTP password.
  const smtpPassword = smtpUrl ? new URL(smtpUrl).password : '';
  const secrets = [smtpPassword, decodedOrAsIs(smtpPassword)].filter(Boolean);

  let poller: NodeJS.Timeout | undefined;
  let stopped = false;
  // Runs in this process go one at a time; other processes are kept off by the claim.
  let lastRun: Promise<unknown> = Promise.resolve();
  let backgroundRunQueued = false;

  /** The error's message only, with credentials and addresses (personal data) taken out. */
  function failureMessage(error: unknown): string {
    let message = error instanceof Error ? error.message : String(error);
    for (const secret of secrets) message = message.replaceAll(secret, '[redacted]');
    return message.replace(/[^\s<>"'@]+@[^\s<>"']+/g, '[address]').slice(0, maxErrorLength);
  }

  /** Takes due rows away from other processes by pushing their next attempt past the lease. */
  function claimDue(now: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(claimBatchSize)
      .for('update', { skipLocked: true });
    return (
      db
        .update(mailOutbox)
        // Nothing may join a mail once it is being delivered.
        .set({ nextAttemptAt: new Date(now.getTime() + claimLeaseMs), mergeKey: null })
        .where(inArray(mailOutbox.id, due))
        .returning()
    );
  }

  async function deliver(
    mailTransport: MailTransport,
    row: OutboxRow,
    now: Date,
  ): Promise<boolean> {
    const context = { mailId: row.id, recipientDomain: recipientDomain(row.to) };
    const attempts = row.attempts + 1;
    try {
      await mailTransport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (error) {
      const lastError = failureMessage(error);
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db
        .update(mailOutbox)
        .set({ attempts, lastError, nextAttemptAt })
        .where(eq(mailOutbox.id, row.id));
      log.warn({ ...context, attempts, nextAttemptAt, error: lastError }, 'mail delivery failed');
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', attempts, sentAt: new Date() })
      .where(eq(mailOutbox.id, row.id));
    log.info({ ...context, attempts }, 'mail delivered');
    return true;
  }

  async function deliverAllDue(now: Date): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await claimDue(now);
      claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const row of claimed) {
        if (await deliver(transport, row, now)) sent += 1;
      }
      if (claimed.length < claimBatchSize || stopped) return sent;
    }
  }

  function runAfterLast(run: () => Promise<number>): Promise<number> {
    const result = lastRun.then(run);
    lastRun = result.catch(() => {});
    return result;
  }

  /** One queued run serves every send and tick that arrives while it waits. */
  function deliverInBackground() {
    if (!transport || stopped || backgroundRunQueued) return;
    backgroundRunQueued = true;
    runAfterLast(() => {
      backgroundRunQueued = false;
      return deliverAllDue(new Date());
    }).catch((error: unknown) => log.error({ err: error }, 'mail delivery run failed'));
  }

  /** Writes a mail to the outbox, to be delivered (or shown in the dev mailbox) from `sendAfter`. */
  async function store(
    within: Db,
    message: MailMessage,
    sendAfter: Date,
    merge?: { key: string; items: unknown[] },
  ) {
    const [stored] = await within
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: transport ? 'pending' : 'held',
        // Set here rather than by the database clock, so `deliverDue()` right after sees it due.
        nextAttemptAt: sendAfter,
        mergeKey: merge?.key ?? null,
        mergeItems: merge?.items ?? null,
      })
      .returning({ id: mailOutbox.id });
    const context = { mailId: stored?.id, recipientDomain: recipientDomain(message.to) };
    if (!transport) {
      log.info(context, 'mail held for the dev mailbox (no SMTP_URL)');
      return;
    }
    log.info(context, 'mail queued');
    deliverInBackground();
  }

  return {
    send(message, { db: within = db } = {}) {
      return store(within, message, new Date());
    },

    async sendMerged({ to, mergeKey, item, render, waitMs }, { db: within = db } = {}) {
      const now = new Date();
      if (waitMs === 0) return store(within, { to, ...render([item]) }, now);
      // A mail of this key still waiting, held against delivery's claim until this change is committed.
      const [waiting] = await within
        .select({ id: mailOutbox.id, mergeItems: mailOutbox.mergeItems })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.mergeKey, mergeKey),
            eq(mailOutbox.to, to),
            gt(mailOutbox.nextAttemptAt, now),
          ),
        )
        .orderBy(desc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update');
      if (!waiting) {
        const sendAfter = new Date(now.getTime() + waitMs);
        return store(within, { to, ...render([item]) }, sendAfter, {
          key: mergeKey,
          items: [item],
        });
      }
      const items = [...((waiting.mergeItems ?? []) as (typeof item)[]), item];
      await within
        .update(mailOutbox)
        .set({ ...render(items), mergeItems: items })
        .where(eq(mailOutbox.id, waiting.id));
      log.info({ mailId: waiting.id, recipientDomain: recipientDomain(to) }, 'mail merged');
    },

    deliverDue(now) {
      return runAfterLast(() => deliverAllDue(now ?? new Date()));
    },

    start() {
      if (!transport || poller) return;
      stopped = false;
      poller = setInterval(deliverInBackground, options.pollIntervalMs ?? 5_000);
      poller.unref();
    },

    async stop() {
      stopped = true;
      clearInterval(poller);
      poller = undefined;
      await lastRun;
    },
  };
}
