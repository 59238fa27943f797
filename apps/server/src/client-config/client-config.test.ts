import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';

// The client config comes from the environment alone: every app here shares one database.
let database: Database;
const servers: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database.close();
});

async function clientConfig(env: Record<string, string>) {
  const server = await startTestApp({ database: { ...database, close: async () => {} }, env });
  servers.push(server);
  const response = await fetch(`${server.url}/api/client-config`);
  return { status: response.status, body: await readJson(response) };
}

describe('GET /api/client-config', () => {
  it('hands the browser the inactivity switch, store and social links, the map key and contact details', async () => {
    expect(
      await clientConfig({
        INACTIVITY_LOGOUT: 'false',
        PARTNER_APP_ANDROID_URL: 'https://play.google.com/store/apps/details?id=in.shata.partner',
        PARTNER_APP_IOS_URL: 'https://apps.apple.com/in/app/shata-partner/id1234567890',
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/shata.in',
        SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/shata.in',
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/shata',
        MAPS_EMBED_API_KEY: 'browser-key',
        SUPPORT_EMAIL: 'help@shata.in',
        SUPPORT_PHONE: '+91 80 4567 8900',
        SUPPORT_WHATSAPP: '+91 98450 12345',
        OFFICE_ADDRESS: '12 MG Road, Bengaluru 560001',
        OFFICE_COORDINATES: '12.9752,77.6069',
      }),
    ).toEqual({
      status: 200,
      body: {
        inactivityLogout: false,
        partnerApp: {
          android: 'https://play.google.com/store/apps/details?id=in.shata.partner',
          ios: 'https://apps.apple.com/in/app/shata-partner/id1234567890',
        },
        socialLinks: {
          facebook: 'https://www.facebook.com/shata.in',
          instagram: 'https://www.instagram.com/shata.in',
          linkedin: 'https://www.linkedin.com/company/shata',
        },
        mapsEmbedApiKey: 'browser-key',
        expectedWaits: {
          kyc: 1,
          companyVerification: 2,
          inPersonVerification: 5,
          finalApproval: 1,
        },
        supportEmail: 'help@shata.in',
        supportPhone: '+91 80 4567 8900',
        supportWhatsApp: '+91 98450 12345',
        officeAddress: '12 MG Road, Bengaluru 560001',
        officeCoordinates: { latitude: 12.9752, longitude: 77.6069 },
      },
    });
  });

  it('has store links on the embedded defaults, and no contact detail until one is configured', async () => {
    const { body } = await clientConfig({});
    expect(body.inactivityLogout).toBe(true);
    expect(body.partnerApp.android).toMatch(/^https:\/\/play\.google\.com\//);
    expect(body.partnerApp.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(body.socialLinks.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(body.mapsEmbedApiKey).toBeNull();
    expect(body).toMatchObject({
      supportEmail: null,
      supportPhone: null,
      supportWhatsApp: null,
      officeAddress: null,
      officeCoordinates: null,
    });
  });

  it("hands the status screen each verification's usual wait in working days", async () => {
    const { body } = await clientConfig({
      EXPECTED_DAYS_KYC: '2',
      EXPECTED_DAYS_COMPANY_VERIFICATION: '3',
      EXPECTED_DAYS_IN_PERSON_VERIFICATION: '7',
      EXPECTED_DAYS_FINAL_APPROVAL: '1',
    });
    expect(body.expectedWaits).toEqual({
      kyc: 2,
      companyVerification: 3,
      inPersonVerification: 7,
      finalApproval: 1,
    });
  });
});
