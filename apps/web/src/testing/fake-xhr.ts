import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = ((this: unknown, event: ProgressEvent) => void) | null;

function progressEvent(type: string, loaded = 0, total = 0): ProgressEvent {
  return new ProgressEvent(type, { lengthComputable: total > 0, loaded, total });
}

/**
 * A stand-in for XMLHttpRequest that records what was sent and waits for the
 * test to emit upload progress and answer. Only what the upload helper uses.
 */
export class FakeXhrRequest {
  method = '';
  url = '';
  readonly requestHeaders: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  readyState = 0;
  withCredentials = false;
  /** Whether the test (or an abort) has finished this request. */
  done = false;
  aborted = false;

  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  readonly upload: { onprogress: Handler } = { onprogress: null };

  constructor(private readonly registry: FakeXhrRequest[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
    this.registry.push(this);
  }

  abort() {
    if (this.done) return;
    this.done = true;
    this.aborted = true;
    this.readyState = 4;
    this.onabort?.call(this, progressEvent('abort'));
  }

  getResponseHeader(): string | null {
    return null;
  }

  /** The names of the multipart fields sent. */
  get fieldNames(): string[] {
    return this.body instanceof FormData ? [...this.body.keys()] : [];
  }

  /** The file sent under `name`, if any. */
  fileOf(name: string): File | null {
    if (!(this.body instanceof FormData)) return null;
    const value = this.body.get(name);
    return value instanceof File ? value : null;
  }

  /** Reports `loaded` of `total` bytes sent, inside act() so the screen updates. */
  emitProgress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.call(this, progressEvent('progress', loaded, total));
    });
  }

  /** Answers with `status` and `body` as JSON (a string is sent as is). */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.readyState = 4;
    this.done = true;
    await act(async () => {
      this.onload?.call(this, progressEvent('load'));
    });
  }

  /** The connection fails before an answer. */
  async failNetwork() {
    this.readyState = 4;
    this.done = true;
    await act(async () => {
      this.onerror?.call(this, progressEvent('error'));
    });
  }
}

/**
 * Replaces XMLHttpRequest for the test (vitest's unstubGlobals puts it back).
 * `requests` lists every request sent, in order.
 */
export function installFakeXhr() {
  const requests: FakeXhrRequest[] = [];
  const FakeXMLHttpRequest = function FakeXMLHttpRequest() {
    return new FakeXhrRequest(requests);
  } as unknown as typeof XMLHttpRequest;
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return {
    requests,
    /** The request sent `index`-th, or a failure naming what was sent. */
    request(index: number): FakeXhrRequest {
      const request = requests[index];
      if (!request) {
        throw new Error(`No upload #${index}; sent: ${requests.map((r) => r.url).join(', ')}`);
      }
      return request;
    },
  };
}
