import {
  type DocumentType,
  type ErrorCode,
  isDocumentType,
  messages,
  resumableUploadChunkBytes,
  resumableUploadRetryDelaysMs,
  resumableUploadsPath,
} from '@shata/domain';
// Loaded with the wizard, not when the first file is chosen: a file chosen offline
// would otherwise fail to load its uploader and be dropped (issue 26).
import { Upload } from 'tus-js-client';
import { errorDetailsOf } from '../../../lib/api-client';

const lastRetryDelayMs = resumableUploadRetryDelaysMs.at(-1) ?? 60_000;

/** Refusals that pass: an offset to ask again, the upload held by another request, a wait. */
const passingRefusals: ReadonlySet<ErrorCode | undefined> = new Set<ErrorCode>([
  'upload_offset_conflict',
  'upload_busy',
  'rate_limited',
]);

export interface ResumableUploadOptions {
  partnerId: string;
  type: DocumentType;
  file: File;
  /** The fingerprint of the file's bytes, kept with the upload on the server. */
  fingerprint: string;
  /** An upload the server holds part of: continue it there instead of starting anew. */
  resumeUrl?: string;
  /** Bytes the server has acknowledged or are on their way, of the file's size. */
  onProgress(sent: number, total: number): void;
  /** The connection dropped and the upload waits to retry (true), or is moving again (false). */
  onWaitingForNetwork(waiting: boolean): void;
  /** The server has the whole file, checked and staged. */
  onStaged(): void;
  /** The server refused the file, or the upload cannot go on: in words for the partner. */
  onFailed(message: string): void;
}

export interface ResumableUpload {
  /** Stops sending; what the server has is kept for a later resume. */
  abort(): void;
}

/**
 * Sends a document over tus (tus-js-client, part of the wizard's chunk): in
 * chunks the server keeps, retrying with the domain's delays after a dropped
 * connection and at once when the browser is back online.
 * The upload's URL is kept by the server with the draft, never in browser
 * storage, so a closed tab continues from the server's offset too.
 */
export async function startResumableUpload(
  options: ResumableUploadOptions,
): Promise<ResumableUpload> {
  // The upload helper's argument checks of spec section 5.
  if (!options.partnerId || !options.file || !options.type) {
    throw new Error(messages.api.uploadArgumentsRequired);
  }
  if (!isDocumentType(options.type)) {
    throw new Error(messages.api.invalidDocumentType(String(options.type)));
  }
  let stopped = false;
  let waiting = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const setWaiting = (value: boolean) => {
    if (waiting === value) return;
    waiting = value;
    options.onWaitingForNetwork(value);
  };
  const upload = new Upload(options.file, {
    endpoint: resumableUploadsPath(options.partnerId),
    uploadUrl: options.resumeUrl ?? null,
    chunkSize: resumableUploadChunkBytes,
    retryDelays: resumableUploadRetryDelaysMs,
    metadata: { type: options.type, filename: options.file.name, fingerprint: options.fingerprint },
    // The server keeps the URL with the draft; nothing goes into localStorage.
    storeFingerprintForResuming: false,
    onProgress: (sent, total) => {
      setWaiting(false);
      options.onProgress(sent, total);
    },
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      // The network, the server briefly away (a proxy's 5xx has no code), or a refusal that
      // passes: tried again. A refusal of the file or the caller is final.
      if (status === 0) setWaiting(true);
      const { code } = refusalOf(error.originalResponse?.getBody());
      return status === 0 || status >= 500 || passingRefusals.has(code);
    },
    onSuccess: () => {
      window.removeEventListener('online', resume);
      options.onStaged();
    },
    onError: (error) => {
      if (stopped) return;
      const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } })
        .originalResponse;
      const status = response?.getStatus() ?? 0;
      if (status === 0 || status >= 500) {
        // Out of retries: the browser's `online` event starts it again, or the last delay.
        setWaiting(true);
        retryTimer = setTimeout(resume, lastRetryDelayMs);
        return;
      }
      window.removeEventListener('online', resume);
      options.onFailed(refusalOf(response?.getBody()).message);
    },
  });
  const resume = () => {
    clearTimeout(retryTimer);
    if (stopped || !waiting) return;
    // tus-js-client may have a retry of its own pending: stopped first, one flow goes on, not two.
    void upload.abort().then(() => {
      if (!stopped) upload.start();
    });
  };
  window.addEventListener('online', resume);
  upload.start();
  return {
    abort() {
      stopped = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', resume);
      void upload.abort();
    },
  };
}

/** The portal's code and words in a refusal's body; the generic words when it has none. */
function refusalOf(body: string | undefined): { message: string; code?: ErrorCode } {
  try {
    return errorDetailsOf(JSON.parse(body ?? ''));
  } catch {
    return errorDetailsOf(undefined);
  }
}
