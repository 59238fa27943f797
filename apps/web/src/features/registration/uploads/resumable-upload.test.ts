import { messages } from '@shata/domain';
import { describe, expect, it, vi } from 'vitest';
import { type ResumableUploadOptions, startResumableUpload } from './resumable-upload';

// tus-js-client as far as the start goes: which uploads were made and started.
const tus = vi.hoisted(() => ({ started: [] as string[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(readonly file: File) {}
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
});
