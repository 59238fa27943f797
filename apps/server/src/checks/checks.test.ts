import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  messages,
  type PartnerFinding,
  type PartnerReview,
  verhoeffCheckDigit,
} from '@shata/domain';
import {
  digitsOf,
  payload,
  type SigningKey,
  signingKey,
  throwawaySigner,
} from '@shata/test-support/aadhaar-qr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, readJson } from '../../test/http-client';
import { uniqueIdentity } from '../../test/identity';
import { profileUpdate, signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { createBackgroundTasks } from '../http/background-tasks';
import { partnerAudit, partners } from '../partners/schema';
import { partnerChecks, partnerIdentifiers } from './schema';

vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: { client: Browser; email: string };
let folder: string;
let trustedKey: SigningKey;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-checks-'));
  const signer = throwawaySigner(folder, 'checks-signer');
  writeFileSync(path.join(folder, 'trusted.pem'), signer.certificate);
  trustedKey = await signingKey(signer.key);
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', AADHAAR_QR_CERTS: path.join(folder, 'trusted.pem') },
  });
  operator = await signedInOperator(server.url, database);
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

type Partner = Awaited<ReturnType<typeof signedUpPartner>>;

async function saveProfile(partner: Partner, overrides: Record<string, unknown> = {}) {
  const saved = await partner.client.request(`/api/partners/${partner.partnerId}`, {
    method: 'PUT',
    json: profileUpdate(partner.email, overrides),
  });
  expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
}

async function partnerWith(name: string, overrides: Record<string, unknown> = {}) {
  const partner = await signedUpPartner(server.url);
  await saveProfile(partner, { name, companyName: `${name} Events`, ...overrides });
  return partner;
}

async function review(partnerId: string): Promise<PartnerReview> {
  const response = await operator.client.request(`/api/admin/partners/${partnerId}`);
  expect(response.status).toBe(200);
  return readJson(response);
}

const problems = (checks: PartnerFinding[]) => checks.filter((check) => check.level === 'problem');
const byCode = (checks: PartnerFinding[], code: string) =>
  checks.find((check) => check.code === code);

async function queue(query: string) {
  const response = await operator.client.request(`/api/admin/partners?${query}`);
  expect(response.status).toBe(200);
  return readJson(response) as Promise<{
    items: { _id: string; problemCount: number }[];
    total: number;
  }>;
}

describe('duplicates', () => {
  it('finds a GSTIN two partners gave on both, names the other, and clears it on both once one changes it', async () => {
    const first = await partnerWith('Meera');
    const shared = uniqueIdentity().gstNo;
    // No PAN number given: the GSTIN is checked against nothing else of theirs.
    const second = await partnerWith('Kiran', { gstNo: shared, panNo: '' });
    // The second partner's profile is consistent on its own: no problem yet.
    expect(problems((await review(second.partnerId)).checks)).toEqual([]);

    await saveProfile(first, {
      name: 'Meera',
      companyName: 'Meera Events',
      gstNo: shared,
      panNo: '',
    });

    const onFirst = byCode((await review(first.partnerId)).checks, 'duplicate_gstin');
    const onSecond = byCode((await review(second.partnerId)).checks, 'duplicate_gstin');
    expect(onFirst).toEqual({
      code: 'duplicate_gstin',
      level: 'problem',
      message: 'Another partner (Kiran Events) gave the same GSTIN.',
      relatedPartnerIds: [second.partnerId],
    });
    expect(onSecond).toMatchObject({
      level: 'problem',
      message: 'Another partner (Meera Events) gave the same GSTIN.',
      relatedPartnerIds: [first.partnerId],
    });
    expect((await review(first.partnerId)).relatedPartners).toEqual({
      [second.partnerId]: 'Kiran Events',
    });
    // The number is in neither finding.
    expect(JSON.stringify([onFirst, onSecond])).not.toContain(shared);

    const withProblems = await queue('problems=true&pageSize=100');
    expect(withProblems.items.map((item) => item._id)).toEqual(
      expect.arrayContaining([first.partnerId, second.partnerId]),
    );
    expect(withProblems.items.find((item) => item._id === first.partnerId)?.problemCount).toBe(
      problems((await review(first.partnerId)).checks).length,
    );
    expect(withProblems.total).toBe(withProblems.items.length);

    await saveProfile(second, { name: 'Kiran', companyName: 'Kiran Events' });

    expect(byCode((await review(first.partnerId)).checks, 'duplicate_gstin')).toBeUndefined();
    expect(byCode((await review(second.partnerId)).checks, 'duplicate_gstin')).toBeUndefined();
    const withoutProblems = await queue('problems=false&pageSize=100');
    const everyone = await queue('pageSize=100');
    const stillWithProblems = await queue('problems=true&pageSize=100');
    expect(withoutProblems.total).toBe(everyone.total - stillWithProblems.total);
    expect(withoutProblems.items.map((item) => item._id)).toEqual(
      expect.arrayContaining([first.partnerId, second.partnerId]),
    );
    expect(withoutProblems.items.find((item) => item._id === first.partnerId)?.problemCount).toBe(
      0,
    );
  });

  it('finds a shared Aadhaar, PAN, CIN and mobile number, however they are written', async () => {
    const first = await partnerWith('Devi');
    const identity = uniqueIdentity();
    await saveProfile(first, { name: 'Devi', companyName: 'Devi Events', ...identity });
    const second = await partnerWith('Lata', {
      ...uniqueIdentity(),
      aadharNo: identity.aadharNo,
      panNo: identity.panNo.toLowerCase(),
      cinNo: ` ${identity.cinNo.toLowerCase()} `,
      mobileNo: identity.mobileNo,
    });
    const codes = problems((await review(second.partnerId)).checks).map((check) => check.code);
    expect(codes.sort()).toEqual([
      'duplicate_aadhaar',
      'duplicate_cin',
      'duplicate_mobile',
      'duplicate_pan',
      // Its GSTIN is its own, so it carries another PAN than the one given.
      'gstin_pan_mismatch',
    ]);
    expect(byCode((await review(first.partnerId)).checks, 'duplicate_aadhaar')).toMatchObject({
      message: 'Another partner (Lata Events) gave the same Aadhaar number.',
      relatedPartnerIds: [second.partnerId],
    });
  });

  it('finds a number two partners save at the same moment on both, without failing either save', async () => {
    const [first, second] = await Promise.all([
      signedUpPartner(server.url),
      signedUpPartner(server.url),
    ]);
    const shared = uniqueIdentity();
    await Promise.all(
      [first, second].map((partner, index) =>
        saveProfile(partner, {
          name: `Twin ${index}`,
          companyName: `Twin ${index} Events`,
          ...uniqueIdentity(),
          mobileNo: shared.mobileNo,
        }),
      ),
    );
    expect(byCode((await review(first.partnerId)).checks, 'duplicate_mobile')).toMatchObject({
      relatedPartnerIds: [second.partnerId],
    });
    expect(byCode((await review(second.partnerId)).checks, 'duplicate_mobile')).toMatchObject({
      relatedPartnerIds: [first.partnerId],
    });
  });

  it('keeps only keyed digests: no number, and no plain hash of one', async () => {
    const identity = uniqueIdentity();
    const partner = await partnerWith('Nila', identity);
    const rows = await database.db
      .select()
      .from(partnerIdentifiers)
      .where(eq(partnerIdentifiers.partnerId, partner.partnerId));
    expect(rows.map((row) => row.field).sort()).toEqual([
      'aadhaar',
      'cin',
      'gstin',
      'mobile',
      'pan',
    ]);
    const stored = JSON.stringify(rows);
    for (const number of Object.values(identity)) {
      expect(stored).not.toContain(number);
      for (const text of [number, `aadhaar:${number}`, `gstin:${number}`]) {
        for (const encoding of ['hex', 'base64', 'base64url'] as const) {
          expect(stored).not.toContain(createHash('sha256').update(text).digest(encoding));
        }
      }
    }
  });
});

const mumbai = {
  address: '12',
  street: 'MG Road',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  postalCode: '400001',
} as const;

describe('the checks of a partner’s numbers', () => {
  it('are recomputed when the fields they read change', async () => {
    const identity = uniqueIdentity();
    const partner = await partnerWith('Uma', {
      ...identity,
      panNo: 'AAAPZ1234C',
      companyAddress: mumbai,
      companyLocation: '12, MG Road, Mumbai, Maharashtra, India, 400001',
    });
    const { checks } = await review(partner.partnerId);
    expect(
      problems(checks)
        .map((check) => check.code)
        .sort(),
    ).toEqual([
      'cin_state_mismatch',
      'gstin_pan_mismatch',
      'gstin_state_mismatch',
      // An individual's PAN, with a CIN.
      'pan_entity_cin_mismatch',
    ]);
    expect(byCode(checks, 'gstin_state_mismatch')?.message).toBe(
      'The GSTIN is registered in Karnataka (29), but the address is in Maharashtra.',
    );
    // Problems come first.
    expect(checks.slice(0, 4).every((check) => check.level === 'problem')).toBe(true);

    await saveProfile(partner, {
      name: 'Uma',
      companyName: 'Uma Events',
      ...identity,
      companyAddress: { ...mumbai, city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
      companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
    });
    expect(problems((await review(partner.partnerId)).checks)).toEqual([]);
    expect((await review(partner.partnerId)).partner.panNo).toBe(identity.panNo);
  });
});

describe('the Aadhaar Secure QR before the operator', () => {
  it('shows the result, its details and source, and judges it again when the Aadhaar number changes', async () => {
    const partner = await partnerWith('Asha Rao', { aadharNo: '234123412346' });
    expect((await review(partner.partnerId)).aadhaarQr).toBeNull();
    const scanned = await partner.client.request(`/api/partners/${partner.partnerId}/aadhaar-qr`, {
      json: { qrData: await digitsOf(payload('V2'), trustedKey) },
    });
    expect(scanned.status).toBe(200);

    const verified = await review(partner.partnerId);
    expect(verified.aadhaarQr).toEqual({
      result: 'verified',
      source: 'scan',
      checkedAt: expect.any(String),
      last4: '2346',
      name: 'Asha Rao',
      yearOfBirth: 1990,
      gender: 'F',
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      pincode: '560002',
      warnings: [],
      warningCount: 0,
    });
    expect(byCode(verified.checks, 'aadhaar_qr_number_mismatch')?.level).toBe('ok');
    expect(byCode(verified.checks, 'qr_name_mismatch')?.level).toBe('ok');

    const otherNumber = '23412341999';
    await saveProfile(partner, {
      name: 'Asha Rao',
      companyName: 'Asha Rao Events',
      aadharNo: `${otherNumber}${verhoeffCheckDigit(otherNumber)}`,
    });
    const mismatched = await review(partner.partnerId);
    expect(mismatched.aadhaarQr?.result).toBe('mismatch');
    // The one attempt is now for another number than the profile's: listed, and judged so.
    expect(mismatched.aadhaarQr?.warnings).toMatchObject([{ result: 'mismatch', last4: '2346' }]);
    expect(byCode(mismatched.checks, 'aadhaar_qr_number_mismatch')?.level).toBe('problem');
  });
});

describe('the queue’s problems filter', () => {
  it('refuses what is not true or false, in words', async () => {
    const response = await operator.client.request('/api/admin/partners?problems=maybe');
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe(messages.review.problemsFilterInvalid);
  });
});

describe('deciding on a partner with an open problem', () => {
  it('needs a reason, which the audit trail keeps; without a problem, approving needs none', async () => {
    const shared = uniqueIdentity().gstNo;
    const first = await partnerWith('Ira', { gstNo: shared, panNo: '' });
    await partnerWith('Joy', { gstNo: shared, panNo: '' });
    const clean = await partnerWith('Lila');
    for (const partner of [first, clean]) {
      const video = await operator.client.request(
        `/api/admin/partners/${partner.partnerId}/video`,
        {
          method: 'PUT',
          json: { videoUrl: 'https://video.example/kyc' },
        },
      );
      expect(video.status).toBe(200);
    }
    const decide = (partnerId: string, json: unknown) =>
      operator.client.request(`/api/admin/partners/${partnerId}/review/kycStatus`, {
        method: 'PUT',
        json,
      });

    for (const json of [{ decision: 'approve' }, { decision: 'approve', reason: '  ' }]) {
      const refused = await decide(first.partnerId, json);
      expect(refused.status).toBe(422);
      expect((await readJson(refused)).message).toBe(messages.review.openProblemsReasonRequired);
    }
    expect((await review(first.partnerId)).partner.kycStatus).toBeNull();

    const approved = await decide(first.partnerId, {
      decision: 'approve',
      reason: 'Same owner, second branch: checked the GST certificate.',
    });
    expect(approved.status).toBe(200);
    const lines = await database.db
      .select()
      .from(partnerAudit)
      .where(eq(partnerAudit.partnerId, first.partnerId));
    expect(lines.find((line) => line.subject === 'kycStatus')).toMatchObject({
      subject: 'kycStatus',
      reason: 'Same owner, second branch: checked the GST certificate.',
    });
    expect((await decide(clean.partnerId, { decision: 'approve' })).status).toBe(200);
  });
});

describe('partners from before checks existed', () => {
  it('are checked once the portal starts, duplicates and all', async () => {
    const older = await createTestDatabase();
    const shared = uniqueIdentity();
    const [first, second] = await older.db
      .insert(partners)
      .values([
        { personalEmail: `old1.${Date.now()}@example.com`, companyName: 'Old One', ...shared },
        {
          personalEmail: `old2.${Date.now()}@example.com`,
          companyName: 'Old Two',
          ...uniqueIdentity(),
          gstNo: shared.gstNo,
          panNo: null,
        },
      ])
      .returning({ id: partners.id });
    const afterStart = createBackgroundTasks((error) => {
      throw error;
    });
    const upgraded = await startTestApp({ database: older, backgroundTasks: afterStart });
    try {
      await afterStart.idle();
      const stored = await older.db
        .select({
          id: partners.id,
          problemCount: partners.problemCount,
          findings: partnerChecks.findings,
        })
        .from(partners)
        .innerJoin(partnerChecks, eq(partnerChecks.partnerId, partners.id));
      expect(stored).toHaveLength(2);
      for (const [self, other] of [
        [first, second],
        [second, first],
      ]) {
        const row = stored.find((each) => each.id === self?.id);
        expect(byCode(row?.findings ?? [], 'duplicate_gstin')?.relatedPartnerIds).toEqual([
          other?.id,
        ]);
        expect(row?.problemCount).toBeGreaterThan(0);
      }
    } finally {
      await upgraded.close();
    }
  });
});
