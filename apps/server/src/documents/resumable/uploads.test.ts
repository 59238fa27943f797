import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { maxUploadBytes, messages, resumableUploadsPath } from '@shata/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { executableBytes, pdfBytes, pngBytes, uploadForm } from '../../../test/document-files';
import { filesUnder } from '../../../test/files';
import { browser, readJson } from '../../../test/http-client';
import { promoteToOperator, signedUpPartner } from '../../../test/partner-fixture';
import type { TestS3Server } from '../../../test/s3-server';
import { enrolSecondFactor } from '../../../test/second-factor';
import { type StorageSuite, startStorageSuite, type TestApp } from '../../../test/test-app';
import { browserHeaders, patchAround, sendWithTus } from '../../../test/tus-client';
import type { Database } from '../../db/client';
import { uploadSpoolDir } from '../upload-spool';
import { partnerUploads } from './schema';
import { tusDirectoryOf } from './tus-server';

type Partner = Awaited<ReturnType<typeof signedUpPartner>> & { headers: Record<string, string> };

/** A PDF of `size` bytes: a real header, then filler. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  pdfBytes.copy(bytes);
  return bytes;
}

let sequence = 0;

describe.each(['disk', 's3'] as const)('resumable uploads stored on %s', (storageKind) => {
  let suite: StorageSuite;
  let server: TestApp;
  let database: Database;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    suite = await startStorageSuite(storageKind);
    ({ server, database, s3 } = suite);
  });
  afterAll(() => suite.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function partner(): Promise<Partner> {
    const signedUp = await signedUpPartner(server.url);
    sequence += 1;
    // Each partner its own address, as signedUpPartner gives it, so limits never mix.
    const ip = `10.200.${sequence}.9`;
    return { ...signedUp, headers: browserHeaders(signedUp.client, server.url, ip) };
  }

  const send = (who: Partner, bytes: Buffer, options: Partial<Parameters<typeof sendWithTus>[1]>) =>
    sendWithTus(bytes, {
      baseUrl: server.url,
      partnerId: who.partnerId,
      headers: who.headers,
      type: 'gstCertificate',
      ...options,
    });

  /** What the tus store holds: files on disk, or multipart uploads and objects in the bucket. */
  async function inTusStore(): Promise<string[]> {
    if (!s3) return filesUnder(tusDirectoryOf(server.config.dataDir));
    const multipart = (await s3.multipartUploads()).map((key) => `multipart upload ${key}`);
    return [...multipart, ...(await s3.objectKeys('resumable-uploads/'))];
  }

  const draftOf = async (who: Partner) =>
    readJson(await who.client.request(`/api/partners/${who.partnerId}/draft`));

  /** Sends the first `bytes` of a PATCH at `offset`, then cuts the connection, as a phone losing its signal does. */
  function cutPatch(url: string, who: Partner, body: Buffer, offset: number, sent: number) {
    return new Promise<void>((resolve) => {
      const target = new URL(url, server.url);
      const patch = httpRequest(target, {
        method: 'PATCH',
        headers: {
          ...who.headers,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(body.length),
        },
      });
      patch.on('error', () => resolve());
      patch.write(body.subarray(0, sent), () => {
        // Long enough for the server to have written what arrived.
        setTimeout(() => patch.destroy(), 200);
      });
    });
  }

  const headOffset = async (url: string, who: Partner) => {
    const answer = await who.client.request(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0' },
    });
    return { status: answer.status, offset: Number(answer.headers.get('upload-offset')) };
  };

  it('continues an interrupted upload from the server’s offset, stages it, and Submit commits it', async () => {
    const asha = await partner();
    const storedBefore = await inTusStore();
    const file = pdfOfSize(6 * 1024 * 1024 + 123);
    const chunkSize = 5 * 1024 * 1024;

    // The connection drops halfway through the first chunk.
    const started = await send(asha, file, {
      chunkSize,
      fileName: 'gst.pdf',
      stopAfterChunk: () => true,
      onProgress: () => {},
    });
    // tus-js-client sent its whole first chunk: stop it there, then cut a PATCH mid-way.
    expect(started.kind).toBe('stopped');
    if (started.kind !== 'stopped') return;
    expect(started.bytesAccepted).toBe(chunkSize);
    const url = new URL(started.url).pathname;
    expect(url).toMatch(new RegExp(`^${resumableUploadsPath(asha.partnerId)}/[0-9a-f]{32}$`));

    await cutPatch(url, asha, file.subarray(chunkSize), chunkSize, 100_000);
    const { status, offset } = await headOffset(url, asha);
    expect(status).toBe(200);
    // On disk every byte that arrived is kept; a bucket keeps the part that arrived too.
    expect(offset).toBeGreaterThan(chunkSize);
    expect(offset).toBeLessThanOrEqual(chunkSize + 100_000);

    // The draft tells a browser coming back where to continue.
    expect((await draftOf(asha)).uploads).toEqual({
      unfinished: {
        gstCertificate: {
          url,
          fileName: 'gst.pdf',
          sizeBytes: file.length,
          offset,
          fingerprint: null,
        },
      },
      staged: {},
    });

    let resentFrom = -1;
    const resumed = await send(asha, file, {
      uploadUrl: url,
      chunkSize,
      onProgress: (sent) => {
        if (resentFrom < 0) resentFrom = sent;
      },
    });
    expect(resumed.kind).toBe('finished');
    // Only the rest was sent: the first progress report is already past the offset.
    expect(resentFrom).toBeGreaterThanOrEqual(offset);

    const draft = await draftOf(asha);
    expect(draft.uploads.unfinished).toEqual({});
    expect(draft.uploads.staged.gstCertificate).toMatchObject({
      fileName: 'gst.pdf',
      sizeBytes: file.length,
    });
    expect(await inTusStore()).toEqual(storedBefore);

    // Staged is not the partner's yet: the record, and so the operator, do not show it.
    const before = await readJson(await asha.client.request(`/api/partners/${asha.partnerId}`));
    expect(before.gstCertificateUrl).toBeNull();

    const committed = await asha.client.request(
      `/api/partners/${asha.partnerId}/staged-documents/gstCertificate/commit`,
      { method: 'POST' },
    );
    expect(committed.status).toBe(200);
    expect(await readJson(committed)).toMatchObject({
      gstCertificateUrl: `/api/partners/${asha.partnerId}/documents/gstCertificate`,
      documentFiles: { gstCertificate: { fileName: 'gst.pdf', sizeBytes: file.length } },
    });
    const downloaded = await asha.client.request(
      `/api/partners/${asha.partnerId}/documents/gstCertificate`,
    );
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(file)).toBe(true);
    expect((await draftOf(asha)).uploads).toEqual({ unfinished: {}, staged: {} });

    // A second commit has nothing left to commit.
    const again = await asha.client.request(
      `/api/partners/${asha.partnerId}/staged-documents/gstCertificate/commit`,
      { method: 'POST' },
    );
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(
      'No GST certificate file is waiting to be submitted. Choose the file again.',
    );
  });

  it('answers a finished upload as complete, so a client that missed the last answer does not send it again', async () => {
    const asha = await partner();
    const done = await send(asha, pngBytes, { type: 'aadharCard', fileName: 'aadhaar.png' });
    expect(done.kind).toBe('finished');
    if (done.kind !== 'finished') return;
    const url = new URL(done.url).pathname;
    expect(await headOffset(url, asha)).toEqual({ status: 200, offset: pngBytes.length });
    const resumed = await send(asha, pngBytes, { type: 'aadharCard', uploadUrl: url });
    expect(resumed.kind).toBe('finished');

    // Bytes sent again from the start are not stored, so they are not answered as if they were.
    const again = await asha.client.request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'x'.repeat(pngBytes.length),
    });
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(messages.uploads.offsetConflict);
  });

  const startUpload = (who: Partner, sizeBytes: number) =>
    who.client.request(resumableUploadsPath(who.partnerId), {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(sizeBytes),
        'upload-metadata': `type ${Buffer.from('gstCertificate').toString('base64')}`,
      },
    });

  it.each([
    ['its last bytes', 200_000],
    ['bytes short of its end', 300_000],
  ])(
    'answers 404, never 204 or 500, to a PATCH whose upload is replaced while %s arrive',
    async (_, sizeBytes) => {
      const asha = await partner();
      const file = pdfOfSize(200_000);
      const created = await startUpload(asha, sizeBytes);
      expect(created.status).toBe(201);
      const url = new URL(created.headers.get('location') ?? '', server.url);
      const uploadId = path.basename(url.pathname);
      let replacement = '';

      // Another tab chooses another file for the step while this one's bytes arrive.
      const { status, body } = await patchAround(url, asha.headers, file, async () => {
        const replacing = await startUpload(asha, sizeBytes);
        expect(replacing.status).toBe(201);
        replacement = new URL(replacing.headers.get('location') ?? '', server.url).pathname;
      });
      // Its bytes are not kept, so the PATCH is not told they were.
      expect(status).toBe(404);
      expect(JSON.parse(body).message).toBe(messages.uploads.notFound);
      expect((await draftOf(asha)).uploads).toEqual({
        unfinished: { gstCertificate: expect.objectContaining({ url: replacement, offset: 0 }) },
        staged: {},
      });
      expect((await inTusStore()).filter((stored) => stored.includes(uploadId))).toEqual([]);
    },
  );

  it('leaves an upload whose PATCH is under way to the next sweep, and keeps what it answered for', async () => {
    const asha = await partner();
    const file = pdfOfSize(200_000);
    const created = await startUpload(asha, 300_000);
    const url = new URL(created.headers.get('location') ?? '', server.url);
    const uploadId = path.basename(url.pathname);
    // The rows' expiry passed, as the sweep sees it; the store's own sweep keeps its clock.
    const later = new Date(Date.now() + server.config.uploadExpiryMs + 60_000);

    const { status } = await patchAround(url, asha.headers, file, async () => {
      await server.app.sweepExpiredUploads(later);
    });
    expect(status).toBe(204);
    expect(await headOffset(url.pathname, asha)).toEqual({ status: 200, offset: file.length });

    // Once the HEAD has let go of it (just after its answer), a sweep removes it.
    await expect
      .poll(async () => {
        await server.app.sweepExpiredUploads(later);
        return database.db.select().from(partnerUploads).where(eq(partnerUploads.id, uploadId));
      })
      .toEqual([]);
    expect((await headOffset(url.pathname, asha)).status).toBe(404);
    expect((await inTusStore()).filter((stored) => stored.includes(uploadId))).toEqual([]);
  });

  it('lets only the owner reach an upload: another partner, an operator, the signed-out and the unverified are refused', async () => {
    const asha = await partner();
    const ravi = await partner();
    const started = await send(asha, pdfOfSize(300_000), {
      chunkSize: 100_000,
      stopAfterChunk: () => true,
    });
    if (started.kind !== 'stopped') throw new Error('the upload did not stop');
    const url = new URL(started.url).pathname;

    // Ravi, naming Asha's partner, or his own partner with her upload id.
    const ravisUrl = url.replace(asha.partnerId, ravi.partnerId);
    for (const target of [url, ravisUrl]) {
      expect((await headOffset(target, ravi)).status).toBe(404);
      const patch = await ravi.client.request(target, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '100000',
          'content-type': 'application/offset+octet-stream',
        },
        body: 'x'.repeat(10),
      });
      expect(patch.status).toBe(404);
      const ended = await ravi.client.request(target, {
        method: 'DELETE',
        headers: { 'tus-resumable': '1.0.0' },
      });
      expect(ended.status).toBe(404);
    }
    const create = await ravi.client.request(resumableUploadsPath(asha.partnerId), {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `type ${Buffer.from('aadharCard').toString('base64')}`,
      },
    });
    expect(create.status).toBe(404);
    expect((await readJson(create)).message).toBe(messages.api.partnerNotFound);
    const commit = await ravi.client.request(
      `/api/partners/${asha.partnerId}/staged-documents/gstCertificate/commit`,
      { method: 'POST' },
    );
    expect(commit.status).toBe(404);

    const operator = await partner();
    await promoteToOperator(database, operator.email);
    await enrolSecondFactor(operator.client);
    expect((await headOffset(url, operator)).status).toBe(404);

    const signedOut = browser(server.url, { ip: '10.201.0.1' });
    const anonymous = await signedOut.request(url, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(anonymous.status).toBe(401);

    const unverified = browser(server.url, { ip: '10.201.0.2' });
    await unverified.request('/api/auth/sign-up/email', {
      json: {
        email: `unverified${Date.now()}@example.com`,
        password: 'Kolkata#Lights42',
        name: 'U',
      },
    });
    const refused = await unverified.request(resumableUploadsPath(asha.partnerId), {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100' },
    });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe(messages.api.emailNotVerified);

    // Asha's upload is as she left it.
    expect(await headOffset(url, asha)).toEqual({ status: 200, offset: 100_000 });
  });

  it('refuses more than 50 MB declared, and an unknown document type, before a byte is stored', async () => {
    const asha = await partner();
    const storedBefore = await inTusStore();
    const tooLarge = await send(asha, pdfBytes, { type: 'gstCertificate' });
    expect(tooLarge.kind).toBe('finished');

    const create = (length: string, metadata: string) =>
      asha.client.request(resumableUploadsPath(asha.partnerId), {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': length, 'upload-metadata': metadata },
      });
    const gst = `type ${Buffer.from('gstCertificate').toString('base64')}`;
    const oversized = await create(String(maxUploadBytes + 1), gst);
    expect(oversized.status).toBe(413);
    expect((await readJson(oversized)).message).toBe('File size should be under 50MB');

    const passport = await create('100', `type ${Buffer.from('passport').toString('base64')}`);
    expect(passport.status).toBe(400);
    expect((await readJson(passport)).message).toBe('Invalid document type key: passport');

    const noType = await create('100', `filename ${Buffer.from('a.pdf').toString('base64')}`);
    expect(noType.status).toBe(400);
    expect((await readJson(noType)).message).toBe(messages.api.uploadArgumentsRequired);

    const deferred = await asha.client.request(resumableUploadsPath(asha.partnerId), {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', 'upload-metadata': gst },
    });
    expect(deferred.status).toBe(400);
    expect((await readJson(deferred)).message).toBe(messages.uploads.lengthRequired);

    const parts = await asha.client.request(resumableUploadsPath(asha.partnerId), {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-concat': 'partial',
        'upload-length': '100',
        'upload-metadata': gst,
      },
    });
    expect(parts.status).toBe(400);
    expect((await readJson(parts)).message).toBe(messages.uploads.concatenationNotOffered);

    const empty = await create('0', gst);
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).message).toBe(messages.documents.fileEmpty);

    expect(await inTusStore()).toEqual(storedBefore);
    const rows = await database.db
      .select()
      .from(partnerUploads)
      .where(eq(partnerUploads.partnerId, asha.partnerId));
    expect(rows.map((row) => row.type)).toEqual(['gstCertificate']);
  });

  it('limits how many uploads one partner may start, resumable and in one request alike, per partner', async () => {
    const asha = await partner();
    const ravi = await partner();
    const start = (who: Partner) =>
      who.client.request(resumableUploadsPath(who.partnerId), {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': `type ${Buffer.from('panCard').toString('base64')}`,
        },
      });
    const uploadInOne = (who: Partner) =>
      who.client.request(`/api/partners/${who.partnerId}/upload`, {
        body: uploadForm('panCard', pngBytes, 'pan.png'),
      });
    for (let started = 0; started < 20; started += 1) {
      if (started % 2 === 0) expect((await start(asha)).status).toBe(201);
      else expect((await uploadInOne(asha)).status).toBe(200);
    }
    for (const refused of [await start(asha), await uploadInOne(asha)]) {
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
      expect((await readJson(refused)).message).toBe(messages.limits.tryAgainIn(retryAfter));
    }
    // Another partner is counted apart.
    expect((await start(ravi)).status).toBe(201);
    expect((await uploadInOne(ravi)).status).toBe(200);
  });

  it('refuses a finished upload of the wrong bytes, keeping the staged and the submitted document and nothing of it', async () => {
    const asha = await partner();
    const storedBefore = await inTusStore();
    // A document on the record, and a newer one staged.
    await asha.client.request(`/api/partners/${asha.partnerId}/upload`, {
      body: uploadForm('aadharCard', pdfBytes, 'on-record.pdf'),
    });
    expect((await send(asha, pngBytes, { type: 'aadharCard', fileName: 'staged.png' })).kind).toBe(
      'finished',
    );

    const renamed = await send(asha, executableBytes, { type: 'aadharCard', fileName: 'x.png' });
    expect(renamed).toMatchObject({
      kind: 'failed',
      status: 415,
      message: 'This file is not a real PNG image. Choose a photo or a PDF of your document.',
    });

    expect(await inTusStore()).toEqual(storedBefore);
    expect(await filesUnder(uploadSpoolDir(server.config.dataDir))).toEqual([]);
    const draft = await draftOf(asha);
    expect(draft.uploads).toEqual({
      unfinished: {},
      staged: { aadharCard: expect.objectContaining({ fileName: 'staged.png' }) },
    });
    const onRecord = await asha.client.request(
      `/api/partners/${asha.partnerId}/documents/aadharCard`,
    );
    expect(Buffer.from(await onRecord.arrayBuffer())).toEqual(pdfBytes);
  });

  it('replaces the staged file when another is chosen, and drops it on request', async () => {
    const asha = await partner();
    await send(asha, pngBytes, { type: 'panCard', fileName: 'first.png' });
    await send(asha, pdfBytes, { type: 'panCard', fileName: 'second.pdf' });
    expect((await draftOf(asha)).uploads.staged.panCard).toMatchObject({ fileName: 'second.pdf' });

    const dropped = await asha.client.request(
      `/api/partners/${asha.partnerId}/staged-documents/panCard`,
      { method: 'DELETE' },
    );
    expect(dropped.status).toBe(204);
    expect((await draftOf(asha)).uploads.staged).toEqual({});
  });

  it('removes unfinished uploads once they expire: their rows, their bytes, and what has no row', async () => {
    const asha = await partner();
    const started = await send(asha, pdfOfSize(300_000), {
      chunkSize: 100_000,
      stopAfterChunk: () => true,
    });
    if (started.kind !== 'stopped') throw new Error('the upload did not stop');
    const orphan = await send(asha, pdfOfSize(300_000), {
      type: 'incorporationCertificate',
      chunkSize: 100_000,
      stopAfterChunk: () => true,
    });
    if (orphan.kind !== 'stopped') throw new Error('the upload did not stop');
    // A row lost in a crash: the store's own sweep finds its bytes.
    await database.db
      .delete(partnerUploads)
      .where(eq(partnerUploads.id, path.basename(new URL(orphan.url).pathname)));
    expect(await inTusStore()).not.toEqual([]);

    // Not yet expired: kept.
    expect(await server.app.sweepExpiredUploads()).toBe(0);
    expect((await headOffset(new URL(started.url).pathname, asha)).offset).toBe(100_000);

    const later = new Date(Date.now() + server.config.uploadExpiryMs + 60_000);
    if (s3) {
      // The bucket dates its multipart uploads by its own clock, which the SDK's signing must agree with.
      await s3.backdateMultipartUploads(server.config.uploadExpiryMs + 60_000);
      expect(await server.app.sweepExpiredUploads(later)).toBeGreaterThanOrEqual(1);
    } else {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(later);
      expect(await server.app.sweepExpiredUploads()).toBeGreaterThanOrEqual(1);
      vi.useRealTimers();
    }

    expect(await inTusStore()).toEqual([]);
    expect((await headOffset(new URL(started.url).pathname, asha)).status).toBe(404);
    expect((await draftOf(asha)).uploads.unfinished).toEqual({});
  });
});
