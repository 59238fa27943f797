import { webhookRetryDelaysMs, webhookTimeoutMs } from '@shata/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { type Resolve, resolveWithDns } from './addresses';
import { fanOut } from './fan-out';
import {
  type ClaimedDelivery,
  sendingEndpointStatuses,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from './schema';
import { createSender, type Sender } from './send';
import { webhookHeaders } from './signing';

export interface WebhookDeliverer {
  /**
   * Makes the deliveries of new events, then sends every one due at `now`
   * (each claimed first); answers how many attempts were made. Used by the
   * poller and by tests, which drive the schedule with `now`.
   */
  deliverDue(now?: Date): Promise<number>;
  /** Runs a delivery in the background now (a change has committed an event). */
  wake(): void;
  /** Starts the periodic poller (unref'd interval). */
  start(): void;
  /** Stops the poller, aborts the requests in flight (their deliveries stay due) and waits for the run. */
  stop(): Promise<void>;
}

export interface DelivererOptions {
  db: Db;
  cipher: Pick<AadhaarCipher, 'decrypt'>;
  log: FastifyBaseLogger;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: private addresses and plain http allowed. */
  allowPrivate: boolean;
  userAgent: string;
  /** How a host name is resolved; tests hand in their own. */
  resolve?: Resolve;
  /** A receiver's time to answer; tests shorten it. */
  timeoutMs?: number;
  pollIntervalMs?: number;
}

/**
 * Deliveries claimed per query, sent at once and recorded in one statement;
 * a run claims again while batches come back full.
 */
const claimBatchSize = 100;
/**
 * A claimed delivery is hidden from other processes this long: longer than
 * an attempt and its held retries take (five timeouts and 1.5 s). If the
 * process dies mid-attempt, the delivery is only delayed by this much,
 * never lost.
 */
const claimLeaseMs = 60_000;
/**
 * Runs at once in a process, so a retry or a new event need not wait for a
 * run that is sending; the claim keeps each delivery to one of them, as it
 * does across processes.
 */
const concurrentRuns = 4;
/**
 * A failed attempt retried sooner than this (the first four retries, 1.5 s
 * in all) is retried by the process that made it, under its claim, rather
 * than written due and claimed again: its next attempt waits for no poll
 * and no claim. If the process dies meanwhile, the claim's lease runs out
 * and another process goes on.
 */
const heldRetryMs = 1_000;
const maxErrorLength = 500;

/** The wait after the `attempts`-th failed attempt, or undefined when it was the last. */
export function retryDelayAfter(attempts: number): number | undefined {
  return webhookRetryDelaysMs[attempts - 1];
}

/**
 * What an attempt writes: the delivery's columns (`deliveredAt` null leaves
 * an earlier one), and the endpoint's status when it moves, if the endpoint
 * is still in one of `from` (an operator may have paused it meanwhile).
 */
interface Change {
  delivery: Pick<
    WebhookDeliveryRow,
    'attempts' | 'status' | 'lastStatus' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'
  >;
  endpoint:
    | (Pick<WebhookEndpointRow, 'status' | 'statusReason'> & {
        from: WebhookEndpointRow['status'][];
      })
    | null;
}

/** What an attempt came to: the receiver's status, or why there was none. */
type Outcome = { status: number; error: null } | { status: null; error: string };

/**
 * Takes due deliveries away from other processes by pushing their next
 * attempt past the lease; a paused or disabled endpoint's wait.
 */
function claimDue(db: Db, now: Date): Promise<WebhookDeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        inArray(webhookEndpoints.status, sendingEndpointStatuses),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(claimBatchSize)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** The secrets that sign now: the current one, and the one before it during a rotation's overlap. */
function signingSecrets(
  endpoint: WebhookEndpointRow,
  cipher: DelivererOptions['cipher'],
  now: Date,
) {
  const secrets = [cipher.decrypt(endpoint.secretEncrypted)];
  const until = endpoint.previousSecretUntil;
  if (endpoint.previousSecretEncrypted && until && until > now) {
    secrets.push(cipher.decrypt(endpoint.previousSecretEncrypted));
  }
  return secrets;
}

/** What an attempt that came to `outcome` writes. */
function recordOf(delivery: WebhookDeliveryRow, outcome: Outcome, now: Date): Change {
  const attempts = delivery.attempts + 1;
  const last = {
    attempts,
    lastStatus: outcome.status,
    lastError: outcome.error,
    deliveredAt: null,
  };
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    return {
      delivery: { ...last, status: 'delivered', nextAttemptAt: null, deliveredAt: now },
      // A receiver that answers again is no longer failing.
      endpoint: { status: 'active', statusReason: null, from: ['failing'] },
    };
  }
  if (outcome.status === 410) {
    return {
      delivery: { ...last, status: 'failed', nextAttemptAt: null },
      endpoint: {
        status: 'disabled',
        statusReason: `The receiver answered 410 Gone on ${now.toISOString()}: nothing more is sent to it.`,
        from: ['active', 'failing', 'paused'],
      },
    };
  }
  const delay = retryDelayAfter(attempts);
  if (delay !== undefined) {
    return {
      delivery: { ...last, status: 'pending', nextAttemptAt: new Date(now.getTime() + delay) },
      endpoint: null,
    };
  }
  const why = outcome.status !== null ? `answered ${outcome.status}` : outcome.error;
  return {
    delivery: { ...last, status: 'failed', nextAttemptAt: null },
    endpoint: {
      status: 'failing',
      statusReason: `A ${delivery.eventType} delivery was given up after ${attempts} attempts (last: ${why}).`,
      from: ['active'],
    },
  };
}

/** An attempt cut short by the app's close: due again at once, for whichever process runs next. */
function releaseOf(delivery: WebhookDeliveryRow, now: Date): Change {
  const { attempts, status, lastStatus, lastError } = delivery;
  return {
    delivery: { attempts, status, lastStatus, lastError, nextAttemptAt: now, deliveredAt: null },
    endpoint: null,
  };
}

interface Attempted {
  delivery: WebhookDeliveryRow;
  change: Change;
}

const timestamp = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Writes a batch's attempts in one statement, each only while its claim
 * holds (a Retry from the console meanwhile made another attempt the one
 * to record), with the endpoint moves of those kept in the same transaction.
 * Answers the ids of the deliveries whose move was made.
 */
async function writeAttempts(
  db: Db,
  attempted: Attempted[],
  now: Date,
): Promise<{ kept: Set<string>; moved: Set<string> }> {
  const rows = attempted.map(({ delivery, change: { delivery: d } }) => {
    return sql`(${delivery.id}::uuid, ${timestamp(delivery.nextAttemptAt)}::timestamptz, ${d.attempts}::integer, ${d.status}::text, ${d.lastStatus}::integer, ${d.lastError}::text, ${timestamp(d.nextAttemptAt)}::timestamptz, ${timestamp(d.deliveredAt)}::timestamptz)`;
  });
  const write = (tx: Db) =>
    tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`attempt.attempts`,
        status: sql`attempt.status`,
        lastStatus: sql`attempt.last_status`,
        lastError: sql`attempt.last_error`,
        nextAttemptAt: sql`attempt.next_attempt_at`,
        // An earlier delivery's time stays when a Retry of it fails.
        deliveredAt: sql`coalesce(attempt.delivered_at, ${webhookDeliveries.deliveredAt})`,
      })
      .from(
        sql`(values ${sql.join(rows, sql`, `)}) as attempt(id, claimed_until, attempts, status, last_status, last_error, next_attempt_at, delivered_at)`,
      )
      .where(
        and(
          eq(webhookDeliveries.id, sql`attempt.id`),
          eq(webhookDeliveries.nextAttemptAt, sql`attempt.claimed_until`),
        ),
      )
      .returning({ id: webhookDeliveries.id });
  const keptOf = (written: { id: string }[]) => new Set(written.map(({ id }) => id));
  const moves = attempted.filter(({ change }) => change.endpoint);
  if (moves.length === 0) {
    return { kept: rows.length > 0 ? keptOf(await write(db)) : new Set(), moved: new Set() };
  }
  return db.transaction(async (tx) => {
    const kept = keptOf(await write(tx));
    const moved = new Set<string>();
    // In the order the attempts ended; a move the endpoint has just made is not made again.
    const lastMove = new Map<string, string>();
    for (const { delivery, change } of moves) {
      if (!kept.has(delivery.id) || !change.endpoint) continue;
      const { from, ...status } = change.endpoint;
      if (lastMove.get(delivery.endpointId) === status.status) continue;
      lastMove.set(delivery.endpointId, status.status);
      const updated = await tx
        .update(webhookEndpoints)
        .set({ ...status, updatedAt: now })
        .where(
          and(eq(webhookEndpoints.id, delivery.endpointId), inArray(webhookEndpoints.status, from)),
        )
        .returning({ id: webhookEndpoints.id });
      if (updated.length > 0) moved.add(delivery.id);
    }
    return { kept, moved };
  });
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the loop's short closures share its sender, timers and state, as the mailer's do
export function createWebhookDeliverer(options: DelivererOptions): WebhookDeliverer {
  const { db, cipher, log } = options;
  const timeoutMs = options.timeoutMs ?? webhookTimeoutMs;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const sender: Sender = createSender({
    resolve: options.resolve ?? resolveWithDns,
    allowPrivate: options.allowPrivate,
    userAgent: options.userAgent,
  });
  let poller: NodeJS.Timeout | undefined;
  let stopped = false;
  let inFlight = new AbortController();
  const running = new Set<Promise<unknown>>();
  const waitingForSlot: (() => void)[] = [];
  let backgroundRunQueued = false;
  let fanningOut = false;
  let fanOutAgain = false;
  /** Quick retries waiting for their time, each batch on its timer; and those being made. */
  const held = new Map<NodeJS.Timeout, ClaimedDelivery[]>();
  const retrying = new Set<Promise<unknown>>();

  async function attempt({ delivery, endpoint }: ClaimedDelivery, now: Date): Promise<Outcome> {
    try {
      const status = await sender.post({
        url: endpoint.url,
        headers: webhookHeaders(
          signingSecrets(endpoint, cipher, now),
          delivery.eventId,
          new Date(),
          delivery.body,
        ),
        body: delivery.body,
        timeoutMs,
        signal: inFlight.signal,
      });
      return { status, error: null };
    } catch (error) {
      // Node's own messages (a refused connection, our timeout): they hold no secret.
      const message = error instanceof Error ? error.message : String(error);
      return { status: null, error: message.slice(0, maxErrorLength) };
    }
  }

  /**
   * What an attempt writes, and when it is retried here: a quick retry is
   * held by this process, under its claim (the row's claim is kept), so
   * it waits for no poll and no claim.
   */
  function changeOf({ delivery }: ClaimedDelivery, outcome: Outcome, now: Date) {
    if (stopped && outcome.status === null)
      return { change: releaseOf(delivery, now), heldUntil: null };
    const change = recordOf(delivery, outcome, now);
    const next = change.delivery.nextAttemptAt;
    if (!poller || stopped || !next || next.getTime() - now.getTime() >= heldRetryMs) {
      return { change, heldUntil: null };
    }
    const kept = { ...change.delivery, nextAttemptAt: delivery.nextAttemptAt };
    return { change: { ...change, delivery: kept }, heldUntil: next };
  }

  /** Sends a batch at once, records what came of it in one write, and holds its quick retries. */
  async function sendAndRecord(batch: ClaimedDelivery[], now: Date) {
    const attempted: (Attempted & ClaimedDelivery & { heldUntil: Date | null })[] = [];
    await Promise.all(
      batch.map(async (claimed) => {
        const outcome = await attempt(claimed, now);
        attempted.push({ ...claimed, ...changeOf(claimed, outcome, now) });
      }),
    );
    const { kept, moved } = await writeAttempts(db, attempted, now);
    const retries = new Map<number, ClaimedDelivery[]>();
    for (const { delivery, endpoint, change, heldUntil } of attempted) {
      logAttempt(delivery, change, moved.has(delivery.id));
      // Not kept: retried from the console meanwhile, so another attempt is the one that counts.
      if (!heldUntil || !kept.has(delivery.id)) continue;
      const at = heldUntil.getTime();
      retries.set(at, [
        ...(retries.get(at) ?? []),
        { delivery: { ...delivery, ...change.delivery }, endpoint },
      ]);
    }
    for (const [at, retried] of retries) hold(retried, at);
  }

  function hold(batch: ClaimedDelivery[], at: number) {
    const timer = setTimeout(
      () => {
        held.delete(timer);
        track(sendAndRecord(batch, new Date()));
      },
      Math.max(at - Date.now(), 0),
    );
    held.set(timer, batch);
  }

  function track(work: Promise<unknown>) {
    const settled = work
      .catch((error: unknown) => log.error({ err: error }, 'webhook delivery run failed'))
      .finally(() => retrying.delete(settled));
    retrying.add(settled);
  }

  function logAttempt(delivery: WebhookDeliveryRow, change: Change, moved: boolean) {
    const context = {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      ...change.delivery,
    };
    if (change.delivery.lastStatus !== null && change.delivery.lastStatus < 300) {
      log.info(context, 'webhook delivered');
    } else {
      log.warn(context, 'webhook delivery failed');
    }
    if (moved) {
      const { status, statusReason } = change.endpoint ?? {};
      log.warn(
        { endpointId: delivery.endpointId, status, statusReason },
        'webhook endpoint status changed',
      );
    }
  }

  async function claimBatch(now: Date): Promise<ClaimedDelivery[]> {
    const claimed = await claimDue(db, now);
    if (claimed.length === 0) return [];
    const endpointIds = [...new Set(claimed.map((delivery) => delivery.endpointId))];
    const endpoints = new Map(
      (
        await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))
      ).map((endpoint) => [endpoint.id, endpoint]),
    );
    // One whose endpoint was deleted since the claim went with it.
    return claimed.flatMap((delivery) => {
      const endpoint = endpoints.get(delivery.endpointId);
      return endpoint ? [{ delivery, endpoint }] : [];
    });
  }

  /**
   * Fans out new events, the deliveries made claimed, one fan-out at a time
   * in a process: a run that finds one going has another run started after
   * it, for the events committed since it read.
   */
  async function fanOutClaimed(now: Date): Promise<ClaimedDelivery[]> {
    if (fanningOut) {
      fanOutAgain = true;
      return [];
    }
    fanningOut = true;
    fanOutAgain = false;
    try {
      return await fanOut(db, now, new Date(now.getTime() + claimLeaseMs));
    } finally {
      fanningOut = false;
      if (fanOutAgain && poller) deliverInBackground();
    }
  }

  async function deliverAllDue(now: Date): Promise<number> {
    const made = await fanOutClaimed(now);
    for (let at = 0; at < made.length; at += claimBatchSize) {
      await sendAndRecord(made.slice(at, at + claimBatchSize), now);
    }
    let attempts = made.length;
    while (!stopped) {
      const batch = await claimBatch(now);
      if (batch.length === 0) break;
      await sendAndRecord(batch, now);
      attempts += batch.length;
      if (batch.length < claimBatchSize) break;
    }
    return attempts;
  }

  /** Starts `run` once fewer than `concurrentRuns` are running. */
  async function inSlot(run: () => Promise<number>): Promise<number> {
    while (running.size >= concurrentRuns) {
      await new Promise<void>((resolve) => waitingForSlot.push(resolve));
    }
    const result = run();
    const settled = result
      .catch(() => {})
      .finally(() => {
        running.delete(settled);
        waitingForSlot.shift()?.();
      });
    running.add(settled);
    return result;
  }

  /** One queued run serves every wake and tick that arrives while it waits. */
  function deliverInBackground() {
    if (stopped || backgroundRunQueued) return;
    backgroundRunQueued = true;
    inSlot(() => {
      backgroundRunQueued = false;
      return stopped ? Promise.resolve(0) : deliverAllDue(new Date());
    }).catch((error: unknown) => log.error({ err: error }, 'webhook delivery run failed'));
  }

  /** Quick retries not yet made are due again at once, for whichever process runs next. */
  async function releaseHeld() {
    const now = new Date();
    const batches = [...held];
    held.clear();
    for (const [timer] of batches) clearTimeout(timer);
    const released = batches.flatMap(([, batch]) => batch);
    if (released.length === 0) return;
    await writeAttempts(
      db,
      released.map(({ delivery }) => ({ delivery, change: releaseOf(delivery, now) })),
      now,
    );
  }

  return {
    deliverDue(now) {
      return inSlot(() => deliverAllDue(now ?? new Date()));
    },
    wake: deliverInBackground,
    start() {
      if (poller) return;
      stopped = false;
      inFlight = new AbortController();
      poller = setInterval(deliverInBackground, pollIntervalMs);
      poller.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      poller = undefined;
      inFlight.abort();
      for (const wake of waitingForSlot.splice(0)) wake();
      while (running.size + retrying.size > 0) await Promise.all([...running, ...retrying]);
      await releaseHeld().catch((error: unknown) =>
        log.error({ err: error }, 'webhook quick retries not released'),
      );
      sender.close();
    },
  };
}
