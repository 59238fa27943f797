import { describe, expect, it, vi } from 'vitest';
import type { RgbaImage } from './encode-jpeg';
import { decodeHeic } from './heic-decoder';

/** A Worker that keeps what it is sent, answers what the test makes it answer, and knows whether it was ended. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  readonly received: unknown[] = [];
  terminated = false;

  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }

  postMessage(message: unknown) {
    this.received.push(message);
  }

  terminate() {
    this.terminated = true;
  }
}

function startWorkers() {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  const heic = new Blob(['heic'], { type: 'image/heic' });
  const decoded = decodeHeic(heic);
  const worker = FakeWorker.started[0];
  if (!worker) throw new Error('decodeHeic started no worker');
  return { heic, decoded, worker };
}

describe('decodeHeic', () => {
  it('sends the file to a module worker, answers its pixels and ends it', async () => {
    const { heic, decoded, worker } = startWorkers();
    const image: RgbaImage = { width: 1, height: 1, data: new Uint8ClampedArray(4) };

    expect(String(worker.url)).toContain('heic-worker');
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.received).toEqual([heic]);
    worker.onmessage?.({ data: { image } });

    await expect(decoded).resolves.toBe(image);
    expect(worker.terminated).toBe(true);
  });

  it("rejects with the decoder's reason and ends the worker", async () => {
    const { decoded, worker } = startWorkers();
    worker.onmessage?.({ data: { error: 'libheif could not decode the HEIF image.' } });

    await expect(decoded).rejects.toThrow('libheif could not decode the HEIF image.');
    expect(worker.terminated).toBe(true);
  });

  it('rejects when the worker cannot start, as when the CSP refuses its WASM', async () => {
    const { decoded, worker } = startWorkers();
    worker.onerror?.({ message: '' });

    await expect(decoded).rejects.toThrow('The HEIC decoder did not start.');
    expect(worker.terminated).toBe(true);
  });
});
