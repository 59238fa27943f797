// zxing's module type extends Emscripten's global one, which the server's tsconfig does not load.
/// <reference types="emscripten" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReaderOptions, ZXingModuleOverrides } from 'zxing-wasm/reader';

/**
 * The most pixels a picture may have to be read. Phones save 12 to 16 MP
 * photos (48 MP sensors bin to 12 MP); a small file can claim a size whose
 * pixels would take gigabytes to decode, so a picture past this is refused
 * from its header, before any decoding. At 40 MP zxing takes about 3 s and
 * grows its heap by some 200 MB.
 */
export const maxPicturePixels = 40_000_000;

/**
 * The WebAssembly heap kept between pictures: a 2400 px photo leaves it near
 * 27 MB. The heap never shrinks, so after a bigger picture the instance is
 * dropped and the next picture gets a fresh one (some 30 ms).
 */
const retainedHeapBytes = 48 * 1024 * 1024;

/**
 * tryHarder, tryRotate and tryDownscale are on by default: a Secure QR is
 * dense (without tryHarder, a code at 3 to 5 pixels a module can go unread),
 * and a photo holds it turned, small or large. Inverted codes are not looked
 * for: cards and the mAadhaar app print dark on light, and that pass costs
 * a quarter more time.
 */
const readerOptions: ReaderOptions = { formats: ['QRCode'], tryInvert: false, textMode: 'Plain' };

interface Reader {
  zxing: typeof import('zxing-wasm/reader');
  /** zxing's default is to fetch its WebAssembly from a CDN; the server reads it from node_modules. */
  overrides: ZXingModuleOverrides;
}

let reader: Promise<Reader> | undefined;

/** Loaded on first use, so that start-up does not pay for it. */
async function loadReader(): Promise<Reader> {
  const zxing = await import('zxing-wasm/reader');
  const wasmFile = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasm = await readFile(wasmFile);
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  return { zxing, overrides: { wasmBinary } };
}

/**
 * The texts of the QR codes found in a JPEG or PNG picture; [] when none can
 * be read. Never throws for a bad picture; throws only when zxing itself
 * cannot be loaded.
 */
export async function readQrCodes(image: Uint8Array): Promise<string[]> {
  const size = pictureSize(image);
  if (!size || size.width * size.height > maxPicturePixels) return [];
  reader ??= loadReader().catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  const { zxing, overrides } = await reader;
  const instance = await zxing.prepareZXingModule({ overrides, fireImmediately: true });
  let texts: string[] = [];
  let broken = false;
  try {
    const results = await zxing.readBarcodes(image, readerOptions);
    texts = results.filter((result) => result.isValid).map((result) => result.text);
  } catch {
    // zxing answers an unreadable picture with an invalid result; a throw is an
    // allocation that failed or an abort, after which the instance is not to be trusted.
    broken = true;
  }
  if (broken || instance.HEAPU8.byteLength > retainedHeapBytes) {
    // Drops the instance but keeps the overrides, so the next one is made from node_modules too.
    zxing.prepareZXingModule({ overrides, equalityFn: () => false });
  }
  return texts;
}

interface PictureSize {
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR or a JPEG's frame header; null for anything else. */
export function pictureSize(image: Uint8Array): PictureSize | null {
  if (pngSignature.every((byte, index) => image[index] === byte)) return pngSize(image);
  if (image[0] === 0xff && image[1] === 0xd8) return jpegSize(image);
  return null;
}

function pngSize(image: Uint8Array): PictureSize | null {
  if (image.length < 24 || String.fromCharCode(...image.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  return nonEmpty({ width: view.getUint32(16), height: view.getUint32(20) });
}

/**
 * Walks the JPEG's segments to its first frame header, stepping over the
 * others (EXIF and its thumbnail among them) by their lengths and over
 * stray bytes between them, as decoders do.
 */
function jpegSize(image: Uint8Array): PictureSize | null {
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  let offset = 2;
  while (offset + 4 <= image.length) {
    const marker = image[offset + 1] ?? 0;
    if (image[offset] !== 0xff || marker === 0xff) {
      offset += 1;
    } else if (marker === 0xda || marker === 0xd9) {
      // Image data or its end before any frame header: not a picture to read.
      return null;
    } else if (isStandaloneMarker(marker)) {
      offset += 2;
    } else if (isStartOfFrame(marker)) {
      if (offset + 9 > image.length) return null;
      return nonEmpty({ height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) });
    } else {
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return null;
}

/** RSTn, SOI and TEM carry no length. */
const isStandaloneMarker = (marker: number) =>
  (marker >= 0xd0 && marker <= 0xd8) || marker === 0x01;

/** SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share their range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A height of 0 defers to a later DNL segment, which the decoder does not read either. */
const nonEmpty = (size: PictureSize) => (size.width > 0 && size.height > 0 ? size : null);
