import { act } from '@testing-library/react';
import type {
  ResumableUpload,
  ResumableUploadOptions,
} from '../features/registration/uploads/resumable-upload';

/** One upload the screen started, which the test moves along as the network and server would. */
export interface FakeUpload {
  options: ResumableUploadOptions;
  aborted: boolean;
  /** The bytes sent so far. */
  progress(sent: number): void;
  /** The connection dropped (true) or is back (false). */
  waitForNetwork(waiting: boolean): void;
  /** The server has the whole file and staged it. */
  stage(): void;
  /** The server refused the file with `message`. */
  fail(message: string): void;
}

const started: FakeUpload[] = [];

/**
 * Stands in for `startResumableUpload` (tus over XMLHttpRequest, which the
 * server suite and the browser tests run for real): records each upload the
 * screen starts, for the test to drive.
 */
export async function startResumableUpload(
  options: ResumableUploadOptions,
): Promise<ResumableUpload> {
  const upload: FakeUpload = {
    options,
    aborted: false,
    progress: (sent) => act(() => options.onProgress(sent, options.file.size)),
    waitForNetwork: (waiting) => act(() => options.onWaitingForNetwork(waiting)),
    stage: () => act(() => options.onStaged()),
    fail: (message) => act(() => options.onFailed(message)),
  };
  started.push(upload);
  return {
    abort() {
      upload.aborted = true;
    },
  };
}

export const fakeUploads = {
  started,
  /** The uploads started for `type`, oldest first. */
  of: (type: string) => started.filter((upload) => upload.options.type === type),
  /** The latest upload started for `type`; fails the test when there is none. */
  latest(type: string): FakeUpload {
    const upload = started.filter((entry) => entry.options.type === type).at(-1);
    if (!upload) throw new Error(`No upload started for ${type}`);
    return upload;
  },
  reset: () => {
    started.length = 0;
  },
};
