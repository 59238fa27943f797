import { Worker } from 'node:worker_threads';
import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * The most pixels a picture may have to be read. Phones save 12 to 16 MP
 * photos (48 MP sensors bin to 12 MP), and the portal sends any photo over
 * 1.5 MB scaled to 2,400 px; a small file can claim a size whose pixels
 * would take gigabytes to decode, so a picture past this is refused from its
 * header, before any decoding. zxing's thread takes some 80 MB while it
 * reads 16 MP (140 MB at 40 MP, the limit until a crafted picture showed
 * the reader could be kept at it that long).
 */
export const maxPicturePixels = 16_000_000;

/**
 * tryHarder, tryRotate and tryDownscale are on by default: a Secure QR is
 * dense (without tryHarder, a code at 3 to 5 pixels a module can go unread),
 * and a photo holds it turned, small or large. Inverted codes are not looked
 * for: cards and the mAadhaar app print dark on light, and that pass costs
 * a quarter more time.
 */
const readerOptions: ReaderOptions = { formats: ['QRCode'], tryInvert: false, textMode: 'Plain' };

/**
 * The texts of the QR codes found in a JPEG or PNG picture; [] when none can
 * be read or the picture is too large; 'timedOut' when it takes longer than
 * `timeoutMs` (`AADHAAR_PICTURE_READ_SECONDS`) or `signal` aborts it first.
 * Decoded on a thread of its own (`qr-image-worker.js`), so the server
 * answers meanwhile; rejects when zxing itself fails there.
 */
export async function readQrCodes(
  image: Uint8Array,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<string[] | 'timedOut'> {
  const size = pictureSize(image);
  if (!size || size.width * size.height > maxPicturePixels) return [];
  if (signal?.aborted) return 'timedOut';
  const worker = new Worker(new URL('./qr-image-worker.js', import.meta.url), {
    workerData: { image, options: readerOptions },
    // The worker is plain JavaScript: without the parent's flags it does not load tsx.
    execArgv: [],
  });
  let giveUp = () => {};
  try {
    return await new Promise<string[] | 'timedOut'>((resolve, reject) => {
      giveUp = () => resolve('timedOut');
      const timer = setTimeout(giveUp, timeoutMs);
      signal?.addEventListener('abort', giveUp, { once: true });
      const settle = () => clearTimeout(timer);
      worker.once('message', (texts: string[]) => {
        settle();
        resolve(texts);
      });
      worker.once('error', (error) => {
        settle();
        reject(error);
      });
    });
  } finally {
    signal?.removeEventListener('abort', giveUp);
    // Ends the decoding, and frees zxing's heap with the thread.
    await worker.terminate();
  }
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
