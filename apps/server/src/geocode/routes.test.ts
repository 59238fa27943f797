import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@shata/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browser, readJson } from '../../test/http-client';
import { signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { providerFailureMessage } from './geocoder';
import google from './recorded/google-mumbai.json' with { type: 'json' };
import nominatim from './recorded/nominatim-bengaluru.json' with { type: 'json' };

// Every account here signs up with the fixture's one password: hashed once, each check made once.
vi.mock('../auth/password', async (actual) =>
  (await import('../../test/remembered-password-hashes')).rememberedPasswordHashes(await actual()),
);

/** Stands in for both providers on loopback, answering with their recorded responses. */
let provider: Server;
let providerUrl: string;
const seen: IncomingMessage[] = [];
let failing = false;
/** Both apps' database: every test signs up a partner of its own. */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createServer((request, response) => {
    seen.push(request);
    if (failing) {
      response.writeHead(503).end();
      return;
    }
    const body = request.url?.startsWith('/google') ? google : nominatim;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
  await database.close();
});

describe('reverse geocoding on OpenStreetMap Nominatim (the default)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      database: { ...database, close: async () => {} },
      env: { TRUST_PROXY: 'true', NOMINATIM_URL: `${providerUrl}/nominatim/reverse` },
    });
  });
  afterAll(() => server.close());

  it('answers the address parts, asking with an identifying User-Agent, and caches them', async () => {
    const { client } = await signedUpPartner(server.url);
    const before = seen.length;
    const response = await client.request('/api/geocode/reverse?lat=12.9716&lng=77.5946');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      address: '12',
      street: 'Jayachamarajendra Road',
      landmark: 'Town Hall',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560002',
      country: 'India',
    });
    const asked = seen[before];
    expect(asked?.headers['user-agent']).toMatch(/^ShataPartnerPortal\/1\.0 \(http/);
    expect(asked?.url).toContain('lat=12.9716');
    expect((await client.request('/api/geocode/reverse?lat=12.9716&lng=77.5946')).status).toBe(200);
    expect(seen.length).toBe(before + 1);
  });

  it('refuses coordinates that are not coordinates', async () => {
    const { client } = await signedUpPartner(server.url);
    const response = await client.request('/api/geocode/reverse?lat=91&lng=abc');
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe(
      'lat must be between -90 and 90; lng must be a number',
    );
    const empty = await client.request('/api/geocode/reverse?lat=&lng=77.5');
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).message).toBe('lat must be a number');
  });

  it('answers 502 with a message when the provider fails', async () => {
    const { client } = await signedUpPartner(server.url);
    failing = true;
    try {
      const response = await client.request('/api/geocode/reverse?lat=19.07&lng=72.87');
      expect(response.status).toBe(502);
      expect((await readJson(response)).message).toBe(providerFailureMessage);
    } finally {
      failing = false;
    }
  });

  it('limits each partner to 20 look-ups a minute, cached or not', async () => {
    const { client } = await signedUpPartner(server.url);
    for (let i = 0; i < 20; i++) {
      expect((await client.request('/api/geocode/reverse?lat=12.9716&lng=77.5946')).status).toBe(
        200,
      );
    }
    const limited = await client.request('/api/geocode/reverse?lat=12.9716&lng=77.5946');
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).message).toMatch(
      /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
    );
  });

  it('is for signed-in callers only', async () => {
    const response = await browser(server.url).request('/api/geocode/reverse?lat=12.9&lng=77.5');
    expect(response.status).toBe(401);
    expect((await readJson(response)).message).toBe(messages.api.signInRequired);
  });

  it('is refused, as the partner API is, to an account whose address is not verified', async () => {
    const unverified = browser(server.url, { ip: '10.202.0.1' });
    const signUp = await unverified.request('/api/auth/sign-up/email', {
      json: {
        email: `unverified${Date.now()}@example.com`,
        password: 'Kolkata#Lights42',
        name: 'U',
      },
    });
    expect(signUp.status).toBe(200);
    const before = seen.length;
    const response = await unverified.request('/api/geocode/reverse?lat=13.0827&lng=80.2707');
    expect(response.status).toBe(403);
    expect((await readJson(response)).message).toBe(messages.api.emailNotVerified);
    expect(seen.length).toBe(before);
  });
});

describe('reverse geocoding on Google when a key is configured', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      database: { ...database, close: async () => {} },
      env: {
        TRUST_PROXY: 'true',
        GOOGLE_MAPS_API_KEY: 'test-key',
        GOOGLE_GEOCODING_URL: `${providerUrl}/google/geocode/json`,
      },
    });
  });
  afterAll(() => server.close());

  it("answers the address parts of Google's answer", async () => {
    const { client } = await signedUpPartner(server.url);
    const before = seen.length;
    const response = await client.request('/api/geocode/reverse?lat=18.922&lng=72.8347');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      address: 'Apollo Bunder Building',
      landmark: 'Gateway of India',
      city: 'Mumbai',
      postalCode: '400001',
    });
    expect(seen[before]?.url).toContain('key=test-key');
  });

  it('answers 502 with a message when Google fails', async () => {
    const { client } = await signedUpPartner(server.url);
    failing = true;
    try {
      const response = await client.request('/api/geocode/reverse?lat=28.61&lng=77.2');
      expect(response.status).toBe(502);
      expect((await readJson(response)).message).toBe(providerFailureMessage);
    } finally {
      failing = false;
    }
  });
});
