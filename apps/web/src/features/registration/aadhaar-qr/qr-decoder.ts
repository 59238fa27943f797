/**
 * The QR decoder (ZXing's C++ reader as WASM), a chunk of its own that the
 * Aadhaar QR dialog imports when it opens. Its WASM is a build asset served
 * from our origin: the library would fetch it from a CDN, which the CSP refuses.
 */
import { prepareZXingModule, purgeZXingModule, readBarcodes } from 'zxing-wasm/reader';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

const overrides = {
  locateFile: (path: string, prefix: string) =>
    path.endsWith('.wasm') ? readerWasmUrl : prefix + path,
};

/** Camera frames are read at most this large: enough for the dense Secure QR, quick to decode. */
const maxFrameSidePx = 1280;
/** A photo is read at most this large, which keeps its pixels within a phone's canvas limits. */
const maxPictureSidePx = 3000;

/** Fetches and compiles the WASM; rejects when it cannot be loaded. */
export async function prepareQrDecoder(): Promise<void> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // The library keeps the failed start: forgotten, the next try fetches the WASM again.
    purgeZXingModule();
    throw error;
  }
}

async function decodeQr(pixels: ImageData): Promise<string | null> {
  const [code] = await readBarcodes(pixels, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
  return code?.text ?? null;
}

let canvas: HTMLCanvasElement | OffscreenCanvas | undefined;

/** The picture's pixels, scaled down to fit `maxSidePx`, drawn on one canvas reused for every frame. */
function pixelsOf(
  image: CanvasImageSource,
  width: number,
  height: number,
  maxSidePx: number,
): ImageData {
  const scale = Math.min(1, maxSidePx / Math.max(width, height));
  const scaledWidth = Math.round(width * scale);
  const scaledHeight = Math.round(height * scale);
  canvas ??=
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(scaledWidth, scaledHeight)
      : document.createElement('canvas');
  canvas.width = scaledWidth;
  canvas.height = scaledHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true }) as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  if (!context) throw new Error('This browser gives no 2D canvas to read the picture on.');
  context.drawImage(image, 0, 0, scaledWidth, scaledHeight);
  return context.getImageData(0, 0, scaledWidth, scaledHeight);
}

/** The text of the QR code in the video's current frame; null when there is none or no frame yet. */
export async function decodeQrInVideoFrame(video: HTMLVideoElement): Promise<string | null> {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  return decodeQr(pixelsOf(video, video.videoWidth, video.videoHeight, maxFrameSidePx));
}

/**
 * The text of the QR code in a photo or screenshot, null when none is found.
 * The browser decodes the picture (any format it shows, turned upright as
 * taken); rejects when it cannot.
 */
export async function decodeQrInPicture(picture: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(picture);
  try {
    return await decodeQr(pixelsOf(bitmap, bitmap.width, bitmap.height, maxPictureSidePx));
  } finally {
    bitmap.close();
  }
}
