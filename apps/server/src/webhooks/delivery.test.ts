import { randomBytes, randomUUID } from 'node:crypto';
import {
  type DomainEventType,
  messages,
  webhookDeliveryPageSize,
  webhookRetryDelaysMs,
  webhookTimeoutMs,
} from '@shata/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { recordEvent } from '../events/record';
import { operatorActions } from '../operators/schema';
import { createAadhaarCipher } from '../partners/aadhaar-cipher';
import { partners } from '../partners/schema';
import { isPublicAddress, type Resolve } from './addresses';
import { createWebhookDeliverer, type WebhookDeliverer } from './delivery';
import { fanOut } from './fan-out';
import { webhookDeliveries, webhookEndpoints } from './schema';
import {
  createEndpoint,
  listDeliveries,
  retryDelivery,
  rotateSecret,
  updateEndpoint,
  type WebhookConsole,
} from './service';

const cipher = createAadhaarCipher(randomBytes(32).toString('base64'));
const operator: SessionUser = {
  id: 'operator-1',
  email: 'ops@shata.test',
  emailVerified: true,
  role: 'admin',
};
/** Names the tests resolve: one that points at this machine, as a rebinding attacker's would. */
const resolve: Resolve = async (host) => {
  if (host === 'rebound.example') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

let database: Database;
let receiver: WebhookReceiver;
let deliverers: WebhookDeliverer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await Promise.all(deliverers.map((deliverer) => deliverer.stop()));
  deliverers = [];
  await receiver.close();
  vi.useRealTimers();
  await database.db.delete(webhookEndpoints);
});

function deliverer(
  options: { allowPrivate?: boolean; timeoutMs?: number; pollIntervalMs?: number } = {},
) {
  const made = createWebhookDeliverer({
    db: database.db,
    cipher,
    log: pino({ level: 'silent' }),
    allowPrivate: options.allowPrivate ?? true,
    userAgent: 'ShataPartnerPortal-Webhooks/1.0 (test)',
    resolve,
    timeoutMs: options.timeoutMs,
    pollIntervalMs: options.pollIntervalMs,
  });
  deliverers.push(made);
  return made;
}

const consoleOf = (allowPrivate: boolean): WebhookConsole => ({
  db: database.db,
  cipher,
  allowPrivate,
  resolve,
  wake: () => {},
});

async function endpoint(url = receiver.url, events: DomainEventType[] = ['partner.approved']) {
  return createEndpoint(consoleOf(true), operator, { url, events });
}

async function event(type: DomainEventType = 'partner.approved', partnerId: string = randomUUID()) {
  await database.db.transaction((tx) =>
    recordEvent(tx, {
      type,
      partnerId,
      payload: { stage: 'approved', previousStage: 'finalApproval' },
    }),
  );
}

const deliveryRows = () => database.db.select().from(webhookDeliveries);
const endpointRow = async (id: string) =>
  (await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

/** The headers standardwebhooks verifies, from what the receiver got. */
const signed = (index: number) => {
  const { headers, body } = receiver.received[index] ?? { headers: {}, body: '' };
  return {
    body,
    headers: {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    },
  };
};

describe('a webhook delivery', () => {
  it('is signed as Standard Webhooks says, carries the event and the partner as it is now, and is recorded', async () => {
    const [partner] = await database.db
      .insert(partners)
      .values({
        personalEmail: `${randomUUID()}@example.com`,
        kycStatus: 'approved',
        stage: 'approved',
        status: 'approved',
      })
      .returning({ id: partners.id });
    const created = await endpoint();
    await event('partner.approved', partner?.id);

    expect(await deliverer().deliverDue()).toBe(1);

    const { body, headers } = signed(0);
    expect(new Webhook(created.secret).verify(body, headers)).toEqual({
      type: 'partner.approved',
      timestamp: expect.any(String),
      data: {
        partnerId: partner?.id,
        previousStage: 'finalApproval',
        stage: 'approved',
        partner: {
          stage: 'approved',
          kycStatus: 'approved',
          cvStatus: null,
          ipvStatus: null,
          status: 'approved',
        },
      },
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const sent = receiver.received[0]?.headers;
    expect(sent?.['content-type']).toBe('application/json');
    expect(sent?.['user-agent']).toMatch(/^ShataPartnerPortal-Webhooks\//);
    const [row] = await deliveryRows();
    expect(headers['webhook-id']).toBe(row?.eventId);
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
      nextAttemptAt: null,
    });
    // A signature from another secret is refused: the receiver's check is real.
    const other = (await endpoint()).secret;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
  });

  it('keeps the secret encrypted at rest', async () => {
    const created = await endpoint();
    const row = await endpointRow(created.id);
    expect(row?.secretEncrypted).not.toContain(created.secret.slice(6));
    expect(cipher.decrypt(String(row?.secretEncrypted))).toBe(created.secret);
  });

  it('is retried on the schedule after a 500, with the same id, until a 2xx', async () => {
    await endpoint();
    await event();
    receiver.answerWith(500);
    const loop = deliverer();
    const now = Date.now();

    expect(await loop.deliverDue(new Date(now))).toBe(1);
    const [first = 0] = webhookRetryDelaysMs;
    expect(first).toBe(100);
    const [failed] = await deliveryRows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect(failed?.nextAttemptAt?.getTime()).toBe(now + first);

    expect(await loop.deliverDue(new Date(now + first - 1))).toBe(0);
    expect(await loop.deliverDue(new Date(now + first))).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(signed(1).headers['webhook-id']).toBe(signed(0).headers['webhook-id']);
    expect((await deliveryRows())[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatus: 200,
    });
  });

  it('is given up after the last attempt of about three days, and the endpoint is marked failing', async () => {
    const created = await endpoint();
    await event();
    receiver.answerWith(...webhookRetryDelaysMs.map(() => 503), 503);
    const loop = deliverer();
    let at = Date.now();
    for (let attempt = 0; attempt <= webhookRetryDelaysMs.length; attempt += 1) {
      expect(await loop.deliverDue(new Date(at))).toBe(1);
      at += webhookRetryDelaysMs[attempt] ?? 0;
    }
    expect(receiver.received).toHaveLength(18);
    expect((await deliveryRows())[0]).toMatchObject({
      status: 'failed',
      attempts: 18,
      nextAttemptAt: null,
    });
    const row = await endpointRow(created.id);
    expect(row?.status).toBe('failing');
    expect(row?.statusReason).toContain('given up after 18 attempts (last: answered 503)');

    // Still sent to; the first success shows the receiver is back.
    await event();
    expect(await loop.deliverDue(new Date(at))).toBe(1);
    expect(await endpointRow(created.id)).toMatchObject({ status: 'active', statusReason: null });
  });

  it('leaves an endpoint paused while its last attempt was in flight paused', async () => {
    const created = await endpoint();
    await event();
    await fanOut(database.db, new Date());
    await database.db.update(webhookDeliveries).set({ attempts: webhookRetryDelaysMs.length });
    receiver.answerWith('hang');
    const run = deliverer({ timeoutMs: 200 }).deliverDue();
    await receiver.receivedCount(1);
    await updateEndpoint(consoleOf(true), operator, created.id, { paused: true });
    await run;
    expect((await deliveryRows())[0]).toMatchObject({ status: 'failed', attempts: 18 });
    expect((await endpointRow(created.id))?.status).toBe('paused');
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    await endpoint();
    await event();
    receiver.answerWith(302);
    await deliverer().deliverDue();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryRows())[0]).toMatchObject({ status: 'pending', lastStatus: 302 });
  });

  it('is retried when the receiver refuses the connection', async () => {
    const closed = receiver.url;
    await receiver.close();
    await endpoint(closed);
    await event();
    await deliverer().deliverDue();
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(row?.lastError).toContain('ECONNREFUSED');
    receiver = await startWebhookReceiver();
  });

  it('gives a receiver that does not answer 10 s (the domain constant), then retries', async () => {
    await endpoint();
    await event();
    receiver.answerWith('hang');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = deliverer().deliverDue();
    await receiver.receivedCount(1);
    await vi.advanceTimersByTimeAsync(webhookTimeoutMs - 1);
    expect((await deliveryRows())[0]?.attempts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect((await deliveryRows())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'no answer within 10 s',
    });
  });

  it('sends both signatures for 24 hours after a rotation, then only the new one', async () => {
    const created = await endpoint();
    const rotated = await rotateSecret(consoleOf(true), operator, created.id);
    await event();
    const loop = deliverer();
    await loop.deliverDue();
    const during = signed(0);
    expect(during.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(created.secret).verify(during.body, during.headers)).toBeTruthy();
    expect(new Webhook(rotated.secret).verify(during.body, during.headers)).toBeTruthy();

    await event();
    await loop.deliverDue(new Date(Date.parse(rotated.previousSecretUntil) + 1));
    const after = signed(1);
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(new Webhook(rotated.secret).verify(after.body, after.headers)).toBeTruthy();
    expect(() => new Webhook(created.secret).verify(after.body, after.headers)).toThrow();
    const trail = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, created.id));
    expect(trail.map((line) => line.action).sort()).toEqual([
      'webhook.created',
      'webhook.secret_rotated',
    ]);
  });

  it('disables the endpoint at a 410: nothing more is made for it or sent to it', async () => {
    const created = await endpoint();
    await event();
    receiver.answerWith(410);
    const loop = deliverer();
    await loop.deliverDue();
    expect((await endpointRow(created.id))?.status).toBe('disabled');
    expect((await deliveryRows())[0]).toMatchObject({ status: 'failed', lastStatus: 410 });

    await event();
    expect(await loop.deliverDue(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(await deliveryRows()).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('goes only to endpoints that chose the type and existed when it happened; a paused one waits', async () => {
    await event();
    const approvals = await endpoint();
    const bookings = await endpoint(receiver.url, ['booking.created']);
    await event('partner.submitted');
    await event('booking.created');
    await updateEndpoint(consoleOf(true), operator, approvals.id, { paused: true });
    await event('partner.approved');
    const loop = deliverer();
    await loop.deliverDue();
    expect(receiver.received.map((hook) => JSON.parse(hook.body).type)).toEqual([
      'booking.created',
    ]);

    await updateEndpoint(consoleOf(true), operator, approvals.id, { paused: false });
    await loop.deliverDue();
    expect(receiver.received.map((hook) => JSON.parse(hook.body).type)).toEqual([
      'booking.created',
      'partner.approved',
    ]);
    expect((await endpointRow(bookings.id))?.status).toBe('active');
  });

  it('is never sent to a private address when the rule is on, checked against what the name resolves to', async () => {
    const port = receiver.port;
    await endpoint(`https://rebound.example:${port}/hooks`);
    await endpoint(`https://127.0.0.1:${port}/hooks`);
    await endpoint(`https://[::ffff:127.0.0.1]:${port}/hooks`);
    await event();
    expect(await deliverer({ allowPrivate: false }).deliverDue()).toBe(3);
    expect(receiver.received).toHaveLength(0);
    const errors = (await deliveryRows()).map((row) => row.lastError).sort();
    expect(errors).toEqual([
      '127.0.0.1 resolves to an address that is not public',
      '::ffff:7f00:1 resolves to an address that is not public',
      'rebound.example resolves to an address that is not public',
    ]);
  });

  it('are listed for the console newest first, a page at a time', async () => {
    const created = await endpoint();
    for (let i = 0; i < webhookDeliveryPageSize + 1; i += 1) await event();
    await fanOut(database.db, new Date(Date.now() + 60_000));
    const first = await listDeliveries(database.db, created.id, undefined);
    expect(first.items).toHaveLength(webhookDeliveryPageSize);
    expect(first.items[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      eventType: 'partner.approved',
    });
    const second = await listDeliveries(database.db, created.id, first.nextCursor ?? '');
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items).toHaveLength(1);
    const rows = await deliveryRows();
    const newestFirst = rows.sort((a, b) => b.eventPosition - a.eventPosition).map((row) => row.id);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(newestFirst);
  });

  it('makes its quick retries itself, under its claim, rather than waiting for the next poll', async () => {
    await endpoint();
    await event();
    receiver.answerWith(500, 'hang');
    // Polls 5 s apart (which also recover a run that failed): the retry, due 0.1 s after the
    // first attempt, comes well before the next poll only if the loop makes it itself.
    const loop = deliverer({ pollIntervalMs: 5_000 });
    loop.start();
    loop.wake();
    await receiver.receivedCount(1);
    const firstAnswered = performance.now();
    await receiver.receivedCount(2);
    expect(performance.now() - firstAnswered).toBeLessThan(2_500);
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([
      signed(0).headers['webhook-id'],
      signed(0).headers['webhook-id'],
    ]);
    // The first attempt is recorded, and the row stays claimed: no other process takes it meanwhile.
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('leaves a quick retry it was holding due again when the loop stops', async () => {
    await endpoint();
    await event();
    receiver.answerWith(500, 500, 500, 500);
    const loop = deliverer();
    loop.start();
    loop.wake();
    await vi.waitFor(async () => expect((await deliveryRows())[0]?.attempts).toBe(1));
    const stoppedAt = Date.now();
    await loop.stop();
    const [row] = await deliveryRows();
    // Stopped while holding the 0.1 s retry (or a later one, on a slow machine): each attempt made is recorded.
    expect(row).toMatchObject({ status: 'pending', lastStatus: 500 });
    expect(row?.attempts).toBe(receiver.received.length);
    expect(row?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row?.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(stoppedAt - 1);
  });

  it('records the attempts of one batch each as it came out', async () => {
    const created = await endpoint();
    await event();
    await event();
    await event();
    receiver.answerWith(204, 500, 302);
    expect(await deliverer().deliverDue()).toBe(3);
    const rows = await deliveryRows();
    expect(rows.map((row) => [row.status, row.attempts, row.lastStatus]).sort()).toEqual([
      ['delivered', 1, 204],
      ['pending', 1, 302],
      ['pending', 1, 500],
    ]);
    expect(rows.filter((row) => row.deliveredAt !== null)).toHaveLength(1);
    expect(await endpointRow(created.id)).toMatchObject({ status: 'active' });
  });

  it('keeps what a Retry from the console did to an attempt in flight, not the attempt', async () => {
    const created = await endpoint();
    await event();
    receiver.answerWith('hang');
    const run = deliverer({ timeoutMs: 300 }).deliverDue();
    await receiver.receivedCount(1);
    const [inFlight] = await deliveryRows();
    await retryDelivery(consoleOf(true), operator, created.id, inFlight?.id ?? '');
    await run;
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(row?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('leaves an attempt in flight due again when the loop stops', async () => {
    await endpoint();
    await event();
    receiver.answerWith('hang');
    const loop = deliverer();
    const run = loop.deliverDue();
    await receiver.receivedCount(1);
    const stoppedAt = Date.now();
    await loop.stop();
    await run;
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(stoppedAt);
  });
});

describe('an endpoint added when private addresses are not allowed', () => {
  it.each([
    'https://127.0.0.1/hooks',
    'https://10.0.0.1/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hooks',
    'https://[::ffff:10.0.0.1]/hooks',
    'https://100.64.0.1/hooks',
    'https://localhost/hooks',
  ])('is refused for %s, and nothing is written', async (url) => {
    const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
    await expect(
      createEndpoint(consoleOf(false), operator, { url, events: ['partner.approved'] }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'webhook_url_not_public',
      message: messages.webhooks.urlNotPublic(host),
    });
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('is refused a private address when its URL is changed, and kept as it was', async () => {
    const created = await createEndpoint(consoleOf(false), operator, {
      url: 'https://8.8.8.8/hooks',
      events: ['partner.approved'],
    });
    await expect(
      updateEndpoint(consoleOf(false), operator, created.id, { url: 'https://10.0.0.1/hooks' }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'webhook_url_not_public' });
    expect((await endpointRow(created.id))?.url).toBe('https://8.8.8.8/hooks');
  });

  it('is refused when its name resolves to nothing', async () => {
    await expect(
      createEndpoint(consoleOf(false), operator, {
        url: 'https://nowhere.example/hooks',
        events: ['partner.approved'],
      }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'webhook_url_unresolvable' });
  });

  it('is taken for a public address', async () => {
    const created = await createEndpoint(consoleOf(false), operator, {
      url: 'https://8.8.8.8/hooks',
      events: ['partner.approved'],
    });
    expect(created.status).toBe('active');
  });
});

describe('a public address', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['64:ff9b::808:808', true],
    ['0.0.0.0', false],
    ['10.1.2.3', false],
    ['100.100.0.1', false],
    ['127.0.0.53', false],
    ['169.254.169.254', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1%eth0', false],
    ['ff02::1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:a9fe:a9fe', false],
    ['64:ff9b::7f00:1', false],
    ['2002:c0a8:0101::1', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
