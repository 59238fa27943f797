/** Decoded pixels, laid out as `ImageData` holds them. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

export interface JpegOptions {
  /** The longest the longer side may be, in pixels; a smaller image is not enlarged. */
  maxLongSidePx: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function contextOf<Context extends Context2d>(context: Context | null): Context {
  if (!context) throw new Error('This browser gives no 2D canvas to draw the photo on.');
  return context;
}

/** Draws with `draw` on a canvas of `width` × `height` and encodes it as JPEG: off screen where the browser can. */
function drawAsJpeg(
  width: number,
  height: number,
  quality: number,
  draw: (context: Context2d) => void,
): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    draw(contextOf(canvas.getContext('2d')));
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(contextOf(canvas.getContext('2d')));
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG.'))),
      'image/jpeg',
      quality,
    );
  });
}

/**
 * `image` (a JPEG or PNG file, or decoded pixels) as a JPEG, scaled down so
 * its long side is at most `maxLongSidePx`. Exif orientation is applied, and
 * transparency becomes white: JPEG has no alpha, and a document on a
 * transparent background would turn black. A canvas writes no metadata, so
 * location and every other Exif tag are gone. Rejects when the browser cannot
 * decode the image or has no canvas.
 */
export async function encodeJpeg(
  image: Blob | RgbaImage,
  { maxLongSidePx, quality }: JpegOptions,
): Promise<Blob> {
  const source =
    image instanceof Blob ? image : new ImageData(image.data, image.width, image.height);
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxLongSidePx / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    return await drawAsJpeg(width, height, quality, (context) => {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
    });
  } finally {
    bitmap.close();
  }
}
