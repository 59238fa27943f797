/**
 * Budget: one partner's crafted pictures cannot hold up another partner's
 * Aadhaar check, nor swell the server.
 *
 * Starts the real server process (with a throwaway Secure QR signer trusted
 * through AADHAAR_QR_CERTS, and the default 15 s limit a picture), signs up
 * an attacker and a partner, and has the attacker upload twelve crafted
 * pictures at once (greyscale PNGs tiled with QR finder patterns, as large as
 * the reader takes: 4,000 × 4,000, 33 KB; the report's were 6,320 × 6,320,
 * which zxing took some ten minutes over, and are now refused from their
 * header), then the
 * partner a genuine picture of their card's back, then the attacker eight
 * 15 MB pictures and a 21st upload. Measures how long the partner's check
 * waits, and samples the server's resident memory (VmRSS) throughout and
 * once the reader is idle again.
 *
 *   npm run bench:picture-queue
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { digitsOf, payload, signingKey, throwawaySigner } from '@shata/test-support/aadhaar-qr';
import QRCode from 'qrcode';
import { finderPatternPicture } from '../apps/server/test/crafted-pictures';
import { jpegBytes, uploadForm } from '../apps/server/test/document-files';
import { freePort } from '../apps/server/test/free-port';
import { readJson } from '../apps/server/test/http-client';
import { profileUpdate, signedUpPartner } from '../apps/server/test/partner-fixture';
import { startPortalProcess, stopPortalProcesses } from '../apps/server/test/portal-process';
import { buildPortal } from '../scripts/build.mjs';

/** The partner's check is recorded this long after their upload at most. */
const budgetWaitMs = 20_000;
/** The server's memory stays this close to idle throughout. */
const budgetGrowthBytes = 100 * 1024 * 1024;
const sampleEveryMs = 100;

type Partner = Awaited<ReturnType<typeof signedUpPartner>>;

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const upload = (who: Partner, picture: Uint8Array, fileName: string) =>
  who.client.request(`/api/partners/${who.partnerId}/upload`, {
    body: uploadForm('aadharCard', picture, fileName),
  });

/** The partner's check as their own record shows it, once there is one. */
async function ownCheck(who: Partner): Promise<{ result: string } | null> {
  const own = await readJson(await who.client.request(`/api/partners/${who.partnerId}`));
  return own.aadhaarQrCheck ?? null;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-'));
try {
  await buildPortal({ ifStale: true, only: ['server'] });
  const signer = throwawaySigner(dataDir, 'bench-signer');
  const certificate = path.join(dataDir, 'bench-signer.pem');
  await writeFile(certificate, signer.certificate);
  const key = await signingKey(signer.key);

  let started = performance.now();
  const crafted = finderPatternPicture();
  const side = crafted.readUInt32BE(16);
  console.log(
    `crafted picture: ${side} × ${side} greyscale PNG, ${(crafted.length / 1024).toFixed(0)} KB, made in ${seconds(performance.now() - started)}`,
  );
  const genuine = await QRCode.toBuffer(await digitsOf(payload('V2'), key));
  // A JPEG's start, then filler: a 15 MB picture the reader finds no code in.
  const large = Buffer.alloc(15 * 1024 * 1024, 0x11);
  jpegBytes.copy(large);

  const portal = await startPortalProcess({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    AADHAAR_QR_CERTS: certificate,
  });
  const pid = portal.child.pid ?? 0;
  const attacker = await signedUpPartner(portal.url);
  const partner = await signedUpPartner(portal.url);
  const warmUp = await signedUpPartner(portal.url);
  await partner.client.request(`/api/partners/${partner.partnerId}`, {
    method: 'PUT',
    json: profileUpdate(partner.email, { aadharNo: '234123412346' }),
  });
  // One picture read before measuring, so the reader's code is loaded in idle too.
  await upload(warmUp, genuine, 'warm-up.png');
  while (!(await ownCheck(warmUp))) await sleep(200);
  await sleep(2_000);
  const idle = await residentBytes(pid);

  let peak = idle;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await residentBytes(pid).catch(() => 0));
  }, sampleEveryMs);

  started = performance.now();
  const craftedAnswers = await Promise.all(
    Array.from({ length: 12 }, (_, index) => upload(attacker, crafted, `crafted-${index}.png`)),
  );
  console.log(
    `12 crafted pictures uploaded in ${seconds(performance.now() - started)}: ${craftedAnswers.map((answer) => answer.status).join(' ')}`,
  );
  const genuineAnswer = await upload(partner, genuine, 'aadhaar-back.png');
  const partnerUploaded = performance.now();
  if (genuineAnswer.status !== 200)
    throw new Error(`genuine upload answered ${genuineAnswer.status}`);
  const largeAnswers = [];
  for (let index = 0; index < 8; index += 1) {
    largeAnswers.push((await upload(attacker, large, `large-${index}.jpg`)).status);
  }
  const refused = await upload(attacker, large, 'one-too-many.jpg');
  console.log(
    `8 pictures of 15 MB: ${largeAnswers.join(' ')}; the 21st upload: ${refused.status}, Retry-After ${refused.headers.get('retry-after')} s`,
  );

  let check = await ownCheck(partner);
  while (!check && performance.now() - partnerUploaded < 120_000) {
    await sleep(200);
    check = await ownCheck(partner);
  }
  const waitedMs = performance.now() - partnerUploaded;
  console.log(`the partner's check: ${check?.result ?? 'none'} after ${seconds(waitedMs)}`);

  // The attacker's newest picture, which replaced the waiting ones, is read last; then the reader is idle.
  const readLines = /"msg":"(read an Aadhaar picture|gave up reading an Aadhaar picture[^"]*)"/g;
  const readsSoFar = () => portal.output().match(readLines) ?? [];
  while (readsSoFar().length < 4 && performance.now() - partnerUploaded < 120_000) await sleep(200);
  const drained = performance.now();
  await sleep(3_000);
  clearInterval(sampler);
  const after = await residentBytes(pid);
  const gaveUp = readsSoFar().filter((line) => line.includes('gave up')).length;
  console.log(
    `pictures read: ${readsSoFar().length} (warm-up, the attacker's first, the partner's, the attacker's newest), ${gaveUp} given up at the limit; the reader idle ${seconds(drained - partnerUploaded)} after the partner's upload`,
  );
  console.log(
    `server memory idle ${mb(idle)}, peak ${mb(peak)} (+${mb(peak - idle)}), 3 s after the queue drained ${mb(after)} (+${mb(after - idle)}); budget +${mb(budgetGrowthBytes)}`,
  );
  console.log(`partner's wait ${seconds(waitedMs)}; budget ${seconds(budgetWaitMs)}`);

  if (!check || waitedMs > budgetWaitMs) {
    console.error('over budget: the partner waited behind the attacker');
    process.exitCode = 1;
  }
  if (peak - idle > budgetGrowthBytes) {
    console.error('over budget: the server grew with the pictures');
    process.exitCode = 1;
  }
} finally {
  await stopPortalProcesses();
  await rm(dataDir, { recursive: true, force: true });
}
