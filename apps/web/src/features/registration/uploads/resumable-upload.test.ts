import { messages } from '@shata/domain';
import type { DetailedError, UploadOptions } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { type ResumableUploadOptions, startResumableUpload } from './resumable-upload';

// tus-js-client as far as the start goes: which uploads were made and started, with what options.
const tus = vi.hoisted(() => ({ started: [] as string[], options: [] as UploadOptions[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      readonly file: File,
      options: UploadOptions,
    ) {
      tus.options.push(options);
    }
    start() {
      tus.started.push(this.file.name);
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

const file = new File(['%PDF-1.4'], 'gst.pdf', { type: 'application/pdf' });
const callbacks = {
  fingerprint: '8:abc',
  onProgress() {},
  onWaitingForNetwork() {},
  onStaged() {},
  onFailed() {},
};

describe('startResumableUpload', () => {
  it('checks its arguments as the spec says, before anything is sent', async () => {
    await expect(
      startResumableUpload({ partnerId: '', type: 'panCard', file, ...callbacks }),
    ).rejects.toThrow(messages.api.uploadArgumentsRequired);
    await expect(
      startResumableUpload({
        partnerId: 'p-1',
        type: 'passport',
        file,
        ...callbacks,
      } as unknown as ResumableUploadOptions),
    ).rejects.toThrow(messages.api.invalidDocumentType('passport'));
  });

  it('starts sending at once, with no module to fetch first (a file chosen offline is not dropped)', () => {
    tus.started.length = 0;
    const upload = startResumableUpload({ partnerId: 'p-1', type: 'panCard', file, ...callbacks });

    expect(tus.started).toEqual(['gst.pdf']);
    return upload.then((started) => started.abort());
  });

  it('tries a refusal again by its code, whatever its status', async () => {
    tus.options.length = 0;
    const upload = await startResumableUpload({
      partnerId: 'p-1',
      type: 'panCard',
      file,
      ...callbacks,
    });
    const shouldRetry = tus.options[0]?.onShouldRetry;
    const answered = (status: number, body: unknown) =>
      ({
        originalResponse: { getStatus: () => status, getBody: () => JSON.stringify(body) },
      }) as unknown as DetailedError;
    const retried = (status: number, code: string) =>
      shouldRetry?.(answered(status, { code, message: 'x' }), 0, {} as UploadOptions);

    expect(retried(409, 'upload_offset_conflict')).toBe(true);
    expect(retried(423, 'upload_busy')).toBe(true);
    expect(retried(429, 'rate_limited')).toBe(true);
    expect(retried(409, 'nothing_staged')).toBe(false);
    expect(retried(413, 'file_too_large')).toBe(false);
    expect(retried(503, 'database_unavailable')).toBe(true);
    upload.abort();
  });
});
