import { messages } from '@shata/domain';
import { describe, expect, it } from 'vitest';
import { type ResumableUploadOptions, startResumableUpload } from './resumable-upload';

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
});
