import type { RgbaImage } from './encode-jpeg';
import type { HeicWorkerAnswer } from './heic-worker';

/**
 * Decodes a HEIC/HEIF file to RGBA in a worker of its own, so the second or
 * two a phone photo takes does not freeze the page. The worker, libheif's
 * WASM (a chunk of its own), is fetched at the first call; each one ends once
 * it has answered, giving its memory back.
 */
export function decodeHeic(heic: Blob): Promise<RgbaImage> {
  const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<RgbaImage>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<HeicWorkerAnswer>) => {
      if ('image' in data) resolve(data.image);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) =>
      reject(new Error(event.message || 'The HEIC decoder did not start.'));
    worker.postMessage(heic);
  }).finally(() => worker.terminate());
}
