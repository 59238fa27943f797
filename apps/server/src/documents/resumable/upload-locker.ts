import { messages } from '@shata/domain';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { ReleaseSessionLock, SessionLocks } from '../../db/session-locks';
import { HttpError } from '../../http/errors';

/** How long a request waits for an upload another request holds, as tus's own locker waits. */
const acquireTimeoutMs = 30_000;

/** The first key of uploads' PostgreSQL advisory locks: any fixed number, apart from other locks'. */
const uploadLockNamespace = 7_320_115;

/**
 * An upload held by one request, from before tus reads it until what follows
 * (staging a finished upload) is done: in this process by `UploadLocker`, and
 * across processes by an advisory lock when the database is PostgreSQL, so
 * two processes on one database never write or stage one upload at once.
 * Within the hold, tus's own locking is the hold's: `lockerFor` gives tus the
 * request's hold, which hands tus's way to end the request early to a
 * request of this process that waits for the upload.
 */
export class UploadLocks {
  private readonly inProcess = new UploadLocker();
  private readonly holds = new WeakMap<Request, Locker>();

  constructor(private readonly sessionLocks: SessionLocks | undefined) {}

  /** The locker tus uses for `request`: its hold, or the process's for an upload being created. */
  readonly lockerFor = (request: Request): Locker => this.holds.get(request) ?? this.inProcess;

  /**
   * Runs `work` with upload `uploadId` held; `tusRequest` is the request it
   * hands to tus. A request of this process holding it is asked to finish and
   * waited for, as tus does; another process holding it is 423 at once, as
   * tus's clients retry a locked upload after their HEAD.
   */
  async hold<T>(
    {
      uploadId,
      stopSignal,
      tusRequest,
    }: { uploadId: string; stopSignal: AbortSignal; tusRequest: Request },
    work: () => Promise<T>,
  ): Promise<T> {
    let endTusRequest: RequestRelease | undefined;
    let asked = false;
    const requestRelease = async () => {
      asked = true;
      await endTusRequest?.();
    };
    const local = this.inProcess.newLock(uploadId);
    try {
      await local.lock(stopSignal, requestRelease);
    } catch {
      // Stopped, or waited 30 s: tus answers these 400 and 500; either way the upload is busy.
      throw new HttpError(423, 'upload_busy', messages.uploads.busy);
    }
    let releaseShared: ReleaseSessionLock | undefined;
    try {
      if (this.sessionLocks) {
        releaseShared = await this.sessionLocks.tryLock(uploadLockNamespace, uploadId, () => {
          void requestRelease();
        });
        if (!releaseShared) throw new HttpError(423, 'upload_busy', messages.uploads.busy);
      }
      this.holds.set(tusRequest, {
        newLock: () => ({
          async lock(_stopSignal, release) {
            endTusRequest = release;
            if (asked) await release();
          },
          async unlock() {},
        }),
      });
      return await work();
    } finally {
      this.holds.delete(tusRequest);
      await releaseShared?.();
      await local.unlock();
    }
  }

  /**
   * Runs `work` with upload `uploadId` held if no request holds it, in this
   * process or another; skips it at once, without asking the holder to
   * finish, if one does. A removal takes this: a request holding the upload
   * finds its row gone when it reads it again, and removes what the store
   * holds of it then (`findHeldUpload`, `discardIfForgotten`).
   */
  async tryHold(uploadId: string, work: () => Promise<void>): Promise<void> {
    if (this.inProcess.held.has(uploadId)) return;
    const local = this.inProcess.newLock(uploadId);
    // Free, so taken at once; a request that wants it meanwhile waits for `work`, which is short.
    await local.lock(new AbortController().signal, async () => {});
    try {
      // Nothing to end if it is lost midway: a removal deletes the row before
      // the bytes, and a request let in reads the row again after writing.
      const releaseShared = await this.sessionLocks?.tryLock(
        uploadLockNamespace,
        uploadId,
        () => {},
      );
      if (this.sessionLocks && !releaseShared) return;
      try {
        await work();
      } finally {
        await releaseShared?.();
      }
    } finally {
      await local.unlock();
    }
  }
}

interface Held {
  requestRelease: RequestRelease;
  /** Woken when the holder lets go. */
  waiters: Set<() => void>;
}

/**
 * One request at a time per upload, in this process. tus's `MemoryLocker`
 * polls for a held lock on every turn of the event loop, and each poll adds a
 * promise to a chain that is kept until the lock comes free: a HEAD arriving
 * while a dropped PATCH drains grew the server by 400 MB in those 3 seconds
 * (bench/resumable-upload.ts). Here a waiter asks the holder once to finish
 * and sleeps until it does.
 */
export class UploadLocker implements Locker {
  readonly held = new Map<string, Held>();

  newLock(id: string): Lock {
    return new UploadLock(id, this.held);
  }
}

class UploadLock implements Lock {
  constructor(
    private readonly id: string,
    private readonly held: Map<string, Held>,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + acquireTimeoutMs;
    for (;;) {
      const holder = this.held.get(this.id);
      if (!holder) {
        this.held.set(this.id, { requestRelease, waiters: new Set() });
        return;
      }
      await holder.requestRelease();
      if (stopSignal.aborted) throw ERRORS.ABORTED;
      await this.released(holder, stopSignal, deadline - Date.now());
    }
  }

  async unlock(): Promise<void> {
    const holder = this.held.get(this.id);
    if (!holder) throw new Error('Releasing an upload lock that is not held');
    this.held.delete(this.id);
    for (const wake of holder.waiters) wake();
  }

  /** Resolves once `holder` lets go; rejects at the deadline or when this request is stopped. */
  private released(holder: Held, stopSignal: AbortSignal, waitMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        holder.waiters.delete(wake);
        stopSignal.removeEventListener('abort', stop);
        outcome();
      };
      const wake = () => settle(resolve);
      const stop = () => settle(() => reject(ERRORS.ABORTED));
      const timer = setTimeout(
        () => settle(() => reject(ERRORS.ERR_LOCK_TIMEOUT)),
        Math.max(waitMs, 0),
      );
      holder.waiters.add(wake);
      stopSignal.addEventListener('abort', stop, { once: true });
    });
  }
}
