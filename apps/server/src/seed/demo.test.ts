import { apiScopes, isWellFormedApiKey, verificationStages } from '@shata/domain';
import { totpCode } from '@shata/test-support/totp';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, machine, readJson } from '../../test/http-client';
import { enrolSecondFactor } from '../../test/second-factor';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { loadAuthSecret } from '../auth/auth';
import type { Database } from '../db/client';
import { createDiskStorage } from '../documents/storage/disk';
import { uploadSpoolDir } from '../documents/upload-spool';
import { createMailer } from '../mail/mailer';
import { loadAadhaarCipher } from '../partners/aadhaar-cipher';
import { demoPassword, seedDemo } from './demo';

let server: TestApp;
let database: Database;
let seed: () => ReturnType<typeof seedDemo>;
/** The secret the seed printed for the demo operator's authenticator app. */
let operatorTotpSecret = '';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  const log = pino({ level: 'silent' });
  const context = {
    db: database.db,
    cipher: await loadAadhaarCipher(server.config),
    storage: createDiskStorage(server.config.dataDir),
    mailer: createMailer({ db: database.db, from: server.config.mailFrom, log }),
    publicUrl: server.url,
    stageMailMergeMs: server.config.stageMailMergeMs,
    workingCalendar: { holidays: [], expectedWaits: server.config.expectedWaits },
    log,
    spoolDir: uploadSpoolDir(server.config.dataDir),
    authSecret: await loadAuthSecret(server.config),
  };
  seed = () => seedDemo(context);
});
afterAll(() => server.close());

async function signIn(email: string, ip: string) {
  const client = browser(server.url, { ip });
  const response = await client.request('/api/auth/sign-in/email', {
    json: { email, password: demoPassword },
  });
  expect(response.status, email).toBe(200);
  return client;
}

/** The demo operator's sign-in, with the second factor the seed printed. */
async function signInOperator(ip: string, secondStep: { path: string; code: string }) {
  const client = await signIn('operator@shata.demo', ip);
  const passed = await client.request(`/api/auth/two-factor/${secondStep.path}`, {
    json: { code: secondStep.code },
  });
  expect(passed.status).toBe(200);
  return client;
}

describe('seedDemo', () => {
  it('creates an operator and a partner at every stage, with documents, once', async () => {
    const accounts = await seed();
    operatorTotpSecret = accounts?.operatorTotpSecret ?? '';
    expect(accounts?.partners).toHaveLength(10);

    const operator = await signInOperator('10.88.0.1', {
      path: 'verify-totp',
      code: totpCode(operatorTotpSecret),
    });
    // The printed backup code works too, once.
    const backup = { path: 'verify-backup-code', code: accounts?.operatorBackupCode ?? '' };
    expect(
      (
        await readJson(
          await (await signInOperator('10.88.0.5', backup)).request('/api/auth/get-session'),
        )
      ).user.email,
    ).toBe('operator@shata.demo');
    const queue = await readJson(await operator.request('/api/admin/partners?pageSize=100'));
    expect(new Set(queue.items.map((item: { stage: string }) => item.stage))).toEqual(
      new Set(verificationStages),
    );
    // The demo API key, with every scope, as the console lists it.
    expect(isWellFormedApiKey(accounts?.apiKey ?? '')).toBe(true);
    const { keys } = await readJson(await operator.request('/api/admin/api-keys'));
    expect(keys).toEqual([
      expect.objectContaining({
        name: 'Demo integration',
        prefix: accounts?.apiKey.slice(0, 14),
        scopes: [...apiScopes],
      }),
    ]);

    // The stages before the final approval are the demo reviewer's, whose role keeps the keys from them.
    expect(accounts?.reviewer).toBe('reviewer@shata.demo');
    const reviewer = await signIn('reviewer@shata.demo', '10.88.0.5');
    // Not enrolled by the seed: the console asks for the second factor at the first sign-in.
    expect((await readJson(await reviewer.request('/api/admin/partners'))).code).toBe(
      'two_factor_required',
    );
    await enrolSecondFactor(reviewer, demoPassword);
    expect((await reviewer.request('/api/admin/partners')).status).toBe(200);
    expect((await readJson(await reviewer.request('/api/admin/api-keys'))).code).toBe(
      'role_not_allowed',
    );

    const approved = await signIn('asha.approved@shata.demo', '10.88.0.2');
    const partner = await readJson(await approved.request('/api/partners/me'));
    expect(partner).toMatchObject({
      name: 'Asha Rao',
      kycStatus: 'AKYC',
      cvStatus: 'ACV',
      ipvStatus: 'approved',
      status: 'approved',
      aadharNo: expect.stringMatching(/^XXXX XXXX \d{4}$/),
    });
    // The demo key works at once: the integration API reads the partner's verification state.
    const state = await machine(server.url, accounts?.apiKey ?? '').request(
      `/api/v1/partners/${partner._id}`,
    );
    expect(await readJson(state)).toMatchObject({ id: partner._id, stage: 'approved' });

    const document = await approved.request(partner.gstCertificateUrl);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    const card = await approved.request(partner.aadharUrl);
    expect(card.headers.get('content-type')).toBe('image/png');

    const first = await readJson(await approved.request('/api/bookings'));
    expect(first.items).toHaveLength(20);
    const rest = await readJson(
      await approved.request(`/api/bookings?cursor=${encodeURIComponent(first.nextCursor)}`),
    );
    const booked: {
      kind: string;
      status: string;
      thumbnailUrl: string | null;
      partnerName: string;
    }[] = [...first.items, ...rest.items];
    expect(new Set(booked.map((item) => `${item.kind} ${item.status}`))).toEqual(
      new Set(
        ['Catering', 'Photography', 'Event'].flatMap((kind) =>
          ['pending', 'confirmed', 'completed', 'cancelled'].map((status) => `${kind} ${status}`),
        ),
      ),
    );
    expect(booked.some((item) => item.thumbnailUrl === null)).toBe(true);
    expect(new Set(booked.map((item) => item.partnerName))).toEqual(new Set(['Asha Events']));

    const asked = await signIn('sana.moments@shata.demo', '10.88.0.3');
    expect(await readJson(await asked.request('/api/partners/me'))).toMatchObject({
      gstCertificateUrl: null,
      rejections: [expect.objectContaining({ target: 'gstCertificate' })],
    });

    expect(await seed()).toBeNull();
  }, 60_000);

  it('shows the operator a verified Aadhaar QR, a number mismatch and two partners sharing a GSTIN', async () => {
    const operator = await signInOperator('10.88.0.4', {
      path: 'verify-totp',
      code: totpCode(operatorTotpSecret),
    });
    const queue = await readJson(await operator.request('/api/admin/partners?pageSize=100'));
    const idOf = (email: string) =>
      queue.items.find((item: { personalEmail: string }) => item.personalEmail === email)._id;
    const review = async (email: string) =>
      readJson(await operator.request(`/api/admin/partners/${idOf(email)}`));
    const codesOf = (checks: { code: string; level: string }[], level: string) =>
      checks.filter((check) => check.level === level).map((check) => check.code);

    const asha = await review('asha.approved@shata.demo');
    expect(asha.aadhaarQr).toMatchObject({ result: 'verified', name: 'Asha Rao', source: 'scan' });
    expect(codesOf(asha.checks, 'problem')).toEqual([]);
    expect(codesOf(asha.checks, 'ok')).toEqual(
      expect.arrayContaining([
        'aadhaar_qr_number_mismatch',
        'gstin_pan_mismatch',
        'cin_state_mismatch',
      ]),
    );

    const vikram = await review('vikram.kitchens@shata.demo');
    expect(vikram.aadhaarQr).toMatchObject({ result: 'mismatch', last4: '0000' });
    expect(codesOf(vikram.checks, 'problem')).toEqual(['aadhaar_qr_number_mismatch']);

    const kiran = await review('kiran.caterers@shata.demo');
    expect(kiran.checks[0]).toEqual({
      code: 'duplicate_gstin',
      level: 'problem',
      message: 'Another partner (Shetty Catering Co.) gave the same GSTIN.',
      relatedPartnerIds: [idOf('shetty.catering@shata.demo')],
    });
    const problems = await readJson(
      await operator.request('/api/admin/partners?problems=true&pageSize=100'),
    );
    expect(
      problems.items.map((item: { personalEmail: string }) => item.personalEmail).sort(),
    ).toEqual([
      'kiran.caterers@shata.demo',
      'shetty.catering@shata.demo',
      'vikram.kitchens@shata.demo',
    ]);
  });
});
