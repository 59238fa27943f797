/**
 * Budget: a 50 MB document sent over a slow line that keeps dropping
 * crosses it barely more than once, and the server's memory stays flat
 * meanwhile, on disk and with an S3 bucket (s3rver) as the tus store.
 *
 * Starts the real server process, signs a partner up, and uploads 50 MB
 * with tus-js-client (as the browser does: 5 MiB chunks, the domain's retry
 * delays) through a loopback proxy written here that plays the partner's
 * line: about 1 Mbit/s upstream, every connection cut three times mid-chunk,
 * and one client restart (a closed tab) that knows nothing but the upload
 * URL the server keeps with the draft. Counts every byte the client sends
 * through the line, times the upload against the line's ideal, and samples
 * the server's resident memory (VmRSS).
 *
 *   npm run bench:resumable
 *   RESUMABLE_BENCH_KBPS=8000 npm run bench:resumable   (a faster line, for a quick try)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type DraftUploads,
  resumableUploadChunkBytes,
  resumableUploadRetryDelaysMs,
  resumableUploadsPath,
} from '@shata/domain';
import * as tus from 'tus-js-client';
import { pdfBytes } from '../apps/server/test/document-files';
import { freePort } from '../apps/server/test/free-port';
import { type Browser, browser, readJson } from '../apps/server/test/http-client';
import { signedUpPartner } from '../apps/server/test/partner-fixture';
import { startPortalProcess, stopPortalProcesses } from '../apps/server/test/portal-process';
import { startS3Server, type TestS3Server } from '../apps/server/test/s3-server';
import { browserHeaders, sendWithTus } from '../apps/server/test/tus-client';
import { buildPortal } from '../scripts/build.mjs';

const fileBytes = 50 * 1024 * 1024;
const lineKbps = Number(process.env.RESUMABLE_BENCH_KBPS ?? 1024);
const lineBytesPerSecond = (lineKbps * 1000) / 8;
/** Bytes through the line over the file's size: headers and what each cut costs, at most 10 %. */
const ratioBudget = 1.1;
const growthBudgetBytes = 40 * 1024 * 1024;
const sampleEveryMs = 200;

/**
 * What happens to the line: once it has carried `at` of the file's size, the
 * next PATCH is cut (every connection dropped) or the client restarts, half
 * way through that PATCH's body, so each lands mid-chunk whatever the
 * offsets earlier cuts left.
 */
const lineEvents = [
  { at: 0.2, kind: 'cut' },
  { at: 0.45, kind: 'cut' },
  { at: 0.7, kind: 'cut' },
  { at: 0.85, kind: 'restart' },
] as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const bytes = (count: number) => count.toLocaleString('en-US');

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kilobytes * 1024;
}

/**
 * Splits what a client sends on one connection into requests' heads and
 * bodies: HTTP/1.1 with Content-Length bodies, as tus-js-client and fetch
 * send them here.
 */
class RequestMeter {
  private head = '';
  private bodyLeft = 0;
  requests = 0;
  /** The request line of the request under way, its body's length and how much of it came. */
  request = '';
  bodyLength = 0;
  bodyArrived = 0;

  /** Takes the next bytes; answers how many of them were body. */
  take(chunk: Buffer): number {
    let body = 0;
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const taken = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= taken;
        this.bodyArrived += taken;
        body += taken;
        at += taken;
        continue;
      }
      const before = this.head.length;
      this.head += chunk.toString('latin1', at);
      const end = this.head.indexOf('\r\n\r\n');
      if (end === -1) break;
      at += end + 4 - before;
      const head = this.head.slice(0, end);
      this.head = '';
      this.requests += 1;
      this.request = head.slice(0, head.indexOf('\r\n'));
      this.bodyLength = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
      this.bodyLeft = this.bodyLength;
      this.bodyArrived = 0;
    }
    return body;
  }
}

interface Line {
  url: string;
  /** Every byte the client sent through, requests' heads and bodies. */
  sentBytes(): number;
  bodyBytes(): number;
  requests(): number;
  /** Drops every open connection, both sides; answers what each was sending. */
  cut(): string[];
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to `upstreamPort` playing a slow line: the client's
 * bytes reach the server no faster than `bytesPerSecond`, all connections
 * sharing it. A piece read from the client is held for the time the line
 * takes to carry it, with the client's socket paused, so the kernel's
 * buffers fill and the client's own writes wait, as on a real slow uplink.
 * Answers go back at loopback speed. `onSent` hears the bytes sent so far,
 * and the connection they went on.
 */
async function openLine(
  upstreamPort: number,
  bytesPerSecond: number,
  onSent: (sent: number, connection: RequestMeter) => void,
): Promise<Line> {
  const open = new Set<{ client: net.Socket; upstream: net.Socket; meter: RequestMeter }>();
  let sent = 0;
  let body = 0;
  let requests = 0;
  let lineFreeAt = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    const connection = { client, upstream, meter: new RequestMeter() };
    open.add(connection);
    let held: NodeJS.Timeout | undefined;
    const forward = (chunk: Buffer) => {
      held = undefined;
      sent += chunk.length;
      const { meter } = connection;
      const requestsBefore = meter.requests;
      body += meter.take(chunk);
      requests += meter.requests - requestsBefore;
      if (upstream.write(chunk)) client.resume();
      else upstream.once('drain', () => client.resume());
      onSent(sent, meter);
    };
    client.on('data', (chunk: Buffer) => {
      client.pause();
      const now = performance.now();
      lineFreeAt = Math.max(lineFreeAt, now) + (chunk.length * 1000) / bytesPerSecond;
      held = setTimeout(forward, lineFreeAt - now, chunk);
    });
    upstream.pipe(client);
    // A client gone takes its connection to the server with it, and the other way round.
    client.on('error', () => {});
    client.on('close', () => {
      clearTimeout(held);
      upstream.destroy();
      open.delete(connection);
    });
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cut = () =>
    [...open].map(({ client, upstream, meter }) => {
      client.destroy();
      upstream.destroy();
      return meter.bodyLength > 0
        ? `${meter.request}, ${bytes(meter.bodyArrived)} of its ${bytes(meter.bodyLength)} body bytes through`
        : `${meter.request || 'an idle connection'}`;
    });
  return {
    url: `http://127.0.0.1:${port}`,
    sentBytes: () => sent,
    bodyBytes: () => body,
    requests: () => requests,
    cut,
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * tus-js-client sending `file` as the browser does, which logs what it is
 * told and how long it waited (offsets, refusals, retries) as evidence of how
 * it recovered. `handedOver` is how far it has written the file to its socket.
 */
function startTus(
  file: Buffer,
  target: { endpoint: string } | { uploadUrl: string },
  headers: Record<string, string>,
  log: (line: string) => void,
): { upload: tus.Upload; finished: Promise<void>; handedOver(): number } {
  let upload: tus.Upload | undefined;
  let handedOver = 0;
  const sentAt = new WeakMap<tus.HttpRequest, number>();
  const finished = new Promise<void>((resolve, reject) => {
    upload = new tus.Upload(file, {
      ...target,
      headers,
      metadata: { type: 'gstCertificate', filename: 'gst.pdf' },
      chunkSize: resumableUploadChunkBytes,
      // The browser's own delays: each cut follows progress, which resets
      // them, so every recovery waits the first delay (1 s), as a partner's would.
      retryDelays: resumableUploadRetryDelaysMs,
      storeFingerprintForResuming: false,
      onProgress: (sent) => {
        handedOver = sent;
      },
      onBeforeRequest: (request) => {
        sentAt.set(request, performance.now());
      },
      onAfterResponse: (request, response) => {
        const method = request.getMethod();
        const status = response.getStatus();
        const offset = Number(response.getHeader('upload-offset'));
        const took = `after ${bytes(Math.round(performance.now() - (sentAt.get(request) ?? 0)))} ms`;
        if (method === 'PATCH' && status === 204) {
          const from = Number(request.getHeader('Upload-Offset'));
          log(`PATCH ${bytes(from)} → ${bytes(offset)}: 204 ${took}`);
        } else if (method === 'HEAD' && status === 200) {
          log(`HEAD: 200 ${took}, the server has ${bytes(offset)}`);
        } else {
          log(`${method}: ${status} ${took} ${response.getBody().trim()}`.trim());
        }
      },
      onShouldRetry: (error, attempt, options) => {
        const retry = tus.defaultOptions.onShouldRetry?.(error, attempt, options) ?? false;
        const delay = resumableUploadRetryDelaysMs[attempt] ?? 0;
        // The rest of tus-js-client's message repeats the method and the URL.
        const cause = error.message.split(', originated from')[0];
        log(`${retry ? `retry ${attempt + 1} in ${delay / 1000} s` : 'no retry'}: ${cause}`);
        return retry;
      },
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
  if (!upload) throw new Error('tus-js-client made no upload');
  return { upload, finished, handedOver: () => handedOver };
}

interface Figures {
  store: string;
  sentBytes: number;
  bodyBytes: number;
  requests: number;
  seconds: number;
  idealSeconds: number;
  growth: number;
}

async function measure(store: 'disk' | 's3'): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-bench-'));
  let s3: TestS3Server | undefined;
  let line: Line | undefined;
  try {
    s3 = store === 's3' ? await startS3Server() : undefined;
    // TRUST_PROXY stays off: it would close the dev mailbox the partner's sign-up
    // link is read from, and the upload limits are per partner, not per address.
    const portal = await startPortalProcess({
      // A known port: the origin check is built on it, and the client sends that origin.
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      ...s3?.env,
    });
    const pid = portal.child.pid ?? 0;
    const partner = await signedUpPartner(portal.url);
    const headers = browserHeaders(partner.client, portal.url, '203.0.113.50');

    // Warm the tus path with a small file, off the line, so only the big one's cost is measured.
    const warmUp = await sendWithTus(pdfBytes, {
      baseUrl: portal.url,
      partnerId: partner.partnerId,
      headers,
      type: 'aadharCard',
    });
    if (warmUp.kind !== 'finished') throw new Error(`the warm-up upload ${warmUp.kind}`);

    const file = randomBytes(fileBytes);
    pdfBytes.copy(file);
    const before = await residentBytes(pid);
    let resident = before;
    let peak = before;
    const sampler = setInterval(async () => {
      resident = await residentBytes(pid).catch(() => resident);
      peak = Math.max(peak, resident);
    }, sampleEveryMs);
    const started = performance.now();
    const log = (text: string) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
      console.log(`  ${seconds} s  server ${mb(resident).padStart(8)}  ${text}`);
    };

    let restart: () => void = () => {};
    let nextEvent = 0;
    const openedLine = await openLine(portal.port, lineBytesPerSecond, (sent, connection) => {
      const event = lineEvents[nextEvent];
      const { request, bodyArrived, bodyLength } = connection;
      const bodyStartedAt = sent - bodyArrived;
      if (
        !event ||
        !request.startsWith('PATCH ') ||
        bodyStartedAt < event.at * fileBytes ||
        bodyArrived < bodyLength / 2
      ) {
        return;
      }
      nextEvent += 1;
      if (event.kind === 'restart') return restart();
      const cutOff = openedLine.cut();
      log(
        `cut at ${mb(sent)} through the line, the client at ${bytes(current.handedOver())}: ${cutOff.join('; ') || 'nothing open'}`,
      );
    });
    line = openedLine;
    const onLine: Browser = browser(line.url, { jar: partner.client.jar });

    console.log(`${store}: ${mb(fileBytes)} over a ${bytes(lineKbps)} kbit/s line`);
    let current = startTus(
      file,
      { endpoint: new URL(resumableUploadsPath(partner.partnerId), line.url).href },
      headers,
      log,
    );
    const restarted = new Promise<void>((resolve, reject) => {
      restart = () => {
        log(
          `restart at ${mb(openedLine.sentBytes())} through the line, the client at ${bytes(current.handedOver())}: the upload is abandoned`,
        );
        current.upload
          .abort()
          .then(async () => {
            const draft = await readJson(
              await onLine.request(`/api/partners/${partner.partnerId}/draft`),
            );
            const unfinished = (draft.uploads as DraftUploads).unfinished.gstCertificate;
            if (!unfinished) throw new Error('the draft keeps no unfinished upload');
            log(`the draft has ${unfinished.url}, at ${bytes(unfinished.offset)}`);
            current = startTus(
              file,
              { uploadUrl: new URL(unfinished.url, openedLine.url).href },
              headers,
              log,
            );
            resolve();
          })
          .catch(reject);
      };
    });
    // The first upload settles only if it finishes before the restart; the second must.
    await Promise.race([current.finished, restarted]);
    await current.finished;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await residentBytes(pid));

    const draft = await readJson(await onLine.request(`/api/partners/${partner.partnerId}/draft`));
    const staged = (draft.uploads as DraftUploads).staged.gstCertificate;
    if (staged?.sizeBytes !== fileBytes) {
      throw new Error(`the draft stages ${JSON.stringify(staged)}, not ${fileBytes} bytes`);
    }
    log(`the draft shows gst.pdf staged, ${bytes(staged.sizeBytes)} bytes`);
    // Submit's commit, then the document as its owner reads it, off the line:
    // every byte must be the file's, whatever the cuts and the restart left.
    const documentPath = `/api/partners/${partner.partnerId}/documents/gstCertificate`;
    const committed = await partner.client.request(
      `/api/partners/${partner.partnerId}/staged-documents/gstCertificate/commit`,
      { method: 'POST' },
    );
    if (!committed.ok) throw new Error(`the commit answered ${committed.status}`);
    const stored = Buffer.from(await (await partner.client.request(documentPath)).arrayBuffer());
    if (!stored.equals(file)) throw new Error('the stored document differs from the file sent');
    log('committed; the stored document is the file, byte for byte');
    if (nextEvent < lineEvents.length) throw new Error('the upload ended before every line event');
    return {
      store,
      sentBytes: line.sentBytes(),
      bodyBytes: line.bodyBytes(),
      requests: line.requests(),
      seconds,
      idealSeconds: fileBytes / lineBytesPerSecond,
      growth: peak - before,
    };
  } finally {
    await line?.close();
    await stopPortalProcesses();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await buildPortal({ ifStale: true, only: ['server'] });
const results: Figures[] = [];
for (const store of ['disk', 's3'] as const) results.push(await measure(store));

for (const { store, sentBytes, bodyBytes, requests, seconds, idealSeconds, growth } of results) {
  const ratio = sentBytes / fileBytes;
  const ratioPass = ratio <= ratioBudget;
  const growthPass = growth <= growthBudgetBytes;
  console.log(`\n${store}:`);
  console.log(
    `  through the line: ${bytes(sentBytes)} bytes in ${requests} requests, ${ratio.toFixed(4)} × the file, budget ${ratioBudget}: ${ratioPass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  of which bodies: ${bytes(bodyBytes)} bytes (${(bodyBytes / fileBytes).toFixed(4)} × the file: ${bytes(bodyBytes - fileBytes)} sent again or lost in a cut)`,
  );
  console.log(
    `  wall time: ${seconds.toFixed(1)} s, the line's ideal ${idealSeconds.toFixed(1)} s (${Math.round((seconds / idealSeconds) * 100)} %)`,
  );
  console.log(
    `  server memory growth: ${mb(growth)}, budget ${mb(growthBudgetBytes)}: ${growthPass ? 'PASS' : 'FAIL'}`,
  );
  if (!ratioPass || !growthPass) process.exitCode = 1;
}
