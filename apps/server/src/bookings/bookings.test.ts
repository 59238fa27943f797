import { messages } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, readJson } from '../../test/http-client';
import { signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { partnerAudit } from '../partners/schema';
import { bookings, catering, events, photography } from './schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: { client: Browser; email: string };
let records: { eventId: string; cateringEvent: string; photographyEvent: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  operator = await signedInOperator(server.url, database);
  const values = (name: string) => ({ name, thumbnailUrl: `/thumbnails/${name}.svg` });
  const [event] = await database.db.insert(events).values(values('event')).returning();
  const [cateringRow] = await database.db.insert(catering).values(values('catering')).returning();
  const [shoot] = await database.db.insert(photography).values(values('photography')).returning();
  if (!event || !cateringRow || !shoot) throw new Error('the records were not saved');
  records = { eventId: event.id, cateringEvent: cateringRow.id, photographyEvent: shoot.id };
});
afterAll(() => server.close());

/** `count` bookings for the partner, two a day, straight into the table. */
async function insertBookings(partnerId: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    partnerId,
    eventType: `Wedding ${index}`,
    partnerName: 'Asha Events',
    dateFrom: `2025-01-${String(1 + Math.floor(index / 2)).padStart(2, '0')}`,
    status: 'pending',
  }));
  const inserted = await database.db.insert(bookings).values(rows).returning();
  return inserted.map((row) => row.id);
}

async function page(client: Browser, query = '') {
  const response = await client.request(`/api/bookings${query}`);
  expect(response.status, query).toBe(200);
  return readJson(response);
}

/** Every booking id the client can reach, following the cursors. */
async function allPages(client: Browser, pageSize: number) {
  const ids: string[] = [];
  const dates: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = await page(client, query);
    pages += 1;
    for (const item of body.items) {
      ids.push(item.id);
      dates.push(item.dateFrom);
    }
    cursor = body.nextCursor;
  } while (cursor);
  return { ids, dates, pages };
}

describe('GET /api/bookings', () => {
  it('answers a partner without bookings an empty page for their own id, and 404 for another', async () => {
    const meera = await signedUpPartner(server.url);
    const ravi = await signedUpPartner(server.url);
    expect(await page(meera.client, `?partnerId=${meera.partnerId}`)).toEqual({
      items: [],
      nextCursor: null,
    });
    const other = await meera.client.request(`/api/bookings?partnerId=${ravi.partnerId}`);
    expect(other.status).toBe(404);
  });

  it('answers a partner their own bookings only, whatever they ask for', async () => {
    const asha = await signedUpPartner(server.url);
    const ravi = await signedUpPartner(server.url);
    const ashaIds = await insertBookings(asha.partnerId, 3);
    const raviIds = await insertBookings(ravi.partnerId, 3);

    const own = await page(asha.client);
    expect(own.items.map((item: { id: string }) => item.id).sort()).toEqual([...ashaIds].sort());
    expect(await page(asha.client, `?partnerId=${asha.partnerId}`)).toEqual(own);

    for (const query of [
      `?partnerId=${ravi.partnerId}`,
      `?partnerId=${ravi.partnerId}&pageSize=100`,
      '?partnerId=',
      '?partnerId=not-an-id',
    ]) {
      const response = await asha.client.request(`/api/bookings${query}`);
      expect(response.status, query).toBe(404);
      expect((await readJson(response)).message).toBe('Partner not found.');
    }
    // Ravi's cursor still pages through Asha's bookings only.
    const raviPage = await page(ravi.client, '?pageSize=1');
    const withRaviCursor = await page(
      asha.client,
      `?cursor=${encodeURIComponent(raviPage.nextCursor)}&partnerId=${asha.partnerId}`,
    );
    for (const item of withRaviCursor.items) expect(raviIds).not.toContain(item.id);
    expect(
      withRaviCursor.items.every(
        (item: { partnerId: string }) => item.partnerId === asha.partnerId,
      ),
    ).toBe(true);
  });

  it('pages through every booking exactly once, newest date first, 20 at a time unless asked', async () => {
    const partner = await signedUpPartner(server.url);
    const ids = await insertBookings(partner.partnerId, 45);

    const first = await page(partner.client);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));

    const walked = await allPages(partner.client, 7);
    expect(walked.pages).toBe(7);
    expect(walked.ids).toHaveLength(45);
    expect(new Set(walked.ids)).toEqual(new Set(ids));
    expect(walked.dates).toEqual([...walked.dates].sort().reverse());

    const whole = await page(partner.client, '?pageSize=100');
    expect(whole.items).toHaveLength(45);
    expect(whole.nextCursor).toBeNull();
  });

  it('gives each booking its kind and its record thumbnail', async () => {
    const partner = await signedUpPartner(server.url);
    const book = (json: Record<string, unknown>) =>
      operator.client.request(`/api/admin/partners/${partner.partnerId}/bookings`, {
        json: { eventType: 'Reception', dateFrom: '2025-09-05', status: 'confirmed', ...json },
      });
    for (const json of [
      { eventId: records.eventId },
      { eventId: records.eventId, cateringEvent: records.cateringEvent },
      { photographyEvent: records.photographyEvent },
      {},
    ]) {
      expect((await book(json)).status).toBe(201);
    }
    const { items } = await page(partner.client);
    expect(
      items
        .map((item: { kind: string; thumbnailUrl: string | null }) => [
          item.kind,
          item.thumbnailUrl,
        ])
        .sort(),
    ).toEqual([
      ['Catering', '/thumbnails/catering.svg'],
      ['Event', null],
      ['Event', '/thumbnails/event.svg'],
      ['Photography', '/thumbnails/photography.svg'],
    ]);
    expect(items[0]).toMatchObject({
      partnerId: partner.partnerId,
      eventType: 'Reception',
      dateFrom: '2025-09-05',
      status: 'confirmed',
    });
  });

  it('answers 400 with a message for a bad cursor or page size', async () => {
    const partner = await signedUpPartner(server.url);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'garbage!',
      forged(['2025-01-01']),
      forged(['yesterday', '00000000-0000-4000-8000-000000000000']),
      forged(['2025-02-30', '00000000-0000-4000-8000-000000000000']),
      forged(['0000-01-01', '00000000-0000-4000-8000-000000000000']),
      forged(['2025-01-01', "1' or '1'='1"]),
      forged({ dateFrom: '2025-01-01' }),
    ]) {
      const response = await partner.client.request(
        `/api/bookings?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(response.status, cursor).toBe(400);
      expect((await readJson(response)).message).toBe(
        'This page link is not valid. Start again from the first page.',
      );
    }
    for (const pageSize of ['0', '101', 'ten', '1.5']) {
      const response = await partner.client.request(`/api/bookings?pageSize=${pageSize}`);
      expect(response.status, pageSize).toBe(400);
      expect((await readJson(response)).message).toBe(
        'Page size must be a whole number from 1 to 100',
      );
    }
  });

  it('lets operators list any partner, and everyone', async () => {
    const partner = await signedUpPartner(server.url);
    const ids = await insertBookings(partner.partnerId, 2);
    const theirs = await page(operator.client, `?partnerId=${partner.partnerId}`);
    expect(theirs.items.map((item: { id: string }) => item.id).sort()).toEqual(ids.sort());
    const everyone = await page(operator.client, '?pageSize=100');
    expect(everyone.items.length).toBeGreaterThan(2);
    const unknown = await operator.client.request(
      '/api/bookings?partnerId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses signed-out callers', async () => {
    const response = await browser(server.url, { ip: '198.51.100.20' }).request('/api/bookings');
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe('Please sign in to continue.');
  });
});

describe('the event, catering and photography records', () => {
  it('answer a partner the records their bookings link, operators any, and 401 when signed out', async () => {
    const partner = await signedUpPartner(server.url);
    const other = await signedUpPartner(server.url);
    const stranger = browser(server.url, { ip: '198.51.100.21' });
    await database.db.insert(bookings).values({
      partnerId: partner.partnerId,
      eventType: 'Wedding',
      partnerName: 'Asha Events',
      dateFrom: '2025-03-05',
      status: 'confirmed',
      ...records,
    });
    for (const [path, id, name] of [
      ['events', records.eventId, 'event'],
      ['catering', records.cateringEvent, 'catering'],
      ['photography', records.photographyEvent, 'photography'],
    ] as const) {
      const record = { id, name, thumbnailUrl: `/thumbnails/${name}.svg` };
      expect(await readJson(await partner.client.request(`/api/${path}/${id}`))).toEqual(record);
      expect(await readJson(await operator.client.request(`/api/${path}/${id}`))).toEqual(record);
      // Another partner learns nothing, not even that the record exists.
      for (const unknown of [id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await other.client.request(`/api/${path}/${unknown}`);
        expect(response.status).toBe(404);
        expect((await readJson(response)).message).toBe('Record not found.');
      }
      expect((await stranger.request(`/api/${path}/${id}`)).status).toBe(401);
    }
  });
});

describe("the console's records", () => {
  it('lets operators add records with a local thumbnail and list them, newest first', async () => {
    const created = await operator.client.request('/api/admin/records/catering', {
      json: { name: 'Biryani for 300', thumbnailUrl: '/thumbnails/catering.svg' },
    });
    expect(created.status).toBe(201);
    const record = await readJson(created);
    expect(record).toEqual({
      id: expect.any(String),
      name: 'Biryani for 300',
      thumbnailUrl: '/thumbnails/catering.svg',
    });
    const listed = await readJson(await operator.client.request('/api/admin/records/catering'));
    expect(listed[0]).toEqual(record);
    expect(listed).toContainEqual(expect.objectContaining({ id: records.cateringEvent }));
    expect(listed).not.toContainEqual(expect.objectContaining({ id: records.eventId }));

    const remote = await operator.client.request('/api/admin/records/events', {
      json: { name: 'Gala', thumbnailUrl: 'https://images.example/gala.jpg' },
    });
    expect(remote.status).toBe(400);
    expect((await readJson(remote)).message).toBe(
      'Thumbnail must be a path on this portal, such as /thumbnails/wedding.svg',
    );
    const unknown = await operator.client.request('/api/admin/records/venues');
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toBe('Records are events, catering or photography.');
  });

  it('refuses partners (403) and signed-out callers (401)', async () => {
    const partner = await signedUpPartner(server.url);
    const stranger = browser(server.url, { ip: '198.51.100.23' });
    for (const [method, json] of [['GET'], ['POST', { name: 'Gala' }]] as const) {
      const route = '/api/admin/records/events';
      expect((await stranger.request(route, { method, json })).status).toBe(401);
      expect((await partner.client.request(route, { method, json })).status).toBe(403);
    }
  });
});

describe('operators booking a partner', () => {
  const auditOf = (partnerId: string) =>
    database.db.select().from(partnerAudit).where(eq(partnerAudit.partnerId, partnerId));

  it('refuses partners (403) and signed-out callers (401) on every route', async () => {
    const partner = await signedUpPartner(server.url);
    const [bookingId] = await insertBookings(partner.partnerId, 1);
    const json = { eventType: 'Birthday', dateFrom: '2025-05-01' };
    const routes: Array<[string, string, unknown?]> = [
      ['POST', `/api/admin/partners/${partner.partnerId}/bookings`, json],
      ['PUT', `/api/admin/bookings/${bookingId}`, json],
      ['POST', `/api/admin/bookings/${bookingId}/cancel`],
    ];
    const stranger = browser(server.url, { ip: '198.51.100.22' });
    for (const [method, route, body] of routes) {
      expect((await stranger.request(route, { method, json: body })).status, route).toBe(401);
      const asPartner = await partner.client.request(route, { method, json: body });
      expect(asPartner.status, route).toBe(403);
      expect((await readJson(asPartner)).message).toBe('Only operators can do this.');
    }
    expect((await page(partner.client)).items[0]).toMatchObject({ status: 'pending' });
    expect(await auditOf(partner.partnerId)).toHaveLength(0);
  });

  it('creates, edits and cancels a booking, each with an audit line', async () => {
    const partner = await signedUpPartner(server.url);
    const created = await operator.client.request(
      `/api/admin/partners/${partner.partnerId}/bookings`,
      { json: { eventType: 'Sangeet', dateFrom: '2025-11-20', partnerName: 'Asha Events' } },
    );
    expect(created.status).toBe(201);
    const booking = await readJson(created);
    expect(booking).toMatchObject({
      partnerId: partner.partnerId,
      eventType: 'Sangeet',
      partnerName: 'Asha Events',
      status: 'pending',
      kind: 'Event',
    });

    const edited = await operator.client.request(`/api/admin/bookings/${booking.id}`, {
      method: 'PUT',
      json: {
        eventType: 'Sangeet night',
        dateFrom: '2025-11-21',
        status: 'confirmed',
        cateringEvent: records.cateringEvent,
      },
    });
    expect(edited.status).toBe(200);
    expect(await readJson(edited)).toMatchObject({
      eventType: 'Sangeet night',
      partnerName: 'Asha Events',
      status: 'confirmed',
      kind: 'Catering',
      thumbnailUrl: '/thumbnails/catering.svg',
    });

    const cancel = () =>
      operator.client.request(`/api/admin/bookings/${booking.id}/cancel`, { method: 'POST' });
    expect(await readJson(await cancel())).toMatchObject({ status: 'cancelled' });
    const again = await cancel();
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe('This booking is already cancelled.');

    expect((await page(partner.client)).items).toEqual([
      expect.objectContaining({ id: booking.id, status: 'cancelled', dateFrom: '2025-11-21' }),
    ]);
    const audit = await auditOf(partner.partnerId);
    expect(audit.map((row) => [row.subject, row.actorEmail, row.fromValue, row.toValue])).toEqual(
      expect.arrayContaining([
        ['booking', operator.email, null, 'Sangeet, 2025-11-20, pending'],
        [
          'booking',
          operator.email,
          'Sangeet, 2025-11-20, pending',
          'Sangeet night, 2025-11-21, confirmed',
        ],
        [
          'booking',
          operator.email,
          'Sangeet night, 2025-11-21, confirmed',
          'Sangeet night, 2025-11-21, cancelled',
        ],
      ]),
    );
    expect(audit).toHaveLength(3);
  });

  it('answers bad bodies, unknown records, partners and bookings with a message', async () => {
    const partner = await signedUpPartner(server.url);
    const cases: Array<[string, string, unknown, number, string]> = [
      [
        'POST',
        `/api/admin/partners/${partner.partnerId}/bookings`,
        { dateFrom: '2025-02-30' },
        400,
        'Event type is required Date must be a day written YYYY-MM-DD',
      ],
      [
        'POST',
        `/api/admin/partners/${partner.partnerId}/bookings`,
        // PostgreSQL cannot store NUL: the request guard refuses it before any schema.
        { eventType: 'Pu\u0000ja', dateFrom: '2025-03-05' },
        400,
        messages.api.controlCharacter('eventType'),
      ],
      [
        'POST',
        `/api/admin/partners/${partner.partnerId}/bookings`,
        { eventType: 'Puja', dateFrom: '0000-01-01' },
        400,
        'Date must be a day written YYYY-MM-DD',
      ],
      [
        'POST',
        `/api/admin/partners/${partner.partnerId}/bookings`,
        { eventType: 'Puja', dateFrom: '2025-02-03', photographyEvent: records.eventId },
        400,
        'There is no record with the photographyEvent given.',
      ],
      [
        'POST',
        '/api/admin/partners/00000000-0000-4000-8000-000000000000/bookings',
        { eventType: 'Puja', dateFrom: '2025-02-03' },
        404,
        'Partner not found.',
      ],
      [
        'PUT',
        '/api/admin/bookings/nope',
        { eventType: 'Puja', dateFrom: '2025-02-03' },
        404,
        'Booking not found.',
      ],
      [
        'POST',
        '/api/admin/bookings/00000000-0000-4000-8000-000000000000/cancel',
        undefined,
        404,
        'Booking not found.',
      ],
    ];
    for (const [method, route, json, status, message] of cases) {
      const response = await operator.client.request(route, { method, json });
      expect(response.status, route).toBe(status);
      expect((await readJson(response)).message).toBe(message);
    }
    expect((await page(partner.client)).items).toEqual([]);
  });
});
