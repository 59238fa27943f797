import type { RgbaImage } from './encode-jpeg';
import type { HeicWorkerAnswer } from './heic-worker';
// The worker's own bundle (libheif's WASM inside it): its URL only, fetched at the first decode or prefetch.
import heicWorkerUrl from './heic-worker?worker&url';

/**
 * Decodes a HEIC/HEIF file to RGBA in a worker of its own, so the second or
 * two a phone photo takes does not freeze the page. The worker, libheif's
 * WASM (695 KB gzip), is fetched at the first call unless prefetched; each
 * one ends once it has answered, giving its memory back.
 */
export function decodeHeic(heic: Blob): Promise<RgbaImage> {
  const worker = new Worker(heicWorkerUrl, { type: 'module' });
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

let prefetched: Promise<void> | undefined;

/**
 * Brings the decoder's worker into the HTTP cache (its file is immutable), so
 * a HEIC photo chosen later converts without waiting for it. Once a page; a
 * failure (offline) is forgotten, and the decode fetches it itself.
 */
export function prefetchHeicDecoder(): Promise<void> {
  prefetched ??= fetch(heicWorkerUrl)
    .then((response) => response.arrayBuffer())
    .then(
      () => undefined,
      () => {
        prefetched = undefined;
      },
    );
  return prefetched;
}
