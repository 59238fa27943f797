import { messages } from '@shata/domain';
import { describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../testing/fake-xhr';
import { ApiError } from './api-client';
import { uploadDocument } from './upload';

/** What a call rejects with; caught at once, so the rejection is never unhandled. */
function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('Expected the upload to fail');
    },
    (error: unknown) => error,
  );
}

const file = () => new File(['%PDF-1.4'], 'gst.pdf', { type: 'application/pdf' });

describe('uploadDocument', () => {
  it('posts one file field named by the document type and answers the updated partner', async () => {
    const xhr = installFakeXhr();
    const document = file();

    const upload = uploadDocument('p 1', 'gstCertificate', document);
    const request = xhr.request(0);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/partners/p%201/upload');
    expect(request.requestHeaders.accept).toBe('application/json');
    expect(request.fieldNames).toEqual(['gstCertificate']);
    expect(request.fileOf('gstCertificate')).toBe(document);
    await request.respond(200, {
      _id: 'p 1',
      gstCertificateUrl: '/api/partners/p%201/documents/gstCertificate',
    });

    await expect(upload).resolves.toEqual({
      _id: 'p 1',
      gstCertificateUrl: '/api/partners/p%201/documents/gstCertificate',
    });
  });

  it('reports the bytes sent', async () => {
    const xhr = installFakeXhr();
    const onProgress = vi.fn();

    const upload = uploadDocument('p-1', 'aadharCard', file(), onProgress);
    xhr.request(0).emitProgress(25, 100);
    xhr.request(0).emitProgress(100, 100);
    await xhr.request(0).respond(200, { _id: 'p-1' });
    await upload;

    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 25, total: 100 }],
      [{ loaded: 100, total: 100 }],
    ]);
  });

  it.each([
    [413, 'File size should be under 50MB'],
    [415, messages.documents.fileTypeNotAllowed],
    [400, messages.api.invalidDocumentType('cv')],
  ])("fails with the server's message (%i)", async (status, message) => {
    const xhr = installFakeXhr();

    const failure = failureOf(uploadDocument('p-1', 'panCard', file()));
    await xhr.request(0).respond(status, { statusCode: status, message });

    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('fails with a generic message when the answer is not JSON', async () => {
    const xhr = installFakeXhr();

    const failure = failureOf(uploadDocument('p-1', 'panCard', file()));
    await xhr.request(0).respond(502, '<h1>Bad Gateway</h1>');

    expect(await failure).toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('fails with status 0 when the server cannot be reached', async () => {
    const xhr = installFakeXhr();

    const failure = failureOf(uploadDocument('p-1', 'panCard', file()));
    await xhr.request(0).failNetwork();

    expect(await failure).toMatchObject({
      status: 0,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('is cancelled through its signal', async () => {
    const xhr = installFakeXhr();
    const controller = new AbortController();

    const failure = failureOf(
      uploadDocument('p-1', 'panCard', file(), undefined, controller.signal),
    );
    controller.abort();

    expect(await failure).toMatchObject({ name: 'AbortError' });
    expect(xhr.request(0).aborted).toBe(true);
  });

  it('checks its arguments as the spec says', async () => {
    installFakeXhr();

    await expect(uploadDocument('', 'panCard', file())).rejects.toThrow(
      messages.api.uploadArgumentsRequired,
    );
    await expect(uploadDocument('p-1', 'passport' as never, file())).rejects.toThrow(
      messages.api.invalidDocumentType('passport'),
    );
  });
});
