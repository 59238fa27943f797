import { crc32, deflateSync } from 'node:zlib';

/** A one-page PDF with a title: a stand-in scan for a demo partner's certificate. */
export function demoPdf(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 28 Tf 72 700 Td (${safe}) Tj ET BT /F1 14 Tf 72 660 Td (Demo document - not a real certificate) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** PNG's colour types this file writes, by their number in IHDR. */
const pngColourTypes = { greyscale: 0, rgb: 2 } as const;

/**
 * A PNG of 8-bit samples from `rows`, each row its filter byte then its
 * samples; `level` is deflate's (9 for the smallest file).
 */
export function encodePng({
  width,
  height,
  colour,
  rows,
  level,
}: {
  width: number;
  height: number;
  colour: keyof typeof pngColourTypes;
  rows: Uint8Array;
  level?: number;
}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a sample, deflate, adaptive filtering, not interlaced.
  header.set([8, pngColourTypes[colour], 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level })),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A card-shaped PNG in two colours: a stand-in photo of an identity card. */
export function demoPng([r, g, b]: [number, number, number]): Buffer {
  const width = 320;
  const height = 200;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      // A band across the top, as identity cards have.
      const band = y < 48;
      row[1 + x * 3] = band ? r : 250;
      row[2 + x * 3] = band ? g : 246;
      row[3 + x * 3] = band ? b : 240;
    }
    rows.push(row);
  }
  return encodePng({ width, height, colour: 'rgb', rows: Buffer.concat(rows) });
}
