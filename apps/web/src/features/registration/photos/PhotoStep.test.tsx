import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../testing/fake-uploads';
import {
  currentFileInput,
  fakeFile,
  renderRegistration,
  stepItem,
  waitForPartner,
} from '../test-kit';

vi.mock(
  '../uploads/resumable-upload',
  async () => (await import('../../../testing/fake-uploads')) as object,
);
// jsdom draws no pictures: the encoder answers as a browser's canvas would, 820 KB of JPEG.
const encodeJpeg = vi.hoisted(() =>
  vi.fn(async () => {
    const jpeg = new Uint8Array(820 * 1024);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    return new Blob([jpeg], { type: 'image/jpeg' });
  }),
);
vi.mock('./encode-jpeg', () => ({ encodeJpeg }));

beforeEach(() => {
  fakeUploads.reset();
  encodeJpeg.mockClear();
});

describe('a photo chosen at a step', () => {
  it('is made smaller before it uploads, and the step shows both sizes', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const photo = fakeFile('aadhaar.jpg', Math.round(4.8 * 1024 * 1024), 'image/jpeg');

    await user.upload(currentFileInput('aadharCard'), photo);

    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.jpg (4.8 MB → 820 KB)');
    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    const sent = fakeUploads.latest('aadharCard').options.file;
    expect(sent.size).toBe(820 * 1024);
    expect(sent.type).toBe('image/jpeg');
    expect(encodeJpeg).toHaveBeenCalledWith(photo, { maxLongSidePx: 2400, quality: 0.85 });
  });

  it('leaves a PDF and a small photo as they are', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const pdf = fakeFile('aadhaar.pdf', 4 * 1024 * 1024);
    const small = fakeFile('pan.jpg', 900 * 1024, 'image/jpeg');

    await user.upload(currentFileInput('aadharCard'), pdf);
    await user.upload(currentFileInput('panCard'), small);

    await waitFor(() => expect(fakeUploads.started).toHaveLength(2));
    expect(fakeUploads.latest('aadharCard').options.file).toBe(pdf);
    expect(fakeUploads.latest('panCard').options.file).toBe(small);
    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.pdf (4 MB)');
    expect(screen.queryByText(/→/)).toBeNull();
    expect(encodeJpeg).not.toHaveBeenCalled();
  });
});
