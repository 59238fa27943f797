import { isHeicSignature, stripJpegLocation } from '@shata/domain';
import { describe, expect, it, vi } from 'vitest';
import type { RgbaImage } from './encode-jpeg';
import { type PhotoDeps, preparePhoto } from './prepare-photo';
import { fixtures } from './test-fixtures';

const MB = 1024 * 1024;
const jpegStart = [0xff, 0xd8, 0xff, 0xe0];
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pdfStart = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** A file of `size` bytes opening with `start`, zeros after. */
function fileOf(name: string, start: number[], size: number, type = ''): File {
  const bytes = new Uint8Array(size);
  bytes.set(start);
  return new File([bytes], name, { type });
}

/** A PNG: its signature, a chunk of each given type and 4 data bytes (CRCs are not checked), then IEND. */
function pngWith(types: string[]): File {
  const chunk = (type: string, data: number[]) => [
    0,
    0,
    0,
    data.length,
    ...Array.from(type, (character) => character.charCodeAt(0)),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const bytes = [
    ...pngSignature,
    ...types.flatMap((type) => chunk(type, [1, 2, 3, 4])),
    ...chunk('IEND', []),
  ];
  return new File([new Uint8Array(bytes)], 'scan.png', { type: 'image/png' });
}

const hasExifGps = async (file: Blob) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return stripJpegLocation(bytes) !== bytes;
};

const decodedHeic: RgbaImage = { width: 4032, height: 3024, data: new Uint8ClampedArray(16) };

/** Browser steps that succeed: the encoder answers a JPEG of `encodedSize` bytes. */
function fakeDeps({ encodedSize = 300 * 1024 } = {}) {
  const decodeHeic = vi.fn(async (_heic: Blob) => decodedHeic);
  const deps = {
    encodeJpeg: vi.fn(
      async (_image: Blob | RgbaImage) =>
        new Blob([new Uint8Array(encodedSize).fill(0xff, 0, 3)], { type: 'image/jpeg' }),
    ),
    decodeHeic,
  } satisfies PhotoDeps;
  return { deps, decodeHeic };
}

describe('preparePhoto', () => {
  it('sends a PDF, or a file that is no photo, as chosen, however large', async () => {
    const { deps } = fakeDeps();
    for (const file of [
      fileOf('certificate.pdf', pdfStart, 20 * MB, 'application/pdf'),
      fileOf('notes.txt', [0x68, 0x69], 2 * MB),
    ]) {
      const prepared = await preparePhoto(file, deps);
      expect(prepared.file).toBe(file);
      expect(prepared).toMatchObject({ originalSize: file.size, change: 'none' });
    }
    expect(deps.encodeJpeg).not.toHaveBeenCalled();
  });

  it('sends a JPEG or PNG up to 1.5 MB without location as chosen, not re-encoded', async () => {
    const { deps } = fakeDeps();
    for (const file of [
      fileOf('aadhaar.jpg', jpegStart, 1.5 * MB, 'image/jpeg'),
      pngWith(['IHDR', 'IDAT']),
    ]) {
      const prepared = await preparePhoto(file, deps);
      expect(prepared.file).toBe(file);
      expect(prepared.change).toBe('none');
    }
    expect(deps.encodeJpeg).not.toHaveBeenCalled();
  });

  it('takes the location out of a small JPEG, keeping its picture, name and size', async () => {
    const { deps } = fakeDeps();
    const photo = new File([fixtures.gpsRotatedJpeg], 'pan.jpg', { type: 'image/jpeg' });
    expect(await hasExifGps(photo)).toBe(true);

    const prepared = await preparePhoto(photo, deps);

    expect(prepared.change).toBe('locationRemoved');
    expect(prepared.originalSize).toBe(photo.size);
    expect(prepared.file).toMatchObject({ name: 'pan.jpg', type: 'image/jpeg', size: photo.size });
    expect(await hasExifGps(prepared.file)).toBe(false);
    expect(deps.encodeJpeg).not.toHaveBeenCalled();
  });

  it('takes the eXIf chunk, which can hold location, out of a small PNG', async () => {
    const { deps } = fakeDeps();
    const withExif = pngWith(['IHDR', 'eXIf', 'IDAT']);

    const prepared = await preparePhoto(withExif, deps);

    expect(prepared.change).toBe('locationRemoved');
    expect(new Uint8Array(await prepared.file.arrayBuffer())).toEqual(
      new Uint8Array(await pngWith(['IHDR', 'IDAT']).arrayBuffer()),
    );
  });

  it('re-encodes a photo over 1.5 MB as a JPEG of 2400 px at most on its long side, quality 0.85', async () => {
    const { deps } = fakeDeps({ encodedSize: 820 * 1024 });
    const scan = fileOf('GST scan.png', pngSignature, 5 * MB, 'image/png');

    const prepared = await preparePhoto(scan, deps);

    expect(deps.encodeJpeg).toHaveBeenCalledExactlyOnceWith(scan, {
      maxLongSidePx: 2400,
      quality: 0.85,
    });
    expect(prepared.change).toBe('compressed');
    expect(prepared.originalSize).toBe(5 * MB);
    expect(prepared.file).toMatchObject({
      name: 'GST scan.jpg',
      type: 'image/jpeg',
      size: 820 * 1024,
    });
  });

  it('keeps a large photo as chosen, location removed, when the JPEG would be no smaller', async () => {
    const photo = new File([fixtures.gpsRotatedJpeg, new Uint8Array(2 * MB)], 'IMG_1234.jpeg', {
      type: 'image/jpeg',
    });
    const { deps } = fakeDeps({ encodedSize: photo.size });

    const prepared = await preparePhoto(photo, deps);

    expect(deps.encodeJpeg).toHaveBeenCalledOnce();
    expect(prepared.change).toBe('locationRemoved');
    expect(prepared.file).toMatchObject({ name: 'IMG_1234.jpeg', size: photo.size });
    expect(await hasExifGps(prepared.file)).toBe(false);
  });

  it('keeps a large photo as chosen when the browser cannot decode it', async () => {
    const { deps } = fakeDeps();
    deps.encodeJpeg.mockRejectedValue(new Error('The source image could not be decoded.'));
    const photo = fileOf('damaged.jpg', jpegStart, 3 * MB, 'image/jpeg');

    const prepared = await preparePhoto(photo, deps);

    expect(prepared.file).toBe(photo);
    expect(prepared.change).toBe('none');
  });

  it('converts a HEIC photo to a JPEG named after it, encoding its decoded pixels once', async () => {
    const { deps, decodeHeic } = fakeDeps({ encodedSize: 2 * MB });
    const heic = new File([fixtures.quadrantsHeic], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(isHeicSignature(fixtures.quadrantsHeic)).toBe(true);

    const prepared = await preparePhoto(heic, deps);

    expect(decodeHeic).toHaveBeenCalledExactlyOnceWith(heic);
    expect(deps.encodeJpeg).toHaveBeenCalledExactlyOnceWith(decodedHeic, {
      maxLongSidePx: 2400,
      quality: 0.85,
    });
    expect(prepared).toMatchObject({ originalSize: heic.size, change: 'converted' });
    expect(prepared.file).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 2 * MB });
  });

  it('decodes no JPEG, PNG or PDF as HEIC', async () => {
    const { deps, decodeHeic } = fakeDeps();
    await preparePhoto(fileOf('a.jpg', jpegStart, 3 * MB), deps);
    await preparePhoto(pngWith(['IHDR', 'IDAT']), deps);
    await preparePhoto(fileOf('b.pdf', pdfStart, 3 * MB), deps);
    expect(decodeHeic).not.toHaveBeenCalled();
  });

  it('keeps a HEIC photo as chosen when its decoder cannot decode it', async () => {
    const heic = new File([fixtures.quadrantsHeic], 'IMG_0002.heic');
    const { deps, decodeHeic } = fakeDeps();
    decodeHeic.mockRejectedValue(new Error('libheif could not decode the HEIF image.'));

    const prepared = await preparePhoto(heic, deps);
    expect(prepared.file).toBe(heic);
    expect(prepared).toMatchObject({ originalSize: heic.size, change: 'none' });
  });
});
