import { request as httpRequest } from 'node:http';
import { type DocumentType, resumableUploadsPath } from '@shata/domain';
import * as tus from 'tus-js-client';
import type { Browser } from './http-client';

/** The headers a signed-in browser sends with each tus request: its cookies, origin and address. */
export function browserHeaders(client: Browser, baseUrl: string, ip: string) {
  return {
    cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join('; '),
    origin: new URL(baseUrl).origin,
    'x-forwarded-for': ip,
  };
}

interface UploadOptions {
  baseUrl: string;
  partnerId: string;
  headers: Record<string, string>;
  type: DocumentType | string;
  fileName?: string;
  chunkSize?: number;
  /** Continue the upload at this URL (as the draft gives it) instead of starting one. */
  uploadUrl?: string;
  /** Called after each chunk the server took; returning true stops the upload there. */
  stopAfterChunk?: (bytesAccepted: number) => boolean;
  onProgress?: (bytesSent: number) => void;
}

export type TusOutcome =
  | { kind: 'finished'; url: string }
  | { kind: 'stopped'; url: string; bytesAccepted: number }
  | { kind: 'failed'; status: number; message: string; url: string | null };

/**
 * A real tus client (tus-js-client, as the browser uses it) sending `bytes`:
 * settles when the upload finishes, is stopped on purpose, or is refused.
 */
export function sendWithTus(bytes: Buffer, options: UploadOptions): Promise<TusOutcome> {
  return new Promise((resolve) => {
    const upload: tus.Upload = new tus.Upload(bytes, {
      endpoint: new URL(resumableUploadsPath(options.partnerId), options.baseUrl).href,
      uploadUrl: options.uploadUrl ? new URL(options.uploadUrl, options.baseUrl).href : undefined,
      headers: options.headers,
      metadata: { type: options.type, filename: options.fileName ?? 'document.pdf' },
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onProgress: (sent) => options.onProgress?.(sent),
      onChunkComplete: (_chunk, accepted) => {
        if (options.stopAfterChunk?.(accepted)) {
          void upload
            .abort()
            .then(() =>
              resolve({ kind: 'stopped', url: String(upload.url), bytesAccepted: accepted }),
            );
        }
      },
      onSuccess: () => resolve({ kind: 'finished', url: String(upload.url) }),
      onError: (error) => {
        const response = (error as tus.DetailedError).originalResponse;
        let message = error.message;
        try {
          message = JSON.parse(response?.getBody() ?? '').message;
        } catch {}
        resolve({ kind: 'failed', status: response?.getStatus() ?? 0, message, url: upload.url });
      },
    });
    upload.start();
  });
}

/**
 * Sends a PATCH of `body` at offset 0 in two halves, running `meanwhile`
 * after the first half has arrived and before the rest is sent, as another
 * tab or process acting while bytes arrive; answers the PATCH's status and body.
 */
export function patchAround(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  meanwhile: () => Promise<void>,
) {
  const half = Math.floor(body.length / 2);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const patch = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    patch.on('error', reject);
    patch.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    patch.write(body.subarray(0, half), () => {
      // Long enough for the server to be writing what arrived.
      setTimeout(() => {
        meanwhile().then(() => patch.end(body.subarray(half)), reject);
      }, 200);
    });
  });
}
