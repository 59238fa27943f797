import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { digitsOf, payload, signingKey, throwawaySigner } from '@shata/test-support/aadhaar-qr';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, uploadForm } from '../../test/document-files';
import { readJson } from '../../test/http-client';
import { profileUpdate, signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { browserHeaders, sendWithTus } from '../../test/tus-client';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { domainEvents } from '../events/schema';
import { changePartner } from './change';
import { partnerAudit, partners } from './schema';

let server: TestApp;
let database: Database;
let folder: string;
/** Every statement the app sends, in order: the walk reads which rows each change locked. */
const statements: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-change-'));
  database = await createTestDatabase();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const logged = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query) => statements.push(query) },
  });
  server = await startTestApp({
    database: { ...database, db: logged },
    env: { TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const eventsOf = (partnerId: string) =>
  database.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.partnerId, partnerId))
    .orderBy(asc(domainEvents.position));
const auditOf = (partnerId: string) =>
  database.db.select().from(partnerAudit).where(eq(partnerAudit.partnerId, partnerId));
const allEvents = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(domainEvents))[0]?.n ?? 0;

const partnerRowLock = /from "partners" where .*for update/i;
const checksLock = /pg_advisory_xact_lock/;

/** What one change wrote and locked, from the statements sent while it ran. */
async function walkStep(partnerId: string, run: () => Promise<unknown>) {
  const [events, audit, everyEvent] = [
    (await eventsOf(partnerId)).length,
    (await auditOf(partnerId)).length,
    await allEvents(),
  ];
  statements.length = 0;
  await run();
  const sent = [...statements];
  return {
    events: (await eventsOf(partnerId)).slice(events),
    auditLines: (await auditOf(partnerId)).length - audit,
    eventsElsewhere:
      (await allEvents()) - everyEvent - ((await eventsOf(partnerId)).length - events),
    rowLocks: sent.filter((statement) => partnerRowLock.test(statement)).length,
    checksLockedFirst:
      sent.findIndex((statement) => checksLock.test(statement)) <
        sent.findIndex((statement) => partnerRowLock.test(statement)) &&
      sent.some((statement) => checksLock.test(statement)),
  };
}

/** One way a partner changes, and what it must record. */
interface Mutation {
  name: string;
  run: () => Promise<unknown>;
  event: string;
  payload: Record<string, unknown>;
  auditLines: number;
  /** Whether it writes what the checks read, so takes their lock first. */
  readByChecks: boolean;
}

const mutation = (
  name: string,
  run: () => Promise<unknown>,
  event: string,
  payload: Record<string, unknown>,
  { auditLines = 1, readByChecks = false } = {},
): Mutation => ({ name, run, event, payload, auditLines, readByChecks });

/** A partner and an operator to walk every change with, and what must never reach an event. */
async function walker() {
  const asha = await signedUpPartner(server.url);
  const operator = await signedInOperator(server.url, database);
  // Four eyes: the final approval is not the company verification's approver's.
  const colleague = await signedInOperator(server.url, database);
  const signer = throwawaySigner(folder, 'stranger');
  const ok = async (response: Promise<Response>) => {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    return answer;
  };
  return {
    asha,
    operator,
    id: asha.partnerId,
    profile: profileUpdate(asha.email),
    videoUrl: 'https://video.example/kyc/asha?token=secret-token-1',
    qrDigits: await digitsOf(payload('V2'), await signingKey(signer.key)),
    ok,
    upload: (type: string, bytes: Buffer, name: string) =>
      ok(
        asha.client.request(`/api/partners/${asha.partnerId}/upload`, {
          body: uploadForm(type, bytes, name),
        }),
      ),
    act: (rest: string, json: unknown, method = 'PUT', by = operator) =>
      ok(by.client.request(`/api/admin/partners/${asha.partnerId}${rest}`, { method, json })),
    colleague,
  };
}
type Walker = Awaited<ReturnType<typeof walker>>;

/** The partner's own changes: the profile, documents in one request and by tus, the QR. */
function registrationMutations({ asha, id, profile, qrDigits, ok, upload }: Walker): Mutation[] {
  const commit = () =>
    asha.client.request(`/api/partners/${id}/staged-documents/gstCertificate/commit`, {
      method: 'POST',
    });
  const stage = async () => {
    const sent = await sendWithTus(pdfBytes, {
      baseUrl: server.url,
      partnerId: id,
      headers: browserHeaders(asha.client, server.url, '10.201.0.9'),
      type: 'gstCertificate',
      fileName: 'gst.pdf',
    });
    expect(sent.kind).toBe('finished');
  };
  const scan = async () => {
    // Signed by a key no one trusts: the check is recorded, and the partner told why.
    const scanned = await asha.client.request(`/api/partners/${id}/aadhaar-qr`, {
      json: { qrData: qrDigits },
    });
    expect(scanned.status).toBe(422);
  };
  return [
    mutation(
      'profile saved',
      () => ok(asha.client.request(`/api/partners/${id}`, { method: 'PUT', json: profile })),
      'partner.profile_saved',
      { previousStage: 'profileIncomplete', stage: 'documentsMissing' },
      { auditLines: 0, readByChecks: true },
    ),
    mutation(
      'document recorded in one request',
      () => upload('aadharCard', pngBytes, 'aadhaar.png'),
      'partner.document_added',
      { documentType: 'aadharCard', status: 'on_file' },
    ),
    mutation(
      'another document recorded in one request',
      () => upload('incorporationCertificate', pdfBytes, 'cin.pdf'),
      'partner.document_added',
      { documentType: 'incorporationCertificate', status: 'on_file' },
    ),
    mutation(
      'document staged by tus',
      stage,
      'partner.document_added',
      { documentType: 'gstCertificate', status: 'staged' },
      { auditLines: 0 },
    ),
    mutation(
      'staged document committed, which submits the partner',
      () => ok(commit()),
      'partner.submitted',
      {
        change: 'partner.document_added',
        documentType: 'gstCertificate',
        previousStage: 'documentsMissing',
        stage: 'waitingForKyc',
      },
    ),
    mutation(
      'Secure QR checked',
      scan,
      'partner.aadhaar_qr_checked',
      { result: 'signatureInvalid', source: 'scan' },
      { auditLines: 0, readByChecks: true },
    ),
  ];
}

/** An operator's changes, and the partner's document sent again after a rejection. */
function reviewMutations({ act, colleague, upload, videoUrl }: Walker): Mutation[] {
  const approvals = (['kycStatus', 'cvStatus', 'ipvStatus'] as const).map((field) =>
    mutation(
      `${field} approved`,
      () => act(`/review/${field}`, { decision: 'approve', reason: 'Seen' }),
      'partner.stage_changed',
      { field },
    ),
  );
  return [
    mutation('Video KYC recorded', () => act('/video', { videoUrl }), 'partner.stage_changed', {
      field: 'videoUrl',
      kycReopened: false,
    }),
    mutation(
      'document rejected',
      () => act('/documents/incorporationCertificate/rejection', { reason: 'Blurred' }, 'POST'),
      'partner.document_rejected',
      { documentType: 'incorporationCertificate' },
    ),
    mutation(
      'KYC turned down',
      () => act('/review/kycStatus', { decision: 'reject', reason: 'Face not clear' }),
      'partner.stage_changed',
      { field: 'kycStatus', status: 'rejected' },
    ),
    mutation(
      'a new recording reopens KYC',
      () => act('/video', { videoUrl: `${videoUrl}-2` }),
      'partner.stage_changed',
      { field: 'videoUrl', kycReopened: true },
      { auditLines: 2 },
    ),
    mutation(
      'rejected document sent again',
      () => upload('incorporationCertificate', pdfBytes, 'cin.pdf'),
      'partner.document_added',
      { documentType: 'incorporationCertificate' },
    ),
    ...approvals,
    mutation(
      'finally approved',
      () => act('/review/status', { decision: 'approve', reason: 'Seen' }, 'PUT', colleague),
      'partner.approved',
      { field: 'status', stage: 'approved' },
    ),
  ];
}

/** A booking made, changed and cancelled for the partner. */
function bookingMutations({ act, ok, operator }: Walker): Mutation[] {
  let bookingId = '';
  const booking = { eventType: 'Reception', dateFrom: '2025-09-05', status: 'confirmed' };
  const create = async () => {
    bookingId = (await readJson(await act('/bookings', booking, 'POST'))).id;
  };
  const admin = (rest: string, init: { method: string; json?: unknown }) =>
    ok(operator.client.request(`/api/admin/bookings/${bookingId}${rest}`, init));
  return [
    mutation('booking created', create, 'booking.created', { status: 'confirmed' }),
    mutation(
      'booking updated',
      () => admin('', { method: 'PUT', json: { ...booking, eventType: 'Sangeet' } }),
      'booking.updated',
      { status: 'confirmed' },
    ),
    mutation('booking cancelled', () => admin('/cancel', { method: 'POST' }), 'booking.cancelled', {
      status: 'cancelled',
    }),
  ];
}

describe('every change of a partner', () => {
  it('records one event and its audit lines, locking the row once, the checks first where they are read', async () => {
    const walk = await walker();
    const mutations = [
      ...registrationMutations(walk),
      ...reviewMutations(walk),
      ...bookingMutations(walk),
    ];
    for (const { name, run, event, payload, auditLines, readByChecks } of mutations) {
      const step = await walkStep(walk.id, run);
      expect(
        step.events.map((written) => written.type),
        name,
      ).toEqual([event]);
      expect(step.events[0]?.payload, name).toMatchObject(payload);
      expect(step.eventsElsewhere, name).toBe(0);
      expect(step.auditLines, name).toBe(auditLines);
      expect(step.rowLocks, name).toBe(1);
      expect(step.checksLockedFirst, name).toBe(readByChecks);
    }

    const written = await eventsOf(walk.id);
    expect(written).toHaveLength(mutations.length);
    const secrets = [walk.profile.aadharNo, walk.qrDigits, 'secret-token-1', 'video.example'];
    for (const event of written) {
      // Ids and statuses, flat: nothing nested to hide a document or a code in.
      for (const value of Object.values(event.payload)) {
        expect(['string', 'number', 'boolean']).toContain(typeof value);
      }
      for (const secret of secrets) expect(JSON.stringify(event)).not.toContain(secret);
    }
  });

  it('records the submission as one partner.submitted with an audit line per document, locking the row once, the checks first', async () => {
    const asha = await signedUpPartner(server.url);
    const types = ['aadharCard', 'gstCertificate', 'incorporationCertificate'] as const;
    for (const [index, type] of types.entries()) {
      const sent = await sendWithTus(type === 'aadharCard' ? pngBytes : pdfBytes, {
        baseUrl: server.url,
        partnerId: asha.partnerId,
        headers: browserHeaders(asha.client, server.url, `10.202.${index}.9`),
        type,
        fileName: type === 'aadharCard' ? 'aadhaar.png' : `${type}.pdf`,
      });
      expect(sent.kind).toBe('finished');
    }
    const step = await walkStep(asha.partnerId, async () => {
      const answer = await asha.client.request(`/api/partners/${asha.partnerId}/submission`, {
        json: { profile: profileUpdate(asha.email), documents: [...types].reverse() },
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    });
    expect(step.events.map((written) => written.type)).toEqual(['partner.submitted']);
    expect(step.events[0]?.payload).toEqual({
      change: 'partner.profile_saved',
      documentTypes: types.join(','),
      previousStage: 'profileIncomplete',
      stage: 'waitingForKyc',
    });
    expect(step.eventsElsewhere).toBe(0);
    expect(step.auditLines).toBe(types.length);
    expect(step.rowLocks).toBe(1);
    expect(step.checksLockedFirst).toBe(true);
  });

  it('records nothing when a change is refused', async () => {
    const asha = await signedUpPartner(server.url);
    const operator = await signedInOperator(server.url, database);
    const refusals = [
      () =>
        asha.client.request(`/api/partners/${asha.partnerId}/staged-documents/panCard/commit`, {
          method: 'POST',
        }),
      () =>
        operator.client.request(`/api/admin/partners/${asha.partnerId}/review/status`, {
          method: 'PUT',
          json: { decision: 'approve' },
        }),
    ];
    // A submission with a document refused: the profile it carried is not kept either.
    refusals.push(() =>
      asha.client.request(`/api/partners/${asha.partnerId}/submission`, {
        json: { profile: profileUpdate(asha.email), documents: ['panCard'] },
      }),
    );
    for (const refuse of refusals) {
      const step = await walkStep(asha.partnerId, async () => {
        expect((await refuse()).status).toBe(409);
      });
      expect(step.events).toEqual([]);
      expect(step.auditLines).toBe(0);
    }
  });
});

describe('changePartner', () => {
  it('keeps nothing of a change that fails after it was written: no event, no audit line', async () => {
    const asha = await signedUpPartner(server.url);
    const operator = await signedInOperator(server.url, database);
    const user = {
      id: 'operator-1',
      email: operator.email,
      emailVerified: true,
      role: 'admin' as const,
    };
    const failure = new Error('the mail could not be queued');
    await expect(
      changePartner(database.db, asha.partnerId, {}, async (tx) => {
        await tx.update(partners).set({ name: 'Changed' }).where(eq(partners.id, asha.partnerId));
        return {
          audit: { by: user, lines: [{ subject: 'videoUrl', from: null, to: 'x' }] },
          event: { type: 'partner.stage_changed', payload: { field: 'videoUrl' } },
          mail: async () => {
            throw failure;
          },
          result: undefined,
        };
      }),
    ).rejects.toBe(failure);
    expect(await eventsOf(asha.partnerId)).toEqual([]);
    expect(await auditOf(asha.partnerId)).toEqual([]);
    const [row] = await database.db.select().from(partners).where(eq(partners.id, asha.partnerId));
    expect(row?.name).toBeNull();
  });
});
