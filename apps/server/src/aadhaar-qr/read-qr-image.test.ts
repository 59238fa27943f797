import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSecureQr, type TrustedSigner, trustedSignerFromCertificate } from '@shata/domain';
import {
  card,
  digitsOf,
  payload,
  signingKey,
  throwawaySigner,
} from '@shata/test-support/aadhaar-qr';
import jpeg from 'jpeg-js';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  maxPicturePixels,
  maxPictureSampleBytes,
  pictureSize,
  readQrCodes as readWithin,
} from './read-qr-image';

let folder: string;
let signer: TrustedSigner;
/** As long as a real code's (about 3,000 digits), whose JPEG 2000 photo does not compress: stored, not deflated. */
let secureQr: string;
/** The code drawn as qrcode draws it: 4 pixels a module, a 4-module margin. */
let codePng: Uint8Array;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-qr-image-'));
  const throwaway = throwawaySigner(folder, 'demo-signer');
  signer = await trustedSignerFromCertificate(throwaway.certificate);
  const landmark = 'Opposite the old bus stand, behind the government school, '.repeat(7);
  secureQr = await digitsOf(payload('V2', { ...card, landmark }), await signingKey(throwaway.key), {
    level: 0,
  });
  codePng = await QRCode.toBuffer(secureQr, { errorCorrectionLevel: 'M' });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Within the default time limit, which a real picture keeps well within. */
const readQrCodes = (image: Uint8Array) => readWithin(image, { timeoutMs: 15_000 });

interface Placement {
  digits: string;
  /** Where the code's centre is. */
  x: number;
  y: number;
  /** The code's side in pixels, without its quiet zone. */
  side: number;
  /** Radians, clockwise. */
  turn: number;
}

/**
 * A photo-like JPEG: a shaded grey frame, and the code turned a little on a
 * white card, every module sampled where it lands.
 */
function photo(width: number, height: number, code?: Placement): Uint8Array {
  const modules = code && QRCode.create(code.digits, { errorCorrectionLevel: 'M' }).modules;
  const cos = Math.cos(code?.turn ?? 0);
  const sin = Math.sin(code?.turn ?? 0);
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let grey = 70 + (90 * x) / width + (40 * y) / height;
      if (code && modules) {
        const dx = x - code.x;
        const dy = y - code.y;
        const u = (cos * dx + sin * dy) / code.side + 0.5;
        const v = (cos * dy - sin * dx) / code.side + 0.5;
        if (u > -0.1 && u < 1.1 && v > -0.1 && v < 1.1) {
          const column = Math.floor(u * modules.size);
          const row = Math.floor(v * modules.size);
          const inside = column >= 0 && column < modules.size && row >= 0 && row < modules.size;
          grey = inside && modules.get(row, column) ? 35 : 225;
        }
      }
      const pixel = (y * width + x) * 4;
      data[pixel] = grey;
      data[pixel + 1] = grey;
      data[pixel + 2] = grey;
    }
  }
  return new Uint8Array(jpeg.encode({ width, height, data }, 80).data);
}

/** A PNG of the code whose header claims another size: nothing after the header is changed. */
function claimingSize(png: Uint8Array, width: number, height: number) {
  const changed = Buffer.from(png);
  changed.writeUInt32BE(width, 16);
  changed.writeUInt32BE(height, 20);
  return changed;
}

/** The same PNG claiming another bit depth and colour type in its IHDR. */
function claimingFormat(png: Uint8Array, bitDepth: number, colourType: number) {
  const changed = Buffer.from(png);
  changed[24] = bitDepth;
  changed[25] = colourType;
  return changed;
}

/** readQrCodes with node:worker_threads' Worker replaced, to see whether a decoder is started. */
async function withoutDecoder(check: (read: typeof readWithin) => Promise<void>) {
  vi.resetModules();
  const Worker = vi.fn();
  vi.doMock('node:worker_threads', async (actual) => ({
    ...(await actual<typeof import('node:worker_threads')>()),
    Worker,
  }));
  try {
    await check((await import('./read-qr-image')).readQrCodes);
    return Worker;
  } finally {
    vi.doUnmock('node:worker_threads');
  }
}

describe('readQrCodes', () => {
  it('reads a Secure QR from a PNG as its digits, which checkSecureQr verifies', async () => {
    const texts = await readQrCodes(codePng);

    expect(texts).toEqual([secureQr]);
    expect(await checkSecureQr(texts[0] ?? '', [signer])).toMatchObject({
      result: 'verified',
      fields: { name: 'Asha Rao' },
    });
  });

  it('finds the code turned in a corner of a 2400 × 1600 JPEG photo', async () => {
    const picture = photo(2400, 1600, { digits: secureQr, x: 700, y: 600, side: 560, turn: 0.1 });

    expect(await readQrCodes(picture)).toEqual([secureQr]);
  });

  it('finds it in a 4000 × 3000 original, and reads on after a picture that large', async () => {
    const picture = photo(4000, 3000, {
      digits: secureQr,
      x: 2600,
      y: 1400,
      side: 900,
      turn: -0.2,
    });

    expect(await readQrCodes(picture)).toEqual([secureQr]);
    expect(await readQrCodes(codePng)).toEqual([secureQr]);
  });

  it('answers [] for a photo without a code', async () => {
    expect(await readQrCodes(photo(1200, 800))).toEqual([]);
  });

  it('answers [] for bytes that are no picture, and for a PNG cut short', async () => {
    expect(await readQrCodes(new TextEncoder().encode('%PDF-1.7 not a picture'))).toEqual([]);
    expect(await readQrCodes(new Uint8Array())).toEqual([]);
    expect(await readQrCodes(codePng.subarray(0, codePng.length / 2))).toEqual([]);
    expect(await readQrCodes(codePng.subarray(0, 20))).toEqual([]);
  });

  it('refuses a picture past the pixel limit from its header, without starting a decoder', async () => {
    const side = Math.ceil(Math.sqrt(maxPicturePixels)) + 1;
    const Worker = await withoutDecoder(async (read) => {
      expect(await read(claimingSize(codePng, 100_000, 100_000), { timeoutMs: 15_000 })).toEqual(
        [],
      );
      expect(await read(claimingSize(codePng, side, side), { timeoutMs: 15_000 })).toEqual([]);
    });
    expect(Worker).not.toHaveBeenCalled();
  });

  it('refuses from its header a picture within the pixel limit whose samples would take more memory than a 16 MP colour photo’s', async () => {
    const side = Math.floor(Math.sqrt(maxPicturePixels));
    // 16-bit RGBA, 129 KB as a flat PNG: its thread took 280 MB where a greyscale one takes 80.
    const deepPng = claimingFormat(claimingSize(codePng, side, side), 16, 6);
    const Worker = await withoutDecoder(async (read) => {
      expect(await read(deepPng, { timeoutMs: 15_000 })).toEqual([]);
      // A progressive JPEG keeps every coefficient of every component until its last scan.
      expect(await read(jpegHeader(4000, 3000), { timeoutMs: 15_000 })).toEqual([]);
      // CMYK: four full components.
      expect(await read(jpegHeader(4000, 4000, 0xc0, 4), { timeoutMs: 15_000 })).toEqual([]);
    });
    expect(Worker).not.toHaveBeenCalled();
  });
});

/**
 * SOI, an APP1 segment holding a thumbnail's frame header, then the picture's
 * own (progressive, SOF2, unless `marker` says otherwise) with `components`
 * sampled at full resolution, or YCbCr at 4:2:0 when `subsampled`.
 */
function jpegHeader(
  width: number,
  height: number,
  marker = 0xc2,
  components = 3,
  subsampled = false,
) {
  const thumbnailFrame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x00, 0xa0];
  const app1 = [0xff, 0xe1, 0x00, 2 + thumbnailFrame.length + 4, ...thumbnailFrame, 1, 2, 3, 4];
  const sampling = (index: number) => (subsampled && index === 0 ? 0x22 : 0x11);
  const frame = [
    0xff,
    marker,
    0x00,
    8 + 3 * components,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    components,
    ...Array.from({ length: components }, (_, index) => [index + 1, sampling(index), 0]).flat(),
  ];
  return Uint8Array.from([0xff, 0xd8, ...app1, 0xff, 0xff, ...frame]);
}

describe('pictureSize', () => {
  it('reads a PNG’s size from its IHDR, and what its samples take decoded', () => {
    const { modules } = QRCode.create(secureQr, { errorCorrectionLevel: 'M' });
    const side = (modules.size + 2 * 4) * 4;
    const pixels = side * side;

    // qrcode draws 8-bit RGBA.
    expect(pictureSize(codePng)).toEqual({ width: side, height: side, sampleBytes: 4 * pixels });
    expect(pictureSize(claimingSize(codePng, 100_000, 100_000))).toEqual({
      width: 100_000,
      height: 100_000,
      sampleBytes: 4 * 100_000 * 100_000,
    });
    const sampleBytes = (bitDepth: number, colourType: number) =>
      pictureSize(claimingFormat(codePng, bitDepth, colourType))?.sampleBytes;
    expect(sampleBytes(16, 6)).toBe(8 * pixels);
    expect(sampleBytes(16, 2)).toBe(6 * pixels);
    expect(sampleBytes(8, 4)).toBe(2 * pixels);
    // Fewer bits than 8 are decoded to 8, and a palette to RGBA.
    expect(sampleBytes(1, 0)).toBe(pixels);
    expect(sampleBytes(4, 3)).toBe(4 * pixels);
  });

  it('reads a JPEG’s size from its frame header, past other segments and fill bytes, and what its samples take decoded', () => {
    // Progressive: a sample and its coefficient (two bytes) for each component.
    expect(pictureSize(jpegHeader(4000, 3000))).toEqual({
      width: 4000,
      height: 3000,
      sampleBytes: 3 * 3 * 12_000_000,
    });
    // A phone's photo: baseline, its colour at a quarter of the pixels.
    expect(pictureSize(jpegHeader(4000, 3000, 0xc0, 3, true))?.sampleBytes).toBe(18_000_000);
    expect(pictureSize(jpegHeader(4000, 3000, 0xc0, 3, true))?.sampleBytes).toBeLessThan(
      maxPictureSampleBytes,
    );
    // jpeg-js keeps colour at every pixel.
    expect(pictureSize(photo(64, 48))).toEqual({ width: 64, height: 48, sampleBytes: 3 * 64 * 48 });
  });

  it('knows no size for other bytes, an empty picture or a header cut short', () => {
    expect(pictureSize(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(pictureSize(claimingSize(codePng, 0, 10))).toBeNull();
    expect(pictureSize(claimingFormat(codePng, 8, 5))).toBeNull();
    expect(pictureSize(codePng.subarray(0, 25))).toBeNull();
    expect(pictureSize(jpegHeader(0, 3000))).toBeNull();
    expect(pictureSize(jpegHeader(4000, 3000).subarray(0, 20))).toBeNull();
    // The frame header names three components and ends before the last.
    expect(pictureSize(jpegHeader(4000, 3000).subarray(0, -1))).toBeNull();
  });
});
