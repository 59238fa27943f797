import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { maxUploadBytes } from '@shata/domain';
import { Server } from '@tus/server';
import { type DataStore, ERRORS } from '@tus/utils';
import type { Config } from '../../config';
import type { SessionLocks } from '../../db/session-locks';
import { UploadLocks } from './upload-locker';

/** Ids the tus server makes: 32 hex digits, the last part of an upload's URL. */
const uploadIdPattern = /^[0-9a-f]{32}$/;

export function isUploadId(text: string): boolean {
  return uploadIdPattern.test(text);
}

/**
 * The tus server and its store: files under DATA_DIR, or a bucket's multipart
 * uploads with S3_BUCKET. An upload's id in the store is its URL id behind
 * `keyPrefix`, so in a bucket the unfinished uploads sit apart from documents.
 */
export interface TusUploads {
  server: Server;
  store: ReadableStore;
  storeId(uploadId: string): string;
  locks: UploadLocks;
  /** Whether the store no longer has the upload: ended, replaced or expired meanwhile. */
  isGone(uploadId: string): Promise<boolean>;
}

/** Both stores can give back an upload's bytes, which `DataStore` does not declare. */
type ReadableStore = DataStore & { read(id: string): Readable | Promise<Readable> };

/** The folder unfinished uploads are written to without a bucket. */
export const tusDirectoryOf = (dataDir: string) => path.join(dataDir, 'resumable-uploads');

export async function createTusUploads(
  config: Pick<Config, 'dataDir' | 's3' | 'uploadExpiryMs'>,
  sessionLocks: SessionLocks | undefined,
): Promise<TusUploads> {
  const expirationPeriodInMilliseconds = config.uploadExpiryMs;
  let store: ReadableStore;
  let keyPrefix = '';
  if (config.s3) {
    // Loaded only with a bucket, as the storage's S3 client is.
    const { S3Store } = await import('@tus/s3-store');
    /** tus's S3 store, whose `remove` leaves objects behind in the bucket. */
    class BucketStore extends S3Store {
      override async remove(id: string): Promise<void> {
        let stoppedShort = false;
        try {
          await super.remove(id);
        } catch (error) {
          // A finished upload's multipart upload is complete: aborting it is
          // not found, and tus stops before deleting its object and `.info`.
          if (error !== ERRORS.FILE_NOT_FOUND) throw error;
          stoppedShort = true;
        }
        // An unfinished upload's last part under S3's minimum is an object of its own, which tus keeps.
        const left = stoppedShort
          ? [id, this.infoKey(id), this.partKey(id, true)]
          : [this.partKey(id, true)];
        await this.client.deleteObjects({
          Bucket: this.bucket,
          Delete: { Objects: left.map((Key) => ({ Key })) },
        });
        if (stoppedShort) await this.clearCache(id);
      }
    }
    keyPrefix = 'resumable-uploads/';
    store = new BucketStore({
      expirationPeriodInMilliseconds,
      s3ClientConfig: {
        bucket: config.s3.bucket,
        region: config.s3.region,
        endpoint: config.s3.endpoint,
        forcePathStyle: config.s3.forcePathStyle,
        credentials: config.s3.credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
  } else {
    const { FileStore } = await import('@tus/file-store');
    const directory = tusDirectoryOf(config.dataDir);
    // Made here, private: the store would make it readable by every user of the machine.
    await mkdir(directory, { recursive: true, mode: 0o700 });
    store = new FileStore({ directory, expirationPeriodInMilliseconds });
  }
  const storeId = (uploadId: string) => keyPrefix + uploadId;
  const isGone = (uploadId: string) =>
    store.getUpload(storeId(uploadId)).then(
      () => false,
      (error: unknown) => error === ERRORS.FILE_NOT_FOUND || error === ERRORS.FILE_NO_LONGER_EXISTS,
    );
  const locks = new UploadLocks(sessionLocks);

  const server = new Server({
    // Our routes hand each request over; the path is only the server's own check on ids.
    path: '/api/partners/uploads',
    datastore: store,
    maxSize: maxUploadBytes,
    namingFunction: () => storeId(randomBytes(16).toString('hex')),
    // The upload's URL is the collection's it was created in, on the portal's own origin.
    generateUrl: (request, { id }) =>
      `${new URL(request.url).pathname.replace(/\/$/, '')}/${id.slice(keyPrefix.length)}`,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath && isUploadId(lastPath) ? storeId(lastPath) : undefined,
    // Finished uploads are moved out at once; only unfinished ones are ever in the store.
    disableTerminationForFinishedUploads: true,
    locker: locks.lockerFor,
    // A write that failed because the upload was removed meanwhile (the store
    // says only that writing failed) is an upload gone, not a fault of ours.
    async onResponseError(request, error) {
      const uploadId = new URL(request.url).pathname.split('/').at(-1) ?? '';
      const failed = 'status_code' in error ? error.status_code : 500;
      if (failed >= 500 && isUploadId(uploadId) && (await isGone(uploadId))) {
        return ERRORS.FILE_NOT_FOUND;
      }
    },
  });
  return { server, store, storeId, locks, isGone };
}
