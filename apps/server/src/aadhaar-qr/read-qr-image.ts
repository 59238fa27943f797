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
 * The most bytes a picture's decoded samples may take: a 16 MP colour photo's,
 * three bytes a pixel. The decoder holds every sample of every component
 * (two bytes for a 16-bit one, a palette expanded to RGBA) and, for a
 * progressive JPEG, a two-byte coefficient for each until the last scan; so
 * pixels alone do not bound it: a 129 KB PNG of 16 MP in 16-bit RGBA took
 * the thread some 280 MB, where the same in 8-bit grey takes 80.
 */
export const maxPictureSampleBytes = 3 * maxPicturePixels;

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
  if (
    !size ||
    size.width * size.height > maxPicturePixels ||
    size.sampleBytes > maxPictureSampleBytes
  ) {
    return [];
  }
  if (signal?.aborted) return 'timedOut';
  const worker = new Worker(new URL('./qr-image-worker.js', import.meta.url), {
    workerData: { image, options: readerOptions },
    // The worker is plain JavaScript: without the parent's flags it does not load tsx.
    execArgv: [],
  });
  let giveUp = () => {};
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string[] | 'timedOut'>((resolve, reject) => {
      giveUp = () => resolve('timedOut');
      timer = setTimeout(giveUp, timeoutMs);
      signal?.addEventListener('abort', giveUp, { once: true });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    // Whichever way it ended (an abort too), no timer is left to hold the process up.
    clearTimeout(timer);
    signal?.removeEventListener('abort', giveUp);
    // Ends the decoding, and frees zxing's heap with the thread.
    await worker.terminate();
  }
}

interface PictureSize {
  width: number;
  height: number;
  /** What its samples take decoded (`maxPictureSampleBytes`). */
  sampleBytes: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height, and what the samples take decoded, from a PNG's IHDR or a JPEG's frame header; null for anything else. */
export function pictureSize(image: Uint8Array): PictureSize | null {
  if (pngSignature.every((byte, index) => image[index] === byte)) return pngSize(image);
  if (image[0] === 0xff && image[1] === 0xd8) return jpegSize(image);
  return null;
}

/** Samples a pixel by PNG colour type: grey, RGB, palette (decoded to RGBA at most), grey and alpha, RGBA. */
const pngChannels: Record<number, number> = { 0: 1, 2: 3, 3: 4, 4: 2, 6: 4 };

function pngSize(image: Uint8Array): PictureSize | null {
  if (image.length < 26 || String.fromCharCode(...image.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const channels = pngChannels[image[25] ?? -1];
  if (channels === undefined) return null;
  // Fewer bits than 8 are decoded to 8.
  const sampleSize = image[24] === 16 ? 2 : 1;
  return nonEmpty({ width, height, sampleBytes: width * height * channels * sampleSize });
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
      return frameSize(image, offset, marker);
    } else {
      offset += 2 + view.getUint16(offset + 2);
    }
  }
  return null;
}

/**
 * A frame header's size, and its samples: each component's at its sampling
 * factors against the largest (a phone's colour at 4:2:0 is a quarter of the
 * pixels), with a two-byte coefficient beside each in a progressive frame.
 */
function frameSize(image: Uint8Array, offset: number, marker: number): PictureSize | null {
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  const componentsAt = offset + 10;
  const count = image[offset + 9] ?? 0;
  if (count === 0 || componentsAt + 3 * count > image.length) return null;
  const height = view.getUint16(offset + 5);
  const width = view.getUint16(offset + 7);
  const factors = Array.from({ length: count }, (_, index) => {
    const sampling = image[componentsAt + 3 * index + 1] ?? 0;
    return { horizontal: sampling >> 4, vertical: sampling & 0x0f };
  });
  const widest = Math.max(...factors.map((factor) => factor.horizontal));
  const tallest = Math.max(...factors.map((factor) => factor.vertical));
  if (factors.some((factor) => factor.horizontal === 0 || factor.vertical === 0)) return null;
  const samples = factors.reduce(
    (sum, factor) =>
      sum +
      Math.ceil((width * factor.horizontal) / widest) *
        Math.ceil((height * factor.vertical) / tallest),
    0,
  );
  // SOF2, SOF6, SOF10 and SOF14 are progressive.
  const progressive = (marker & 0x03) === 0x02;
  return nonEmpty({ width, height, sampleBytes: samples * (progressive ? 3 : 1) });
}

/** RSTn, SOI and TEM carry no length. */
const isStandaloneMarker = (marker: number) =>
  (marker >= 0xd0 && marker <= 0xd8) || marker === 0x01;

/** SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share their range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A height of 0 defers to a later DNL segment, which the decoder does not read either. */
const nonEmpty = (size: PictureSize) => (size.width > 0 && size.height > 0 ? size : null);
