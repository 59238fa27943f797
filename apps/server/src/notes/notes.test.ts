import { noteMaxLength, notesPageSize } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyFor, type Browser, browser, machine, readJson } from '../../test/http-client';
import { signedInOperator, signedUpPartner, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { partnerNotes } from './schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let reviewer: { client: Browser; email: string };
let admin: { client: Browser; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  reviewer = await signedInOperator(server.url, database, 'reviewer');
  admin = await signedInOperator(server.url, database);
});
afterAll(() => server.close());

const notesOf = (partnerId: string) => `/api/admin/partners/${partnerId}/notes`;
const write = (client: Browser, partnerId: string, json: unknown) =>
  client.request(notesOf(partnerId), { json });
const savedNotes = (partnerId: string) =>
  database.db.select().from(partnerNotes).where(eq(partnerNotes.partnerId, partnerId));

describe('operators’ notes on a partner', () => {
  it('keeps each note with its author and time, about a stage, a document or nothing, newest first', async () => {
    const partner = await submittedPartner(server.url);
    const first = await write(reviewer.client, partner.partnerId, {
      text: '  Called the partner:\nnew GST certificate coming.  ',
      documentType: 'gstCertificate',
    });
    expect(first.status).toBe(201);
    expect(await readJson(first)).toMatchObject({
      text: 'Called the partner:\nnew GST certificate coming.',
      documentType: 'gstCertificate',
      stage: null,
      authorEmail: reviewer.email,
    });
    expect(
      (await write(admin.client, partner.partnerId, { text: 'Visited', stage: 'inPerson' })).status,
    ).toBe(201);
    expect((await write(admin.client, partner.partnerId, { text: 'Looks fine' })).status).toBe(201);

    const page = await readJson(await reviewer.client.request(notesOf(partner.partnerId)));
    expect(page.nextCursor).toBeNull();
    expect(
      page.items.map((note: Record<string, unknown>) => [
        note.text,
        note.authorEmail,
        note.stage,
        note.documentType,
      ]),
    ).toEqual([
      ['Looks fine', admin.email, null, null],
      ['Visited', admin.email, 'inPerson', null],
      ['Called the partner:\nnew GST certificate coming.', reviewer.email, null, 'gstCertificate'],
    ]);
    for (const note of page.items) expect(Date.parse(note.createdAt)).not.toBeNaN();
  });

  it('takes 2,000 characters and refuses more, an empty note and a control character, saving nothing', async () => {
    const partner = await submittedPartner(server.url);
    expect(
      (await write(reviewer.client, partner.partnerId, { text: 'é'.repeat(noteMaxLength) })).status,
    ).toBe(201);
    for (const json of [
      { text: 'a'.repeat(noteMaxLength + 1) },
      { text: '   ' },
      { text: 'a\u0007b' },
      { text: 'Both', stage: 'kyc', documentType: 'panCard' },
      { text: 'Nowhere', stage: 'video' },
    ]) {
      const refused = await write(reviewer.client, partner.partnerId, json);
      expect(refused.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect((await readJson(refused)).code).toBe('validation_failed');
    }
    expect(await savedNotes(partner.partnerId)).toHaveLength(1);
  });

  it('pages older notes through a cursor, and refuses a made-up one', async () => {
    const partner = await submittedPartner(server.url);
    const start = Date.UTC(2026, 0, 1);
    await database.db.insert(partnerNotes).values(
      Array.from({ length: notesPageSize + 2 }, (_, index) => ({
        partnerId: partner.partnerId,
        authorUserId: 'someone',
        authorEmail: 'someone@shata.example',
        text: `Note ${index}`,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const first = await readJson(await reviewer.client.request(notesOf(partner.partnerId)));
    expect(first.items).toHaveLength(notesPageSize);
    expect(first.items[0].text).toBe(`Note ${notesPageSize + 1}`);
    const second = await readJson(
      await reviewer.client.request(`${notesOf(partner.partnerId)}?before=${first.nextCursor}`),
    );
    expect(second.items.map((note: { text: string }) => note.text)).toEqual(['Note 1', 'Note 0']);
    expect(second.nextCursor).toBeNull();
    const madeUp = await reviewer.client.request(`${notesOf(partner.partnerId)}?before=abc`);
    expect(madeUp.status).toBe(400);
    expect((await readJson(madeUp)).code).toBe('invalid_cursor');
  });

  it('answers 404 for a partner that does not exist, and has no way to edit or delete a note', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await reviewer.client.request(notesOf(nobody))).status).toBe(404);
    expect((await write(reviewer.client, nobody, { text: 'Lost' })).status).toBe(404);
    const partner = await submittedPartner(server.url);
    const note = await readJson(await write(reviewer.client, partner.partnerId, { text: 'Kept' }));
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await admin.client.request(`${notesOf(partner.partnerId)}/${note.id}`, {
        method,
        json: method === 'DELETE' ? undefined : { text: 'Changed' },
      });
      expect(answer.status, method).toBe(404);
    }
    expect((await savedNotes(partner.partnerId)).map((row) => row.text)).toEqual(['Kept']);
  });
});

describe('who may read and write notes', () => {
  it('refuses partners (their own partner too) and signed-out callers', async () => {
    const partner = await submittedPartner(server.url);
    await write(reviewer.client, partner.partnerId, { text: 'Internal' });
    const stranger = browser(server.url, { ip: '198.51.100.31' });
    for (const [client, status] of [
      [partner.client, 403],
      [(await signedUpPartner(server.url)).client, 403],
      [stranger, 401],
    ] as const) {
      expect((await client.request(notesOf(partner.partnerId))).status).toBe(status);
      expect((await write(client, partner.partnerId, { text: 'Mine' })).status).toBe(status);
    }
    expect((await savedNotes(partner.partnerId)).map((row) => row.text)).toEqual(['Internal']);
  });

  it('never shows a note in an answer the partner or a machine client reads', async () => {
    const secret = 'Internal note 7f3a: do not show the partner';
    const partner = await submittedPartner(server.url);
    expect(
      (await write(reviewer.client, partner.partnerId, { text: secret, stage: 'kyc' })).status,
    ).toBe(201);
    const own = partner.client;
    const key = await apiKeyFor(admin.client, ['partners:read', 'events:read']);
    const answers = await Promise.all([
      own.request('/api/partners/me'),
      own.request(`/api/partners/${partner.partnerId}`),
      own.request(`/api/partners/${partner.partnerId}/draft`),
      own.request('/api/bookings'),
      machine(server.url, key).request(`/api/v1/partners/${partner.partnerId}`),
      machine(server.url, key).request('/api/v1/partners'),
      machine(server.url, key).request('/api/v1/events'),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(200);
      const body = await answer.text();
      expect(body, answer.url).not.toContain('7f3a');
      expect(body, answer.url).not.toMatch(/"notes?"/);
    }
  });
});
