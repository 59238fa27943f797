/** Small real files of each kind the upload accepts, and some it must refuse. */

/** A 1x1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JPEG (JFIF) file, which is what its type is told by. */
export const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 0x11),
  Buffer.from([0xff, 0xd9]),
]);

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A Linux executable's header: what a renamed program starts with. */
export const executableBytes = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120, 0),
]);

/** A form with one file field, as the browser's upload sends it. */
export function uploadForm(
  field: string,
  bytes: Uint8Array,
  fileName: string,
  declaredType = 'application/octet-stream',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: declaredType }), fileName);
  return form;
}
