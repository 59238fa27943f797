import { describe, expect, it, vi } from 'vitest';
import { encodeJpeg, type RgbaImage } from './encode-jpeg';

const limits = { maxLongSidePx: 2400, quality: 0.85 };

/** A 2D context that writes down what is drawn, and how. */
function recordingContext(bitmap: unknown) {
  const drawn: string[] = [];
  const context = {
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect: (x: number, y: number, width: number, height: number) => {
      drawn.push(`fill ${context.fillStyle} ${x},${y} ${width}×${height}`);
    },
    drawImage: (image: unknown, x: number, y: number, width: number, height: number) => {
      drawn.push(`draw ${image === bitmap ? 'bitmap' : '?'} ${x},${y} ${width}×${height}`);
      drawn.push(`smoothing ${context.imageSmoothingQuality}`);
    },
  };
  return { context, drawn };
}

/** createImageBitmap answering a bitmap of the given size; OffscreenCanvas recording its drawing. */
function fakeBrowser(width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  const decode = vi.fn(async (_source: unknown, _options: unknown) => bitmap);
  const { context, drawn } = recordingContext(bitmap);
  const canvases: { width: number; height: number }[] = [];
  const encoded = new Blob(['jpeg'], { type: 'image/jpeg' });
  const convertToBlob = vi.fn(async (_options: unknown) => encoded);
  vi.stubGlobal('createImageBitmap', decode);
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(canvasWidth: number, canvasHeight: number) {
        canvases.push({ width: canvasWidth, height: canvasHeight });
      }
      getContext = (type: string) => (type === '2d' ? context : null);
      convertToBlob = convertToBlob;
    },
  );
  return { bitmap, decode, drawn, canvases, encoded, convertToBlob };
}

describe('encodeJpeg', () => {
  it('decodes with Exif orientation, draws the long side at 2400 px on white, and encodes a JPEG at the quality', async () => {
    const browser = fakeBrowser(4000, 3000);
    const photo = new Blob(['photo'], { type: 'image/png' });

    const jpeg = await encodeJpeg(photo, limits);

    expect(browser.decode).toHaveBeenCalledExactlyOnceWith(photo, {
      imageOrientation: 'from-image',
    });
    expect(browser.canvases).toEqual([{ width: 2400, height: 1800 }]);
    expect(browser.drawn).toEqual([
      'fill #fff 0,0 2400×1800',
      'draw bitmap 0,0 2400×1800',
      'smoothing high',
    ]);
    expect(browser.convertToBlob).toHaveBeenCalledExactlyOnceWith({
      type: 'image/jpeg',
      quality: 0.85,
    });
    expect(jpeg).toBe(browser.encoded);
    expect(browser.bitmap.close).toHaveBeenCalled();
  });

  it('scales a portrait photo by its height', async () => {
    const browser = fakeBrowser(3000, 6000);
    await encodeJpeg(new Blob(['photo']), limits);
    expect(browser.canvases).toEqual([{ width: 1200, height: 2400 }]);
  });

  it('never enlarges a small image', async () => {
    const browser = fakeBrowser(800, 600);
    await encodeJpeg(new Blob(['photo']), limits);
    expect(browser.canvases).toEqual([{ width: 800, height: 600 }]);
  });

  it('hands decoded pixels to the browser as ImageData', async () => {
    const browser = fakeBrowser(2, 1);
    vi.stubGlobal(
      'ImageData',
      class {
        constructor(
          readonly data: Uint8ClampedArray,
          readonly width: number,
          readonly height: number,
        ) {}
      },
    );
    const pixels: RgbaImage = { width: 2, height: 1, data: new Uint8ClampedArray(8) };

    await encodeJpeg(pixels, limits);

    expect(browser.decode).toHaveBeenCalledOnce();
    expect(browser.decode.mock.calls[0]?.[0]).toBeInstanceOf(ImageData);
    expect(browser.decode.mock.calls[0]?.[0]).toMatchObject(pixels);
  });

  it('draws on a <canvas> where there is no OffscreenCanvas', async () => {
    const browser = fakeBrowser(4000, 3000);
    vi.stubGlobal('OffscreenCanvas', undefined);
    const { context, drawn } = recordingContext(browser.bitmap);
    const sizes: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      sizes.push(`${this.width}×${this.height}`);
      return context as unknown as CanvasRenderingContext2D;
    });
    const encoded = new Blob(['jpeg'], { type: 'image/jpeg' });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(encoded));

    const jpeg = await encodeJpeg(new Blob(['photo']), limits);

    expect(sizes).toEqual(['2400×1800']);
    expect(drawn).toEqual([
      'fill #fff 0,0 2400×1800',
      'draw bitmap 0,0 2400×1800',
      'smoothing high',
    ]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(jpeg).toBe(encoded);
    expect(browser.bitmap.close).toHaveBeenCalled();
  });

  it('rejects, and lets the bitmap go, when the browser gives no 2D canvas', async () => {
    const browser = fakeBrowser(4000, 3000);
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

    await expect(encodeJpeg(new Blob(['photo']), limits)).rejects.toThrow('no 2D canvas');
    expect(browser.bitmap.close).toHaveBeenCalled();
  });
});
