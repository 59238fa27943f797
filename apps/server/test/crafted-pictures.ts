import { maxPicturePixels } from '../src/aadhaar-qr/read-qr-image';
import { encodePng } from '../src/seed/demo-documents';

/** A QR finder pattern's rings, module by module: dark, light, a dark 3 × 3 core. */
const finderModule = (x: number, y: number) => {
  const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
  return ring !== 2;
};

/**
 * A greyscale PNG of `side` × `side` pixels (by default the most the reader
 * takes) tiled with QR finder patterns, `modulePixels` pixels a module and
 * one light module between them, as the attack of issue 25 sent it (6,320 ×
 * 6,320, 77 KB, when the limit was 40 MP): each of the hundreds of thousands
 * of finder patterns is a candidate corner of a code, and zxing tries them
 * in threes for some ten minutes, past any time limit. Compresses to well
 * under 100 KB.
 */
export function finderPatternPicture(
  side = Math.floor(Math.sqrt(maxPicturePixels)),
  modulePixels = 1,
): Buffer {
  const tile = 8 * modulePixels;
  const rows = Buffer.alloc((side + 1) * side);
  for (let y = 0; y < side; y += 1) {
    const row = rows.subarray(y * (side + 1), (y + 1) * (side + 1));
    // Filter byte 0 (none), then the row.
    row[0] = 0;
    const moduleY = Math.floor((y % tile) / modulePixels);
    for (let x = 0; x < side; x += 1) {
      const moduleX = Math.floor((x % tile) / modulePixels);
      const dark = moduleX < 7 && moduleY < 7 && finderModule(moduleX, moduleY);
      row[x + 1] = dark ? 0 : 255;
    }
  }
  return encodePng({ width: side, height: side, colour: 'greyscale', rows, level: 9 });
}
