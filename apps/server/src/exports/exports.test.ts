import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyFor, type Browser, browser, readJson } from '../../test/http-client';
import { signedInOperator, submittedPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { accessLog } from '../access-log/schema';
import type { Database } from '../db/client';
import { partnerAudit } from '../partners/schema';
import { accessLogHeader, auditHeader } from './service';

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

/** A day in India's time, `offset` days from today. */
const indiaDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });
const exportOf = (name: string, from = indiaDay(-1), to = indiaDay(1)) =>
  `/api/admin/exports/${name}.csv?from=${from}&to=${to}`;
const linesOf = (csv: string) => csv.split('\r\n').filter(Boolean);

describe('the CSV exports', () => {
  it('exports the audit trail of a range, the partners’ and the console’s merged in time order', async () => {
    const partner = await submittedPartner(server.url);
    await apiKeyFor(admin.client, ['events:read']);
    const answer = await admin.client.request(exportOf('audit'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-${indiaDay(-1)}-to-${indiaDay(1)}.csv"`,
    );
    const lines = linesOf(await answer.text());
    expect(lines[0]).toBe(auditHeader.join(','));
    const uploads = lines.filter((line) => line.includes(`,${partner.partnerId},`));
    expect(uploads).toHaveLength(3);
    expect(uploads[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z,partner,${partner.email},partner,${partner.partnerId},aadharCard,`,
      ),
    );
    const key = lines.find((line) => line.includes(',api_key.created,'));
    expect(key).toMatch(
      new RegExp(`,console,${admin.email},,,api_key.created,,,,[0-9a-f-]{36},key for events:read$`),
    );
    const times = lines.slice(1).map((line) => line.slice(0, 27));
    expect(times).toEqual([...times].sort());

    // The export is itself in the console's trail, and so in the next export.
    const again = linesOf(await (await admin.client.request(exportOf('audit'))).text());
    expect(again.at(-1)).toMatch(
      new RegExp(
        `,console,${admin.email},,,export\\.audit,,,,${indiaDay(-1)}/${indiaDay(1)},audit-${indiaDay(-1)}-to-${indiaDay(1)}\\.csv$`,
      ),
    );
  });

  it('escapes quotes, commas and line breaks, and neutralises what a spreadsheet would run', async () => {
    const partner = await submittedPartner(server.url);
    const cells = [
      '=HYPERLINK("http://evil.example")',
      '+1, said "yes"',
      '-2\nlines',
      '@SUM(A1)',
      'plain',
    ];
    await database.db.insert(partnerAudit).values(
      cells.map((reason) => ({
        partnerId: partner.partnerId,
        actorUserId: 'u',
        actorEmail: 'ops@shata.example',
        actorRole: 'reviewer' as const,
        subject: 'kycStatus' as const,
        fromValue: null,
        toValue: 'rejected',
        reason,
      })),
    );
    const csv = await (await admin.client.request(exportOf('audit'))).text();
    const reasons = csv
      .split('\r\n')
      .filter((line) => line.includes('ops@shata.example'))
      .map((line) => line.slice(line.indexOf('rejected,') + 'rejected,'.length, -2));
    // Written in one statement, at one instant: their order is the ids'.
    expect(reasons.sort()).toEqual(
      [
        `"'=HYPERLINK(""http://evil.example"")"`,
        `"'+1, said ""yes"""`,
        `"'-2\nlines"`,
        `'@SUM(A1)`,
        'plain',
      ].sort(),
    );
  });

  it('exports the access log of a range, and nothing outside it', async () => {
    const partner = await submittedPartner(server.url);
    const opened = await reviewer.client.request(
      `/api/partners/${partner.partnerId}/documents/gstCertificate`,
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    await opened.arrayBuffer();
    await database.db.insert(accessLog).values({
      actorUserId: 'u',
      actorEmail: 'long-ago@shata.example',
      actorRole: 'admin',
      partnerId: partner.partnerId,
      what: 'document',
      documentType: 'panCard',
      fileName: 'panCard.pdf',
      ip: '192.0.2.1',
      createdAt: new Date('2025-01-01T12:00:00Z'),
    });
    const lines = linesOf(await (await admin.client.request(exportOf('access-log'))).text());
    expect(lines[0]).toBe(accessLogHeader.join(','));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `Z,${reviewer.email},reviewer,[^,]+,${partner.partnerId},document,gstCertificate,gstCertificate.pdf,203.0.113.9$`,
        ),
      ),
    ]);
    const old = linesOf(
      await (await admin.client.request(exportOf('access-log', '2025-01-01', '2025-01-01'))).text(),
    );
    expect(old).toHaveLength(2);
    expect(old[1]).toMatch(/^2025-01-01T12:00:00\.000000Z,long-ago@shata\.example,admin,/);
  });

  it('reads a range of more rows than a batch, each once and in order', async () => {
    const start = Date.parse('2025-03-10T00:00:00Z');
    await database.db.insert(accessLog).values(
      Array.from({ length: 2_345 }, (_, index) => ({
        actorUserId: 'u',
        actorEmail: `ops${index}@shata.example`,
        actorRole: 'admin' as const,
        partnerId: '00000000-0000-4000-8000-000000000000',
        what: 'document' as const,
        documentType: 'panCard' as const,
        fileName: 'panCard.pdf',
        ip: '192.0.2.1',
        // Some share an instant, so the cursor's id decides between them.
        createdAt: new Date(start + Math.floor(index / 3) * 1000),
      })),
    );
    const lines = linesOf(
      await (await admin.client.request(exportOf('access-log', '2025-03-10', '2025-03-11'))).text(),
    );
    const emails = lines.slice(1).map((line) => line.split(',')[1]);
    expect(emails).toHaveLength(2_345);
    expect(new Set(emails).size).toBe(2_345);
    const times = lines.slice(1).map((line) => line.slice(0, 27));
    expect(times).toEqual([...times].sort());
  });

  it('refuses a bad range with a clear message', async () => {
    for (const [query, message] of [
      ['from=2026-02-01&to=2026-01-01', 'from must be on or before to'],
      [
        'from=2025-01-01&to=2026-01-02',
        'A range may cover at most 366 days: export a longer period in parts.',
      ],
      ['from=2026-02-30&to=2026-03-01', 'from must be a day written YYYY-MM-DD'],
      ['from=2026-01-01', 'to must be a day written YYYY-MM-DD'],
      ['from=yesterday&to=2026-01-01', 'from must be a day written YYYY-MM-DD'],
    ]) {
      const answer = await admin.client.request(`/api/admin/exports/audit.csv?${query}`);
      expect(answer.status, query).toBe(400);
      expect(await readJson(answer), query).toMatchObject({ code: 'validation_failed', message });
    }
    // A leap year's 366 days are one range.
    expect((await admin.client.request(exportOf('audit', '2024-01-01', '2024-12-31'))).status).toBe(
      200,
    );
  });

  it('is for admins only', async () => {
    const partner = await submittedPartner(server.url);
    for (const name of ['audit', 'access-log']) {
      expect((await reviewer.client.request(exportOf(name))).status).toBe(403);
      expect((await partner.client.request(exportOf(name))).status).toBe(403);
      expect(
        (await browser(server.url, { ip: '198.51.100.68' }).request(exportOf(name))).status,
      ).toBe(401);
    }
  });
});
