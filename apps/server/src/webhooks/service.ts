import {
  type CreatedWebhookEndpoint,
  messages,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpointInput,
  type WebhookEndpointSummary,
  type WebhookEndpointUpdate,
  webhookDeliveryPageSize,
  webhookRotationOverlapMs,
} from '@shata/domain';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { HttpError } from '../http/errors';
import { recordOperatorAction } from '../operators/actions';
import type { AadhaarCipher } from '../partners/aadhaar-cipher';
import { isUuid } from '../partners/access';
import { AddressRefused, hostOf, publicAddressesOf, type Resolve } from './addresses';
import {
  sendingEndpointStatuses,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from './schema';
import { newWebhookSecret } from './signing';

export interface WebhookConsole {
  db: Db;
  cipher: Pick<AadhaarCipher, 'encrypt'>;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: the address rule lifted. */
  allowPrivate: boolean;
  resolve: Resolve;
  /** Wakes the delivery loop: a delivery was made due now. */
  wake: () => void;
}

/** 422 unless `url`'s host resolves to public addresses only (or the rule is lifted). */
async function checkReachable(context: WebhookConsole, url: string): Promise<void> {
  if (context.allowPrivate) return;
  try {
    await publicAddressesOf(hostOf(new URL(url)), context.resolve);
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    throw error.reason === 'not_public'
      ? new HttpError(422, 'webhook_url_not_public', messages.webhooks.urlNotPublic(error.host))
      : new HttpError(
          422,
          'webhook_url_unresolvable',
          messages.webhooks.urlUnresolvable(error.host),
        );
  }
}

const notFound = () => new HttpError(404, 'webhook_not_found', messages.webhooks.endpointNotFound);

/** The endpoint, locked for the change, or 404. */
async function lockedEndpoint(tx: Db, id: string): Promise<WebhookEndpointRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const subject = (row: Pick<WebhookEndpointRow, 'id' | 'url'>) => ({ id: row.id, name: row.url });

export async function createEndpoint(
  context: WebhookConsole,
  by: SessionUser,
  input: WebhookEndpointInput,
): Promise<CreatedWebhookEndpoint> {
  await checkReachable(context, input.url);
  const secret = newWebhookSecret();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        events: input.events,
        secretEncrypted: context.cipher.encrypt(secret),
        createdByUserId: by.id,
        createdByEmail: by.email,
      })
      .returning();
    if (!row) throw new Error('the endpoint was not stored');
    await recordOperatorAction(tx, by, 'webhook.created', subject(row));
    const { id, url, events, status, createdAt } = row;
    return { id, url, events, status, createdAt: createdAt.toISOString(), secret };
  });
}

/** Each endpoint's deliveries counted by status, and its newest one. */
async function deliverySummaries(db: Db, endpointIds: string[]) {
  if (endpointIds.length === 0) return { counts: [], latest: [] };
  const counts = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      count: sql<number>`count(*)::int`,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  const latest = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.eventPosition));
  return { counts, latest };
}

/** Every endpoint (or the one `onlyId`), newest first, without its secret: its status, and how its deliveries fare. */
export async function listEndpoints(db: Db, onlyId?: string): Promise<WebhookEndpointSummary[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(onlyId === undefined ? undefined : eq(webhookEndpoints.id, onlyId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  const { counts, latest } = await deliverySummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const deliveries = { pending: 0, delivered: 0, failed: 0 };
    for (const count of counts) {
      if (count.endpointId === row.id) deliveries[count.status] = count.count;
    }
    const last = latest.find((delivery) => delivery.endpointId === row.id);
    return {
      id: row.id,
      url: row.url,
      events: row.events,
      status: row.status,
      statusReason: row.statusReason,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdByEmail,
      previousSecretUntil:
        row.previousSecretUntil && row.previousSecretUntil > new Date()
          ? row.previousSecretUntil.toISOString()
          : null,
      deliveries,
      lastDelivery: last
        ? {
            eventType: last.eventType,
            status: last.status,
            lastStatus: last.lastStatus,
            at: (last.deliveredAt ?? last.createdAt).toISOString(),
          }
        : null,
    };
  });
}

/**
 * Pauses an endpoint, or resumes it: resuming makes a paused, failing or
 * disabled endpoint active again (its waiting deliveries go out). A new URL
 * is checked as at creation.
 */
export async function updateEndpoint(
  context: WebhookConsole,
  by: SessionUser,
  id: string,
  update: WebhookEndpointUpdate,
): Promise<WebhookEndpointSummary> {
  if (update.url !== undefined) await checkReachable(context, update.url);
  await context.db.transaction(async (tx) => {
    const row = await lockedEndpoint(tx, id);
    const status = update.paused === undefined ? undefined : update.paused ? 'paused' : 'active';
    await tx
      .update(webhookEndpoints)
      .set({
        url: update.url,
        events: update.events,
        ...(status && status !== row.status ? { status, statusReason: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id));
    await recordOperatorAction(
      tx,
      by,
      'webhook.updated',
      subject({ id, url: update.url ?? row.url }),
    );
  });
  if (update.paused === false) context.wake();
  const [summary] = await listEndpoints(context.db, id);
  if (!summary) throw notFound();
  return summary;
}

/** A new secret, shown once; the old one still signs (beside it) for the overlap. */
export async function rotateSecret(
  context: WebhookConsole,
  by: SessionUser,
  id: string,
): Promise<{ secret: string; previousSecretUntil: string }> {
  const secret = newWebhookSecret();
  const until = new Date(Date.now() + webhookRotationOverlapMs);
  await context.db.transaction(async (tx) => {
    const row = await lockedEndpoint(tx, id);
    await tx
      .update(webhookEndpoints)
      .set({
        secretEncrypted: context.cipher.encrypt(secret),
        previousSecretEncrypted: row.secretEncrypted,
        previousSecretUntil: until,
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id));
    await recordOperatorAction(tx, by, 'webhook.secret_rotated', subject(row));
  });
  return { secret, previousSecretUntil: until.toISOString() };
}

/** Deletes an endpoint and its deliveries: nothing more is sent to it. */
export async function deleteEndpoint(context: WebhookConsole, by: SessionUser, id: string) {
  await context.db.transaction(async (tx) => {
    const row = await lockedEndpoint(tx, id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordOperatorAction(tx, by, 'webhook.deleted', subject(row));
  });
}

const positionKey = /^\d{1,18}$/;

function deliveryOf(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An endpoint's deliveries, newest event first, a page after `cursor`. */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  cursor: string | undefined,
): Promise<WebhookDeliveryPage> {
  const after = cursor
    ? decodeCursor(cursor, (key) => positionKey.test(key), messages.webhooks.cursorInvalid)
    : undefined;
  if (!isUuid(endpointId)) throw notFound();
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound();
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        after
          ? or(
              lt(webhookDeliveries.eventPosition, Number(after.key)),
              and(
                eq(webhookDeliveries.eventPosition, Number(after.key)),
                lt(webhookDeliveries.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.eventPosition), desc(webhookDeliveries.id))
    .limit(webhookDeliveryPageSize + 1);
  const page = rows.slice(0, webhookDeliveryPageSize);
  const last = page.at(-1);
  return {
    items: page.map(deliveryOf),
    nextCursor:
      rows.length > webhookDeliveryPageSize && last
        ? encodeCursor({ key: String(last.eventPosition), id: last.id })
        : null,
  };
}

/**
 * Makes a delivery due now, whatever became of it (delivered, given up):
 * one more attempt, which, if it fails, goes on from its place in the
 * schedule. Only to an endpoint that is sending (active or failing).
 */
export async function retryDelivery(
  context: WebhookConsole,
  by: SessionUser,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const retried = await context.db.transaction(async (tx) => {
    const endpoint = await lockedEndpoint(tx, endpointId);
    if (!sendingEndpointStatuses.includes(endpoint.status)) {
      throw new HttpError(
        409,
        'webhook_endpoint_inactive',
        messages.webhooks.endpointInactive(endpoint.status),
      );
    }
    if (!isUuid(deliveryId)) {
      throw new HttpError(404, 'webhook_delivery_not_found', messages.webhooks.deliveryNotFound);
    }
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date() })
      .where(
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)),
      )
      .returning();
    if (!row) {
      throw new HttpError(404, 'webhook_delivery_not_found', messages.webhooks.deliveryNotFound);
    }
    await recordOperatorAction(tx, by, 'webhook.delivery_retried', subject(endpoint));
    return row;
  });
  context.wake();
  return deliveryOf(retried);
}
