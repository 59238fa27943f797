import { apiScopes, maxThumbnailBytes } from '@shata/domain';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/document-files';
import {
  apiKeyFor,
  type Browser,
  type MachineClient,
  machine,
  readJson,
} from '../../test/http-client';
import { signedInOperator, signedUpPartner, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { bookings, catering, events, photography } from '../bookings/schema';
import type { Database } from '../db/client';
import { domainEvents } from '../events/schema';
import { partnerAudit } from '../partners/schema';

vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: { client: Browser; email: string };
/** A key with every scope, as the marketplace's backend would hold. */
let api: MachineClient;
let keyPrefix: string;
let allScopesKey: string;
let readOnlyKey: string;
/** A key with a scope no write needs. */
let readOnly: MachineClient;
let partner: Awaited<ReturnType<typeof signedUpPartner>>;
let other: Awaited<ReturnType<typeof signedUpPartner>>;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  operator = await signedInOperator(server.url, database);
  const made = await readJson(
    await operator.client.request('/api/admin/api-keys', {
      json: { name: 'Marketplace', scopes: apiScopes },
    }),
  );
  allScopesKey = made.key;
  api = machine(server.url, made.key);
  keyPrefix = made.prefix;
  readOnlyKey = await apiKeyFor(operator.client, ['events:read']);
  readOnly = machine(server.url, readOnlyKey);
  partner = await signedUpPartner(server.url);
  other = await signedUpPartner(server.url);
});
afterAll(() => server.close());

/** How much the portal has recorded: events, audit lines, and rows of bookings and records. */
async function written() {
  const rows = async (table: PgTable) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    events: await rows(domainEvents),
    audit: await rows(partnerAudit),
    bookings: await rows(bookings),
    records: [await rows(events), await rows(catering), await rows(photography)],
  };
}

async function send(client: MachineClient, method: string, path: string, json?: unknown) {
  const response = await client.request(path, { method, json });
  return { status: response.status, body: await readJson(response), headers: response.headers };
}

const sangeet = { name: 'Sangeet night', thumbnailUrl: 'https://cdn.example/sangeet.jpg' };

describe('PUT /api/v1/records/:collection/:externalId', () => {
  it('creates (201), repeats the same answer, updates (200), and repeats that too', async () => {
    const path = '/api/v1/records/events/ev-sangeet-1';
    const created = await send(api, 'PUT', path, sangeet);
    expect(created).toMatchObject({ status: 201 });
    expect(created.body).toEqual({
      collection: 'events',
      externalId: 'ev-sangeet-1',
      id: expect.any(String),
      ...sangeet,
    });
    expect(await send(api, 'PUT', path, sangeet)).toMatchObject({
      status: 201,
      body: created.body,
    });

    // Without a thumbnailUrl the thumbnail stays; null removes it.
    const renamed = { name: 'Sangeet and dinner' };
    const updated = await send(api, 'PUT', path, renamed);
    expect(updated).toMatchObject({ status: 200 });
    expect(updated.body).toEqual({ ...created.body, ...renamed });
    const before = await written();
    expect(await send(api, 'PUT', path, renamed)).toMatchObject({
      status: 200,
      body: updated.body,
    });
    expect(await written()).toEqual(before);
    const removed = await send(api, 'PUT', path, { ...renamed, thumbnailUrl: null });
    expect(removed).toMatchObject({ status: 200, body: { ...updated.body, thumbnailUrl: null } });
  });

  it('takes an https thumbnail only, and refuses bad input with a code, writing nothing', async () => {
    const before = await written();
    const cases: Array<[string, unknown, number, string]> = [
      [
        'events/ev-2',
        { name: 'Haldi', thumbnailUrl: 'http://cdn.example/a.jpg' },
        400,
        'validation_failed',
      ],
      [
        'events/ev-2',
        { name: 'Haldi', thumbnailUrl: 'javascript:alert(1)' },
        400,
        'validation_failed',
      ],
      ['events/ev-2', { name: '' }, 400, 'validation_failed'],
      ['events/ev-2', { name: 'Haldi', extra: true }, 400, 'validation_failed'],
      // A path that names no collection, or no external id, leads nowhere (as everywhere).
      ['venues/ev-2', { name: 'Haldi' }, 404, 'not_found'],
      ['events/has%20space', { name: 'Haldi' }, 404, 'not_found'],
    ];
    for (const [path, body, status, code] of cases) {
      const answer = await send(api, 'PUT', `/api/v1/records/${path}`, body);
      expect([answer.status, answer.body.code], path).toEqual([status, code]);
    }
    expect(await written()).toEqual(before);
  });

  it('lets the partner page load an https thumbnail (img-src allows https:)', async () => {
    const answer = await fetch(new URL('/api/client-config', server.url));
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob: https:(;|$)/);
  });
});

describe('PUT /api/v1/records/:collection/:externalId/thumbnail', () => {
  /** The image as a multipart body, sent with the all-scopes key (or `key`). */
  const upload = (path: string, bytes: Buffer, name = 'thumbnail', key = allScopesKey) => {
    const form = new FormData();
    form.append(name, new Blob([new Uint8Array(bytes)]), 'picture.png');
    return fetch(new URL(path, server.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}` },
      body: form,
    });
  };
  const path = '/api/v1/records/photography/ph-shoot-1';

  it('keeps an uploaded JPEG or PNG and serves it only to a partner whose booking links the record', async () => {
    const sent = await send(api, 'PUT', path, { name: 'Pre-wedding shoot' });
    const uploaded = await upload(`${path}/thumbnail`, pngBytes);
    expect(uploaded.status).toBe(200);
    const record = await readJson(uploaded);
    expect(record).toEqual({
      ...sent.body,
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^/api/photography/${sent.body.id}/thumbnail\\?v=[0-9a-f]{16}$`),
      ),
    });

    const [stored] = await database.db
      .select()
      .from(photography)
      .where(eq(photography.externalId, 'ph-shoot-1'));
    const again = await upload(`${path}/thumbnail`, pngBytes);
    expect([again.status, await readJson(again)]).toEqual([200, record]);
    const [after] = await database.db
      .select()
      .from(photography)
      .where(eq(photography.externalId, 'ph-shoot-1'));
    expect(after).toEqual(stored);
    // Its name sent again without a thumbnail keeps the image.
    expect((await send(api, 'PUT', path, { name: 'Pre-wedding shoot' })).body).toEqual(record);

    const booked = await send(api, 'PUT', '/api/v1/bookings/bk-shoot', {
      partnerId: partner.partnerId,
      eventType: 'Pre-wedding',
      dateFrom: '2026-11-30',
      record: { collection: 'photography', externalId: 'ph-shoot-1' },
    });
    const mine = await readJson(await partner.client.request('/api/bookings'));
    const card = mine.items.find((item: { id: string }) => item.id === booked.body.id);
    expect(card.thumbnailUrl).toBe(record.thumbnailUrl);
    const image = await partner.client.request(record.thumbnailUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(pngBytes);
    const stranger = await other.client.request(record.thumbnailUrl);
    expect(stranger.status).toBe(404);
  });

  it('refuses a PDF, a renamed text file, more than 5 MB, no thumbnail part, an unknown record', async () => {
    const before = await written();
    const [row] = await database.db
      .select()
      .from(photography)
      .where(eq(photography.externalId, 'ph-shoot-1'));
    const cases: Array<[string, Buffer, string, number, string]> = [
      [`${path}/thumbnail`, pdfBytes, 'thumbnail', 415, 'file_type_not_allowed'],
      [`${path}/thumbnail`, Buffer.from('just text'), 'thumbnail', 415, 'file_type_not_allowed'],
      [
        `${path}/thumbnail`,
        Buffer.concat([pngBytes, Buffer.alloc(maxThumbnailBytes)]),
        'thumbnail',
        413,
        'file_too_large',
      ],
      [`${path}/thumbnail`, pngBytes, 'picture', 400, 'upload_arguments_required'],
      [
        '/api/v1/records/photography/ph-none/thumbnail',
        pngBytes,
        'thumbnail',
        404,
        'booking_record_not_found',
      ],
    ];
    for (const [target, bytes, name, status, code] of cases) {
      const answer = await upload(target, bytes, name);
      expect([answer.status, (await readJson(answer)).code], `${name} ${status}`).toEqual([
        status,
        code,
      ]);
    }
    const wrongScope = await upload(`${path}/thumbnail`, pngBytes, 'thumbnail', readOnlyKey);
    expect(wrongScope.status).toBe(403);
    expect(await written()).toEqual(before);
    const [after] = await database.db
      .select()
      .from(photography)
      .where(eq(photography.externalId, 'ph-shoot-1'));
    expect(after).toEqual(row);
  });
});

describe('PUT /api/v1/bookings/:externalId', () => {
  const booking = () => ({
    partnerId: partner.partnerId,
    eventType: 'Wedding',
    dateFrom: '2026-12-12',
    status: 'confirmed',
    record: { collection: 'catering', externalId: 'cat-feast-1' },
  });

  it('creates a booking the partner sees at once, repeats answer the same and record nothing', async () => {
    await send(api, 'PUT', '/api/v1/records/catering/cat-feast-1', {
      name: 'Wedding feast',
      thumbnailUrl: 'https://cdn.example/feast.png',
    });
    const before = await written();
    const created = await send(api, 'PUT', '/api/v1/bookings/bk-1001', booking());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      externalId: 'bk-1001',
      id: expect.any(String),
      partnerId: partner.partnerId,
      eventType: 'Wedding',
      partnerName: partner.email,
      dateFrom: '2026-12-12',
      status: 'confirmed',
      record: { collection: 'catering', externalId: 'cat-feast-1' },
      kind: 'Catering',
      thumbnailUrl: 'https://cdn.example/feast.png',
    });
    const after = await written();
    expect(after).toMatchObject({
      events: Number(before.events) + 1,
      audit: Number(before.audit) + 1,
      bookings: Number(before.bookings) + 1,
    });

    const mine = await readJson(await partner.client.request('/api/bookings'));
    expect(mine.items).toContainEqual(
      expect.objectContaining({
        id: created.body.id,
        eventType: 'Wedding',
        kind: 'Catering',
        thumbnailUrl: 'https://cdn.example/feast.png',
      }),
    );

    const repeated = await send(api, 'PUT', '/api/v1/bookings/bk-1001', booking());
    expect(repeated).toMatchObject({ status: 201, body: created.body });
    expect(await written()).toEqual(after);
  });

  it('updates (200), once; the audit trail names the API key, not an operator', async () => {
    const changed = { ...booking(), status: 'completed', partnerName: 'Asha Events' };
    const before = await written();
    const updated = await send(api, 'PUT', '/api/v1/bookings/bk-1001', changed);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'completed', partnerName: 'Asha Events' });
    const after = await written();
    expect(after.events).toBe(Number(before.events) + 1);
    expect(await send(api, 'PUT', '/api/v1/bookings/bk-1001', changed)).toMatchObject({
      status: 200,
      body: updated.body,
    });
    expect(await written()).toEqual(after);

    const detail = await readJson(
      await operator.client.request(`/api/admin/partners/${partner.partnerId}`),
    );
    expect(detail.audit[0]).toMatchObject({
      actorEmail: `API key "Marketplace" (${keyPrefix})`,
      actorRole: 'apiKey',
      subject: 'booking',
      to: 'Wedding, 2026-12-12, completed',
    });
  });

  it('refuses an unknown partner or record (422), another partner (409) and bad input (400), writing nothing', async () => {
    const before = await written();
    const cases: Array<[string, unknown, number, string]> = [
      [
        'bk-2',
        { ...booking(), partnerId: '00000000-0000-4000-8000-000000000000' },
        422,
        'partner_unknown',
      ],
      [
        'bk-2',
        { ...booking(), record: { collection: 'events', externalId: 'never-sent' } },
        422,
        'booking_record_unknown',
      ],
      ['bk-1001', { ...booking(), partnerId: other.partnerId }, 409, 'booking_partner_changed'],
      ['bk-2', { ...booking(), partnerId: 'not-a-uuid' }, 400, 'validation_failed'],
      ['bk-2', { ...booking(), dateFrom: '2026-02-30' }, 400, 'validation_failed'],
      ['bk-2', { ...booking(), status: 'maybe' }, 400, 'validation_failed'],
      ['bk-2', { ...booking(), eventType: ' ' }, 400, 'validation_failed'],
      [
        'bk-2',
        { ...booking(), record: { collection: 'venues', externalId: 'x' } },
        400,
        'validation_failed',
      ],
      [
        'bk-2',
        { ...booking(), eventId: '00000000-0000-4000-8000-000000000000' },
        400,
        'validation_failed',
      ],
      ['has%20space', booking(), 404, 'not_found'],
      // Past the router's 100 characters a parameter names nothing it would look for.
      ['b'.repeat(101), booking(), 414, 'invalid_url'],
    ];
    for (const [externalId, body, status, code] of cases) {
      const answer = await send(api, 'PUT', `/api/v1/bookings/${externalId}`, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await written()).toEqual(before);
  });

  it('needs a key with bookings:write: another scope is 403, a session cookie 401', async () => {
    const wrongScope = await send(readOnly, 'PUT', '/api/v1/bookings/bk-3', booking());
    expect([wrongScope.status, wrongScope.body.code]).toEqual([403, 'api_scope_missing']);
    for (const client of [partner.client, operator.client]) {
      const cookie = await client.request('/api/v1/bookings/bk-3', {
        method: 'PUT',
        json: booking(),
      });
      expect(cookie.status).toBe(401);
      expect((await readJson(cookie)).code).toBe('api_key_required');
    }
    expect(
      await database.db.select().from(bookings).where(eq(bookings.externalId, 'bk-3')),
    ).toEqual([]);
  });

  it('makes one booking of two first PUTs sent at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(api, 'PUT', '/api/v1/bookings/bk-race', booking())),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.externalId, 'bk-race'));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/v1/bookings/:externalId/cancel', () => {
  it('cancels, and a repeat answers the same and records nothing; an unknown id is 404', async () => {
    const cancelled = await send(api, 'POST', '/api/v1/bookings/bk-1001/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ externalId: 'bk-1001', status: 'cancelled' });
    const after = await written();
    expect(await send(api, 'POST', '/api/v1/bookings/bk-1001/cancel')).toMatchObject({
      status: 200,
      body: cancelled.body,
    });
    expect(await written()).toEqual(after);

    const unknown = await send(api, 'POST', '/api/v1/bookings/bk-none/cancel');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'booking_not_found']);
    const wrongScope = await send(readOnly, 'POST', '/api/v1/bookings/bk-1001/cancel');
    expect(wrongScope.status).toBe(403);
    expect(await written()).toEqual(after);
  });
});

describe('POST /api/v1/partners/:id/video-kyc', () => {
  it('records the video as the partner app would: the stage moves, the console names the key', async () => {
    const submitted = await submittedPartner(server.url);
    const path = `/api/v1/partners/${submitted.partnerId}/video-kyc`;
    const video = { videoUrl: 'https://kyc.example/v/77' };
    const recorded = await send(api, 'POST', path, video);
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({
      id: submitted.partnerId,
      stage: 'waitingForKyc',
      videoKycRecorded: true,
      kycStatus: null,
    });
    const detail = await readJson(
      await operator.client.request(`/api/admin/partners/${submitted.partnerId}`),
    );
    expect(detail.partner.videoUrl).toBe(video.videoUrl);
    // What the partner's own status ring reads.
    const own = await readJson(
      await submitted.client.request(`/api/partners/${submitted.partnerId}`),
    );
    expect(own.videoUrl).toBe(video.videoUrl);
    expect(detail.audit[0]).toMatchObject({
      subject: 'videoUrl',
      to: video.videoUrl,
      actorEmail: `API key "Marketplace" (${keyPrefix})`,
      actorRole: 'apiKey',
    });

    const after = await written();
    expect(await send(api, 'POST', path, video)).toMatchObject({
      status: 200,
      body: recorded.body,
    });
    expect(await written()).toEqual(after);

    for (const bad of [{ videoUrl: 'http://kyc.example/v/77' }, { videoUrl: 'nope' }, {}]) {
      const refused = await send(api, 'POST', path, bad);
      expect([refused.status, refused.body.code]).toEqual([400, 'validation_failed']);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await send(api, 'POST', `/api/v1/partners/${id}/video-kyc`, video);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'partner_not_found']);
    }
    const wrongScope = await send(readOnly, 'POST', path, { videoUrl: 'https://kyc.example/v/78' });
    expect(wrongScope.status).toBe(403);
    expect(await written()).toEqual(after);
  });
});

describe('GET /api/v1/partners', () => {
  it('tells one partner’s verification state, and nothing of their numbers or documents', async () => {
    const submitted = await submittedPartner(server.url);
    const answer = await send(api, 'GET', `/api/v1/partners/${submitted.partnerId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: submitted.partnerId,
      stage: 'waitingForKyc',
      status: null,
      kycStatus: null,
      cvStatus: null,
      ipvStatus: null,
      videoKycRecorded: false,
      submittedAt: expect.stringMatching(/Z$/),
      approvedAt: null,
      updatedAt: expect.stringMatching(/Z$/),
      documentTypes: ['aadharCard', 'gstCertificate', 'incorporationCertificate'],
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const unknown = await send(api, 'GET', `/api/v1/partners/${id}`);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'partner_not_found']);
    }
    expect((await send(readOnly, 'GET', `/api/v1/partners/${submitted.partnerId}`)).status).toBe(
      403,
    );
  });

  it('says when the final approval was given', async () => {
    const submitted = await submittedPartner(server.url);
    const admin = (suffix: string) => `/api/admin/partners/${submitted.partnerId}${suffix}`;
    await send(api, 'POST', `/api/v1/partners/${submitted.partnerId}/video-kyc`, {
      videoUrl: 'https://kyc.example/v/90',
    });
    // Four eyes: the final approval is not the company verification's approver's.
    const colleague = await signedInOperator(server.url, database);
    for (const field of ['kycStatus', 'cvStatus', 'ipvStatus', 'status']) {
      const decided = await (field === 'status' ? colleague : operator).client.request(
        admin(`/review/${field}`),
        { method: 'PUT', json: { decision: 'approve' } },
      );
      expect(decided.status, field).toBe(200);
    }
    const state = (await send(api, 'GET', `/api/v1/partners/${submitted.partnerId}`)).body;
    expect(state).toMatchObject({ stage: 'approved', status: 'approved', kycStatus: 'AKYC' });
    const approval = (await readJson(await operator.client.request(admin('')))).audit[0];
    expect(approval.subject).toBe('status');
    expect(state.approvedAt).toBe(approval.at);
  });

  it('lists partners changed since an instant, by stage, a page at a time', async () => {
    const since = new Date().toISOString();
    const first = await signedUpPartner(server.url);
    const second = await signedUpPartner(server.url);
    // A booking is a change of its partner: it moves the partner's updatedAt.
    for (const [index, who] of [first, second].entries()) {
      const put = await send(api, 'PUT', `/api/v1/bookings/bk-list-${index}`, {
        partnerId: who.partnerId,
        eventType: 'Reception',
        dateFrom: `2027-01-0${index + 1}`,
      });
      expect(put.status).toBe(201);
    }
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ updatedSince: since, pageSize: '1' });
      if (cursor) query.set('cursor', cursor);
      const page = await send(api, 'GET', `/api/v1/partners?${query}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(1);
      ids.push(...page.body.items.map((item: { id: string }) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(ids).toEqual([first.partnerId, second.partnerId]);

    const profileIncomplete = await send(
      api,
      'GET',
      `/api/v1/partners?updatedSince=${encodeURIComponent(since)}&status=profileIncomplete`,
    );
    expect(profileIncomplete.body.items.map((item: { id: string }) => item.id)).toEqual(ids);
    const approved = await send(
      api,
      'GET',
      `/api/v1/partners?updatedSince=${encodeURIComponent(since)}&status=approved`,
    );
    expect(approved.body).toEqual({ items: [], nextCursor: null });

    for (const query of ['updatedSince=yesterday', 'status=done', 'pageSize=0', 'cursor=abc']) {
      const refused = await send(api, 'GET', `/api/v1/partners?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.code, query).toMatch(/^(validation_failed|invalid_cursor)$/);
    }
  });
});

describe('GET /api/v1/events', () => {
  it('reads the outbox in order, a page after the last position read', async () => {
    const all = await send(api, 'GET', '/api/v1/events?limit=1000');
    expect(all.status).toBe(200);
    const positions = all.body.events.map((event: { position: number }) => event.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(all.body.lastPosition).toBe(positions.at(-1));
    expect(all.body.events[0]).toEqual({
      id: expect.any(String),
      position: positions[0],
      type: expect.any(String),
      partnerId: expect.any(String),
      occurredAt: expect.stringMatching(/Z$/),
      data: expect.objectContaining({ stage: expect.any(String) }),
    });

    const firstTwo = await send(api, 'GET', '/api/v1/events?limit=2');
    expect(firstTwo.body.events).toEqual(all.body.events.slice(0, 2));
    const next = await send(
      api,
      'GET',
      `/api/v1/events?after=${firstTwo.body.lastPosition}&limit=2`,
    );
    expect(next.body.events).toEqual(all.body.events.slice(2, 4));
    const end = await send(api, 'GET', `/api/v1/events?after=${all.body.lastPosition}`);
    expect(end.body).toEqual({ events: [], lastPosition: all.body.lastPosition });

    for (const query of ['limit=0', 'limit=1001', 'limit=x', 'after=-1', 'after=', 'after=1e3']) {
      const refused = await send(api, 'GET', `/api/v1/events?${query}`);
      expect([refused.status, refused.body.code], query).toEqual([400, 'validation_failed']);
    }
    expect((await send(readOnly, 'GET', '/api/v1/events')).status).toBe(200);
    const cookie = await operator.client.request('/api/v1/events');
    expect(cookie.status).toBe(401);
  });
});

describe('scopes', () => {
  it('every /api/v1/ route refuses a key without its scope (403), writing nothing', async () => {
    const scoped = async (scopes: string[]) =>
      machine(server.url, await apiKeyFor(operator.client, scopes));
    const onlyPartners = await scoped(['partners:read']);
    const routes: Array<[MachineClient, string, string, unknown]> = [
      [onlyPartners, 'PUT', '/api/v1/bookings/bk-scope', { partnerId: partner.partnerId }],
      [onlyPartners, 'POST', '/api/v1/bookings/bk-1001/cancel', undefined],
      [onlyPartners, 'PUT', '/api/v1/records/events/ev-scope', { name: 'Haldi' }],
      [onlyPartners, 'PUT', '/api/v1/records/events/ev-scope/thumbnail', undefined],
      [onlyPartners, 'GET', '/api/v1/events', undefined],
      [
        readOnly,
        'POST',
        `/api/v1/partners/${partner.partnerId}/video-kyc`,
        { videoUrl: 'https://v.example/1' },
      ],
      [readOnly, 'GET', `/api/v1/partners/${partner.partnerId}`, undefined],
      [readOnly, 'GET', '/api/v1/partners', undefined],
    ];
    const before = await written();
    for (const [client, method, path, body] of routes) {
      const answer = await send(client, method, path, body);
      expect([answer.status, answer.body.code], `${method} ${path}`).toEqual([
        403,
        'api_scope_missing',
      ]);
    }
    expect(await written()).toEqual(before);
  });
});
