/**
 * Budget: the server's memory stays flat while a partner uploads a 50 MB
 * document, because the file streams to disk instead of into memory.
 *
 * Starts the real server process, signs a partner up, uploads a file of
 * exactly 50 MB and samples the server's resident memory (VmRSS) meanwhile.
 * A server that buffered the file would grow by at least its size.
 *
 *   npm run bench:upload-memory
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { maxUploadBytes } from '@shata/domain';
import { pdfBytes, uploadForm } from '../apps/server/test/document-files';
import { freePort } from '../apps/server/test/free-port';
import { signedUpPartner } from '../apps/server/test/partner-fixture';
import { startPortalProcess, stopPortalProcesses } from '../apps/server/test/portal-process';
import { buildPortal } from '../scripts/build.mjs';

/** Growth allowed over the memory the server settled at before the upload. */
const budgetBytes = 24 * 1024 * 1024;
const sampleEveryMs = 20;

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kilobytes * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-'));
try {
  await buildPortal({ ifStale: true, only: ['server'] });
  const portal = await startPortalProcess({
    // A known port: the origin check and mailed links are built on it.
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
  });
  const pid = portal.child.pid ?? 0;
  const partner = await signedUpPartner(portal.url);

  // Warm the upload path with a small file so only the big one's cost is measured.
  await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
    body: uploadForm('aadharCard', pdfBytes, 'warm-up.pdf'),
  });
  const file = Buffer.alloc(maxUploadBytes, 0x20);
  pdfBytes.copy(file);
  const form = uploadForm('gstCertificate', file, 'gst.pdf');

  const before = await residentBytes(pid);
  let peak = before;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await residentBytes(pid).catch(() => 0));
  }, sampleEveryMs);
  const started = performance.now();
  const response = await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, await residentBytes(pid));

  if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
  const growth = peak - before;
  console.log(`upload of ${mb(maxUploadBytes)}: ${seconds.toFixed(2)} s`);
  console.log(`server memory before: ${mb(before)}, peak during: ${mb(peak)}`);
  console.log(`growth: ${mb(growth)} (budget ${mb(budgetBytes)})`);
  if (growth > budgetBytes) {
    console.error('over budget: the upload is not streaming');
    process.exitCode = 1;
  }
} finally {
  await stopPortalProcesses();
  await rm(dataDir, { recursive: true, force: true });
}
