import { type DocumentType, messages, postLoginRoute } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfBytes, pngBytes, uploadForm } from '../../test/document-files';
import { type Browser, browser, readJson } from '../../test/http-client';
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
import { user } from '../auth/schema';
import type { Database } from '../db/client';
import { domainEvents } from '../events/schema';
import { partners, registrationDrafts } from './schema';

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

const aadhaar = '234123412346';
const validUpdate = (personalEmail: string) => ({
  name: 'Asha Rao',
  mobileNo: '9876543210',
  companyName: 'Asha Events',
  companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
  gstNo: '27AAPFU0939F1ZV',
  cinNo: 'L17110MH1973PLC019786',
  aadharNo: aadhaar,
  servicesSelected: ['Event Planner', 'Caterer'],
  latitude: 12.9716,
  longitude: 77.5946,
  personalEmail,
});

let server: TestApp;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

describe('a partner reading and updating their profile', () => {
  it('reads their own partner by id', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const response = await client.request(`/api/partners/${partnerId}`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ _id: partnerId, personalEmail: email });
  });

  it('saves the update, answers the updated partner with Aadhaar masked, and stores it encrypted', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const response = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: validUpdate(email),
    });
    expect(response.status).toBe(200);
    const partner = await readJson(response);
    expect(partner).toMatchObject({
      _id: partnerId,
      name: 'Asha Rao',
      mobileNo: '9876543210',
      servicesSelected: ['Event Planner', 'Caterer'],
      aadharNo: 'XXXX XXXX 2346',
    });
    const [stored] = await database.db
      .select({ ciphertext: partners.aadhaarNoEncrypted })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const ciphertext = String(stored?.ciphertext);
    expect(ciphertext).toMatch(/^v1:/);
    expect(ciphertext).not.toContain(aadhaar);
    expect(
      JSON.stringify(await readJson(await client.request(`/api/partners/${partnerId}`))),
    ).not.toContain(aadhaar);
  });

  it('keeps the stored Aadhaar number when the masked value comes back unchanged', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    await client.request(`/api/partners/${partnerId}`, { method: 'PUT', json: validUpdate(email) });
    const again = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), aadharNo: 'XXXX XXXX 2346', name: 'Asha R.' },
    });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toMatchObject({ name: 'Asha R.', aadharNo: 'XXXX XXXX 2346' });
    const wrongMask = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), aadharNo: 'XXXX XXXX 9999' },
    });
    expect(wrongMask.status).toBe(400);
    expect((await readJson(wrongMask)).message).toBe('Enter the full 12-digit Aadhaar number.');
  });

  it('refuses verification fields in the body, and changes nothing', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const response = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), status: 'approved', kycStatus: 'AKYC', aadharUrl: '/x' },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/Unknown fields: .*status/);
    const partner = await readJson(await client.request(`/api/partners/${partnerId}`));
    expect(partner).toMatchObject({ status: null, kycStatus: null, name: null });
  });

  it("refuses invalid input with the validators' messages and saves nothing", async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const response = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), mobileNo: '12345', aadharNo: '234123412345' },
    });
    expect(response.status).toBe(400);
    const { message } = await readJson(response);
    expect(message).toContain('Phone must be 10 digits');
    expect(message).toContain('Aadhaar number is not valid');
    expect((await readJson(await client.request(`/api/partners/${partnerId}`))).name).toBeNull();
  });

  it('reads the numbers as people write them before checking and saving them', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const response = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: {
        ...validUpdate(email),
        mobileNo: '+91 98450 12345',
        aadharNo: '2341-2341-2346',
        gstNo: '27 aapfu0939f1zv',
        cinNo: 'l17110mh1973plc019786 ',
      },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      mobileNo: '9845012345',
      aadharNo: 'XXXX XXXX 2346',
      gstNo: '27AAPFU0939F1ZV',
      cinNo: 'L17110MH1973PLC019786',
    });
    const [stored] = await database.db
      .select({ mobileNo: partners.mobileNo, gstNo: partners.gstNo })
      .from(partners)
      .where(eq(partners.id, partnerId));
    expect(stored).toEqual({ mobileNo: '9845012345', gstNo: '27AAPFU0939F1ZV' });
  });

  it('keeps the address parts beside the joined location, so the form can be filled in again', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const companyAddress = {
      address: '12',
      street: 'MG Road',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postalCode: '560001',
    };
    await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), companyAddress },
    });
    expect(await readJson(await client.request(`/api/partners/${partnerId}`))).toMatchObject({
      companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
      companyAddress,
      latitude: 12.9716,
      longitude: 77.5946,
    });

    const unknownCountry = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: {
        ...validUpdate(email),
        name: 'Changed',
        companyAddress: { ...companyAddress, country: 'Mars' },
      },
    });
    expect(unknownCountry.status).toBe(400);
    expect((await readJson(unknownCountry)).message).toBe('Select a country from the list');
    expect((await readJson(await client.request(`/api/partners/${partnerId}`))).name).toBe(
      'Asha Rao',
    );
  });

  it('keeps the account e-mail whatever personalEmail the body carries', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const response = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), personalEmail: 'someone.else@example.com' },
    });
    expect(response.status).toBe(200);
    expect((await readJson(response)).personalEmail).toBe(email);
  });
});

describe("a partner's kind of business", () => {
  let operator: Browser;
  beforeAll(async () => {
    operator = (await signedInOperator(server.url, database)).client;
  });

  /** Signs up, saves the profile with `overrides`, uploads `documents`; answers where each stands. */
  async function registered(
    overrides: Record<string, unknown>,
    documents: readonly ('aadharCard' | 'gstCertificate' | 'incorporationCertificate')[],
  ) {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const saved = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: profileUpdate(email, overrides),
    });
    expect(saved.status).toBe(200);
    for (const type of documents) {
      const uploaded = await client.request(`/api/partners/${partnerId}/upload`, {
        body: uploadForm(type, type === 'aadharCard' ? pngBytes : pdfBytes, `${type}.pdf`),
      });
      expect(uploaded.status).toBe(200);
    }
    const upload = async (type: 'gstCertificate' | 'incorporationCertificate') =>
      client.request(`/api/partners/${partnerId}/upload`, {
        body: uploadForm(type, pdfBytes, 'x.pdf'),
      });
    const state = async () => {
      const partner = await readJson(await client.request(`/api/partners/${partnerId}`));
      const review = await readJson(await operator.request(`/api/admin/partners/${partnerId}`));
      return { partner, route: postLoginRoute(partner), stage: review.stage };
    };
    return { partnerId, upload, state };
  }

  const soleProprietor = {
    businessType: 'individual',
    gstNo: '',
    cinNo: '',
    panNo: 'ABCPE1234F',
  };

  it('a sole proprietor without GSTIN and CIN submits with the Aadhaar card alone and is complete', async () => {
    const { partnerId, state } = await registered(soleProprietor, ['aadharCard']);
    const { partner, route, stage } = await state();
    expect(partner).toMatchObject({ businessType: 'individual', gstNo: null, cinNo: null });
    expect(stage).toBe('waitingForKyc');
    expect(route).toBe(`/status/${partnerId}`);
  });

  it('an individual who gives a GSTIN must upload the GST certificate', async () => {
    const { partnerId, upload, state } = await registered(
      { businessType: 'individual', cinNo: '' },
      ['aadharCard'],
    );
    expect(await state()).toMatchObject({
      stage: 'documentsMissing',
      route: `/dashboard/${partnerId}`,
    });
    expect((await upload('gstCertificate')).status).toBe(200);
    expect(await state()).toMatchObject({ stage: 'waitingForKyc', route: `/status/${partnerId}` });
  });

  it('an LLP gives its LLPIN and certificate of incorporation, kept upper-cased', async () => {
    const { partnerId, upload, state } = await registered(
      { businessType: 'llp', gstNo: '', cinNo: '', panNo: 'ABCFE1234F', llpinNo: 'aab-1234' },
      ['aadharCard'],
    );
    expect(await state()).toMatchObject({
      partner: { businessType: 'llp', llpinNo: 'AAB-1234' },
      stage: 'documentsMissing',
    });
    expect((await upload('incorporationCertificate')).status).toBe(200);
    expect(await state()).toMatchObject({ stage: 'waitingForKyc', route: `/status/${partnerId}` });
  });

  it.each([
    ['a company', { businessType: 'company' }],
    ['a partner without a type', {}],
  ])(
    '%s needs the GST and incorporation certificates, and the GSTIN and CIN to be routed past the form',
    async (_, type) => {
      const { partnerId, upload, state } = await registered(type, ['aadharCard']);
      expect(await state()).toMatchObject({
        partner: { businessType: (type as { businessType?: string }).businessType ?? null },
        stage: 'documentsMissing',
        route: `/dashboard/${partnerId}`,
      });
      expect((await upload('gstCertificate')).status).toBe(200);
      expect((await state()).stage).toBe('documentsMissing');
      expect((await upload('incorporationCertificate')).status).toBe(200);
      expect(await state()).toMatchObject({
        stage: 'waitingForKyc',
        route: `/status/${partnerId}`,
      });

      const without = await registered({ ...type, gstNo: '', cinNo: '' }, [
        'aadharCard',
        'gstCertificate',
        'incorporationCertificate',
      ]);
      // Reviewed (the form leaves the numbers optional), yet routed to the form (the spec's rule 2).
      expect(await without.state()).toMatchObject({
        stage: 'waitingForKyc',
        route: `/dashboard/${without.partnerId}`,
      });
    },
  );

  it('keeps the type a body without one leaves out, and refuses a type or LLPIN it does not know', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    const put = (body: Record<string, unknown>) =>
      client.request(`/api/partners/${partnerId}`, { method: 'PUT', json: body });
    expect((await put(profileUpdate(email, soleProprietor))).status).toBe(200);
    const { businessType: _dropped, ...withoutType }: Record<string, unknown> = profileUpdate(
      email,
      soleProprietor,
    );
    const kept = await put(withoutType);
    expect((await readJson(kept)).businessType).toBe('individual');
    const unknown = await put({ ...withoutType, businessType: 'trust' });
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).message).toContain(messages.validation.businessTypeUnknown);
    const badLlpin = await put({ ...withoutType, llpinNo: 'AAB123' });
    expect(badLlpin.status).toBe(400);
    expect((await readJson(badLlpin)).message).toContain('LLPIN must look like AAA-1234');
  });
});

describe('another partner', () => {
  it("gets 404 reading or updating someone else's partner, and changes nothing", async () => {
    const owner = await signedUpPartner(server.url);
    const intruder = await signedUpPartner(server.url);
    const read = await intruder.client.request(`/api/partners/${owner.partnerId}`);
    expect(read.status).toBe(404);
    expect((await readJson(read)).message).toBe('Partner not found.');
    const write = await intruder.client.request(`/api/partners/${owner.partnerId}`, {
      method: 'PUT',
      json: validUpdate(intruder.email),
    });
    expect(write.status).toBe(404);
    expect(
      (await readJson(await owner.client.request(`/api/partners/${owner.partnerId}`))).name,
    ).toBeNull();
  });

  it('gets the same 404 for an id that does not exist or is not an id', async () => {
    const { client } = await signedUpPartner(server.url);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await client.request(`/api/partners/${id}`);
      expect(response.status).toBe(404);
    }
  });

  it('gets 401 when signed out', async () => {
    const { partnerId } = await signedUpPartner(server.url);
    const response = await fetch(`${server.url}/api/partners/${partnerId}`);
    expect(response.status).toBe(401);
  });
});

describe('an operator', () => {
  it("reads any partner, Aadhaar still masked, but cannot write a partner's profile", async () => {
    const owner = await signedUpPartner(server.url);
    await owner.client.request(`/api/partners/${owner.partnerId}`, {
      method: 'PUT',
      json: validUpdate(owner.email),
    });
    const operator = await signedUpPartner(server.url);
    await promoteToOperator(database, operator.email);
    await enrolSecondFactor(operator.client);

    const read = await operator.client.request(`/api/partners/${owner.partnerId}`);
    expect(read.status).toBe(200);
    expect(await readJson(read)).toMatchObject({
      _id: owner.partnerId,
      name: 'Asha Rao',
      aadharNo: 'XXXX XXXX 2346',
    });
    const write = await operator.client.request(`/api/partners/${owner.partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(owner.email), name: 'Changed by operator' },
    });
    expect(write.status).toBe(404);
    expect(
      (await readJson(await owner.client.request(`/api/partners/${owner.partnerId}`))).name,
    ).toBe('Asha Rao');
  });

  it('cannot be taken by a partner updating their own account', async () => {
    const partner = await signedUpPartner(server.url);
    const response = await partner.client.request('/api/auth/update-user', {
      json: { role: 'operator' },
    });
    expect(response.status).toBe(404);
    const [row] = await database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, partner.email));
    expect(row?.role).toBe('partner');
  });

  it('cannot be chosen at sign-up: a body naming it is refused', async () => {
    const email = `would.be.operator.${Date.now()}@example.com`;
    const response = await browser(server.url, { ip: '10.99.0.1' }).request(
      '/api/auth/sign-up/email',
      { json: { email, password: 'Kolkata#Lights42', name: email, role: 'operator' } },
    );
    const [row] = await database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, email));
    expect(response.status).toBe(400);
    expect(row).toBeUndefined();
  });
});

describe('the registration draft', () => {
  const draftOf = (partnerId: string) => `/api/partners/${partnerId}/draft`;
  const half = {
    businessType: 'llp',
    llpin: 'AAB-12',
    name: 'Asha Rao',
    phone: '98765',
    aadhaar: aadhaar,
    company: 'Asha Ev',
    service: ['Caterer'],
    city: 'Bengaluru',
  };

  it('is empty for a new partner, and gives back what was saved with the Aadhaar number masked', async () => {
    const { client, partnerId } = await signedUpPartner(server.url);
    expect(await readJson(await client.request(draftOf(partnerId)))).toEqual({
      values: null,
      savedAt: null,
      uploads: { unfinished: {}, staged: {} },
    });

    const saved = await client.request(draftOf(partnerId), {
      method: 'PUT',
      json: { values: half },
    });
    expect(saved.status).toBe(200);
    const { savedAt } = await readJson(saved);
    expect(Date.parse(savedAt)).not.toBeNaN();

    const read = await client.request(draftOf(partnerId));
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(read)).toEqual({
      values: { ...half, aadhaar: 'XXXX XXXX 2346' },
      savedAt,
      uploads: { unfinished: {}, staged: {} },
    });
    const [stored] = await database.db
      .select({ ciphertext: registrationDrafts.valuesEncrypted })
      .from(registrationDrafts)
      .where(eq(registrationDrafts.partnerId, partnerId));
    expect(stored?.ciphertext).toMatch(/^v1:/);
    expect(stored?.ciphertext).not.toContain(aadhaar);
    expect(stored?.ciphertext).not.toContain('Asha');
  });

  it('keeps an Aadhaar number not yet valid as typed, masks it once valid, and keeps it when the masked one comes back', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    for (const [typed, kept] of [
      ['23412', '23412'],
      ['2341 2341 2345', '234123412345'],
    ]) {
      await client.request(draftOf(partnerId), {
        method: 'PUT',
        json: { values: { ...half, aadhaar: typed } },
      });
      expect((await readJson(await client.request(draftOf(partnerId)))).values).toEqual({
        ...half,
        aadhaar: kept,
      });
    }
    // Not a number it holds, so a masked form of it brings nothing back.
    const submitted = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), aadharNo: 'XXXX XXXX 2345' },
    });
    expect(submitted.status).toBe(400);
    expect((await readJson(submitted)).message).toBe(messages.validation.aadhaarRetype);
    const [stored] = await database.db
      .select({ ciphertext: registrationDrafts.valuesEncrypted })
      .from(registrationDrafts)
      .where(eq(registrationDrafts.partnerId, partnerId));
    expect(stored?.ciphertext).not.toContain('234123412345');

    await client.request(draftOf(partnerId), { method: 'PUT', json: { values: half } });
    await client.request(draftOf(partnerId), {
      method: 'PUT',
      json: { values: { ...half, aadhaar: 'XXXX XXXX 2346', city: 'Mysuru' } },
    });
    expect((await readJson(await client.request(draftOf(partnerId)))).values).toMatchObject({
      aadhaar: 'XXXX XXXX 2346',
      city: 'Mysuru',
    });
  });

  it('lets the form be submitted with the masked number of its draft, and is gone once the profile is saved', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    await client.request(draftOf(partnerId), { method: 'PUT', json: { values: half } });

    const submitted = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), aadharNo: 'XXXX XXXX 2346' },
    });
    expect(submitted.status).toBe(200);
    expect(await readJson(submitted)).toMatchObject({ aadharNo: 'XXXX XXXX 2346' });
    expect(await readJson(await client.request(draftOf(partnerId)))).toEqual({
      values: null,
      savedAt: null,
      uploads: { unfinished: {}, staged: {} },
    });
  });

  it('still refuses a masked number that is neither the profile’s nor the draft’s', async () => {
    const { client, email, partnerId } = await signedUpPartner(server.url);
    await client.request(draftOf(partnerId), { method: 'PUT', json: { values: half } });
    const response = await client.request(`/api/partners/${partnerId}`, {
      method: 'PUT',
      json: { ...validUpdate(email), aadharNo: 'XXXX XXXX 9999' },
    });
    expect(response.status).toBe(400);
  });

  it('refuses a field it does not know or one too long, in words, and keeps the last draft', async () => {
    const { client, partnerId } = await signedUpPartner(server.url);
    await client.request(draftOf(partnerId), { method: 'PUT', json: { values: half } });

    const unknown = await client.request(draftOf(partnerId), {
      method: 'PUT',
      json: { values: { ...half, kycStatus: 'approved' } },
    });
    expect(unknown.status).toBe(400);
    const tooLong = await client.request(draftOf(partnerId), {
      method: 'PUT',
      json: { values: { ...half, city: 'x'.repeat(201) } },
    });
    expect(tooLong.status).toBe(400);
    expect((await readJson(tooLong)).message).toContain('at most 200 characters');

    expect((await readJson(await client.request(draftOf(partnerId)))).values).toMatchObject({
      city: 'Bengaluru',
    });
  });

  it("is refused for another partner's, an operator, and a signed-out caller", async () => {
    const owner = await signedUpPartner(server.url);
    await owner.client.request(draftOf(owner.partnerId), {
      method: 'PUT',
      json: { values: half },
    });
    const intruder = await signedUpPartner(server.url);
    const operator = await signedUpPartner(server.url);
    await promoteToOperator(database, operator.email);
    await enrolSecondFactor(operator.client);

    for (const client of [intruder.client, operator.client]) {
      const read = await client.request(draftOf(owner.partnerId));
      expect(read.status).toBe(404);
      expect(JSON.stringify(await readJson(read))).not.toContain('Asha');
      const write = await client.request(draftOf(owner.partnerId), {
        method: 'PUT',
        json: { values: { name: 'Mallory' } },
      });
      expect(write.status).toBe(404);
    }
    expect((await fetch(`${server.url}${draftOf(owner.partnerId)}`)).status).toBe(401);
    expect((await readJson(await owner.client.request(draftOf(owner.partnerId)))).values.name).toBe(
      'Asha Rao',
    );
  });
});

describe('the submission (POST /api/partners/:id/submission)', () => {
  type SignedUp = Awaited<ReturnType<typeof signedUpPartner>>;
  let addresses = 0;
  /** Stages `type` by tus, as the registration screen does when a file is chosen. */
  async function stage(who: SignedUp, type: DocumentType) {
    addresses += 1;
    const sent = await sendWithTus(type === 'aadharCard' ? pngBytes : pdfBytes, {
      baseUrl: server.url,
      partnerId: who.partnerId,
      headers: browserHeaders(who.client, server.url, `10.203.${addresses}.9`),
      type,
      fileName: type === 'aadharCard' ? 'aadhaar.png' : `${type}.pdf`,
    });
    expect(sent.kind).toBe('finished');
  }
  const submit = (who: SignedUp, body: unknown, id = who.partnerId) =>
    who.client.request(`/api/partners/${id}/submission`, { json: body });
  const stagedOf = async (who: SignedUp) =>
    Object.keys(
      (await readJson(await who.client.request(`/api/partners/${who.partnerId}/draft`))).uploads
        .staged,
    );
  const partnerOf = async (who: SignedUp) =>
    readJson(await who.client.request(`/api/partners/${who.partnerId}`));

  it('saves the profile and commits the staged documents in one request, answering the partner as GET does', async () => {
    const asha = await signedUpPartner(server.url);
    for (const type of ['aadharCard', 'gstCertificate', 'incorporationCertificate'] as const) {
      await stage(asha, type);
    }
    const response = await submit(asha, {
      profile: validUpdate(asha.email),
      documents: ['incorporationCertificate', 'aadharCard', 'gstCertificate'],
    });
    expect(response.status).toBe(200);
    const answered = await readJson(response);
    expect(answered).toEqual(await partnerOf(asha));
    expect(answered).toMatchObject({
      name: 'Asha Rao',
      aadharNo: 'XXXX XXXX 2346',
      aadharUrl: `/api/partners/${asha.partnerId}/documents/aadharCard`,
      gstCertificateUrl: `/api/partners/${asha.partnerId}/documents/gstCertificate`,
      incorporationCertificateUrl: `/api/partners/${asha.partnerId}/documents/incorporationCertificate`,
    });
    expect(answered.panCardUrl ?? null).toBeNull();
    expect(await stagedOf(asha)).toEqual([]);
  });

  it('keeps nothing when a document is refused, and names each refused document', async () => {
    const asha = await signedUpPartner(server.url);
    await stage(asha, 'aadharCard');
    await stage(asha, 'incorporationCertificate');
    const before = await partnerOf(asha);
    // A sole proprietor is asked no certificate of incorporation; no GST certificate was staged.
    const response = await submit(asha, {
      profile: { ...validUpdate(asha.email), businessType: 'individual', cinNo: '' },
      documents: ['aadharCard', 'gstCertificate', 'incorporationCertificate'],
    });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'documents_refused',
      message: messages.uploads.submissionRefused,
      documents: [
        {
          type: 'gstCertificate',
          message: messages.uploads.nothingStaged(messages.documents.labels.gstCertificate),
        },
        {
          type: 'incorporationCertificate',
          message: messages.uploads.notAsked(messages.documents.labels.incorporationCertificate),
        },
      ],
    });
    // The profile, the Aadhaar card and the staged files are as they were.
    expect(await partnerOf(asha)).toEqual(before);
    expect((await stagedOf(asha)).sort()).toEqual(['aadharCard', 'incorporationCertificate']);

    // Without what was refused, the same request is kept whole.
    const retried = await submit(asha, {
      profile: { ...validUpdate(asha.email), businessType: 'individual', cinNo: '' },
      documents: ['aadharCard'],
    });
    expect(retried.status).toBe(200);
    expect(await readJson(retried)).toMatchObject({
      name: 'Asha Rao',
      aadharUrl: `/api/partners/${asha.partnerId}/documents/aadharCard`,
    });
  });

  it('answers a repeat of a kept submission (its answer lost on the way) with the partner, changing nothing', async () => {
    const asha = await signedUpPartner(server.url);
    await stage(asha, 'aadharCard');
    const body = {
      profile: validUpdate(asha.email),
      documents: ['aadharCard'],
      submissionId: crypto.randomUUID(),
    };
    const eventsOf = () =>
      database.db.select().from(domainEvents).where(eq(domainEvents.partnerId, asha.partnerId));
    expect((await submit(asha, body)).status).toBe(200);
    const kept = await partnerOf(asha);
    const events = await eventsOf();

    const repeated = await submit(asha, body);
    expect(repeated.status).toBe(200);
    expect(await readJson(repeated)).toEqual(kept);
    expect(await eventsOf()).toEqual(events);

    // Only its own id makes it a repeat: another Submit finds nothing staged.
    const another = await submit(asha, { ...body, submissionId: crypto.randomUUID() });
    expect(another.status).toBe(409);
    expect((await readJson(another)).code).toBe('documents_refused');
  });

  it("refuses another partner's and an operator with the 404 of the other partner endpoints, changing nothing", async () => {
    const asha = await signedUpPartner(server.url);
    const ravi = await signedUpPartner(server.url);
    const operator = await signedInOperator(server.url, database);
    await stage(asha, 'aadharCard');
    const before = await partnerOf(asha);
    const body = { profile: validUpdate(ravi.email), documents: ['aadharCard'] };
    for (const who of [ravi, operator]) {
      const response = await submit(who as SignedUp, body, asha.partnerId);
      expect(response.status).toBe(404);
      expect((await readJson(response)).message).toBe(messages.api.partnerNotFound);
    }
    expect(await partnerOf(asha)).toEqual(before);
    expect(await stagedOf(asha)).toEqual(['aadharCard']);
  });

  it('refuses bad input with a 400 in words, saving nothing', async () => {
    const asha = await signedUpPartner(server.url);
    await stage(asha, 'aadharCard');
    const before = await partnerOf(asha);
    const profile = validUpdate(asha.email);
    const bad = [
      { profile, documents: ['passport'] },
      { profile, documents: ['aadharCard', 'aadharCard'] },
      { profile: { ...profile, mobileNo: '12' }, documents: ['aadharCard'] },
      { profile },
      { profile, documents: ['aadharCard'], status: 'approved' },
      { profile, documents: ['aadharCard'], submissionId: 'again' },
    ];
    for (const body of bad) {
      const response = await submit(asha, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(response)).message).toMatch(/\w/);
    }
    const duplicate = await submit(asha, bad[1]);
    expect((await readJson(duplicate)).message).toBe(messages.uploads.documentListed);
    expect(await partnerOf(asha)).toEqual(before);
    expect(await stagedOf(asha)).toEqual(['aadharCard']);
  });
});
