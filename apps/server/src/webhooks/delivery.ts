import { webhookRetryDelaysMs, webhookTimeoutMs } from '@shata/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { type Resolve, resolveWithDns } from './addresses';
import { fanOut } from './fan-out';
import { webhookDeliveries, webhookEndpoints } from './schema';
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

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Deliveries claimed per query, sent at once; a run claims again while batches come back full. */
const claimBatchSize = 20;
/**
 * A claimed delivery is hidden from other processes this long: longer than
 * an attempt takes (the timeout). If the process dies mid-attempt, the
 * delivery is only delayed by this much, never lost.
 */
const claimLeaseMs = 60_000;
const maxErrorLength = 500;

/** The wait after the `attempts`-th failed attempt, or undefined when it was the last. */
export function retryDelayAfter(attempts: number): number | undefined {
  return webhookRetryDelaysMs[attempts - 1];
}

/** What an attempt came to: the receiver's status, or why there was none. */
type Outcome = { status: number; error: null } | { status: null; error: string };

/**
 * Takes due deliveries away from other processes by pushing their next
 * attempt past the lease; a paused or disabled endpoint's wait.
 */
function claimDue(db: Db, now: Date): Promise<DeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        inArray(webhookEndpoints.status, ['active', 'failing']),
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
function signingSecrets(endpoint: EndpointRow, cipher: DelivererOptions['cipher'], now: Date) {
  const secrets = [cipher.decrypt(endpoint.secretEncrypted)];
  const until = endpoint.previousSecretUntil;
  if (endpoint.previousSecretEncrypted && until && until > now) {
    secrets.push(cipher.decrypt(endpoint.previousSecretEncrypted));
  }
  return secrets;
}

/**
 * What an attempt changes: the delivery's row, and its endpoint's status
 * when it moves, if the endpoint is still in one of `from` (an operator may
 * have paused it while the attempt was in flight).
 */
function recordOf(delivery: DeliveryRow, outcome: Outcome, now: Date) {
  const attempts = delivery.attempts + 1;
  const last = { attempts, lastStatus: outcome.status, lastError: outcome.error };
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    return {
      delivery: { ...last, status: 'delivered' as const, nextAttemptAt: null, deliveredAt: now },
      // A receiver that answers again is no longer failing.
      endpoint: { status: 'active' as const, statusReason: null, from: ['failing' as const] },
    };
  }
  if (outcome.status === 410) {
    return {
      delivery: { ...last, status: 'failed' as const, nextAttemptAt: null },
      endpoint: {
        status: 'disabled' as const,
        statusReason: `The receiver answered 410 Gone on ${now.toISOString()}: nothing more is sent to it.`,
        from: ['active' as const, 'failing' as const, 'paused' as const],
      },
    };
  }
  const delay = retryDelayAfter(attempts);
  if (delay !== undefined) {
    return {
      delivery: { ...last, nextAttemptAt: new Date(now.getTime() + delay) },
      endpoint: null,
    };
  }
  const why = outcome.status !== null ? `answered ${outcome.status}` : outcome.error;
  return {
    delivery: { ...last, status: 'failed' as const, nextAttemptAt: null },
    endpoint: {
      status: 'failing' as const,
      statusReason: `A ${delivery.eventType} delivery was given up after ${attempts} attempts (last: ${why}).`,
      from: ['active' as const],
    },
  };
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the loop's short closures share its sender, timer and state, as the mailer's do
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
  // Runs in this process go one at a time; other processes are kept off by the claim.
  let lastRun: Promise<unknown> = Promise.resolve();
  let backgroundRunQueued = false;

  async function attempt(delivery: DeliveryRow, endpoint: EndpointRow, now: Date) {
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

  /** Sends one claimed delivery and records what came of it, with any change to its endpoint, at once. */
  async function deliver(delivery: DeliveryRow, endpoint: EndpointRow, now: Date) {
    const claimedUntil = delivery.nextAttemptAt ?? now;
    const outcome = await attempt(delivery, endpoint, now);
    const ours = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.nextAttemptAt, claimedUntil),
    );
    if (stopped && outcome.status === null) {
      // Aborted by the app's close: due again at once, for whichever process runs next.
      await db.update(webhookDeliveries).set({ nextAttemptAt: now }).where(ours);
      return;
    }
    const change = recordOf(delivery, outcome, now);
    const moved = await db.transaction(async (tx) => {
      const [kept] = await tx
        .update(webhookDeliveries)
        .set(change.delivery)
        .where(ours)
        .returning({ id: webhookDeliveries.id });
      // Retried from the console meanwhile: that attempt is the one to record.
      if (!kept || !change.endpoint) return false;
      const { from, ...status } = change.endpoint;
      const updated = await tx
        .update(webhookEndpoints)
        .set({ ...status, updatedAt: now })
        .where(and(eq(webhookEndpoints.id, endpoint.id), inArray(webhookEndpoints.status, from)))
        .returning({ id: webhookEndpoints.id });
      return updated.length > 0;
    });
    wakeFor(change.delivery.nextAttemptAt);
    const context = { deliveryId: delivery.id, endpointId: endpoint.id, ...change.delivery };
    if (change.delivery.lastStatus !== null && change.delivery.lastStatus < 300) {
      log.info(context, 'webhook delivered');
    } else {
      log.warn(context, 'webhook delivery failed');
    }
    if (moved) {
      const { status, statusReason } = change.endpoint ?? {};
      log.warn(
        { endpointId: endpoint.id, status, statusReason },
        'webhook endpoint status changed',
      );
    }
  }

  /** A retry of ours due before the next tick is woken for then: the first retries come within 1.5 s. */
  function wakeFor(nextAttemptAt: Date | null) {
    if (!nextAttemptAt || !poller || stopped) return;
    const delay = Math.max(nextAttemptAt.getTime() - Date.now(), 0);
    if (delay < pollIntervalMs) setTimeout(deliverInBackground, delay).unref();
  }

  async function deliverAllDue(now: Date): Promise<number> {
    await fanOut(db, now);
    let attempts = 0;
    while (!stopped) {
      const claimed = await claimDue(db, now);
      if (claimed.length === 0) break;
      const endpointIds = [...new Set(claimed.map((delivery) => delivery.endpointId))];
      const endpoints = new Map(
        (
          await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))
        ).map((endpoint) => [endpoint.id, endpoint]),
      );
      await Promise.all(
        claimed.map((delivery) => {
          const endpoint = endpoints.get(delivery.endpointId);
          // Deleted since the claim: its deliveries went with it.
          return endpoint ? deliver(delivery, endpoint, now) : undefined;
        }),
      );
      attempts += claimed.length;
      if (claimed.length < claimBatchSize) break;
    }
    return attempts;
  }

  function runAfterLast(run: () => Promise<number>): Promise<number> {
    const result = lastRun.then(run);
    lastRun = result.catch(() => {});
    return result;
  }

  /** One queued run serves every wake and tick that arrives while it waits. */
  function deliverInBackground() {
    if (stopped || backgroundRunQueued) return;
    backgroundRunQueued = true;
    runAfterLast(() => {
      backgroundRunQueued = false;
      return deliverAllDue(new Date());
    }).catch((error: unknown) => log.error({ err: error }, 'webhook delivery run failed'));
  }

  return {
    deliverDue(now) {
      return runAfterLast(() => deliverAllDue(now ?? new Date()));
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
      await lastRun;
      sender.close();
    },
  };
}
