import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentType } from '@shata/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../http/background-tasks';
import { findPartnerUnchecked } from '../partners/access';
import { readQrCodes } from './read-qr-image';
import { recordSecureQr, type SecureQrContext } from './service';

/** Pictures zxing reads: the types an upload's bytes are checked to be. */
const readableTypes = new Set(['image/jpeg', 'image/png']);

/** A card photo is a few megabytes; a bigger file is not read into memory for this. */
const maxPictureBytes = 20 * 1024 * 1024;

/**
 * Pictures waiting to be read at most: a hundred partners' at once is far
 * more than sign-ups bring, and each waits as a file of up to 20 MB.
 */
const defaultMaxWaiting = 100;

/**
 * How long a partner whose picture ran out of time has theirs read after
 * everyone else's, and one whose picture was read waits behind partners who
 * had none read since.
 */
const slowPartnerMs = 60 * 60_000;

/** An uploaded document as it waits in the spool, its type decided from its bytes. */
export interface SpooledDocument {
  type: DocumentType;
  contentType: string;
  sizeBytes: number;
  localPath: string;
}

/** An Aadhaar picture kept aside while its upload is saved. */
export interface HeldPicture {
  /** Puts the picture in line to be read: its document is saved. */
  read(): Promise<void>;
  /** Lets the picture go unread: its document was not saved. */
  drop(): Promise<void>;
}

/**
 * The Secure QR of an uploaded Aadhaar picture, read and checked after the
 * upload is answered, so the partner who sends a clear photo of the card's
 * back is verified without scanning. A picture without a readable code, or
 * one that runs out of time, leaves the partner's last check as it was.
 *
 * One picture is read at a time, on a thread that goes with it. Waiting
 * pictures are files in a folder of the upload spool, not bytes in memory:
 * a partner's newest picture of a type replaces the one waiting, at most
 * `maxWaiting` wait, and partners take turns: the one whose last picture
 * was read longest ago (or never) first, in the order their pictures came
 * otherwise, and one whose picture ran out of time in the last hour behind
 * everyone else. Turns, not the order of arrival alone: a picture made to
 * take just under the limit is never given up, and its partner's next one,
 * sent while it is read, would otherwise go before a partner who came after.
 */
export interface AadhaarPictures {
  /**
   * Keeps the picture while the spooled file is still there; undefined when
   * it is no Aadhaar picture to read.
   */
  hold(partnerId: string, document: SpooledDocument): Promise<HeldPicture | undefined>;
  /** Gives up the picture being read and removes the waiting ones. */
  close(): Promise<void>;
}

interface Waiting {
  partnerId: string;
  type: DocumentType;
  file: string;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the queue's short closures share its maps and its abort signal; a class would only rename them
export async function createAadhaarPictures({
  context,
  tasks,
  log,
  dir,
  readTimeoutMs,
  maxWaiting = defaultMaxWaiting,
}: {
  context: SecureQrContext;
  tasks: BackgroundTasks;
  log: FastifyBaseLogger;
  /** Where waiting pictures are kept: in the spool folder, so a link is no copy. */
  dir: string;
  readTimeoutMs: number;
  maxWaiting?: number;
}): Promise<AadhaarPictures> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  /** By partner and type, in the order they came (a replaced picture goes to the back). */
  const waiting = new Map<string, Waiting>();
  /** When each partner's last picture ran out of time. */
  const timedOut = new Map<string, number>();
  /** When each partner's last picture was taken to be read. */
  const lastRead = new Map<string, number>();
  const stop = new AbortController();
  let reading = false;

  /** Slow partners last; then the partner read longest ago (never: first); then the order of arrival. */
  const goesBefore = (picture: Waiting, other: Waiting) => {
    const slow = Number(timedOut.has(picture.partnerId));
    const otherSlow = Number(timedOut.has(other.partnerId));
    if (slow !== otherSlow) return slow < otherSlow;
    const read = lastRead.get(picture.partnerId) ?? Number.NEGATIVE_INFINITY;
    return read < (lastRead.get(other.partnerId) ?? Number.NEGATIVE_INFINITY);
  };

  function nextPicture(): Waiting | undefined {
    const now = Date.now();
    for (const marks of [timedOut, lastRead]) {
      for (const [partnerId, at] of marks) {
        if (now - at > slowPartnerMs) marks.delete(partnerId);
      }
    }
    let next: [string, Waiting] | undefined;
    for (const entry of waiting) {
      if (!next || goesBefore(entry[1], next[1])) next = entry;
    }
    if (!next) return undefined;
    waiting.delete(next[0]);
    lastRead.set(next[1].partnerId, now);
    return next[1];
  }

  async function check(partnerId: string, texts: string[]) {
    for (const text of texts) {
      const partner = await findPartnerUnchecked(context.db, partnerId);
      const recorded = await recordSecureQr(context, partner, text.trim(), 'upload');
      if (recorded.result !== 'unreadable') return recorded.result;
    }
    return 'noCode';
  }

  async function readPicture({ partnerId, file }: Waiting) {
    // The only picture in memory: the one being read.
    let picture: Uint8Array;
    try {
      picture = await readFile(file);
    } finally {
      await rm(file, { force: true });
    }
    const started = performance.now();
    const texts = await readQrCodes(picture, { timeoutMs: readTimeoutMs, signal: stop.signal });
    const ms = Math.round(performance.now() - started);
    if (stop.signal.aborted) return;
    if (texts === 'timedOut') {
      // Not tried again: a picture that takes this long is made to.
      timedOut.set(partnerId, Date.now());
      log.warn({ partnerId, ms }, 'gave up reading an Aadhaar picture: it took too long');
      return;
    }
    log.info({ partnerId, ms, result: await check(partnerId, texts) }, 'read an Aadhaar picture');
  }

  async function readAll() {
    for (let next = nextPicture(); next && !stop.signal.aborted; next = nextPicture()) {
      await readPicture(next).catch((error: unknown) => {
        log.error({ err: error, partnerId: next?.partnerId }, 'could not read an Aadhaar picture');
      });
    }
    reading = false;
  }

  async function enqueue(picture: Waiting) {
    const key = `${picture.partnerId}/${picture.type}`;
    const replaced = waiting.get(key);
    if (stop.signal.aborted) {
      await rm(picture.file, { force: true });
      return;
    }
    if (!replaced && waiting.size >= maxWaiting) {
      log.warn(
        { partnerId: picture.partnerId, waiting: waiting.size },
        'too many Aadhaar pictures wait to be read: this one is left unread',
      );
      await rm(picture.file, { force: true });
      return;
    }
    waiting.delete(key);
    waiting.set(key, picture);
    if (!reading) {
      reading = true;
      tasks.run(readAll);
    }
    if (replaced) await rm(replaced.file, { force: true });
  }

  return {
    async hold(partnerId, document) {
      if (
        stop.signal.aborted ||
        document.type !== 'aadharCard' ||
        !readableTypes.has(document.contentType) ||
        document.sizeBytes > maxPictureBytes
      ) {
        return undefined;
      }
      const file = path.join(dir, randomUUID());
      try {
        // The spooled file, written 0600, under a second name: no copy, and it outlives the spool's.
        await link(document.localPath, file);
      } catch (error) {
        log.warn({ err: error, partnerId }, 'could not keep an Aadhaar picture to read its QR');
        return undefined;
      }
      return {
        read: () => enqueue({ partnerId, type: document.type, file }),
        drop: () => rm(file, { force: true }),
      };
    },
    async close() {
      stop.abort();
      const files = [...waiting.values()].map((picture) => picture.file);
      waiting.clear();
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
  };
}
