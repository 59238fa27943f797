import type { Page } from '@playwright/test';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real image of a scanned-looking document, drawn by the browser itself. */
export async function drawnDocument(
  page: Page,
  name: string,
  mimeType: 'image/jpeg' | 'image/png',
  label: string,
): Promise<UploadFile> {
  const dataUrl = await page.evaluate(
    ({ mimeType, label }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, 960, 600);
      gradient.addColorStop(0, '#fdf8f1');
      gradient.addColorStop(1, '#eadccb');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 960, 600);
      // Noise, so the file has some size and the upload takes a moment.
      for (let i = 0; i < 20_000; i += 1) {
        context.fillStyle = `hsl(${(i * 37) % 360} 40% 50% / 0.35)`;
        context.fillRect((i * 7919) % 960, (i * 104_729) % 600, 3, 3);
      }
      context.fillStyle = '#2a1f17';
      context.font = 'bold 48px sans-serif';
      context.fillText(label, 60, 300);
      return canvas.toDataURL(mimeType, 0.92);
    },
    { mimeType, label },
  );
  return { name, mimeType, buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** A small, valid one-page PDF. */
export function pdfDocument(name: string, label: string): UploadFile {
  const stream = `BT /F1 24 Tf 72 720 Td (${label}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
