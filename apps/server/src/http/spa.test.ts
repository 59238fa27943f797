import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { committedDocumentFile, documentText } from '../openapi/document';
import type { ErrorBody } from './errors';

// Pages come from WEB_DIST_DIR alone: both apps here share one database.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const sharedDatabase = () => ({ ...database, close: async () => {} });

describe('serving the built web app', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ database: sharedDatabase() });
  });
  afterAll(() => server.close());

  it.each(['/', '/dashboard/1b2c', '/my-bookings/abc?tab=2', '/terms-and-conditions'])(
    'answers the page path %s with index.html, never cached',
    async (page) => {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Shata test shell</title>');
    },
  );

  describe('in the visitor’s language (issue 31)', () => {
    const langOf = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/status/1b2c`, { headers });
      expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return /<html lang="([\w-]+)">/.exec(await response.text())?.[1];
    };

    it('follows a browser that prefers Hindi, and English otherwise', async () => {
      expect(await langOf({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
      expect(await langOf({ 'accept-language': 'en-GB,en;q=0.9,hi;q=0.5' })).toBe('en');
      expect(await langOf({})).toBe('en');
    });

    it('lets the language cookie outweigh the browser, and passes over a value that is no language', async () => {
      expect(await langOf({ 'accept-language': 'hi-IN', cookie: 'shata_locale=en' })).toBe('en');
      expect(await langOf({ 'accept-language': 'en', cookie: 'x=1; shata_locale=hi' })).toBe('hi');
      expect(await langOf({ 'accept-language': 'hi', cookie: 'shata_locale=fr' })).toBe('hi');
      expect(await langOf({ cookie: 'shata_locale=<script>' })).toBe('en');
    });

    it('serves no pseudo-locale unless the server is told to (PSEUDO_LOCALE)', async () => {
      expect(await langOf({ 'accept-language': 'hi', cookie: 'shata_locale=en-XA' })).toBe('hi');
    });

    it('answers a page it already sent in that language with 304', async () => {
      const headers = { 'accept-language': 'hi' };
      const first = await fetch(`${server.url}/`, { headers });
      const etag = first.headers.get('etag') ?? '';
      const again = await fetch(`${server.url}/`, {
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      const english = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag } });
      expect(english.status).toBe(200);
      expect(await english.text()).toContain('<html lang="en">');
    });
  });

  describe('with the chunks of a first-load page’s screen', () => {
    const preloadsOf = async (page: string, headers: Record<string, string> = {}) => {
      const html = await (await fetch(`${server.url}${page}`, { headers })).text();
      return [
        ...html.matchAll(
          /<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    };

    it('links the screen’s scripts and styles from its page, so they load with the entry', async () => {
      expect(await preloadsOf('/login')).toEqual([
        '/assets/LoginPage-abc123.js',
        '/assets/AuthCard-abc123.js',
        '/assets/AuthCard-abc123.css',
      ]);
    });

    it('adds the Hindi catalogues only to the Hindi page', async () => {
      expect(await preloadsOf('/login', { 'accept-language': 'hi' })).toContain(
        '/assets/auth-text.hi-abc123.js',
      );
      expect(await preloadsOf('/login', { cookie: 'shata_locale=en' })).not.toContain(
        '/assets/auth-text.hi-abc123.js',
      );
    });

    it('finds the screen by its route pattern, a static path before a parameter', async () => {
      expect(await preloadsOf('/dashboard/1b2c')).toEqual(['/assets/RegistrationPage-abc123.js']);
      expect(await preloadsOf('/dashboard/new')).toEqual(['/assets/DashboardNewPage-abc123.js']);
      expect(await preloadsOf('/login/')).toContain('/assets/LoginPage-abc123.js');
    });

    it('links nothing more from a path no screen has', async () => {
      expect(await preloadsOf('/login/more')).toEqual([]);
      expect(await preloadsOf('/dashboard')).toEqual([]);
      expect(await preloadsOf('/dashboard/1b2c/x')).toEqual([]);
    });

    it('keeps the build’s own records to itself', async () => {
      const response = await fetch(`${server.url}/.vite/page-preloads.json`);
      expect(response.status).toBe(404);
    });
  });

  it('serves fingerprinted assets with a long, immutable cache', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s compressed copy of an asset to browsers that accept it', async () => {
    const compressed = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toContain("textContent = 'fixture'");

    const plain = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toContain("textContent = 'fixture'");
  });

  it('answers a missing file with a JSON 404, not the page', async () => {
    const response = await fetch(`${server.url}/assets/index-gone.js`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'Nothing here: GET /assets/index-gone.js does not exist.',
    );
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/dashboard/1`, {
      method: 'DELETE',
      headers: { origin: server.url },
    });
    expect(response.status).toBe(404);
  });

  it('sends security headers with a Content-Security-Policy the SPA runs under', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // WebAssembly may compile (the HEIC decoder); JavaScript may not be eval'd.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  // The API's document and its reference page, on this app: no server of their own.
  it('serves the OpenAPI 3.1 document of the /api/ routes, with the domain’s schemas', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const parameters = document.paths['/api/bookings']?.get?.parameters ?? [];
    expect(parameters.map(({ name, in: place }) => `${place} ${name}`)).toEqual([
      'query cursor',
      'query pageSize',
      'query partnerId',
    ]);
    // The pages, the probes and the reference page itself are not the API.
    expect(Object.keys(document.paths).filter((url) => !url.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((url) => url.startsWith('/api/docs'))).toEqual([]);
  });

  it('has the committed docs/openapi.json of these routes', async () => {
    const committed = await readFile(committedDocumentFile, 'utf8');
    expect(
      documentText(server.app.swagger()),
      'docs/openapi.json is not the document of the routes: run `npm run openapi` and commit it',
    ).toBe(committed);
  });

  it('answers /api/docs with the reference page, its script from our own origin', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<title>Shata Partner Portal API</title>');
    expect(page).toContain('<script src="/api/docs/static/swagger-ui-bundle.js"');
    expect(response.headers.get('content-security-policy')).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
  });
});

describe('with PSEUDO_LOCALE on, as the end-to-end tests run it', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ database: sharedDatabase(), env: { PSEUDO_LOCALE: 'true' } });
  });
  afterAll(() => server.close());

  it('serves the page as en-XA to a browser whose language cookie asks for it, and the rest as before', async () => {
    const pseudo = await fetch(`${server.url}/login`, {
      headers: { cookie: 'shata_locale=en-XA' },
    });
    expect(await pseudo.text()).toContain('<html lang="en-XA">');
    const hindi = await fetch(`${server.url}/login`, { headers: { 'accept-language': 'hi' } });
    expect(await hindi.text()).toContain('<html lang="hi">');
  });
});

describe('before the web app is built', () => {
  let server: TestApp;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = await mkdtemp(path.join(os.tmpdir(), 'shata-unbuilt-'));
    server = await startTestApp({ database: sharedDatabase(), env: { WEB_DIST_DIR: emptyDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('says how to build it instead of failing', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as ErrorBody).message).toBe(
      'The web app has not been built. Run `npm run build`.',
    );
  });
});
