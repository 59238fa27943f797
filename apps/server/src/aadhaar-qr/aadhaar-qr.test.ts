import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AadhaarQrReview, messages, type PartnerFinding } from '@shata/domain';
import {
  card,
  digitsOf,
  payload,
  type SigningKey,
  signingKey,
  throwawaySigner,
} from '@shata/test-support/aadhaar-qr';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from '../../test/document-files';
import { browser, readJson } from '../../test/http-client';
import {
  profileUpdate,
  promoteToOperator,
  signedInOperator,
  signedUpPartner,
} from '../../test/partner-fixture';
import { enrolSecondFactor } from '../../test/second-factor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { browserHeaders, sendWithTus } from '../../test/tus-client';
import type { Database } from '../db/client';
import { createBackgroundTasks } from '../http/background-tasks';
import { aadhaarQrAttempts, aadhaarQrChecks } from './schema';

let server: TestApp;
let database: Database;
let folder: string;
let trustedKey: SigningKey;
let otherKey: SigningKey;
/** What the app does after answering, failing the test on any error. */
const afterAnswers = createBackgroundTasks((error) => {
  throw error;
});

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-qr-server-'));
  const trusted = throwawaySigner(folder, 'demo-signer');
  const other = throwawaySigner(folder, 'stranger');
  writeFileSync(path.join(folder, 'trusted.pem'), trusted.certificate);
  trustedKey = await signingKey(trusted.key);
  otherKey = await signingKey(other.key);
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', AADHAAR_QR_CERTS: path.join(folder, 'trusted.pem') },
    backgroundTasks: afterAnswers,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

const scan = (
  who: Awaited<ReturnType<typeof signedUpPartner>>,
  qrData: unknown,
  partnerId = who.partnerId,
) => who.client.request(`/api/partners/${partnerId}/aadhaar-qr`, { json: { qrData } });

describe('POST /api/partners/:id/aadhaar-qr', () => {
  it('verifies a code a trusted key signed, compares it with the number and name given, and keeps no code or photo', async () => {
    const asha = await signedUpPartner(server.url);
    await asha.client.request(`/api/partners/${asha.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(asha.email, { name: 'Rao Asha', aadharNo: '234123412346' }),
    });
    const qrData = await digitsOf(payload('V2'), trustedKey);

    const answer = await scan(asha, qrData);

    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toEqual({
      result: 'verified',
      name: 'Asha Rao',
      yearOfBirth: 1990,
      gender: 'F',
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      pincode: '560002',
      address: {
        house: '12',
        street: 'JC Road',
        landmark: 'Near Town Hall',
        locality: 'Jayachamarajendra Road',
        vtc: 'Bengaluru',
        postOffice: 'Bangalore GPO',
        subDistrict: 'Bangalore North',
      },
      last4: '2346',
      last4MatchesAadhaarNumber: true,
      nameMatchesProfile: true,
    });
    const [stored] = await database.db
      .select()
      .from(aadhaarQrChecks)
      .where(eq(aadhaarQrChecks.partnerId, asha.partnerId));
    expect(stored).toMatchObject({
      result: 'verified',
      last4: '2346',
      name: 'Asha Rao',
      yearOfBirth: 1990,
    });
    expect(stored?.signerFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    // Only these columns: no photo, no code.
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'checkedAt',
        'district',
        'gender',
        'last4',
        'name',
        'partnerId',
        'pincode',
        'result',
        'signerFingerprint',
        'source',
        'state',
        'yearOfBirth',
      ].sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(qrData.slice(0, 40));
  });

  it('records a code of another Aadhaar number as a mismatch, and says so gently', async () => {
    const ravi = await signedUpPartner(server.url);
    await ravi.client.request(`/api/partners/${ravi.partnerId}/draft`, {
      method: 'PUT',
      json: { values: { name: 'Ravi Kumar', aadhaar: '234123412346'.replace('2346', '9994') } },
    });
    const answer = await scan(ravi, await digitsOf(payload('V2'), trustedKey));
    expect(answer.status).toBe(200);
    expect(await readJson(answer)).toMatchObject({
      last4MatchesAadhaarNumber: false,
      nameMatchesProfile: false,
    });
    const [stored] = await database.db
      .select()
      .from(aadhaarQrChecks)
      .where(eq(aadhaarQrChecks.partnerId, ravi.partnerId));
    expect(stored?.result).toBe('mismatch');
    // The partner is told on their own record, with the code's last 4 digits only.
    const own = await readJson(await ravi.client.request(`/api/partners/${ravi.partnerId}`));
    expect(own.aadhaarQrCheck).toEqual({ result: 'mismatch', last4: '2346' });
  });

  it('answers 422 for a tampered code, one of an untrusted key, and one that is no Secure QR', async () => {
    const asha = await signedUpPartner(server.url);
    const genuine = await digitsOf(payload('V2'), trustedKey);
    const forged = await digitsOf(payload('V2', { ...card, name: 'Someone Else' }), otherKey);
    for (const qrData of [forged]) {
      const answer = await scan(asha, qrData);
      expect(answer.status).toBe(422);
      expect((await readJson(answer)).message).toBe(messages.aadhaarQr.signatureInvalid);
    }
    const [stored] = await database.db
      .select()
      .from(aadhaarQrChecks)
      .where(eq(aadhaarQrChecks.partnerId, asha.partnerId));
    expect(stored).toMatchObject({ result: 'signatureInvalid', name: null, last4: null });

    const unreadable = await scan(asha, genuine.slice(0, -30));
    expect(unreadable.status).toBe(422);
    expect((await readJson(unreadable)).message).toBe(messages.aadhaarQr.unreadable);
    for (const qrData of ['', 'abc', 42, null]) {
      const answer = await scan(asha, qrData);
      expect(answer.status).toBe(400);
      expect((await readJson(answer)).message).toBe(messages.aadhaarQr.qrDataInvalid);
    }
  });

  it('is the owner’s only: another partner, an operator, the signed-out and the unverified are refused', async () => {
    const asha = await signedUpPartner(server.url);
    const ravi = await signedUpPartner(server.url);
    const qrData = await digitsOf(payload('V2'), trustedKey);
    expect((await scan(ravi, qrData, asha.partnerId)).status).toBe(404);
    const operator = await signedUpPartner(server.url);
    await promoteToOperator(database, operator.email);
    await enrolSecondFactor(operator.client);
    expect((await scan(operator, qrData, asha.partnerId)).status).toBe(404);
    const anonymous = browser(server.url, { ip: '10.210.0.1' });
    expect(
      (await anonymous.request(`/api/partners/${asha.partnerId}/aadhaar-qr`, { json: { qrData } }))
        .status,
    ).toBe(401);
    const unverified = browser(server.url, { ip: '10.210.0.2' });
    await unverified.request('/api/auth/sign-up/email', {
      json: { email: `qr${Date.now()}@example.com`, password: 'Kolkata#Lights42', name: 'U' },
    });
    expect(
      (await unverified.request(`/api/partners/${asha.partnerId}/aadhaar-qr`, { json: { qrData } }))
        .status,
    ).toBe(403);
    const rows = await database.db
      .select()
      .from(aadhaarQrChecks)
      .where(eq(aadhaarQrChecks.partnerId, asha.partnerId));
    expect(rows).toEqual([]);
  });
});

describe('the Secure QR of an uploaded Aadhaar picture', () => {
  const checkOf = async (partnerId: string) => {
    const [stored] = await database.db
      .select()
      .from(aadhaarQrChecks)
      .where(eq(aadhaarQrChecks.partnerId, partnerId));
    return stored;
  };

  it('is read and verified from a PNG sent in one request, with no scan', async () => {
    const asha = await signedUpPartner(server.url);
    await asha.client.request(`/api/partners/${asha.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(asha.email, { aadharNo: '234123412346' }),
    });
    const picture = await QRCode.toBuffer(await digitsOf(payload('V2'), trustedKey));

    const uploaded = await asha.client.request(`/api/partners/${asha.partnerId}/upload`, {
      body: uploadForm('aadharCard', picture, 'aadhaar-back.png'),
    });

    expect(uploaded.status).toBe(200);
    // Read after the answer: waited for, as a poll's second could run out on a busy machine.
    await afterAnswers.idle();
    expect(await checkOf(asha.partnerId)).toMatchObject({
      result: 'verified',
      source: 'upload',
      last4: '2346',
      name: 'Asha Rao',
    });
  });

  it('is read from a picture staged by a resumable upload, and a forged one is recorded as such', async () => {
    const ravi = await signedUpPartner(server.url);
    const forged = await QRCode.toBuffer(
      await digitsOf(payload('V2', { ...card, name: 'Someone Else' }), otherKey),
    );
    const sent = await sendWithTus(forged, {
      baseUrl: server.url,
      partnerId: ravi.partnerId,
      headers: browserHeaders(ravi.client, server.url, '10.211.0.1'),
      type: 'aadharCard',
      fileName: 'aadhaar.png',
    });
    expect(sent.kind).toBe('finished');
    await afterAnswers.idle();
    expect(await checkOf(ravi.partnerId)).toMatchObject({
      result: 'signatureInvalid',
      source: 'upload',
      name: null,
    });
  });

  it('leaves the last check as it was when the picture has no code, or is another document', async () => {
    const asha = await signedUpPartner(server.url);
    await asha.client.request(`/api/partners/${asha.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(asha.email, { aadharNo: '234123412346' }),
    });
    expect((await scan(asha, await digitsOf(payload('V2'), trustedKey))).status).toBe(200);
    const scanned = await checkOf(asha.partnerId);
    const forged = await QRCode.toBuffer(
      await digitsOf(payload('V2', { ...card, name: 'Someone Else' }), otherKey),
    );
    for (const [type, bytes] of [
      ['aadharCard', await QRCode.toBuffer('not a secure qr')],
      ['panCard', forged],
    ] as const) {
      const uploaded = await asha.client.request(`/api/partners/${asha.partnerId}/upload`, {
        body: uploadForm(type, bytes, 'card.png'),
      });
      expect(uploaded.status).toBe(200);
    }
    await afterAnswers.idle();
    expect(await checkOf(asha.partnerId)).toEqual(scanned);
  });
});

describe('every attempt kept', () => {
  const number = '234123412346';
  const withNumber = async () => {
    const partner = await signedUpPartner(server.url);
    await partner.client.request(`/api/partners/${partner.partnerId}`, {
      method: 'PUT',
      json: profileUpdate(partner.email, { name: 'Asha Rao', aadharNo: number }),
    });
    return partner;
  };
  const genuine = () => digitsOf(payload('V2'), trustedKey);
  const forged = () => digitsOf(payload('V2', { ...card, name: 'Someone Else' }), otherKey);
  const operatorView = async (partnerId: string) => {
    const operator = await signedInOperator(server.url, database);
    const detail = await readJson(
      await operator.client.request(`/api/admin/partners/${partnerId}`),
    );
    return detail as { aadhaarQr: AadhaarQrReview; checks: PartnerFinding[] };
  };
  const qrFindings = (checks: PartnerFinding[]) =>
    checks
      .filter((finding) => finding.code.startsWith('aadhaar_qr_'))
      .map((finding) => [finding.code, finding.level]);
  const attemptsOf = (partnerId: string) =>
    database.db
      .select()
      .from(aadhaarQrAttempts)
      .where(eq(aadhaarQrAttempts.partnerId, partnerId))
      .orderBy(aadhaarQrAttempts.checkedAt);

  it('keeps a genuine code verified when a forged one follows, and lists the forgery as a warning', async () => {
    const asha = await withNumber();
    expect((await scan(asha, await genuine())).status).toBe(200);
    expect((await scan(asha, await forged())).status).toBe(422);

    const { aadhaarQr, checks } = await operatorView(asha.partnerId);
    expect(aadhaarQr).toMatchObject({ result: 'verified', last4: '2346', name: 'Asha Rao' });
    expect(aadhaarQr.warnings).toEqual([
      {
        result: 'signatureInvalid',
        source: 'scan',
        checkedAt: expect.any(String),
        last4: null,
        signerFingerprint: null,
      },
    ]);
    expect(aadhaarQr.warningCount).toBe(1);
    expect(Date.parse(aadhaarQr.warnings[0]?.checkedAt ?? '')).toBeGreaterThan(
      Date.parse(aadhaarQr.checkedAt),
    );
    // The findings keep their codes: signed and for the number given, and a warning of the forgery.
    expect(qrFindings(checks)).toEqual([
      ['aadhaar_qr_signature_invalid', 'warning'],
      ['aadhaar_qr_signature_invalid', 'ok'],
      ['aadhaar_qr_number_mismatch', 'ok'],
    ]);
    // The partner is told of their kept check, as before.
    const own = await readJson(await asha.client.request(`/api/partners/${asha.partnerId}`));
    expect(own.aadhaarQrCheck).toEqual({ result: 'verified', last4: '2346' });

    const attempts = await attemptsOf(asha.partnerId);
    expect(attempts.map((row) => [row.result, row.source, row.last4])).toEqual([
      ['verified', 'scan', '2346'],
      ['signatureInvalid', 'scan', null],
    ]);
    expect(attempts[0]?.signerFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    // Never the whole number, the name or the code: the last 4 digits only.
    expect(Object.keys(attempts[0] ?? {}).sort()).toEqual(
      ['checkedAt', 'id', 'last4', 'partnerId', 'result', 'signerFingerprint', 'source'].sort(),
    );
    expect(JSON.stringify(attempts)).not.toContain(number);
  });

  it('still lists a forgery once a genuine code has followed it', async () => {
    const asha = await withNumber();
    expect((await scan(asha, await forged())).status).toBe(422);
    expect((await scan(asha, await genuine())).status).toBe(200);

    const { aadhaarQr, checks } = await operatorView(asha.partnerId);
    expect(aadhaarQr).toMatchObject({ result: 'verified', last4: '2346', source: 'scan' });
    expect(aadhaarQr.warnings.map((attempt) => attempt.result)).toEqual(['signatureInvalid']);
    expect(Date.parse(aadhaarQr.warnings[0]?.checkedAt ?? '')).toBeLessThan(
      Date.parse(aadhaarQr.checkedAt),
    );
    expect(qrFindings(checks)).toEqual([
      ['aadhaar_qr_signature_invalid', 'warning'],
      ['aadhaar_qr_signature_invalid', 'ok'],
      ['aadhaar_qr_number_mismatch', 'ok'],
    ]);
    expect(await attemptsOf(asha.partnerId)).toHaveLength(2);
  });

  it('keeps a verified code over a later one for another number, which is a warning; forged alone stays the problem', async () => {
    const asha = await withNumber();
    expect((await scan(asha, await genuine())).status).toBe(200);
    const otherCard = { ...card, referenceId: `9994${card.referenceId.slice(4)}` };
    expect((await scan(asha, await digitsOf(payload('V2', otherCard), trustedKey))).status).toBe(
      200,
    );
    const { aadhaarQr, checks } = await operatorView(asha.partnerId);
    expect(aadhaarQr.result).toBe('verified');
    expect(aadhaarQr.warnings).toMatchObject([{ result: 'mismatch', last4: '9994' }]);
    expect(qrFindings(checks)).toEqual([
      ['aadhaar_qr_number_mismatch', 'warning'],
      ['aadhaar_qr_signature_invalid', 'ok'],
      ['aadhaar_qr_number_mismatch', 'ok'],
    ]);

    const ravi = await withNumber();
    expect((await scan(ravi, await forged())).status).toBe(422);
    expect((await scan(ravi, await forged())).status).toBe(422);
    const forgedOnly = await operatorView(ravi.partnerId);
    expect(forgedOnly.aadhaarQr).toMatchObject({ result: 'signatureInvalid', warningCount: 2 });
    expect(qrFindings(forgedOnly.checks)).toEqual([['aadhaar_qr_signature_invalid', 'problem']]);
  });
});
