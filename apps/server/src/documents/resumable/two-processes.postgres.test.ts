import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resumableUploadsPath } from '@shata/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../test/document-files';
import { filesUnder } from '../../../test/files';
import { freePort } from '../../../test/free-port';
import { signedUpPartner } from '../../../test/partner-fixture';
import {
  type PortalProcess,
  startPortalProcess,
  stopPortalProcesses,
} from '../../../test/portal-process';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { createTestDatabaseEnv } from '../../../test/test-database';
import { browserHeaders, patchAround } from '../../../test/tus-client';
import { tusDirectoryOf } from './tus-server';

/** A PDF of `size` bytes: a real header, then `filler`. */
function pdfOf(size: number, filler: number): Buffer {
  const bytes = Buffer.alloc(size, filler);
  pdfBytes.copy(bytes);
  return bytes;
}

const size = 512 * 1024;
const half = size / 2;
/** Enough trials to meet every interleaving the attackers saw (a 500 in 1 of 5, two 204s in 1 of 5). */
const trials = 24;
/** Each partner may start 20 uploads in 10 minutes. */
const trialsPerPartner = 10;

/**
 * One upload as a load balancer spreads it: two portal processes on one
 * PostgreSQL database and one DATA_DIR (or bucket), and the same PATCH, or
 * another tab's different bytes, sent to both at once. PGlite is one
 * process's database, so only the PostgreSQL suite runs this.
 */
describe.each(['disk', 's3'] as const)(
  'an upload PATCHed through two processes at once, stored on %s',
  (storageKind) => {
    let databaseEnv: Awaited<ReturnType<typeof createTestDatabaseEnv>>;
    let s3: TestS3Server | undefined;
    let dataDir: string;
    let portals: [PortalProcess, PortalProcess];
    /** The first process for even `i`, the second for odd. */
    const portal = (i: number) => (i % 2 === 0 ? portals[0] : portals[1]);

    beforeAll(async () => {
      databaseEnv = await createTestDatabaseEnv();
      if (storageKind === 's3') s3 = await startS3Server();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-two-uploaders-'));
      const shared = {
        ...databaseEnv.env,
        ...s3?.env,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATA_KEY: randomBytes(32).toString('base64'),
        SHUTDOWN_DRAIN_MS: '0',
      };
      // Each accepts writes from its own origin, built on a port known up front.
      const start = async () => startPortalProcess({ ...shared, PORT: String(await freePort()) });
      // One after the other, as a deployment rolls them out.
      portals = [await start(), await start()];
    });
    afterAll(async () => {
      await stopPortalProcesses();
      await s3?.close();
      await databaseEnv?.dispose();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('stores one sender’s bytes exactly, refuses the other with 409 or 423, and never fails', async () => {
      let partner: Awaited<ReturnType<typeof signedUpPartner>> | undefined;
      const outcomes: string[] = [];
      for (let trial = 0; trial < trials; trial += 1) {
        if (trial % trialsPerPartner === 0) partner = await signedUpPartner(portals[0].url);
        if (!partner) throw new Error('no partner');
        const { client, partnerId } = partner;
        const headersFor = (through: PortalProcess) =>
          browserHeaders(client, through.url, `10.210.${trial}.${portals.indexOf(through) + 1}`);

        const created = await fetch(new URL(resumableUploadsPath(partnerId), portals[0].url), {
          method: 'POST',
          headers: {
            ...headersFor(portals[0]),
            'tus-resumable': '1.0.0',
            'upload-length': String(size),
            'upload-metadata': `type ${Buffer.from('gstCertificate').toString('base64')}`,
          },
        });
        expect(created.status).toBe(201);
        const uploadPath = new URL(created.headers.get('location') ?? '', portals[0].url).pathname;
        const patch = (through: PortalProcess, offset: number, body: Buffer) =>
          fetch(new URL(uploadPath, through.url), {
            method: 'PATCH',
            headers: {
              ...headersFor(through),
              'tus-resumable': '1.0.0',
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
            },
            body,
          });

        // At the start, or after the first half arrived whole: the last PATCH either way.
        const offset = trial % 2 === 0 ? 0 : half;
        // The same PATCH twice (a retry landing on the other process), or two tabs' files
        // that differ from the offset on.
        const mine = pdfOf(size, 0x20);
        const theirs = Buffer.concat([
          mine.subarray(0, offset),
          pdfOf(size, 0x41).subarray(offset),
        ]);
        if (offset > 0) {
          expect((await patch(portals[0], 0, mine.subarray(0, offset))).status).toBe(204);
        }
        // Each sender through its own process, the first sender alternating between them.
        const sends = [
          { through: portal(trial), bytes: mine },
          { through: portal(trial + 1), bytes: trial % 4 < 2 ? mine : theirs },
        ];
        const results = await Promise.all(
          sends.map(async ({ through, bytes }) => {
            const answer = await patch(through, offset, bytes.subarray(offset));
            return { status: answer.status, offset: answer.headers.get('upload-offset'), bytes };
          }),
        );
        outcomes.push(results.map((result) => result.status).join('/'));
        // One sender is told its bytes are stored; the other is refused, never failed.
        const told = results.filter((result) => result.status === 204);
        const refused = results.filter((result) => [409, 423].includes(result.status));
        expect(told, outcomes.join(' ')).toHaveLength(1);
        expect(refused, outcomes.join(' ')).toHaveLength(1);
        const stored = told[0];
        if (!stored) throw new Error('no sender was told');
        expect(stored.offset).toBe(String(size));

        // Whole and staged as the told sender sent it, whichever process is asked.
        for (const through of portals) {
          const head = await fetch(new URL(uploadPath, through.url), {
            method: 'HEAD',
            headers: { ...headersFor(through), 'tus-resumable': '1.0.0' },
          });
          expect(head.status).toBe(200);
          expect(head.headers.get('upload-offset')).toBe(String(size));
        }
        const committed = await client.request(
          `/api/partners/${partnerId}/staged-documents/gstCertificate/commit`,
          { method: 'POST' },
        );
        expect(committed.status).toBe(200);
        const document = await client.request(
          `/api/partners/${partnerId}/documents/gstCertificate`,
        );
        expect(document.status).toBe(200);
        const bytes = Buffer.from(await document.arrayBuffer());
        expect(bytes.length).toBe(size);
        expect(
          bytes.equals(stored.bytes),
          `trial ${trial}: the document is not the told sender’s`,
        ).toBe(true);
      }
    });

    it('answers 404, not 204, to a PATCH through one process whose upload another tab replaces through the other', async () => {
      const { client, partnerId } = await signedUpPartner(portals[0].url);
      const headersFor = (through: PortalProcess) =>
        browserHeaders(client, through.url, `10.211.0.${portals.indexOf(through) + 1}`);
      const start = (through: PortalProcess) =>
        fetch(new URL(resumableUploadsPath(partnerId), through.url), {
          method: 'POST',
          headers: {
            ...headersFor(through),
            'tus-resumable': '1.0.0',
            'upload-length': String(size),
            'upload-metadata': `type ${Buffer.from('gstCertificate').toString('base64')}`,
          },
        });
      const created = await start(portals[0]);
      expect(created.status).toBe(201);
      const uploadUrl = new URL(created.headers.get('location') ?? '', portals[0].url);
      const uploadId = path.basename(uploadUrl.pathname);
      const bytes = pdfOf(half, 0x20);

      // Half the upload, short of its end, whose second half is sent once the other tab has replaced it.
      const { status } = await patchAround(uploadUrl, headersFor(portals[0]), bytes, async () => {
        const replacing = await start(portals[1]);
        if (replacing.status !== 201) throw new Error(`replacing: ${replacing.status}`);
      });
      expect(status).toBe(404);

      const head = await fetch(uploadUrl, {
        method: 'HEAD',
        headers: { ...headersFor(portals[1]), 'tus-resumable': '1.0.0' },
      });
      expect(head.status).toBe(404);
      // Nothing of it is left in the store, whichever process removed it.
      const stored = s3
        ? [...(await s3.multipartUploads()), ...(await s3.objectKeys('resumable-uploads/'))]
        : await filesUnder(tusDirectoryOf(dataDir));
      expect(stored.filter((key) => key.includes(uploadId))).toEqual([]);
    });
  },
);
