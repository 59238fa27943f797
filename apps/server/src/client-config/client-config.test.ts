import { afterAll, describe, expect, it } from 'vitest';
import { readJson } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

const servers: TestApp[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function clientConfig(env: Record<string, string>) {
  const server = await startTestApp({ env });
  servers.push(server);
  const response = await fetch(`${server.url}/api/client-config`);
  return { status: response.status, body: await readJson(response) };
}

describe('GET /api/client-config', () => {
  it('hands the browser the inactivity switch and the partner app store links', async () => {
    expect(
      await clientConfig({
        INACTIVITY_LOGOUT: 'false',
        PARTNER_APP_ANDROID_URL: 'https://play.google.com/store/apps/details?id=in.shata.partner',
        PARTNER_APP_IOS_URL: 'https://apps.apple.com/in/app/shata-partner/id1234567890',
      }),
    ).toEqual({
      status: 200,
      body: {
        inactivityLogout: false,
        partnerApp: {
          android: 'https://play.google.com/store/apps/details?id=in.shata.partner',
          ios: 'https://apps.apple.com/in/app/shata-partner/id1234567890',
        },
      },
    });
  });

  it('has store links on the embedded defaults', async () => {
    const { body } = await clientConfig({});
    expect(body.inactivityLogout).toBe(true);
    expect(body.partnerApp.android).toMatch(/^https:\/\/play\.google\.com\//);
    expect(body.partnerApp.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
  });
});
