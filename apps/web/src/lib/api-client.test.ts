import { errorCodes } from '@shata/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorDetailsOf, isApiError } from './api-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiFetch', () => {
  it('answers the parsed JSON body', async () => {
    stubFetch(() => jsonResponse({ status: 'ok' }));

    await expect(apiFetch<{ status: string }>('/api/ping')).resolves.toEqual({ status: 'ok' });
  });

  it('asks for JSON and sends the session cookie', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));

    await apiFetch('/api/ping');

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/ping');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('sends a `json` option as a JSON body with its content type', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 'p1' }));

    await apiFetch('/api/partners/p1', { method: 'PUT', json: { name: 'Asha' } });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Asha"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await expect(apiFetch('/api/auth/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });

  it("surfaces the server's error message with the status", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'This email address is already registered.',
        },
        409,
      ),
    );

    const error = await failureOf(apiFetch('/api/auth/sign-up/email', { method: 'POST' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('This email address is already registered.');
  });

  it("keeps the answer's code beside its message", async () => {
    stubFetch(() =>
      jsonResponse({ code: 'user_already_exists', message: 'User already exists' }, 422),
    );

    const error = await failureOf(apiFetch('/api/auth/sign-up/email', { method: 'POST' }));

    expect(error.status).toBe(422);
    expect(error.code).toBe('user_already_exists');
    expect(error.message).toBe('User already exists');
  });

  it('keeps every code the portal lists: each has the shape the client checks for', () => {
    for (const code of errorCodes) {
      expect(errorDetailsOf({ code, message: 'Refused' }).code).toBe(code);
    }
  });

  it("drops a code not of the portal's shape, as better-auth's own or a proxy's", async () => {
    stubFetch(() =>
      jsonResponse({ code: 'USER_ALREADY_EXISTS', message: 'User already exists' }, 422),
    );

    const error = await failureOf(apiFetch('/api/auth/sign-up/email', { method: 'POST' }));

    expect(error.code).toBeUndefined();
    expect(error.message).toBe('User already exists');
  });

  it("names any 429 rate_limited, a proxy's without a code too", async () => {
    stubFetch(() => new Response('<h1>429 Too Many Requests</h1>', { status: 429 }));

    expect((await failureOf(apiFetch('/api/partners/p1'))).code).toBe('rate_limited');
  });

  it("says how long to wait on any 429, from its Retry-After, when the words are not the portal's", async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '120' },
        }),
    );
    expect((await failureOf(apiFetch('/api/auth/sign-up/email'))).message).toBe(
      'Too many requests. Please try again in 2 minutes.',
    );

    stubFetch(
      () =>
        new Response('<h1>429 Too Many Requests</h1>', {
          status: 429,
          headers: { 'retry-after': '30' },
        }),
    );
    expect((await failureOf(apiFetch('/api/partners/me'))).message).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
  });

  it("keeps the portal's own 429 words, which name the wait already", async () => {
    const words = 'Too many sign-in attempts from your network. Please try again in 2 minutes.';
    stubFetch(
      () =>
        new Response(
          JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: words }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '97' } },
        ),
    );

    expect((await failureOf(apiFetch('/api/auth/sign-in/email'))).message).toBe(words);
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    stubFetch(() => new Response('<h1>Bad Gateway</h1>', { status: 502 }));

    const error = await failureOf(apiFetch('/api/partners/me'));

    expect(error.status).toBe(502);
    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it('falls back to a generic message when the JSON error has no message', async () => {
    stubFetch(() => jsonResponse({ statusCode: 500 }, 500));

    const error = await failureOf(apiFetch('/api/partners/me'));

    expect(error.message).toBe('Something went wrong. Please try again.');
  });

  it('reports an unreachable server with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failureOf(apiFetch('/api/partners/me'));

    expect(error.status).toBe(0);
    expect(error.message).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('lets a cancelled request reject with its abort, not as a connection problem', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));

    await expect(apiFetch('/api/partners/me', { signal: controller.signal })).rejects.toMatchObject(
      { name: 'AbortError' },
    );
  });
});

describe('isApiError', () => {
  it('tells API failures from other errors', () => {
    expect(isApiError(new ApiError(404, 'Not found'))).toBe(true);
    expect(isApiError(new Error('Not found'))).toBe(false);
    expect(isApiError('Not found')).toBe(false);
  });
});
