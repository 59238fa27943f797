import { deflateSync } from 'node:zlib';
import { maxPicturePixels } from '../src/aadhaar-qr/read-qr-image';

/** CRC-32 as PNG chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(12 + data.length);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), 8 + data.length);
  return framed;
}

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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  // 8 bits a pixel, greyscale, deflate, no filtering beyond the row's own, not interlaced.
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
