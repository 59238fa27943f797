import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { maxUploadBytes, messages } from '@shata/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  executableBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  uploadForm,
} from '../../test/document-files';
import { filesUnder } from '../../test/files';
import { browser, readJson } from '../../test/http-client';
import { promoteToOperator, signedUpPartner } from '../../test/partner-fixture';
import type { TestS3Server } from '../../test/s3-server';
import { enrolSecondFactor } from '../../test/second-factor';
import {
  type StorageSuite,
  startStorageSuite,
  startTestApp,
  type TestApp,
} from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { partnerDocuments, partners } from '../partners/schema';
import { replaceDocument } from './record';
import { createDiskStorage } from './storage/disk';
import type { DocumentStorage } from './storage/storage';
import { uploadSpoolDir } from './upload-spool';

type Partner = Awaited<ReturnType<typeof signedUpPartner>>;

/** The Aadhaar card's PNG at `localPath`, checked and ready to store. */
const checkedAadhaarPng = (localPath: string) =>
  ({
    type: 'aadharCard',
    localPath,
    contentType: 'image/png',
    extension: 'png',
    sizeBytes: pngBytes.length,
    fileName: 'aadhaar.png',
  }) as const;

describe.each(['disk', 's3'] as const)('documents stored on %s', (storageKind) => {
  let suite: StorageSuite;
  let server: TestApp;
  let database: Database;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    suite = await startStorageSuite(storageKind);
    ({ server, database, s3 } = suite);
  });
  afterAll(() => suite.close());

  /** Every stored object of a partner, wherever this storage keeps them. */
  async function storedObjects(partnerId: string): Promise<string[]> {
    const prefix = `partners/${partnerId}/`;
    if (!s3) return filesUnder(path.join(server.config.dataDir, 'documents', prefix));
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => String(object.Key));
  }

  const upload = (partner: Partner, form: FormData) =>
    partner.client.request(`/api/partners/${partner.partnerId}/upload`, { body: form });
  const download = (partner: Partner, type: string) =>
    partner.client.request(`/api/partners/${partner.partnerId}/documents/${type}`);

  async function expectNothingKept(partner: Partner) {
    expect(await storedObjects(partner.partnerId)).toEqual([]);
    expect(await filesUnder(uploadSpoolDir(server.config.dataDir))).toEqual([]);
    const rows = await database.db
      .select()
      .from(partnerDocuments)
      .where(eq(partnerDocuments.partnerId, partner.partnerId));
    expect(rows).toEqual([]);
  }

  it('stores an upload and answers the partner with the url it is downloaded from, its name and size', async () => {
    const partner = await signedUpPartner(server.url);
    const response = await upload(
      partner,
      uploadForm('aadharCard', pngBytes, 'C:\\Users\\asha\\aadhaar\u0007 front.png'),
    );
    expect(response.status).toBe(200);
    const url = `/api/partners/${partner.partnerId}/documents/aadharCard`;
    expect(await readJson(response)).toMatchObject({
      _id: partner.partnerId,
      aadharUrl: url,
      panCardUrl: null,
      documentFiles: { aadharCard: { fileName: 'aadhaar front.png', sizeBytes: pngBytes.length } },
    });
    expect(
      await readJson(await partner.client.request(`/api/partners/${partner.partnerId}`)),
    ).toMatchObject({ aadharUrl: url });

    const file = await partner.client.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="aadharCard.png"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // Its own policy: Chromium's PDF viewer is a plugin, which the portal's pages forbid.
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'",
    );
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pngBytes);
  });

  it('decides the type by the bytes, not by the name or the type the browser claims', async () => {
    const partner = await signedUpPartner(server.url);
    const response = await upload(
      partner,
      uploadForm('gstCertificate', pdfBytes, 'certificate.png', 'image/png'),
    );
    expect(response.status).toBe(200);
    const file = await download(partner, 'gstCertificate');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('inline; filename="gstCertificate.pdf"');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes);

    const jpeg = await upload(partner, uploadForm('panCard', jpegBytes, 'pan.jpeg', 'image/jpeg'));
    expect(await readJson(jpeg)).toMatchObject({
      panCardUrl: `/api/partners/${partner.partnerId}/documents/panCard`,
      gstCertificateUrl: `/api/partners/${partner.partnerId}/documents/gstCertificate`,
    });
    expect((await download(partner, 'panCard')).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a renamed executable with 415 saying it is not what its name says, keeping nothing', async () => {
    const partner = await signedUpPartner(server.url);
    const response = await upload(
      partner,
      uploadForm('aadharCard', executableBytes, 'aadhaar.pdf', 'application/pdf'),
    );
    expect(response.status).toBe(415);
    expect((await readJson(response)).message).toBe(
      'This file is not a real PDF document. Choose a photo or a PDF of your document.',
    );
    await expectNothingKept(partner);
  });

  it('refuses 50 MB + 1 byte with 413, keeps nothing of it and leaves the previous document whole', async () => {
    const partner = await signedUpPartner(server.url);
    await upload(partner, uploadForm('incorporationCertificate', pdfBytes, 'cin.pdf'));
    const before = await storedObjects(partner.partnerId);

    const oversized = Buffer.alloc(maxUploadBytes + 1, 0x20);
    pdfBytes.copy(oversized);
    const response = await upload(
      partner,
      uploadForm('incorporationCertificate', oversized, 'cin.pdf'),
    );
    expect(response.status).toBe(413);
    expect((await readJson(response)).message).toBe('File size should be under 50MB');

    expect(await storedObjects(partner.partnerId)).toEqual(before);
    expect(await filesUnder(uploadSpoolDir(server.config.dataDir))).toEqual([]);
    const kept = await download(partner, 'incorporationCertificate');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(pdfBytes);
  });

  it('replaces a document with a new upload and removes the old file', async () => {
    const partner = await signedUpPartner(server.url);
    await upload(partner, uploadForm('aadharCard', pngBytes, 'first.png'));
    await upload(partner, uploadForm('aadharCard', pdfBytes, 'second.pdf'));
    const file = await download(partner, 'aadharCard');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes);
    expect(await storedObjects(partner.partnerId)).toHaveLength(1);
  });

  it("answers the spec's words for a missing file, a wrong field name and a missing partner id", async () => {
    const partner = await signedUpPartner(server.url);
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    const missing = await upload(partner, noFile);
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).message).toBe(
      'Partner ID, file, and docTypeKey are required.',
    );

    const notMultipart = await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
      json: { aadharCard: 'aadhaar.png' },
    });
    expect(notMultipart.status).toBe(415);
    expect((await readJson(notMultipart)).message).toBe(messages.api.multipartOnly);

    const wrongField = await upload(partner, uploadForm('passport', pngBytes, 'passport.png'));
    expect(wrongField.status).toBe(400);
    expect((await readJson(wrongField)).message).toBe('Invalid document type key: passport');

    const noId = await partner.client.request('/api/partners/%20/upload', {
      body: uploadForm('aadharCard', pngBytes, 'aadhaar.png'),
    });
    expect(noId.status).toBe(400);
    expect((await readJson(noId)).message).toBe('Partner ID is required.');
    await expectNothingKept(partner);
  });

  it('refuses an empty file and a multipart body cut off before its end, keeping nothing', async () => {
    const partner = await signedUpPartner(server.url);
    const empty = await upload(partner, uploadForm('aadharCard', Buffer.alloc(0), 'empty.png'));
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).message).toBe(messages.documents.fileEmpty);

    const boundary = 'shataBoundary42';
    const truncated = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="aadharCard"; filename="aadhaar.png"',
      'Content-Type: image/png',
      '',
      pngBytes.toString('latin1'),
    ].join('\r\n');
    const response = await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
      body: Buffer.from(truncated, 'latin1').toString('latin1'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe(messages.documents.uploadIncomplete);
    await expectNothingKept(partner);
  });

  it('refuses a second file, in the same field or another, keeping the previous document whole', async () => {
    const partner = await signedUpPartner(server.url);
    await upload(partner, uploadForm('panCard', pngBytes, 'pan.png'));
    const before = await storedObjects(partner.partnerId);

    for (const secondField of ['panCard', 'aadharCard']) {
      const form = uploadForm('panCard', pdfBytes, 'pan.pdf');
      form.append(secondField, new Blob([jpegBytes]), 'second.jpg');
      const response = await upload(partner, form);
      expect(response.status).toBe(400);
      expect((await readJson(response)).message).toBe(messages.documents.oneFilePerUpload);
    }

    expect(await storedObjects(partner.partnerId)).toEqual(before);
    expect(await filesUnder(uploadSpoolDir(server.config.dataDir))).toEqual([]);
    const kept = await download(partner, 'panCard');
    expect(kept.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(pngBytes);
    const partnerNow = await readJson(
      await partner.client.request(`/api/partners/${partner.partnerId}`),
    );
    expect(partnerNow.aadharUrl).toBeNull();
  });

  it('refuses a body of many fields before the file, and one without a boundary', async () => {
    const partner = await signedUpPartner(server.url);
    const form = new FormData();
    for (let index = 0; index < 20; index += 1) form.append(`field${index}`, 'x'.repeat(2048));
    form.append('aadharCard', new Blob([pngBytes]), 'aadhaar.png');
    const stuffed = await upload(partner, form);
    expect(stuffed.status).toBe(400);
    expect((await readJson(stuffed)).message).toBe(
      'Send one document per upload, as a single file field.',
    );

    const noBoundary = await partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
      body: 'not really multipart',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    expect((await readJson(noBoundary)).message).toBe(messages.documents.uploadIncomplete);
    await expectNothingKept(partner);
  });

  it("lets an operator download any partner's document but not upload one for them", async () => {
    const owner = await signedUpPartner(server.url);
    await upload(owner, uploadForm('gstCertificate', pdfBytes, 'gst.pdf'));
    const operator = await signedUpPartner(server.url);
    await promoteToOperator(database, operator.email);
    await enrolSecondFactor(operator.client);

    const file = await download({ ...operator, partnerId: owner.partnerId }, 'gstCertificate');
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes);
    const foreign = await upload(
      { ...operator, partnerId: owner.partnerId },
      uploadForm('gstCertificate', pngBytes, 'other.png'),
    );
    expect(foreign.status).toBe(404);
    const kept = await download(owner, 'gstCertificate');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(pdfBytes);
  });

  it('answers 404 for a document type not on file and 400 for an unknown type', async () => {
    const partner = await signedUpPartner(server.url);
    const missing = await download(partner, 'panCard');
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).message).toBe('Document not found.');
    const unknown = await download(partner, 'passport');
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).message).toBe('Invalid document type key: passport');
  });

  it("refuses another partner's uploads and downloads with 404, and a signed-out caller with 401", async () => {
    const owner = await signedUpPartner(server.url);
    await upload(owner, uploadForm('aadharCard', pngBytes, 'aadhaar.png'));
    const other = await signedUpPartner(server.url);

    const foreignDownload = await other.client.request(
      `/api/partners/${owner.partnerId}/documents/aadharCard`,
    );
    expect(foreignDownload.status).toBe(404);
    expect((await readJson(foreignDownload)).message).toBe('Partner not found.');

    const foreignUpload = await other.client.request(`/api/partners/${owner.partnerId}/upload`, {
      body: uploadForm('aadharCard', pdfBytes, 'mine-now.pdf'),
    });
    expect(foreignUpload.status).toBe(404);
    const kept = await download(owner, 'aadharCard');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(pngBytes);

    const stranger = browser(server.url, { ip: '198.51.100.77' });
    expect(
      (await stranger.request(`/api/partners/${owner.partnerId}/documents/aadharCard`)).status,
    ).toBe(401);
    expect(
      (
        await stranger.request(`/api/partners/${owner.partnerId}/upload`, {
          body: uploadForm('aadharCard', pdfBytes, 'x.pdf'),
        })
      ).status,
    ).toBe(401);
  });
});

describe('a storage write that fails', () => {
  let server: TestApp;
  let dataDir: string;
  let failPuts = false;

  beforeAll(async () => {
    const database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-storage-'));
    const disk = createDiskStorage(dataDir);
    const flaky: DocumentStorage = {
      ...disk,
      async put(key, localPath, contentType) {
        if (failPuts) throw new Error('disk unplugged');
        await disk.put(key, localPath, contentType);
      },
    };
    server = await startTestApp({ database, env: { TRUST_PROXY: 'true' }, storage: flaky });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers a generic 500, keeps the previous document and leaves no spool file', async () => {
    const partner = await signedUpPartner(server.url);
    const url = `/api/partners/${partner.partnerId}/upload`;
    await partner.client.request(url, { body: uploadForm('aadharCard', pngBytes, 'a.png') });

    failPuts = true;
    const failed = await partner.client.request(url, {
      body: uploadForm('aadharCard', pdfBytes, 'b.pdf'),
    });
    failPuts = false;
    expect(failed.status).toBe(500);
    expect((await readJson(failed)).message).toBe(messages.api.serverError);

    const kept = await partner.client.request(
      `/api/partners/${partner.partnerId}/documents/aadharCard`,
    );
    expect(kept.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(pngBytes);
    expect(await filesUnder(uploadSpoolDir(server.config.dataDir))).toEqual([]);
  });
});

describe('a document record that cannot be written', () => {
  it('removes the file it had just stored, leaving nothing behind', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-record-'));
    const spool = uploadSpoolDir(dataDir);
    await mkdir(spool, { recursive: true });
    const localPath = path.join(spool, 'received');
    await writeFile(localPath, pngBytes);
    try {
      // No such partner: the row's foreign key refuses it after the file is in storage.
      const upload = checkedAadhaarPng(localPath);
      await expect(
        replaceDocument(
          { db: database.db, storage: createDiskStorage(dataDir), log: pino({ level: 'silent' }) },
          randomUUID(),
          upload,
          { id: 'user-1', email: 'asha@example.com', emailVerified: true, role: 'partner' },
        ),
      ).rejects.toThrow();
      expect(await filesUnder(path.join(dataDir, 'documents'))).toEqual([]);
      expect(await filesUnder(spool)).toEqual([]);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a put that fails part way', () => {
  it('leaves no spool file, no stored object and no document row', async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-put-'));
    const spool = uploadSpoolDir(dataDir);
    await mkdir(spool, { recursive: true });
    const localPath = path.join(spool, 'received');
    await writeFile(localPath, pngBytes);
    const disk = createDiskStorage(dataDir);
    // The bytes arrive, then the connection drops before the put is answered.
    const cutShort: DocumentStorage = {
      ...disk,
      async put(key, from, contentType) {
        await disk.put(key, from, contentType);
        throw new Error('connection reset');
      },
    };
    try {
      const [partner] = await database.db
        .insert(partners)
        .values({ personalEmail: 'asha@example.com' })
        .returning({ id: partners.id });
      const upload = checkedAadhaarPng(localPath);
      await expect(
        replaceDocument(
          { db: database.db, storage: cutShort, log: pino({ level: 'silent' }) },
          partner?.id ?? '',
          upload,
          { id: 'user-1', email: 'asha@example.com', emailVerified: true, role: 'partner' },
        ),
      ).rejects.toThrow('connection reset');
      expect(await filesUnder(path.join(dataDir, 'documents'))).toEqual([]);
      expect(await filesUnder(spool)).toEqual([]);
      expect(await database.db.select().from(partnerDocuments)).toEqual([]);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
