import createLibHeif from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { decodeHeicImage } from './decode-heic-image';
import type { RgbaImage } from './encode-jpeg';

/** The worker's one answer to a HEIC file posted to it. */
export type HeicWorkerAnswer = { image: RgbaImage } | { error: string };

// Compiled once as the worker starts; a failure (no WASM, a CSP without 'wasm-unsafe-eval') is the worker's error event.
const libheif = createLibHeif();

self.onmessage = async ({ data }: MessageEvent<Blob>) => {
  try {
    const image = await decodeHeicImage(libheif, new Uint8Array(await data.arrayBuffer()));
    const answer: HeicWorkerAnswer = { image };
    self.postMessage(answer, { transfer: [image.data.buffer] });
  } catch (error) {
    const answer: HeicWorkerAnswer = {
      error: error instanceof Error ? error.message : String(error),
    };
    self.postMessage(answer);
  }
};
