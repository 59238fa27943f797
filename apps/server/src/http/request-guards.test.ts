import { messages } from '@shata/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileUpdate, signedInOperator, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

let server: TestApp;
let operatorCookie: string;
let partnerCookie: string;
let partnerId: string;
let partnerEmail: string;
beforeAll(async () => {
  const database = await createTestDatabase();
  server = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  const operator = await signedInOperator(server.url, database);
  operatorCookie = [...operator.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const partner = await signedUpPartner(server.url);
  partnerId = partner.partnerId;
  partnerEmail = partner.email;
  partnerCookie = [...partner.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(() => server.close());

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads (GET, HEAD) and the writes the guard checks: a route with any other method needs a look. */
const knownMethods = new Set(['GET', 'HEAD', ...stateChanging]);

/** A concrete path for a route pattern: any id, any wildcard. */
const pathOf = (url: string) =>
  url.replace(/:[^/]+/g, '0b8e3a4e-7f1c-4a8e-9d51-3c1f2f0a9b11').replace('*', 'sign-out');

describe('the CSRF and content-type guard, over the whole route table', () => {
  const writes = () => server.app.routeTable.filter((route) => stateChanging.has(route.method));

  it('knows only methods it reads or checks', () => {
    const methods = new Set(server.app.routeTable.map((route) => route.method));
    expect([...methods].filter((method) => !knownMethods.has(method))).toEqual([]);
  });

  it('knows every state-changing route, the ones an attacker would aim at among them', () => {
    const names = writes().map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/*',
        'PUT /api/partners/:id',
        'POST /api/partners/:id/upload',
        'POST /api/contact',
        'PUT /api/admin/partners/:id/review/:field',
        'POST /api/admin/bookings/:id/cancel',
      ]),
    );
  });

  it('refuses a foreign Origin, a foreign Referer, and neither, with the operator’s cookie (the integration API: the cookie counts for nothing)', async () => {
    const origin = new URL(server.url).origin;
    for (const route of writes()) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        // The portal's address on another scheme or port is another site.
        { origin: origin.replace('http://', 'https://') },
        { referer: 'https://evil.example/page' },
        {},
      ]) {
        const answer = await server.app.inject({
          method: route.method as 'POST',
          url: pathOf(route.url),
          headers: {
            cookie: operatorCookie,
            'content-type': route.multipart
              ? 'multipart/form-data; boundary=walker'
              : 'application/json',
            ...headers,
          },
          payload: '{}',
        });
        const name = `${route.method} ${route.url} ${JSON.stringify(headers)}`;
        // The integration API takes no cookie, so another site has no session to borrow there.
        const refusal = route.url.startsWith('/api/v1/')
          ? {
              statusCode: 401,
              error: 'Unauthorized',
              code: 'api_key_required',
              message: messages.apiKeys.keyRequired,
            }
          : {
              statusCode: 403,
              error: 'Forbidden',
              code: 'origin_refused',
              message: messages.api.otherSiteRefused,
            };
        expect(answer.statusCode, name).toBe(refusal.statusCode);
        expect(answer.json(), name).toEqual(refusal);
      }
    }
  });

  it('refuses a body that is not the route’s type, an empty text/plain one included', async () => {
    for (const route of writes()) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const answer = await server.app.inject({
          method: route.method as 'POST',
          url: pathOf(route.url),
          headers: {
            cookie: operatorCookie,
            origin: new URL(server.url).origin,
            'content-type': contentType,
          },
          payload: '',
        });
        expect(answer.statusCode, `${route.method} ${route.url} ${contentType}`).toBe(415);
        expect(answer.json().message).toBe(
          route.multipart
            ? messages.api.multipartOnly
            : route.uploadChunks
              ? messages.uploads.chunkTypeOnly
              : messages.api.jsonOnly,
        );
      }
    }
  });

  it('lets the portal’s own pages through, by Origin or by Referer', async () => {
    const origin = new URL(server.url).origin;
    for (const headers of [{ origin }, { referer: `${origin}/registration` }]) {
      const answer = await server.app.inject({
        method: 'PUT',
        url: `/api/partners/${partnerId}`,
        headers: { cookie: partnerCookie, 'content-type': 'application/json', ...headers },
        payload: profileUpdate(partnerEmail),
      });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('control characters', () => {
  it('are refused with 400 naming the field, in a body, a query or a path', async () => {
    const origin = new URL(server.url).origin;
    const body = await server.app.inject({
      method: 'PUT',
      url: `/api/partners/${partnerId}`,
      headers: { cookie: partnerCookie, origin },
      payload: { companyName: 'Asha\u0000Events' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe(messages.api.controlCharacter('companyName'));

    const query = await server.app.inject({
      url: '/api/admin/partners?q=asha%00',
      headers: { cookie: operatorCookie },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(messages.api.controlCharacter('q'));

    const path = await server.app.inject({
      url: '/api/partners/abc%00',
      headers: { cookie: partnerCookie },
    });
    expect(path.statusCode).toBe(400);
  });

  it('are refused in the C1 range (U+0080–U+009F) too, in a key as in a value', async () => {
    const origin = new URL(server.url).origin;
    for (const [payload, field] of [
      // Whole profiles, which without the guard would be saved as they are.
      [profileUpdate(partnerEmail, { companyName: 'Asha\u0085Events' }), 'companyName'],
      [profileUpdate(partnerEmail, { name: '\u009b31mRavi' }), 'name'],
      [{ companyName: 'Asha Events', 'x\u0080': 'y' }, 'x\u0080'],
    ] as const) {
      const body = await server.app.inject({
        method: 'PUT',
        url: `/api/partners/${partnerId}`,
        headers: { cookie: partnerCookie, origin },
        payload,
      });
      expect(body.statusCode, field).toBe(400);
      expect(body.json().message).toBe(messages.api.controlCharacter(field));
    }

    const query = await server.app.inject({
      url: '/api/admin/partners?q=asha%C2%85',
      headers: { cookie: operatorCookie },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(messages.api.controlCharacter('q'));

    const path = await server.app.inject({
      url: '/api/partners/abc%C2%9F',
      headers: { cookie: partnerCookie },
    });
    expect(path.statusCode).toBe(400);
  });

  it('leave letters of any script alone, accents, Devanagari and emoji among them', async () => {
    const text = { companyName: 'José राम Events 🎉', name: 'Ünal Ça' };
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/partners/${partnerId}`,
      headers: { cookie: partnerCookie, origin: new URL(server.url).origin },
      payload: profileUpdate(partnerEmail, text),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(text);

    const query = await server.app.inject({
      url: `/api/admin/partners?q=${encodeURIComponent('राम')}`,
      headers: { cookie: operatorCookie },
    });
    expect(query.statusCode).toBe(200);
  });
});

describe('JSON nested too deeply', () => {
  it('is refused with 400 before anything parses it, on our routes and better-auth’s', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const url of ['/api/contact', '/api/auth/sign-in/email', '/api/auth/update-user']) {
      const answer = await server.app.inject({
        method: 'POST',
        url,
        headers: { origin: new URL(server.url).origin, 'content-type': 'application/json' },
        payload: `{"email":${deep}}`,
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message).toBe(messages.api.nestedTooDeeply);
    }
  });
});

describe('caching', () => {
  it('every API answer says no-store, unless it is deliberately public', async () => {
    for (const url of [
      '/api/partners/me',
      '/api/bookings',
      `/api/partners/${partnerId}`,
      '/api/nothing',
    ]) {
      const answer = await server.app.inject({ url, headers: { cookie: partnerCookie } });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const config = await server.app.inject({ url: '/api/client-config' });
    expect(config.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
