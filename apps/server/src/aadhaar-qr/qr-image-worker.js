/**
 * Reads the QR codes of one picture on a thread of its own (`read-qr-image.ts`
 * starts one per picture): zxing decodes synchronously in WebAssembly, which
 * on the main thread would hold up every request for as long as a large
 * picture takes, and its heap, which never shrinks, goes with the thread.
 * Plain JavaScript, so it loads the same under tsx, Vitest and the build.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// zxing would fetch its WebAssembly from a CDN; it is read from node_modules instead.
const wasm = await readFile(
  createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
);
await prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});
const { image, options } = workerData;
// An unreadable picture is an invalid result, not an error; an error ends the thread.
const results = await readBarcodes(image, options);
parentPort.postMessage(results.filter((result) => result.isValid).map((result) => result.text));
