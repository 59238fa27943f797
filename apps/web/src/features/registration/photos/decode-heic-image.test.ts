import createLibHeif from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { describe, expect, it, vi } from 'vitest';
import { decodeHeicImage } from './decode-heic-image';
import { fixtures } from './test-fixtures';

describe('decodeHeicImage, with the real libheif', () => {
  const libheif = createLibHeif();

  it('decodes a HEIC photo to its RGBA pixels', async () => {
    const image = await decodeHeicImage(libheif, fixtures.quadrantsHeic);
    expect([image.width, image.height]).toEqual([64, 48]);
    const expectColour = (x: number, y: number, rgba: number[]) => {
      const at = (y * image.width + x) * 4;
      // Lossy HEVC moves a colour by a few levels.
      rgba.forEach((value, channel) => {
        expect(Math.abs((image.data[at + channel] ?? -1) - value)).toBeLessThanOrEqual(6);
      });
    };
    expectColour(8, 8, [220, 30, 30, 255]);
    expectColour(56, 8, [30, 160, 40, 255]);
    expectColour(8, 40, [30, 60, 200, 255]);
    expectColour(56, 40, [255, 255, 255, 255]);
  });

  it('rejects a file that is no HEIF, or one cut short', async () => {
    // libheif says why on the console.
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await expect(decodeHeicImage(libheif, fixtures.gpsRotatedJpeg)).rejects.toThrow();
    await expect(
      decodeHeicImage(libheif, fixtures.quadrantsHeic.subarray(0, 400)),
    ).rejects.toThrow();
  });
});
