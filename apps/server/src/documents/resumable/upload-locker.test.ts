import { ERRORS } from '@tus/utils';
import { describe, expect, it, vi } from 'vitest';
import { UploadLocker, UploadLocks } from './upload-locker';

const running = () => new AbortController().signal;

describe('the upload locker', () => {
  it('asks the holder once to let go, and takes the lock when it does', async () => {
    const locker = new UploadLocker();
    const holder = locker.newLock('upload-1');
    const release = vi.fn();
    await holder.lock(running(), release);

    let acquired = false;
    const waiting = locker
      .newLock('upload-1')
      .lock(running(), () => {})
      .then(() => {
        acquired = true;
      });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(release).toHaveBeenCalledTimes(1);
    expect(acquired).toBe(false);

    await holder.unlock();
    await waiting;
    expect(acquired).toBe(true);
  });

  it('locks each upload apart', async () => {
    const locker = new UploadLocker();
    await locker.newLock('upload-1').lock(running(), () => {});
    await expect(locker.newLock('upload-2').lock(running(), () => {})).resolves.toBeUndefined();
  });

  it('gives up when its request is stopped, and after 30 seconds', async () => {
    vi.useFakeTimers();
    try {
      const locker = new UploadLocker();
      await locker.newLock('upload-1').lock(running(), () => {});

      const stop = new AbortController();
      const stopped = locker.newLock('upload-1').lock(stop.signal, () => {});
      stop.abort();
      await expect(stopped).rejects.toBe(ERRORS.ABORTED);

      const timedOut = locker.newLock('upload-1').lock(running(), () => {});
      const outcome = expect(timedOut).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
      await vi.advanceTimersByTimeAsync(30_000);
      await outcome;
      // Neither waiter took the lock: the holder still has it.
      expect(locker.held.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a removal holding an upload', () => {
  it('skips an upload a request holds, and removes it once that request lets go', async () => {
    const locks = new UploadLocks(undefined);
    let letGo = () => {};
    const done = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const request = locks.hold(
      {
        uploadId: 'upload-1',
        stopSignal: running(),
        tusRequest: new Request('http://portal.test/'),
      },
      () => done,
    );
    const remove = vi.fn(async () => {});

    await locks.tryHold('upload-1', remove);
    expect(remove).not.toHaveBeenCalled();
    // Another upload is not held.
    await locks.tryHold('upload-2', remove);
    expect(remove).toHaveBeenCalledTimes(1);

    letGo();
    await request;
    await locks.tryHold('upload-1', remove);
    expect(remove).toHaveBeenCalledTimes(2);
  });
});
