/**
 * Draws a QR code with ZXing's writer (WASM), a chunk of its own loaded only
 * by the enrolment screen. Its WASM is a build asset served from our origin:
 * the library would fetch it from a CDN, which the CSP refuses.
 */
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import writerWasmUrl from 'zxing-wasm/writer/zxing_writer.wasm?url';

const overrides = {
  locateFile: (path: string, prefix: string) =>
    path.endsWith('.wasm') ? writerWasmUrl : prefix + path,
};

/** The QR code of `text` as an SVG data URL, for an <img>. */
export async function qrImageUrl(text: string): Promise<string> {
  await prepareZXingModule({ overrides, fireImmediately: true });
  const written = await writeBarcode(text, { format: 'QRCode' });
  if (written.error || !written.svg) throw new Error(written.error || 'no QR code was drawn');
  return `data:image/svg+xml;base64,${btoa(written.svg)}`;
}
