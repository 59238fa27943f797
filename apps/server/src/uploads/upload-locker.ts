import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';

/** How long a request waits for an upload another request holds, as tus's own locker waits. */
const acquireTimeoutMs = 30_000;

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
