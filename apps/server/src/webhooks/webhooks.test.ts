import { messages } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, readJson } from '../../test/http-client';
import { signedInOperator, signedUpPartner, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import type { Database } from '../db/client';
import { operatorActions } from '../operators/schema';
import { webhookEndpoints } from './schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: { client: Browser; email: string };
let colleague: { client: Browser; email: string };
let receiver: WebhookReceiver;
const logLines: string[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    // The receiver is on this machine: the address rule is lifted, as in development.
    env: { TRUST_PROXY: 'true', WEBHOOK_ALLOW_PRIVATE_URLS: 'true', LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => logLines.push(line) },
  });
  operator = await signedInOperator(server.url, database);
  colleague = await signedInOperator(server.url, database);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const hooks = (rest = '') => `/api/admin/webhooks${rest}`;

async function addEndpoint(events = ['partner.approved'], url = receiver.url) {
  const created = await operator.client.request(hooks(), { json: { url, events } });
  expect(created.status).toBe(201);
  return readJson(created);
}

async function approve(partnerId: string) {
  const act = (rest: string, json: unknown, by = operator) =>
    by.client.request(`/api/admin/partners/${partnerId}${rest}`, { method: 'PUT', json });
  expect((await act('/video', { videoUrl: 'https://kyc.example/v/1' })).status).toBe(200);
  for (const field of ['kycStatus', 'cvStatus', 'ipvStatus']) {
    expect((await act(`/review/${field}`, { decision: 'approve' })).status, field).toBe(200);
  }
  // Four eyes: the final approval is not the company verification's approver's.
  const final = await act('/review/status', { decision: 'approve' }, colleague);
  expect(final.status).toBe(200);
}

describe('webhook endpoints in the console', () => {
  it('says in the start-up log that private addresses are allowed', () => {
    expect(logLines.join('\n')).toContain('WEBHOOK_ALLOW_PRIVATE_URLS is on');
  });

  it('are made with a secret shown once, listed without it, and each change is in the trail', async () => {
    const created = await addEndpoint(['partner.approved', 'booking.created']);
    expect(created).toEqual({
      id: expect.any(String),
      url: receiver.url,
      events: ['partner.approved', 'booking.created'],
      status: 'active',
      createdAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_/),
    });
    const list = (await readJson(await operator.client.request(hooks()))).endpoints;
    const listed = list.find((endpoint: { id: string }) => endpoint.id === created.id);
    expect(listed).toMatchObject({
      url: receiver.url,
      status: 'active',
      statusReason: null,
      createdBy: operator.email,
      deliveries: { pending: 0, delivered: 0, failed: 0 },
      lastDelivery: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.secret);

    const rotated = await readJson(
      await operator.client.request(hooks(`/${created.id}/rotate-secret`), { method: 'POST' }),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    const changed = await operator.client.request(hooks(`/${created.id}`), {
      method: 'PATCH',
      json: { events: ['booking.cancelled'] },
    });
    expect(await readJson(changed)).toMatchObject({
      events: ['booking.cancelled'],
      previousSecretUntil: expect.any(String),
    });
    const deleted = await operator.client.request(hooks(`/${created.id}`), { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const gone = await operator.client.request(hooks(`/${created.id}/deliveries`));
    expect(gone.status).toBe(404);
    expect((await readJson(gone)).code).toBe('webhook_not_found');

    const trail = await database.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, created.id));
    expect(trail.map((line) => line.action).sort()).toEqual([
      'webhook.created',
      'webhook.deleted',
      'webhook.secret_rotated',
      'webhook.updated',
    ]);
    expect(trail.every((line) => line.actorEmail === operator.email)).toBe(true);
  });

  it('send a signed partner.approved when an operator approves a partner, which can be sent again', async () => {
    const endpoint = await addEndpoint();
    const partner = await submittedPartner(server.url);
    const before = receiver.received.length;
    await approve(partner.partnerId);

    // The change wakes the delivery loop: no clock to move.
    await receiver.receivedCount(before + 1);
    const hook = receiver.received[before];
    const headers = {
      'webhook-id': String(hook?.headers['webhook-id']),
      'webhook-timestamp': String(hook?.headers['webhook-timestamp']),
      'webhook-signature': String(hook?.headers['webhook-signature']),
    };
    const payload = new Webhook(endpoint.secret).verify(String(hook?.body), headers);
    expect(payload).toMatchObject({
      type: 'partner.approved',
      data: {
        partnerId: partner.partnerId,
        stage: 'approved',
        partner: { stage: 'approved', status: expect.any(String) },
      },
    });
    expect(String(hook?.body)).not.toMatch(/aadhaar|https?:/i);

    const page = await readJson(await operator.client.request(hooks(`/${endpoint.id}/deliveries`)));
    expect(page.nextCursor).toBeNull();
    const [delivery] = page.items;
    await vi.waitFor(async () => {
      const [row] = (
        await readJson(await operator.client.request(hooks(`/${endpoint.id}/deliveries`)))
      ).items;
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200 });
    });
    expect(delivery).toMatchObject({
      eventId: headers['webhook-id'],
      eventType: 'partner.approved',
    });

    const retried = await operator.client.request(
      hooks(`/${endpoint.id}/deliveries/${delivery.id}/retry`),
      { method: 'POST' },
    );
    expect(retried.status).toBe(200);
    await receiver.receivedCount(before + 2);
    expect(receiver.received[before + 1]?.headers['webhook-id']).toBe(headers['webhook-id']);

    const listed = (await readJson(await operator.client.request(hooks()))).endpoints.find(
      (item: { id: string }) => item.id === endpoint.id,
    );
    expect(listed.lastDelivery).toMatchObject({ eventType: 'partner.approved' });
  });

  it('pause and resume; a paused endpoint sends nothing again, a failing one is re-activated by resuming', async () => {
    const endpoint = await addEndpoint();
    const paused = await operator.client.request(hooks(`/${endpoint.id}`), {
      method: 'PATCH',
      json: { paused: true },
    });
    expect(await readJson(paused)).toMatchObject({ status: 'paused' });
    const retry = await operator.client.request(
      hooks(`/${endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/retry`),
      { method: 'POST' },
    );
    expect(retry.status).toBe(409);
    expect(await readJson(retry)).toMatchObject({
      code: 'webhook_endpoint_inactive',
      message: messages.webhooks.endpointInactive('paused'),
    });

    await database.db
      .update(webhookEndpoints)
      .set({ status: 'failing', statusReason: 'given up' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const resumed = await operator.client.request(hooks(`/${endpoint.id}`), {
      method: 'PATCH',
      json: { paused: false },
    });
    expect(await readJson(resumed)).toMatchObject({ status: 'active', statusReason: null });
  });

  it('refuse bad input with a code, writing nothing', async () => {
    const count = async () => (await database.db.select().from(webhookEndpoints)).length;
    const before = await count();
    for (const [json, message] of [
      [{ url: 'ftp://hooks.example', events: ['partner.approved'] }, messages.webhooks.urlInvalid],
      [{ url: receiver.url, events: [] }, messages.webhooks.eventsRequired],
      [
        { url: receiver.url, events: ['partner.gone'] },
        messages.webhooks.eventUnknown('partner.gone'),
      ],
      [
        { url: 'https://u:p@hooks.example', events: ['partner.approved'] },
        messages.webhooks.urlCredentials,
      ],
    ] as const) {
      const refused = await operator.client.request(hooks(), { json });
      expect(refused.status).toBe(400);
      expect(await readJson(refused)).toMatchObject({ code: 'validation_failed', message });
    }
    expect(await count()).toBe(before);

    const endpoint = await addEndpoint();
    const cursor = await operator.client.request(hooks(`/${endpoint.id}/deliveries?cursor=nope`));
    expect(cursor.status).toBe(400);
    expect((await readJson(cursor)).code).toBe('invalid_cursor');
    for (const path of ['/not-a-uuid', '/00000000-0000-4000-8000-000000000000']) {
      const missing = await operator.client.request(hooks(path), { method: 'DELETE' });
      expect(missing.status).toBe(404);
      expect((await readJson(missing)).code).toBe('webhook_not_found');
    }
    const noDelivery = await operator.client.request(
      hooks(`/${endpoint.id}/deliveries/not-a-uuid/retry`),
      { method: 'POST' },
    );
    expect((await readJson(noDelivery)).code).toBe('webhook_delivery_not_found');
  });

  it('are the operators’ only: a partner is refused 403, the signed-out 401', async () => {
    const endpoint = await addEndpoint();
    const partner = await signedUpPartner(server.url);
    const anonymous = browser(server.url, { ip: '10.250.0.1' });
    const id = endpoint.id;
    const delivery = '00000000-0000-4000-8000-000000000000';
    const requests: [string, string, unknown?][] = [
      ['POST', hooks(), { url: receiver.url, events: ['partner.approved'] }],
      ['GET', hooks()],
      ['PATCH', hooks(`/${id}`), { paused: true }],
      ['POST', hooks(`/${id}/rotate-secret`)],
      ['DELETE', hooks(`/${id}`)],
      ['GET', hooks(`/${id}/deliveries`)],
      ['POST', hooks(`/${id}/deliveries/${delivery}/retry`)],
    ];
    for (const [method, path, json] of requests) {
      const asPartner = await partner.client.request(path, { method, json });
      expect(asPartner.status, `${method} ${path}`).toBe(403);
      const signedOut = await anonymous.request(path, { method, json });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
    }
    const [row] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id));
    expect(row?.status).toBe('active');
  });
});
