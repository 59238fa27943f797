import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  card,
  digitsOf,
  payload,
  type SigningKey,
  signingKey,
  throwawaySigner,
} from '@shata/test-support/aadhaar-qr';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import QRCode from 'qrcode';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { finderPatternPicture } from '../../test/crafted-pictures';
import { pngBytes, uploadForm } from '../../test/document-files';
import { profileUpdate, signedUpPartner } from '../../test/partner-fixture';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { uploadSpoolDir } from '../documents/upload-spool';
import { type BackgroundTasks, createBackgroundTasks } from '../http/background-tasks';
import { loadAadhaarCipher } from '../partners/aadhaar-cipher';
import { createAadhaarPictures } from './pictures';
import { aadhaarQrChecks } from './schema';

/** Background tasks that wait for `release` before they start, so pictures can be made to wait. */
function heldTasks(): BackgroundTasks & { hold(): void; release(): void } {
  const tasks = createBackgroundTasks((error) => {
    throw error;
  });
  let release = () => {};
  let gate = Promise.resolve();
  return {
    run: (task) => {
      const opened = gate;
      tasks.run(() => opened.then(task));
    },
    idle: () => tasks.idle(),
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

interface LogLine {
  msg: string;
  partnerId?: string;
  result?: string;
  level: number;
}

let folder: string;
let trustedKey: SigningKey;
let otherKey: SigningKey;
let database: Database;
let server: TestApp;
const tasks = heldTasks();
const lines: LogLine[] = [];
/** The picture made to keep zxing busy for ten minutes. */
let crafted: Buffer;

/** The log lines of pictures read or given up, in order, as [partnerId, outcome]. */
const reads = () =>
  lines.flatMap(({ msg, partnerId, result }) => {
    if (msg === 'read an Aadhaar picture') return [[partnerId, result]];
    if (msg.startsWith('gave up reading an Aadhaar picture')) return [[partnerId, 'timedOut']];
    return [];
  });

async function picturesFolder(dataDir: string) {
  const [owner] = await readdir(uploadSpoolDir(dataDir));
  return path.join(uploadSpoolDir(dataDir), owner ?? '', 'aadhaar-pictures');
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-pictures-'));
  const trusted = throwawaySigner(folder, 'demo-signer');
  const other = throwawaySigner(folder, 'stranger');
  writeFileSync(path.join(folder, 'trusted.pem'), trusted.certificate);
  trustedKey = await signingKey(trusted.key);
  otherKey = await signingKey(other.key);
  crafted = finderPatternPicture();
  database = await createTestDatabase();
  server = await startTestApp({
    database,
    env: {
      TRUST_PROXY: 'true',
      AADHAAR_QR_CERTS: path.join(folder, 'trusted.pem'),
      // The crafted picture runs to any limit; a real one is read well within 3 s.
      AADHAAR_PICTURE_READ_SECONDS: '3',
      LOG_LEVEL: 'info',
    },
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
    backgroundTasks: tasks,
  });
});
afterAll(async () => {
  tasks.release();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

const checkOf = async (partnerId: string) => {
  const [stored] = await database.db
    .select()
    .from(aadhaarQrChecks)
    .where(eq(aadhaarQrChecks.partnerId, partnerId));
  return stored;
};

async function partnerWithNumber() {
  const partner = await signedUpPartner(server.url);
  await partner.client.request(`/api/partners/${partner.partnerId}`, {
    method: 'PUT',
    json: profileUpdate(partner.email, { aadharNo: '234123412346' }),
  });
  return partner;
}

const upload = (partner: Awaited<ReturnType<typeof signedUpPartner>>, picture: Uint8Array) =>
  partner.client.request(`/api/partners/${partner.partnerId}/upload`, {
    body: uploadForm('aadharCard', picture, 'aadhaar-back.png'),
  });

describe('Aadhaar pictures waiting to be read', () => {
  it('wait as files on disk, readable by the server alone, and a partner’s newest replaces the one waiting', async () => {
    const asha = await partnerWithNumber();
    const forged = await QRCode.toBuffer(
      await digitsOf(payload('V2', { ...card, name: 'Someone Else' }), otherKey),
    );
    const genuine = await QRCode.toBuffer(await digitsOf(payload('V2'), trustedKey));
    tasks.hold();

    expect((await upload(asha, forged)).status).toBe(200);
    expect((await upload(asha, genuine)).status).toBe(200);

    const waitingIn = await picturesFolder(server.config.dataDir);
    const [waiting, ...more] = await readdir(waitingIn);
    expect(more).toEqual([]);
    const file = path.join(waitingIn, waiting ?? '');
    expect(await readFile(file)).toEqual(genuine);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    tasks.release();
    await tasks.idle();

    expect(reads()).toEqual([[asha.partnerId, 'verified']]);
    expect(await checkOf(asha.partnerId)).toMatchObject({ result: 'verified', source: 'upload' });
    // Removed once read.
    expect(await readdir(waitingIn)).toEqual([]);
  });

  it('gives up a picture that runs out of time for good, and reads another partner’s before the rest of the slow partner’s', async () => {
    const slow = await partnerWithNumber();
    const asha = await partnerWithNumber();
    const genuine = await QRCode.toBuffer(await digitsOf(payload('V2'), trustedKey));
    const waitingIn = await picturesFolder(server.config.dataDir);

    expect((await upload(slow, crafted)).status).toBe(200);
    // Taken from disk: being read.
    await expect.poll(() => readdir(waitingIn)).toEqual([]);
    const more = await Promise.all(Array.from({ length: 11 }, () => upload(slow, crafted)));
    expect(more.map((answer) => answer.status)).toEqual(Array(11).fill(200));
    expect((await upload(asha, genuine)).status).toBe(200);
    await tasks.idle();

    // The first ran out of time, the newest of the other eleven waited behind Asha's, and none was tried again.
    expect(reads()).toEqual([
      [slow.partnerId, 'timedOut'],
      [asha.partnerId, 'verified'],
      [slow.partnerId, 'timedOut'],
    ]);
    expect(await checkOf(slow.partnerId)).toBeUndefined();
    expect(await checkOf(asha.partnerId)).toMatchObject({ result: 'verified' });
    expect(await readdir(waitingIn)).toEqual([]);
  });
});

describe('the line of Aadhaar pictures', () => {
  let spool: string;
  const log: LogLine[] = [];
  let queueTasks: ReturnType<typeof heldTasks>;

  beforeEach(() => {
    spool = mkdtempSync(path.join(folder, 'spool-'));
    log.length = 0;
    queueTasks = heldTasks();
  });

  async function pictures(maxWaiting: number, readTimeoutMs = 3_000) {
    const dir = path.join(spool, 'aadhaar-pictures');
    const aadhaarPictures = await createAadhaarPictures({
      context: {
        db: database.db,
        cipher: await loadAadhaarCipher(server.config),
        trustedSigners: [],
      },
      tasks: queueTasks,
      log: pino({ level: 'info' }, { write: (line: string) => log.push(JSON.parse(line)) }),
      dir,
      readTimeoutMs,
      maxWaiting,
    });
    /** Holds and puts in line a picture without a code, uploaded by `partnerId` (by default a partner of its own). */
    const send = async (picture: Uint8Array = pngBytes, partnerId = randomUUID()) => {
      const localPath = path.join(spool, randomUUID());
      writeFileSync(localPath, picture, { mode: 0o600 });
      const held = await aadhaarPictures.hold(partnerId, {
        type: 'aadharCard',
        contentType: 'image/png',
        sizeBytes: picture.length,
        localPath,
      });
      rmSync(localPath);
      await held?.read();
      return partnerId;
    };
    return { aadhaarPictures, dir, send };
  }

  it('holds no more than its limit waiting, leaving the pictures past it unread', async () => {
    const { dir, send } = await pictures(2);
    queueTasks.hold();

    const first = await send();
    const second = await send();
    const third = await send();

    expect(await readdir(dir)).toHaveLength(2);
    expect(log.map((line) => line.msg)).toContain(
      'too many Aadhaar pictures wait to be read: this one is left unread',
    );
    queueTasks.release();
    await queueTasks.idle();
    const read = log.filter((line) => line.msg === 'read an Aadhaar picture');
    expect(read.map((line) => [line.partnerId, line.result])).toEqual([
      [first, 'noCode'],
      [second, 'noCode'],
    ]);
    expect(read.map((line) => line.partnerId)).not.toContain(third);
    expect(await readdir(dir)).toEqual([]);
  });

  it('reads a partner who had none read before a partner whose picture was just read, however long that took short of the limit', async () => {
    const { dir, send } = await pictures(100, 60_000);
    // Slow to read, though well within the limit: a picture made to take just under it is never given up.
    const slowPicture = finderPatternPicture(800);
    const busy = await send(slowPicture);
    // Taken from disk: being read.
    await expect.poll(() => readdir(dir)).toEqual([]);
    await send(slowPicture, busy);
    const waiting = await send();
    await queueTasks.idle();

    const read = log.filter((line) => line.msg === 'read an Aadhaar picture');
    expect(read.map((line) => line.partnerId)).toEqual([busy, waiting, busy]);
  });

  it('removes the waiting pictures when it closes, reading none of them', async () => {
    const { aadhaarPictures, dir, send } = await pictures(100);
    queueTasks.hold();
    await send();
    await send();
    expect(await readdir(dir)).toHaveLength(2);

    await aadhaarPictures.close();
    queueTasks.release();
    await queueTasks.idle();

    expect(await readdir(dir)).toEqual([]);
    expect(log.filter((line) => line.msg === 'read an Aadhaar picture')).toEqual([]);
  });
});
