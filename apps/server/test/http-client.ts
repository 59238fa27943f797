import type { Db } from '../src/db/client';
import { type DevMail, recentMail } from '../src/mail/dev-mailbox';

/**
 * A browser stand-in for API tests: keeps cookies like a browser does and
 * sends the portal's own Origin, from its own client address.
 */
export interface Browser {
  request(
    path: string,
    init?: {
      method?: string;
      json?: unknown;
      /** A raw body (a FormData for uploads); `json` wins when both are given. */
      body?: FormData | string;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
  /** Follows nothing: the answer to exactly this request. */
  open(url: string): Promise<Response>;
  cookies(): string[];
  /** The cookie jar, to carry this browser's cookies to another server. */
  jar: Map<string, string>;
}

export function browser(
  baseUrl: string,
  {
    ip = '203.0.113.10',
    jar = new Map<string, string>(),
  }: { ip?: string; jar?: Map<string, string> } = {},
): Browser {
  const origin = new URL(baseUrl).origin;
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = /max-age=0/i.test(cookie) || value.join('=') === '';
      if (expired) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    return response;
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async request(path, init = {}) {
      const headers: Record<string, string> = {
        origin,
        'x-forwarded-for': ip,
        ...(jar.size > 0 && { cookie: cookieHeader() }),
        ...(init.json !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      };
      return remember(
        await fetch(new URL(path, baseUrl), {
          method: init.method ?? (init.json === undefined && !init.body ? 'GET' : 'POST'),
          headers,
          body: init.json === undefined ? init.body : JSON.stringify(init.json),
          redirect: 'manual',
        }),
      );
    },
    async open(url) {
      return remember(
        await fetch(url, {
          headers: { 'x-forwarded-for': ip, ...(jar.size > 0 && { cookie: cookieHeader() }) },
          redirect: 'manual',
        }),
      );
    },
    cookies: () => [...jar.keys()],
    jar,
  };
}

/** A machine client of the integration API: its key as a bearer token, no cookie, no Origin. */
export interface MachineClient {
  request(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

export function machine(baseUrl: string, key: string): MachineClient {
  return {
    request: (path, init = {}) =>
      fetch(new URL(path, baseUrl), {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${key}`,
          ...(init.json !== undefined && { 'content-type': 'application/json' }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        redirect: 'manual',
      }),
  };
}

/** An API key with `scopes`, made by `operator` through the console's API. */
export async function apiKeyFor(operator: Browser, scopes: readonly string[]): Promise<string> {
  const response = await operator.request('/api/admin/api-keys', {
    json: { name: `key for ${scopes.join(' ')}`, scopes },
  });
  if (response.status !== 201) throw new Error(`the key was not made: ${response.status}`);
  return ((await response.json()) as { key: string }).key;
}

/**
 * The outbox of each app a test started in process, by its address: such apps
 * run behind a pretend proxy (TRUST_PROXY), where the dev mailbox is off, so
 * their mail is read from the database they write it to.
 */
const outboxes = new Map<string, Db>();

export function registerOutbox(baseUrl: string, db: Db): () => void {
  const origin = new URL(baseUrl).origin;
  outboxes.set(origin, db);
  return () => outboxes.delete(origin);
}

/** The dev mailbox key of each portal process a test started, as its start-up line gave it. */
const devMailboxKeys = new Map<string, string>();

export function registerDevMailbox(baseUrl: string, key: string): void {
  devMailboxKeys.set(new URL(baseUrl).origin, key);
}

/** The newest mail to `address`: from the app's outbox, or a portal process's dev mailbox. */
export async function latestMail(baseUrl: string, address: string): Promise<DevMail | undefined> {
  const origin = new URL(baseUrl).origin;
  const db = outboxes.get(origin);
  if (db) return (await recentMail(db, address))[0];
  const key = devMailboxKeys.get(origin) ?? '';
  const response = await fetch(
    new URL(`/api/dev/mail?key=${key}&to=${encodeURIComponent(address)}`, baseUrl),
  );
  if (!response.ok) throw new Error(`the dev mailbox answered ${response.status}`);
  const mails = (await response.json()) as DevMail[];
  return mails[0];
}

// biome-ignore lint/suspicious/noExplicitAny: tests inspect whatever JSON an endpoint answers.
type AnyJson = any;

/** The JSON answer of a response, loosely typed for assertions. */
export function readJson(response: Response): Promise<AnyJson> {
  return response.json();
}
