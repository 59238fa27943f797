import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, uploadForm } from '../test/document-files';
import { freePort } from '../test/free-port';
import { signedUpPartner } from '../test/partner-fixture';
import {
  type PortalProcess,
  startPortalProcess,
  stopPortalProcesses,
} from '../test/portal-process';
import { copyTemplateDataDir, createTestDatabaseEnv } from '../test/test-database';
import { uploadSpoolDir } from './documents/upload-spool';

type Partner = Awaited<ReturnType<typeof signedUpPartner>>;

/**
 * The portal as a user runs it, killed in the middle of an upload, restarted
 * on the same data, then shut down by signals: real processes, one after the
 * other on one DATA_DIR and port.
 */
describe('the portal process through a crash and a shutdown', { timeout: 120_000 }, () => {
  let dataDir: string;
  let databaseEnv: Awaited<ReturnType<typeof createTestDatabaseEnv>>;
  let port: number;
  let partner: Partner;
  /** The run after the crash, shut down by the next test. */
  let restarted: PortalProcess;
  const drainMs = 2_000;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-crash-'));
    // A portal that ran before: its database made already (main.test.ts starts one on an empty DATA_DIR).
    await copyTemplateDataDir(dataDir);
    databaseEnv = await createTestDatabaseEnv();
    // One known port for every run: mailed links, the origin check and the partner's cookies are bound to it.
    port = await freePort();
  });
  afterAll(async () => {
    await stopPortalProcesses();
    await databaseEnv.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string> = {}): Promise<PortalProcess> =>
    startPortalProcess({ DATA_DIR: dataDir, PORT: String(port), ...databaseEnv.env, ...env });

  /** Every file in the upload spool, whoever's folder it is in, with its size. */
  async function spoolFiles(): Promise<{ file: string; size: number }[]> {
    const entries = await readdir(uploadSpoolDir(dataDir), {
      recursive: true,
      withFileTypes: true,
    });
    return Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return { file, size: (await stat(file)).size };
        }),
    );
  }
  const spoolBytes = async () => (await spoolFiles()).reduce((sum, { size }) => sum + size, 0);

  const download = (url: string) =>
    partner.client.request(`${url}/api/partners/${partner.partnerId}/documents/gstCertificate`);

  it('after a kill -9 in the middle of a 40 MB upload, restarts with an empty spool and the previous document whole', async () => {
    const first = await start();
    partner = await signedUpPartner(first.url);
    const uploaded = await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
      body: uploadForm('gstCertificate', pdfBytes, 'gst.pdf'),
    });
    expect(uploaded.status).toBe(200);

    const upload = trickleUpload(first, partner, 40 * 1024 * 1024);
    await expect.poll(spoolBytes, { timeout: 30_000 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await expect(upload.answer).rejects.toThrow();
    expect(await spoolBytes()).toBeGreaterThan(0);

    restarted = await start({ SHUTDOWN_DRAIN_MS: String(drainMs) });
    expect(await spoolFiles()).toEqual([]);
    const kept = await download(restarted.url);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(pdfBytes);
  });

  it('on SIGTERM, even twice, answers /readyz 503 for the drain while still serving, then exits 0', async () => {
    expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
    const signalledAt = Date.now();
    restarted.child.kill('SIGTERM');
    await restarted.waitForOutput(/shutting down/);
    // A second SIGTERM (npm passes on its process group's) must not cut the drain short.
    restarted.child.kill('SIGTERM');
    await restarted.waitForOutput(/already shutting down/);
    const ready = await fetch(`${restarted.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      code: 'shutting_down',
      message: 'Shutting down.',
    });
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    expect((await download(restarted.url)).status).toBe(200);

    expect(await restarted.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainMs);
  });

  it('cuts an upload still arriving at SHUTDOWN_TIMEOUT_MS, removes its spool file, and exits 1', async () => {
    const running = await start({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' });
    const upload = trickleUpload(running, partner, 40 * 1024 * 1024);
    await expect.poll(spoolBytes, { timeout: 30_000 }).toBeGreaterThan(0);

    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 1, signal: null });
    expect(running.output()).toMatch(/cutting the requests in flight/);
    await expect(upload.answer).rejects.toThrow();
    expect(await spoolFiles()).toEqual([]);
  });
});

/**
 * A PDF upload of `sizeBytes` that trickles in, generated as it is sent, so
 * it is still arriving whenever the test acts. `answer` settles when the
 * request ends, which it does only when the server cuts it.
 */
function trickleUpload(
  portal: PortalProcess,
  partner: Partner,
  sizeBytes: number,
): { answer: Promise<number> } {
  const boundary = 'shataTrickle42';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="gstCertificate"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const request = http.request(`${portal.url}/api/partners/${partner.partnerId}/upload`, {
    method: 'POST',
    headers: {
      origin: portal.url,
      cookie: [...partner.client.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + sizeBytes + tail.length,
    },
  });
  request.write(head);
  request.write(pdfBytes);
  let sent = pdfBytes.length;
  const trickle = setInterval(() => {
    const size = Math.min(chunk.length, sizeBytes - sent);
    if (size <= 0) {
      clearInterval(trickle);
      request.end(tail);
      return;
    }
    request.write(chunk.subarray(0, size));
    sent += size;
  }, 20);
  const answer = new Promise<number>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
  });
  answer.finally(() => clearInterval(trickle)).catch(() => {});
  return { answer };
}
