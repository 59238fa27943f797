import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiScopes, isErrorCode, portalRedirectPath } from '@shata/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngBytes } from '../../test/document-files';
import { readJson } from '../../test/http-client';
import {
  profileUpdate,
  signedInOperator,
  signedUpPartner,
  submittedPartner,
} from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { isExposedGet, postBodies } from '../auth/endpoints';
import { user } from '../auth/schema';
import type { Database } from '../db/client';
import nominatim from '../geocode/recorded/nominatim-bengaluru.json' with { type: 'json' };
import { partners } from '../partners/schema';
import { requestCounts } from '../rate-limit/schema';

// The walk signs up and in with a handful of passwords, hundreds of times: each is hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

/**
 * The project's own bad-input walker: every registered route, each of its
 * JSON fields, query values and path parameters, fed a corpus of what
 * browsers never send. No answer may be a 5xx, a refused request must
 * leave the database exactly as it was, and every refusal carries a code
 * from the domain's list.
 */

/** `machine`: an API key with every scope, no cookie, no Origin, as the integration API is called. */
type Caller = 'partner' | 'operator' | 'account' | 'anonymous' | 'machine';

interface Sample {
  as: Caller;
  /** Path parameters, by name; `*` for a wildcard. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** What the sample itself is answered, when not a success (a wrong password, say). */
  expected?: number;
  /** A body field made new for every request (an e-mail), so one account's limits never answer for the walk. */
  unique?: string;
}

/**
 * Rows counted as "saved": everything but the rate-limit counters, which every
 * request moves, and the webhooks' fan-out position, which the delivery loop
 * moves in the background after any event.
 */
const countersOnly = new Set(['rate_limits', 'request_counts', 'webhook_fan_out']);

/** Raw JSON values put in place of one field at a time. */
const jsonValues = [
  'null',
  'true',
  '0',
  '-1',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '"abc"',
  '""',
  '"   "',
  '[]',
  '[1,"a",null]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '"x\\u0000y"',
  '"\\u0007"',
  '"x\\u0085y"',
  '"\\ud800"',
  `"${'a'.repeat(10_000)}"`,
  '"2026-02-30"',
  '"<script>alert(1)</script>"',
  // Redirect targets off the portal, for callbackURL and redirectTo above all.
  '"/.//evil.example/login"',
  '"/%2e//evil.example"',
  '"/\\\\evil.example"',
  '"https:evil.example"',
  '"\\uff0f\\uff0fevil.example"',
];

/** Raw query values for one field at a time (percent-encoding as a client could send it). */
const queryValues = [
  '',
  '%00',
  'a%00b',
  'a%C2%85b',
  '%FF',
  '%E0%A4%A',
  '%',
  '1e400',
  '-1',
  'NaN',
  'a'.repeat(10_000),
  // Redirect targets off the portal, for callbackURL above all.
  '%2F.%2F%2Fevil.example%2Flogin',
  '%2F%2e%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%2F%09%2Fevil.example',
  '%EF%BC%8F%EF%BC%8Fevil.example',
];

const paramValues = [
  'x',
  '%00',
  '%C2%80',
  '%FF',
  '%25',
  '..%2F..',
  'a'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
];

const boundary = 'walker-boundary';

/** One multipart part, its headers as given. */
const part = (disposition: string, content: string | Buffer, type = 'image/png') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${boundary}--\r\n`);

/** Upload bodies a browser never sends: odd names, odd parts, cut short. */
const multipartBodies: Buffer[] = [
  Buffer.concat([part('form-data; name="aadharCard\u0000"; filename="a.png"', pngBytes), end]),
  Buffer.concat([part('form-data; name="aadharCard"; filename="a\u0000.png"', pngBytes), end]),
  Buffer.concat([
    part(`form-data; name="aadharCard"; filename="${'a'.repeat(10_000)}.png"`, pngBytes),
    end,
  ]),
  Buffer.concat([part('form-data; name="__proto__"; filename="a.png"', pngBytes), end]),
  Buffer.concat([part('form-data; name="aadharCard"', 'not a file'), end]),
  Buffer.concat([part('form-data; name="aadharCard"; filename="a.png"', Buffer.alloc(0)), end]),
  Buffer.concat([part('form-data; filename="a.png"', pngBytes), end]),
  Buffer.concat([part('form-data; name="aadharCard"; filename="a.png"', pngBytes)]),
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="aadharCard"; filename="a.png"\r\n`,
  ),
  Buffer.from('\xff\xfe garbage, no boundary at all'),
  end,
];

/** Whole bodies that are not what any route takes. */
const rawBodies: Array<string | Buffer> = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
];

let server: TestApp;
let database: Database;
let provider: Server;
const cookies: Record<Caller, string> = {
  partner: '',
  operator: '',
  account: '',
  anonymous: '',
  machine: '',
};
let machineKey = '';
/** The OpenAPI document's paths, for the codes each /api/v1/ route says it answers. */
let documented: Record<string, Record<string, Documented>> = {};
const samples = new Map<string, Sample>();
let addressCount = 0;

const cookieOf = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

beforeAll(async () => {
  // Reverse geocoding answers from a recorded response, as the provider would.
  provider = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(nominatim));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', NOMINATIM_URL: `${providerUrl}/reverse` },
  });
  const operator = await signedInOperator(server.url, database);
  const partner = await submittedPartner(server.url);
  const account = await signedUpPartner(server.url);
  cookies.operator = cookieOf(operator.client.jar);
  cookies.partner = cookieOf(partner.client.jar);
  cookies.account = cookieOf(account.client.jar);

  const record = await readJson(
    await operator.client.request('/api/admin/records/events', { json: { name: 'Sangeet' } }),
  );
  const created = await operator.client.request(
    `/api/admin/partners/${partner.partnerId}/bookings`,
    {
      json: {
        eventType: 'Wedding',
        dateFrom: '2026-12-12',
        status: 'confirmed',
        eventId: record.id,
      },
    },
  );
  const booking = await readJson(created);
  if (!created.ok || !booking.id) throw new Error(`booking not created: ${created.status}`);

  const id = { id: partner.partnerId };
  const booking_ = { eventType: 'Wedding', dateFrom: '2026-12-12', status: 'confirmed' };
  const add = (route: string, sample: Sample) => samples.set(route, sample);
  add('GET /healthz', { as: 'anonymous' });
  add('GET /readyz', { as: 'anonymous' });
  // Behind a proxy (TRUST_PROXY), the dev mailbox is off.
  add('GET /dev/mail', { as: 'anonymous', query: { to: 'asha@example.com' }, expected: 404 });
  add('GET /api/dev/mail', { as: 'anonymous', query: { to: 'asha@example.com' }, expected: 404 });
  add('GET /api/client-config', { as: 'anonymous' });
  // A signed-in partner's choice is saved on their account too.
  add('PUT /api/locale', { as: 'account', body: { locale: 'hi' } });
  // The API's document, and its reference page with Swagger UI's own routes.
  for (const url of ['openapi.json', 'docs', 'docs/json', 'docs/yaml']) {
    add(`GET /api/${url}`, { as: 'anonymous' });
  }
  add('GET /api/docs/static/swagger-initializer.js', { as: 'anonymous' });
  add('GET /api/docs/static/index.html', { as: 'anonymous', expected: 302 });
  add('GET /api/docs/static/*', { as: 'anonymous', params: { '*': 'swagger-ui.css' } });
  add('GET /api/session/second-factor', { as: 'partner' });
  add('GET /api/partners/me', { as: 'partner' });
  add('GET /api/partners/:id', { as: 'partner', params: id });
  add('PUT /api/partners/:id', { as: 'partner', params: id, body: profileUpdate(partner.email) });
  // Nothing staged: the submission is refused whole, naming the document.
  add('POST /api/partners/:id/submission', {
    as: 'partner',
    params: id,
    body: { profile: profileUpdate(partner.email), documents: ['panCard'] },
    expected: 409,
  });
  add('GET /api/partners/:id/draft', { as: 'partner', params: id });
  add('PUT /api/partners/:id/draft', {
    as: 'partner',
    params: id,
    body: { values: { name: 'Asha Rao', city: 'Bengaluru' } },
  });
  // Uploads are multipart: the JSON corpus is refused whole (documents.test.ts covers multipart).
  add('POST /api/partners/:id/upload', { as: 'partner', params: id, expected: 400 });
  // tus creation wants its headers (Upload-Length, Upload-Metadata), which JSON cannot give: 400.
  add('POST /api/partners/:id/uploads', { as: 'partner', params: id, expected: 400 });
  add('POST /api/partners/:id/uploads/', { as: 'partner', params: id, expected: 400 });
  const upload = { ...id, uploadId: '0123456789abcdef0123456789abcdef' };
  // The HEAD route is walked with this sample (there is no GET).
  add('GET /api/partners/:id/uploads/:uploadId', { as: 'partner', params: upload, expected: 404 });
  add('PATCH /api/partners/:id/uploads/:uploadId', {
    as: 'partner',
    params: upload,
    expected: 404,
  });
  add('DELETE /api/partners/:id/uploads/:uploadId', {
    as: 'partner',
    params: upload,
    expected: 404,
  });
  add('POST /api/partners/:id/staged-documents/:type/commit', {
    as: 'partner',
    params: { ...id, type: 'panCard' },
    expected: 409,
  });
  add('DELETE /api/partners/:id/staged-documents/:type', {
    as: 'partner',
    params: { ...id, type: 'panCard' },
  });
  // Digits that are no Secure QR: read, and refused in words.
  add('POST /api/partners/:id/aadhaar-qr', {
    as: 'partner',
    params: id,
    body: { qrData: '1234567890' },
    expected: 422,
  });
  add('GET /api/partners/:id/documents/:type', {
    as: 'partner',
    params: { ...id, type: 'aadharCard' },
  });
  add('GET /api/admin/partners', {
    as: 'operator',
    query: {
      stage: 'waitingForKyc',
      q: 'asha',
      problems: 'false',
      overdue: 'true',
      sort: 'timeInStage',
      assignee: 'mine',
      page: '1',
      pageSize: '20',
    },
  });
  add('GET /api/admin/partners/:id', { as: 'operator', params: id });
  // A cursor as the server writes them: the last line's time to the microsecond, and its id.
  const auditCursor = Buffer.from(
    JSON.stringify(['2026-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000']),
  ).toString('base64url');
  add('GET /api/admin/partners/:id/audit', {
    as: 'operator',
    params: id,
    query: { before: auditCursor },
  });
  add('GET /api/admin/partners/:id/notes', {
    as: 'operator',
    params: id,
    query: { before: auditCursor },
  });
  add('POST /api/admin/partners/:id/notes', {
    as: 'operator',
    params: id,
    body: {
      text: 'Called the partner: new GST certificate coming.',
      documentType: 'gstCertificate',
    },
  });
  add('GET /api/admin/partners/:id/access-log', {
    as: 'operator',
    params: id,
    query: { before: auditCursor },
  });
  add('GET /api/admin/exports/audit.csv', {
    as: 'operator',
    query: { from: '2026-01-01', to: '2026-12-31' },
  });
  add('GET /api/admin/exports/access-log.csv', {
    as: 'operator',
    query: { from: '2026-01-01', to: '2026-12-31' },
  });
  add('PUT /api/admin/partners/:id/video', {
    as: 'operator',
    params: id,
    body: { videoUrl: 'https://video.example/kyc.mp4' },
  });
  add('PUT /api/admin/partners/:id/review/:field', {
    as: 'operator',
    params: { ...id, field: 'kycStatus' },
    body: { decision: 'reject', reason: 'The photo is blurred.' },
  });
  add('POST /api/admin/partners/:id/documents/:type/rejection', {
    as: 'operator',
    params: { ...id, type: 'gstCertificate' },
    body: { reason: 'The certificate is cut off.' },
  });
  const [operatorRow] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, operator.email));
  const operatorId = operatorRow?.id ?? '';
  add('GET /api/admin/assignees', { as: 'operator' });
  add('POST /api/admin/partners/:id/claim', { as: 'operator', params: id });
  add('POST /api/admin/partners/:id/release', { as: 'operator', params: id });
  add('PUT /api/admin/partners/:id/assignee', { as: 'operator', params: id, body: { operatorId } });
  add('POST /api/admin/assignments', {
    as: 'operator',
    body: { partnerIds: [partner.partnerId], operatorId },
  });
  add('GET /api/bookings', { as: 'partner', query: { pageSize: '20' } });
  add('GET /api/events/:id', { as: 'partner', params: { id: record.id } });
  // Not linked to any of the partner's bookings: the same 404 as an unknown id.
  add('GET /api/catering/:id', { as: 'partner', params: { id: record.id }, expected: 404 });
  add('GET /api/photography/:id', { as: 'partner', params: { id: record.id }, expected: 404 });
  // No image uploaded for it: the same 404 as a record not theirs.
  for (const collection of ['events', 'catering', 'photography']) {
    add(`GET /api/${collection}/:id/thumbnail`, {
      as: 'partner',
      params: { id: record.id },
      expected: 404,
    });
  }
  add('GET /api/admin/records/:collection', { as: 'operator', params: { collection: 'events' } });
  add('POST /api/admin/records/:collection', {
    as: 'operator',
    params: { collection: 'events' },
    body: { name: 'Haldi', thumbnailUrl: '/thumbnails/wedding.svg' },
  });
  add('POST /api/admin/partners/:id/bookings', { as: 'operator', params: id, body: booking_ });
  add('PUT /api/admin/bookings/:id', {
    as: 'operator',
    params: { id: booking.id },
    body: booking_,
  });
  add('POST /api/admin/bookings/:id/cancel', {
    as: 'operator',
    params: { id: booking.id },
  });
  const apiKey = await readJson(
    await operator.client.request('/api/admin/api-keys', {
      json: { name: 'Walked', scopes: ['events:read'] },
    }),
  );
  add('GET /api/admin/api-keys', { as: 'operator' });
  add('POST /api/admin/api-keys', {
    as: 'operator',
    body: { name: 'Booking engine', scopes: ['bookings:write'] },
  });
  add('DELETE /api/admin/api-keys/:id', { as: 'operator', params: { id: apiKey.id } });
  add('GET /api/admin/operator-actions', { as: 'operator' });
  // The team: colleagues to change, one of them disabled already to be enabled.
  const colleagueId = async () => {
    const { email } = await signedInOperator(server.url, database);
    const operators = (await readJson(await operator.client.request('/api/admin/operators')))
      .operators as Array<{ id: string; email: string }>;
    return { id: String(operators.find((one) => one.email === email)?.id) };
  };
  const [promoted, disabled, enabled, resetOne] = [
    await colleagueId(),
    await colleagueId(),
    await colleagueId(),
    await colleagueId(),
  ];
  await operator.client.request(`/api/admin/operators/${enabled.id}/disable`, { method: 'POST' });
  add('GET /api/admin/operators', { as: 'operator' });
  add('POST /api/admin/operators', {
    as: 'operator',
    body: { email: 'invited@example.com', role: 'reviewer' },
    unique: 'email',
  });
  add('PUT /api/admin/operators/:id/role', {
    as: 'operator',
    params: promoted,
    body: { role: 'approver' },
  });
  add('POST /api/admin/operators/:id/disable', { as: 'operator', params: disabled });
  add('POST /api/admin/operators/:id/enable', { as: 'operator', params: enabled });
  add('POST /api/admin/operators/:id/second-factor/reset', { as: 'operator', params: resetOne });
  // Webhook endpoints at a public address, for an event the walk never makes: nothing is sent.
  const hook = { url: 'https://8.8.8.8/webhooks', events: ['partner.approved'] };
  const endpointOf = async () => {
    const made = await operator.client.request('/api/admin/webhooks', { json: hook });
    if (made.status !== 201) throw new Error(`webhook endpoint not created: ${made.status}`);
    return { id: (await readJson(made)).id as string };
  };
  const endpoint = await endpointOf();
  const doomed = await endpointOf();
  // Never paused by the walk's PATCH, so a retry reaches the delivery's lookup.
  const retried = await endpointOf();
  add('POST /api/admin/webhooks', { as: 'operator', body: hook });
  add('GET /api/admin/webhooks', { as: 'operator' });
  add('PATCH /api/admin/webhooks/:id', {
    as: 'operator',
    params: endpoint,
    body: { paused: true },
  });
  add('DELETE /api/admin/webhooks/:id', { as: 'operator', params: doomed });
  add('POST /api/admin/webhooks/:id/rotate-secret', { as: 'operator', params: endpoint });
  add('GET /api/admin/webhooks/:id/deliveries', { as: 'operator', params: endpoint });
  add('POST /api/admin/webhooks/:id/deliveries/:deliveryId/retry', {
    as: 'operator',
    params: { ...retried, deliveryId: '00000000-0000-4000-8000-000000000000' },
    expected: 404,
  });

  documented = (await server.app.inject('/api/openapi.json')).json().paths;
  machineKey = (
    await readJson(
      await operator.client.request('/api/admin/api-keys', {
        json: { name: 'Walker', scopes: apiScopes },
      }),
    )
  ).key;
  const recordRef = { collection: 'events', externalId: 'walk-ev-1' };
  const recorded = await server.app.inject({
    method: 'PUT',
    url: `/api/v1/records/${recordRef.collection}/${recordRef.externalId}`,
    headers: { authorization: `Bearer ${machineKey}` },
    payload: { name: 'Mehendi' },
  });
  if (recorded.statusCode !== 201) throw new Error(`record not sent: ${recorded.statusCode}`);
  add('PUT /api/v1/bookings/:externalId', {
    as: 'machine',
    params: { externalId: 'walk-bk-1' },
    body: { partnerId: partner.partnerId, ...booking_, record: recordRef },
  });
  add('POST /api/v1/bookings/:externalId/cancel', {
    as: 'machine',
    params: { externalId: 'walk-bk-1' },
  });
  add('PUT /api/v1/records/:collection/:externalId', {
    as: 'machine',
    params: recordRef,
    body: { name: 'Mehendi', thumbnailUrl: 'https://cdn.example/mehendi.jpg' },
  });
  // The image is multipart: the JSON corpus is refused whole (integration.test.ts sends images).
  add('PUT /api/v1/records/:collection/:externalId/thumbnail', {
    as: 'machine',
    params: recordRef,
    expected: 400,
  });
  add('POST /api/v1/partners/:id/video-kyc', {
    as: 'machine',
    params: id,
    body: { videoUrl: 'https://video.example/kyc-app.mp4' },
  });
  add('GET /api/v1/partners/:id', { as: 'machine', params: id });
  add('GET /api/v1/partners', {
    as: 'machine',
    query: { updatedSince: '2026-01-01T00:00:00Z', status: 'waitingForKyc', pageSize: '20' },
  });
  add('GET /api/v1/events', { as: 'machine', query: { after: '0', limit: '10' } });
  add('GET /api/geocode/reverse', { as: 'partner', query: { lat: '12.97', lng: '77.59' } });
  add('POST /api/contact', {
    as: 'anonymous',
    body: {
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      message: 'Hello',
    },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** better-auth's endpoints the portal exposes, each with a request a browser would send. */
const authSamples: Record<string, Sample & { method: 'GET' | 'POST' }> = {
  'sign-up/email': {
    method: 'POST',
    as: 'anonymous',
    body: { email: 'walker@example.com', password: 'Kolkata#Lights42', name: 'Walker' },
    unique: 'email',
  },
  'sign-in/email': {
    method: 'POST',
    as: 'anonymous',
    body: { email: 'walker@example.com', password: 'Wrong#Password42' },
    expected: 401,
    unique: 'email',
  },
  'sign-out': { method: 'POST', as: 'anonymous' },
  'get-session': { method: 'GET', as: 'account' },
  'request-password-reset': {
    method: 'POST',
    as: 'anonymous',
    body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
  },
  'reset-password': {
    method: 'POST',
    as: 'anonymous',
    body: { newPassword: 'Kolkata#Lights43', token: 'not-a-token' },
    expected: 400,
  },
  'verify-email': {
    method: 'GET',
    as: 'anonymous',
    query: { token: 'not-a-token', callbackURL: '%2Fverify-email' },
    expected: 302,
  },
  'send-verification-email': {
    method: 'POST',
    as: 'anonymous',
    body: { email: 'nobody@example.com', callbackURL: '/verify-email' },
  },
  'reset-password/not-a-token': {
    method: 'GET',
    as: 'anonymous',
    query: { callbackURL: '/reset-password' },
    expected: 302,
  },
  'two-factor/enable': {
    method: 'POST',
    as: 'account',
    body: { password: 'Wrong#Password42' },
    expected: 400,
  },
  'two-factor/verify-totp': {
    method: 'POST',
    as: 'anonymous',
    body: { code: '123456' },
    expected: 401,
  },
  'two-factor/verify-backup-code': {
    method: 'POST',
    as: 'anonymous',
    body: { code: 'abcde-12345' },
    expected: 401,
  },
};

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The saved tables: everything but the counters. The walk creates no table, so they are read once. */
async function savedTables(): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return tables.map((row) => row.name).filter((name) => !countersOnly.has(name));
}

/**
 * Counts the rows written to the saved tables, in the writing transaction (so
 * a rolled-back write counts none): while the count stands, no saved row
 * changed and the digest of them all need not be read again. The digest is
 * still what is compared.
 */
async function countWrites(tables: string[]): Promise<void> {
  await database.db.execute(
    sql.raw(`
    create schema walk;
    create table walk.writes (n bigint not null);
    insert into walk.writes values (0);
    create function walk.count_write() returns trigger language plpgsql as
      'begin update walk.writes set n = n + 1; return null; end';
    ${tables
      .map(
        (name) => `
    create trigger walk_rows after insert or update or delete on "${name}"
      for each row execute function walk.count_write();
    create trigger walk_truncate after truncate on "${name}"
      for each statement execute function walk.count_write();`,
      )
      .join('')}
  `),
  );
}

/**
 * A row as the digest reads it. An API key's last use is noted by the guard on
 * any request it lets through, refused later or not (once a minute): it is
 * no saved change, so it is left out.
 */
const rowText = (name: string) =>
  name === 'api_keys' ? `(to_jsonb(t) - 'last_used_at')::text` : 't::text';

/** The query that digests every saved table. */
const digestQueryOf = (tables: string[]) =>
  sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' || ':' || coalesce(md5(string_agg(${rowText(name)}, '|' order by ${rowText(name)})), '') as digest from "${name}" t`,
      )
      .join(' union all '),
  );

let digestQuery: SQL | undefined;
let lastDigest = { writes: '', digest: '' };

/** One fingerprint of every saved row, to tell whether a refused request changed anything. */
async function fingerprint(): Promise<string> {
  if (!digestQuery) {
    const tables = await savedTables();
    await countWrites(tables);
    digestQuery = digestQueryOf(tables);
  }
  const [count] = await rowsOf<{ writes: string }>(sql`select n::text as writes from walk.writes`);
  if (count?.writes === lastDigest.writes) return lastDigest.digest;
  const digests = await rowsOf<{ digest: string }>(digestQuery);
  lastDigest = {
    writes: String(count?.writes),
    digest: digests.map((row) => row.digest).join(','),
  };
  return lastDigest.digest;
}

interface Outcome {
  request: string;
  status: number;
  /** Where a redirect sends the browser. */
  location?: string;
  /** A refusal's `code`, if it is one of the domain's (a HEAD's has no body to carry one). */
  coded?: boolean;
  code?: unknown;
}

interface Documented {
  responses: Record<string, { content?: Record<string, { schema?: CodeSchema }> }>;
}
interface CodeSchema {
  properties?: { code?: { enum?: unknown[] } };
}

/** A failure unless a refusal of a /api/v1/ route carries a code its operation in the document lists. */
function undocumented(method: string, pattern: string, outcome: Outcome): string[] {
  const operation = documented[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!pattern.startsWith('/api/v1/') || !operation || outcome.status < 400) return [];
  const schema = operation.responses[outcome.status]?.content?.['application/json']?.schema;
  return schema?.properties?.code?.enum?.includes(outcome.code)
    ? []
    : [`${outcome.status} ${String(outcome.code)} not in the document: ${outcome.request}`];
}

/** Sends one request, from an address of its own so rate limits never hide a handler. */
async function send(
  caller: Caller,
  method: string,
  url: string,
  payload?: string | Buffer,
  contentType = 'application/json',
  origin = new URL(server.url).origin,
): Promise<Outcome> {
  addressCount += 1;
  const answer = await server.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: '127.0.0.1',
    headers: {
      ...(caller === 'machine' ? { authorization: `Bearer ${machineKey}` } : { origin }),
      'x-forwarded-for': `198.18.${(addressCount >> 8) & 255}.${addressCount & 255}`,
      ...(cookies[caller] && { cookie: cookies[caller] }),
      ...(payload !== undefined && { 'content-type': contentType }),
    },
    payload,
  });
  const location = answer.statusCode >= 300 && answer.statusCode < 400 && answer.headers.location;
  return {
    request: `${method} ${url.slice(0, 120)} ${String(payload ?? '').slice(0, 120)}`,
    status: answer.statusCode,
    ...(typeof location === 'string' && { location }),
    coded: method === 'HEAD' || isErrorCode(codeOf(answer.body)),
    code: codeOf(answer.body),
  };
}

function codeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
}

/** A failure unless `outcome`, when a refusal, carries a code of the domain's list. */
function uncoded(outcome: Outcome): string[] {
  return outcome.status >= 400 && !outcome.coded
    ? [`${outcome.status} without a code: ${outcome.request}`]
    : [];
}

const pathOf = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)|\*/g, (match, name: string | undefined) =>
    encodeURIComponent(params[name ?? '*'] ?? match).replace(/%25/g, '%'),
  );

const queryOf = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

let uniqueCount = 0;

/** Every variation of one route's sample: each field, value and parameter swapped for bad ones. */
function* variations(pattern: string, method: string, sample: Sample) {
  const params = sample.params ?? {};
  const query = sample.query ?? {};
  const path = pathOf(pattern, params);
  const withQuery = (q: Record<string, string>, extra = '') => {
    const text = [queryOf(q), extra].filter(Boolean).join('&');
    return text ? `${path}?${text}` : path;
  };
  /** The sample's body with `field` set to a raw JSON value, its `unique` field new each time. */
  const bodyWith = (field?: string, rawValue?: string) => {
    uniqueCount += 1;
    const marker = '@@bad-value@@';
    const body = {
      ...sample.body,
      ...(sample.unique && { [sample.unique]: `walker${uniqueCount}@example.com` }),
      ...(field && { [field]: marker }),
    };
    return JSON.stringify(body).replace(`"${marker}"`, rawValue ?? '');
  };
  const body = () => (sample.body === undefined ? undefined : bodyWith());
  const takesBody = method !== 'GET' && method !== 'HEAD';

  yield { url: withQuery(query), payload: body() };
  for (const name of Object.keys(params)) {
    for (const value of paramValues) {
      yield {
        url: pathOf(pattern, { ...params, [name]: value }).replace(/%25/g, '%'),
        payload: body(),
      };
    }
  }
  for (const name of [...Object.keys(query), 'unexpected']) {
    for (const value of queryValues) {
      yield { url: withQuery({ ...query, [name]: value }), payload: body() };
    }
    yield { url: withQuery(query, `${name}=a&${name}=b`), payload: body() };
    yield { url: withQuery(query, `${name}[]=a`), payload: body() };
  }
  yield { url: withQuery(query, '__proto__[polluted]=1'), payload: body() };
  if (!takesBody) return;
  for (const raw of rawBodies) yield { url: withQuery(query), payload: raw };
  for (const name of [...Object.keys(sample.body ?? {}), 'unexpected']) {
    for (const value of jsonValues) yield { url: withQuery(query), payload: bodyWith(name, value) };
  }
}

describe('bad input, on every route', { timeout: 600_000 }, () => {
  it('tells a saved row from none, and a write rolled back from a saved one', async () => {
    const before = await fingerprint();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(partners).values({ personalEmail: 'rolled-back@example.com' });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await fingerprint()).toBe(before);
    const [probe] = await database.db
      .insert(partners)
      .values({ personalEmail: 'walk-probe@example.com' })
      .returning({ id: partners.id });
    expect(await fingerprint()).not.toBe(before);
    await database.db.delete(partners).where(eq(partners.id, String(probe?.id)));
    expect(await fingerprint()).toBe(before);
  });

  it('has a sample for each better-auth endpoint the portal exposes', () => {
    const posts = Object.entries(authSamples)
      .filter(([, sample]) => sample.method === 'POST')
      .map(([endpoint]) => `/${endpoint}`);
    expect(posts.sort()).toEqual(Object.keys(postBodies).sort());
    for (const [endpoint, sample] of Object.entries(authSamples)) {
      if (sample.method === 'GET') expect(isExposedGet(`/${endpoint}`), endpoint).toBe(true);
    }
  });

  it('has a sample request for every API route, so none is walked blind', () => {
    const missing = server.app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/api/') ||
          route.url.startsWith('/dev/') ||
          /^\/(healthz|readyz)$/.test(route.url),
      )
      .filter((route) => route.url !== '/api/auth/*')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !route.startsWith('HEAD ') && !samples.has(route));
    // HEAD routes are walked with their GET's sample.
    expect(missing).toEqual([]);
  });

  it('never answers 5xx, a refused request saves nothing, and every refusal has a code', async () => {
    const failures: string[] = [];
    let before = await fingerprint();
    // Per-partner counts start afresh for each route and its multipart bodies, so the walk's
    // own requests (uploads of both kinds share one budget) never hide a handler behind a 429.
    const forgetCounts = () => database.db.delete(requestCounts);
    const walk = async (
      caller: Caller,
      method: string,
      pattern: string,
      sample: Sample,
      multipart = false,
    ) => {
      await forgetCounts();
      let first = true;
      for (const { url, payload } of variations(pattern, method, sample)) {
        const outcome = await send(caller, method, url, payload);
        // The sample itself must reach its handler, or the walk proves nothing.
        const expected = sample.expected ?? (outcome.status < 300 ? outcome.status : 200);
        // (A HEAD's GET was checked already, and may have used up a per-user limit since.)
        if (first && method !== 'HEAD' && outcome.status !== expected) {
          failures.push(`sample answered ${outcome.status}: ${outcome.request}`);
        }
        first = false;
        failures.push(...uncoded(outcome), ...undocumented(method, pattern, outcome));
        const after = await fingerprint();
        if (outcome.status >= 500) failures.push(`${outcome.status} ${outcome.request}`);
        else if (outcome.location && !portalRedirectPath(outcome.location, server.url)) {
          failures.push(`sent off the portal to ${outcome.location}: ${outcome.request}`);
        } else if (outcome.status >= 400 && after !== before) {
          failures.push(`${outcome.status} but saved: ${outcome.request}`);
        }
        before = after;
      }
      if (multipart) {
        await forgetCounts();
        for (const body of multipartBodies) {
          const outcome = await send(
            caller,
            method,
            pathOf(pattern, sample.params ?? {}),
            body,
            `multipart/form-data; boundary=${boundary}`,
          );
          failures.push(...uncoded(outcome), ...undocumented(method, pattern, outcome));
          const after = await fingerprint();
          if (outcome.status >= 500) failures.push(`${outcome.status} ${outcome.request}`);
          else if (outcome.status >= 400 && after !== before) {
            failures.push(`${outcome.status} but saved: ${outcome.request}`);
          }
          before = after;
        }
      }
      // Methods a route does not declare, which Fastify may still route somewhere.
      for (const other of ['HEAD', 'OPTIONS', 'PATCH', 'PROPFIND']) {
        const outcome = await send(caller, other, pathOf(pattern, sample.params ?? {}));
        if (outcome.status >= 500) failures.push(`${outcome.status} ${outcome.request}`);
        failures.push(...uncoded(outcome));
      }
      // The sample refused for who sends it: no session, and a page of another site.
      const path = pathOf(pattern, sample.params ?? {});
      const payload = sample.body === undefined ? undefined : JSON.stringify(sample.body);
      const anonymous = await send('anonymous', method, path, payload);
      failures.push(...uncoded(anonymous), ...undocumented(method, pattern, anonymous));
      const elsewhere = await send(
        caller,
        method,
        path,
        payload,
        undefined,
        'https://evil.example',
      );
      failures.push(...uncoded(elsewhere));
      before = await fingerprint();
    };
    let walked = 0;
    for (const route of server.app.routeTable) {
      // A HEAD route is its GET's, asked without a body.
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      if (route.url === '/api/auth/*') {
        for (const [endpoint, sample] of Object.entries(authSamples)) {
          if (sample.method !== method) continue;
          await walk(sample.as, route.method, `/api/auth/${endpoint}`, sample);
          walked += 1;
        }
        continue;
      }
      const sample = samples.get(`${method} ${route.url}`) ?? { as: 'anonymous' as const };
      await walk(sample.as, route.method, route.url, sample, route.multipart);
      walked += 1;
    }
    expect(walked).toBeGreaterThan(samples.size);
    expect(failures).toEqual([]);
  });
});
