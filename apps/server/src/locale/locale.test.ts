import { localeCookieMaxAgeSeconds } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, browser, latestMail, readJson } from '../../test/http-client';
import {
  type Operator,
  signedInOperator,
  signedUpPartner,
  submittedPartner,
} from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { user } from '../auth/schema';
import type { Database } from '../db/client';
import { createBackgroundTasks } from '../http/background-tasks';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

let server: TestApp;
let database: Database;
let operator: Operator;
// Held here, so a test waits for the reset mail sent after the answer.
const tasks = createBackgroundTasks((error) => {
  throw error;
});

beforeAll(async () => {
  database = await createTestDatabase();
  // Each stage mail goes at once, alone: the test reads it without waiting for others to join.
  server = await startTestApp({
    database,
    env: { TRUST_PROXY: 'true', STAGE_MAIL_MERGE_MS: '0' },
    backgroundTasks: tasks,
  });
  operator = await signedInOperator(server.url, database);
});
afterAll(() => server.close());

const password = 'Kolkata#Lights42';
let visitors = 0;

/** A browser of its own address, so sign-up and sign-in limits never interfere. */
function visitor(): Browser {
  visitors += 1;
  return browser(server.url, { ip: `172.20.${visitors >> 8}.${visitors & 255}` });
}

const chooseLocale = (client: Browser, json: unknown) =>
  client.request('/api/locale', { method: 'PUT', json });

const storedLocale = async (email: string) =>
  (await database.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]
    ?.locale;

const sessionUser = async (client: Browser) =>
  (await readJson(await client.request('/api/auth/get-session')))?.user;

/** Signs up in `client` with `headers`; the new address. */
async function signUp(client: Browser, headers: Record<string, string>) {
  const email = `visitor${visitors}.${Date.now()}@example.com`;
  const response = await client.request('/api/auth/sign-up/email', {
    json: { email, password, name: 'Asha Rao' },
    headers,
  });
  expect(response.status).toBe(200);
  return email;
}

describe('PUT /api/locale', () => {
  it('keeps a visitor’s choice in the language cookie, and answers 204', async () => {
    const response = await chooseLocale(visitor(), { locale: 'hi' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie?.split('; ')).toEqual([
      'shata_locale=hi',
      'Path=/',
      `Max-Age=${localeCookieMaxAgeSeconds}`,
      'SameSite=Lax',
      'HttpOnly',
    ]);
  });

  it.each([
    [{ locale: 'fr' }, 'Choose the language: "en" (English) or "hi" (Hindi).'],
    [{ locale: 'HI' }, 'Choose the language: "en" (English) or "hi" (Hindi).'],
    [{}, 'Choose the language: "en" (English) or "hi" (Hindi).'],
    [{ locale: 'hi', account: 'other' }, 'Unknown field: account'],
    [['hi'], 'Send the language as a JSON object: {"locale": "en"} or {"locale": "hi"}.'],
  ])('refuses %j with 400, a code and what to send, and sets nothing', async (json, message) => {
    const response = await chooseLocale(visitor(), json);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ code: 'validation_failed', message });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('saves a signed-in partner’s choice on their own account only, and the session shows it', async () => {
    const asha = await signedUpPartner(server.url);
    const ravi = await signedUpPartner(server.url);
    const raviBefore = await storedLocale(ravi.email);

    expect((await chooseLocale(asha.client, { locale: 'hi' })).status).toBe(204);
    expect(await storedLocale(asha.email)).toBe('hi');
    expect((await sessionUser(asha.client))?.locale).toBe('hi');
    expect(await storedLocale(ravi.email)).toBe(raviBefore);
    expect((await sessionUser(ravi.client))?.locale).toBe(raviBefore);

    // Ravi's choice moves his own account, never Asha's.
    expect((await chooseLocale(ravi.client, { locale: 'en' })).status).toBe(204);
    expect(await storedLocale(ravi.email)).toBe('en');
    expect(await storedLocale(asha.email)).toBe('hi');
  });
});

describe('a new account’s language', () => {
  it('is the cookie’s at sign-up, over the browser’s, and the verification mail speaks it', async () => {
    const client = visitor();
    expect((await chooseLocale(client, { locale: 'hi' })).status).toBe(204);
    const email = await signUp(client, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(await storedLocale(email)).toBe('hi');
    expect((await sessionUser(client))?.locale).toBe('hi');

    const mail = await latestMail(server.url, email);
    expect(mail?.subject).toBe('Shata पार्टनर पोर्टल के लिए अपना ईमेल सत्यापित करें');
    expect(mail?.text).toContain('कृपया यह लिंक खोलकर अपना ईमेल पता सत्यापित करें:');
    expect(mail?.text).not.toMatch(/Verify|Please|Thanks/);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain('>ईमेल सत्यापित करें</a>');
    expect(mail?.links.some((link) => link.includes('/api/auth/verify-email?token='))).toBe(true);
  });

  it('is the browser’s when no language was chosen', async () => {
    const email = await signUp(visitor(), { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(await storedLocale(email)).toBe('hi');
    expect((await latestMail(server.url, email))?.subject).toMatch(/सत्यापित करें$/);
  });

  it('is English for an English browser, whose mail is the English one', async () => {
    const email = await signUp(visitor(), { 'accept-language': 'en-IN,en;q=0.9' });
    expect(await storedLocale(email)).toBe('en');
    const mail = await latestMail(server.url, email);
    expect(mail?.subject).toBe('Verify your email for Shata Partner Portal');
    expect(mail?.text).toContain('Please confirm your email address by opening this link:');
    expect(mail?.html).toContain('<html lang="en">');
  });
});

describe('signing in', () => {
  it('sets the language cookie to the account’s, whatever the browser showed before', async () => {
    const { client, email } = await signedUpPartner(server.url);
    expect((await chooseLocale(client, { locale: 'hi' })).status).toBe(204);

    const elsewhere = visitor();
    expect((await chooseLocale(elsewhere, { locale: 'en' })).status).toBe(204);
    const signIn = await elsewhere.request('/api/auth/sign-in/email', {
      json: { email, password },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith('shata_locale='));
    expect(cookie).toMatch(/^shata_locale=hi; /);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(elsewhere.jar.get('shata_locale')).toBe('hi');
  });

  it('leaves the cookie alone for an account that never chose', async () => {
    const { email } = await signedUpPartner(server.url);
    await database.db.update(user).set({ locale: null }).where(eq(user.email, email));
    const signIn = await visitor().request('/api/auth/sign-in/email', {
      json: { email, password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().some((c) => c.startsWith('shata_locale='))).toBe(false);
  });
});

describe('mails in the partner’s language', () => {
  const act = (partnerId: string, rest: string, json: unknown, method = 'PUT') =>
    operator.client.request(`/api/admin/partners/${partnerId}${rest}`, { method, json });

  it('sends the password-reset mail in the account’s language', async () => {
    const { client, email } = await signedUpPartner(server.url);
    expect((await chooseLocale(client, { locale: 'hi' })).status).toBe(204);
    const requested = await visitor().request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(requested.status).toBe(200);
    await tasks.idle();
    const mail = await latestMail(server.url, email);
    expect(mail?.subject).toBe('अपने Shata पार्टनर पोर्टल अकाउंट का पासवर्ड रीसेट करें');
    expect(mail?.text).toContain('यह लिंक सिर्फ़ एक बार काम करता है');
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it('tells a partner who switched to Hindi of the next stage, and of a rejection, in Hindi', async () => {
    const partner = await submittedPartner(server.url);
    expect((await chooseLocale(partner.client, { locale: 'hi' })).status).toBe(204);

    expect(
      (await act(partner.partnerId, '/video', { videoUrl: 'https://kyc.example/v/1' })).status,
    ).toBe(200);
    const video = await latestMail(server.url, partner.email);
    expect(video?.subject).toBe(
      'Shata पार्टनर पोर्टल पर आपका सत्यापन — आपकी वीडियो KYC रिकॉर्डिंग हमें मिल गई है',
    );
    expect(video?.text.split('\n\n').slice(0, 2)).toEqual([
      'आपकी वीडियो KYC रिकॉर्डिंग हमें मिल गई है',
      'हमारी टीम अब इसका सत्यापन करेगी।',
    ]);
    expect(video?.html).toContain('<html lang="hi">');
    expect(video?.html).toContain('>पोर्टल खोलें</a>');

    const rejected = await act(partner.partnerId, '/review/kycStatus', {
      decision: 'reject',
      reason: 'The video is blurred.',
    });
    expect(rejected.status).toBe(200);
    const rejection = await latestMail(server.url, partner.email);
    expect(rejection?.subject).toBe(
      'Shata पार्टनर पोर्टल पर आपका सत्यापन — KYC जाँच: स्वीकृति नहीं मिली।',
    );
    expect(rejection?.text.split('\n\n').slice(0, 3)).toEqual([
      'KYC जाँच: स्वीकृति नहीं मिली।',
      // The operator's reason, as they wrote it.
      'कारण: The video is blurred.',
      'आगे क्या करना है, यह पोर्टल में आपके स्थिति पेज पर लिखा है।',
    ]);
    expect(rejection?.html).toContain('<html lang="hi">');

    const documentTurnedDown = await act(
      partner.partnerId,
      '/documents/gstCertificate/rejection',
      { reason: 'Cut off at the edge.' },
      'POST',
    );
    expect(documentTurnedDown.ok).toBe(true);
    const documentMail = await latestMail(server.url, partner.email);
    expect(documentMail?.subject).toBe(
      'Shata पार्टनर पोर्टल पर आपका सत्यापन — आपका GST प्रमाणपत्र दस्तावेज़ स्वीकार नहीं किया गया',
    );
    expect(documentMail?.text).toContain('कृपया इसे पोर्टल में फिर से अपलोड करें।');
  });

  it('tells an English partner of a rejection in English, word for word as before', async () => {
    const partner = await submittedPartner(server.url);
    expect((await chooseLocale(partner.client, { locale: 'en' })).status).toBe(204);
    expect(
      (await act(partner.partnerId, '/video', { videoUrl: 'https://kyc.example/v/2' })).status,
    ).toBe(200);
    const rejected = await act(partner.partnerId, '/review/kycStatus', {
      decision: 'reject',
      reason: 'The video is blurred.',
    });
    expect(rejected.status).toBe(200);
    const mail = await latestMail(server.url, partner.email);
    expect(mail?.subject).toBe(
      'Your Shata Partner Portal verification: KYC check was not approved.',
    );
    expect(mail?.text.split('\n\n')).toEqual([
      'KYC check was not approved.',
      'Reason: The video is blurred.',
      'Your status page in the portal says what to do next.',
      `${server.url}/status/${partner.partnerId}`,
      'You receive this email because you registered as a Shata partner.',
      'Shata Partner Portal',
    ]);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('If the button does not work, copy this link into your browser:');
  });
});
