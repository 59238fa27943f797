import { type DocumentType, isDocumentType, messages, type Partner } from '@shata/domain';
import { ApiError, errorDetailsOf } from './api-client';

/** How much of an upload's request body has been sent. */
interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Uploads one KYC document (POST /api/partners/:id/upload, multipart with one
 * file field named by the document type) and answers the updated partner.
 *
 * XMLHttpRequest rather than fetch: only it reports the bytes sent, so the
 * form can show real progress. Failures are `ApiError`s carrying the server's
 * message (413 'File size should be under 50MB', 415, …), status 0 when the
 * server could not be reached. An abort through `signal` rejects with an
 * `AbortError`, as fetch does.
 */
export function uploadDocument(
  partnerId: string,
  type: DocumentType,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<Partner> {
  // The helper's argument checks of spec section 5.
  if (!partnerId || !file || !type) {
    return Promise.reject(new Error(messages.api.uploadArgumentsRequired));
  }
  if (!isDocumentType(type)) {
    return Promise.reject(new Error(messages.api.invalidDocumentType(String(type))));
  }

  return new Promise<Partner>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', `/api/partners/${encodeURIComponent(partnerId)}/upload`);
    // Same origin, so the session cookie goes along as with fetch's 'same-origin'.
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (body.ok && isPartner(body.value)) resolve(body.value);
        else reject(new ApiError(xhr.status, messages.api.failed));
        return;
      }
      const { message, code } = body.ok
        ? errorDetailsOf(body.value)
        : { message: messages.api.failed, code: undefined };
      reject(new ApiError(xhr.status, message, code));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, messages.api.unreachable));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    const form = new FormData();
    // The file's own name goes along (FormData takes it from the File).
    form.append(type, file);
    xhr.send(form);
  });
}

function abortError(): DOMException {
  return new DOMException(messages.api.uploadCancelled, 'AbortError');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isPartner(value: unknown): value is Partner {
  return typeof value === 'object' && value !== null && '_id' in value;
}
