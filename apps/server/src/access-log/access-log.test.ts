import { accessLogPageSize } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/document-files';
import { type Browser, browser, readJson } from '../../test/http-client';
import { signedInOperator, signedUpPartner, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { accessLog } from './schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let reviewer: { client: Browser; email: string };
let approver: { client: Browser; email: string };
let admin: { client: Browser; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  reviewer = await signedInOperator(server.url, database, 'reviewer');
  approver = await signedInOperator(server.url, database, 'approver');
  admin = await signedInOperator(server.url, database);
});
afterAll(() => server.close());

const documentOf = (partnerId: string, type: string) =>
  `/api/partners/${partnerId}/documents/${type}`;
const historyOf = (partnerId: string) => `/api/admin/partners/${partnerId}/access-log`;
/** A download from a known address, as the proxy in front (TRUST_PROXY) tells it. */
const download = (client: Browser, path: string, ip = '203.0.113.77') =>
  client.request(path, { headers: { 'x-forwarded-for': ip } });
const rowsOf = (partnerId: string) =>
  database.db
    .select()
    .from(accessLog)
    .where(eq(accessLog.partnerId, partnerId))
    .orderBy(accessLog.createdAt);

describe('the record of who opened a document', () => {
  it('writes a row for each download by an operator: who, what, when and from which address', async () => {
    const partner = await submittedPartner(server.url);
    const before = Date.now();
    for (const type of ['aadharCard', 'gstCertificate', 'aadharCard']) {
      const answer = await download(reviewer.client, documentOf(partner.partnerId, type));
      expect(answer.status, type).toBe(200);
      await answer.arrayBuffer();
    }
    const answer = await download(
      admin.client,
      documentOf(partner.partnerId, 'incorporationCertificate'),
      '198.51.100.4',
    );
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(pdfBytes);

    const rows = await rowsOf(partner.partnerId);
    expect(
      rows.map((row) => [
        row.actorEmail,
        row.actorRole,
        row.what,
        row.documentType,
        row.fileName,
        row.ip,
      ]),
    ).toEqual([
      [reviewer.email, 'reviewer', 'document', 'aadharCard', 'aadharCard.png', '203.0.113.77'],
      [
        reviewer.email,
        'reviewer',
        'document',
        'gstCertificate',
        'gstCertificate.pdf',
        '203.0.113.77',
      ],
      [reviewer.email, 'reviewer', 'document', 'aadharCard', 'aadharCard.png', '203.0.113.77'],
      [
        admin.email,
        'admin',
        'document',
        'incorporationCertificate',
        'incorporationCertificate.pdf',
        '198.51.100.4',
      ],
    ]);
    for (const row of rows) {
      expect(row.actorUserId).toMatch(/\S/);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('writes none for a partner reading their own, nor for a refused download', async () => {
    const partner = await submittedPartner(server.url);
    const other = await signedUpPartner(server.url);
    const own = await download(partner.client, documentOf(partner.partnerId, 'aadharCard'));
    expect(Buffer.from(await own.arrayBuffer())).toEqual(pngBytes);
    const refused: Array<[Browser, string, number]> = [
      [reviewer.client, documentOf(partner.partnerId, 'passport'), 400],
      [reviewer.client, documentOf(partner.partnerId, 'panCard'), 404],
      [reviewer.client, documentOf('00000000-0000-4000-8000-000000000000', 'aadharCard'), 404],
      [other.client, documentOf(partner.partnerId, 'aadharCard'), 404],
      [
        browser(server.url, { ip: '198.51.100.66' }),
        documentOf(partner.partnerId, 'aadharCard'),
        401,
      ],
    ];
    for (const [client, path, status] of refused) {
      expect((await download(client, path)).status, path).toBe(status);
    }
    expect(await rowsOf(partner.partnerId)).toEqual([]);
  });
});

describe("a partner's access history", () => {
  it('is shown to admins, newest first, a page at a time', async () => {
    const partner = await submittedPartner(server.url);
    await (
      await download(reviewer.client, documentOf(partner.partnerId, 'gstCertificate'))
    ).arrayBuffer();
    await (await download(admin.client, documentOf(partner.partnerId, 'aadharCard'))).arrayBuffer();

    const page = await readJson(await admin.client.request(historyOf(partner.partnerId)));
    expect(page.nextCursor).toBeNull();
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        actorEmail: admin.email,
        actorRole: 'admin',
        what: 'document',
        documentType: 'aadharCard',
        fileName: 'aadharCard.png',
        ip: '203.0.113.77',
      },
      expect.objectContaining({ actorEmail: reviewer.email, documentType: 'gstCertificate' }),
    ]);

    const start = Date.UTC(2026, 0, 1);
    await database.db.insert(accessLog).values(
      Array.from({ length: accessLogPageSize }, (_, index) => ({
        actorUserId: 'someone',
        actorEmail: 'someone@shata.example',
        actorRole: 'reviewer' as const,
        partnerId: partner.partnerId,
        what: 'document' as const,
        documentType: 'panCard' as const,
        fileName: `old-${index}.pdf`,
        ip: '192.0.2.1',
        createdAt: new Date(start + index * 1000),
      })),
    );
    const first = await readJson(await admin.client.request(historyOf(partner.partnerId)));
    expect(first.items).toHaveLength(accessLogPageSize);
    const second = await readJson(
      await admin.client.request(`${historyOf(partner.partnerId)}?before=${first.nextCursor}`),
    );
    expect(second.items.map((line: { fileName: string }) => line.fileName)).toEqual([
      'old-1.pdf',
      'old-0.pdf',
    ]);
    expect(second.nextCursor).toBeNull();
    const madeUp = await admin.client.request(`${historyOf(partner.partnerId)}?before=abc`);
    expect(madeUp.status).toBe(400);
    expect((await readJson(madeUp)).code).toBe('invalid_cursor');
  });

  it('is refused to reviewers, approvers, partners (their own too) and the signed-out', async () => {
    const partner = await submittedPartner(server.url);
    const refusals: Array<[Browser, number, string]> = [
      [reviewer.client, 403, 'role_not_allowed'],
      [approver.client, 403, 'role_not_allowed'],
      [partner.client, 403, 'operators_only'],
      [browser(server.url, { ip: '198.51.100.67' }), 401, 'sign_in_required'],
    ];
    for (const [client, status, code] of refusals) {
      const answer = await client.request(historyOf(partner.partnerId));
      expect(answer.status, code).toBe(status);
      expect((await readJson(answer)).code).toBe(code);
    }
    expect((await admin.client.request(historyOf('not-a-partner'))).status).toBe(404);
  });
});
