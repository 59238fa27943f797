import { type ErrorCode, retryAfterSeconds, shellMessages } from '@shata/domain';

/** A failed call to the portal's API; `message` is fit to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** What the portal refused, to branch on (`partner_not_found`, …); none from a proxy or when unreachable. */
    readonly code?: ErrorCode,
    /** The error body as the server sent it, for an answer that says more than its message (a submission's refused documents). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ApiFetchInit extends RequestInit {
  /** Sent as the JSON request body. */
  json?: unknown;
}

/**
 * Calls the portal's API and answers the parsed JSON body (`undefined` when
 * there is none). Any failure becomes an `ApiError` carrying the server's
 * message when it sent one.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    requestInit.body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...requestInit, headers });
  } catch (error) {
    // A cancelled request is not a connection problem: let the caller see the abort.
    if (requestInit.signal?.aborted) throw error;
    throw new ApiError(0, shellMessages.apiClient.unreachable);
  }

  if (!response.ok) {
    const { message, code, fromPortal, body } = await errorDetails(response);
    // A proxy's 429 carries no code of ours, and means the same wait.
    const named = code ?? (response.status === 429 ? 'rate_limited' : undefined);
    throw new ApiError(response.status, waitMessage(response, fromPortal) ?? message, named, body);
  }
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, shellMessages.apiClient.failed);
  }
}

/**
 * The server answers errors as `{ statusCode, error, code, message }`;
 * anything else gets the generic message and no code.
 */
async function errorDetails(
  response: Response,
): Promise<{ message: string; code?: ErrorCode; fromPortal: boolean; body?: unknown }> {
  try {
    const body: unknown = await response.json();
    const fromPortal = typeof body === 'object' && body !== null && 'statusCode' in body;
    return { ...errorDetailsOf(body), fromPortal, body };
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the generic message.
    return { message: shellMessages.apiClient.failed, fromPortal: false };
  }
}

/**
 * Every 429 says how long to wait. The portal's own words say so already;
 * any other's ('Too many requests. Please try again later.', a proxy's page)
 * are replaced by the wait its Retry-After names.
 */
function waitMessage(response: Response, fromPortal: boolean): string | null {
  if (response.status !== 429 || fromPortal) return null;
  const wait = retryAfterSeconds(response.headers.get('retry-after'));
  return wait === null ? null : shellMessages.tryAgainIn(wait);
}

/**
 * The portal's codes are lower snake case (`partner_not_found`); better-auth's
 * own (`USER_ALREADY_EXISTS`) and a proxy's are not, and are no code. Checked by
 * shape, not against the list of every code, which would weigh on every
 * visitor's first load.
 */
const portalCode = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

function codeOf(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && portalCode.test(value) ? (value as ErrorCode) : undefined;
}

/** The message and code of a parsed error body; the generic message when it has none. */
export function errorDetailsOf(body: unknown): { message: string; code?: ErrorCode } {
  if (typeof body === 'object' && body !== null) {
    const message = 'message' in body ? body.message : undefined;
    const code = 'code' in body ? codeOf(body.code) : undefined;
    if (typeof message === 'string' && message.trim()) return { message, code };
    return { message: shellMessages.apiClient.failed, code };
  }
  return { message: shellMessages.apiClient.failed };
}
