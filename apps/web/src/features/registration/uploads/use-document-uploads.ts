import { type DocumentType, type DraftUploads, messages } from '@shata/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useActivityHold } from '../../../lib/activity-keeper';
import { fileFingerprint } from './file-fingerprint';
import { type ResumableUpload, startResumableUpload } from './resumable-upload';

/** How far back the speed is measured: long enough to smooth a phone's bursts. */
const speedWindowMs = 5_000;

export type UploadPhase =
  | {
      kind: 'uploading';
      sent: number;
      total: number;
      bytesPerSecond: number | null;
      waitingForNetwork: boolean;
    }
  | { kind: 'staged' }
  | { kind: 'failed'; message: string };

/** A document sent in the background from the moment it was chosen. */
export interface DocumentUpload {
  file: File;
  phase: UploadPhase;
}

export type DocumentUploads = Partial<Record<DocumentType, DocumentUpload>>;

interface Running {
  file: File;
  upload: Promise<ResumableUpload>;
  /** Settles once the upload is staged (null) or refused (its message). */
  outcome: Promise<string | null>;
  samples: { at: number; sent: number }[];
}

/** Bytes a second over the last `speedWindowMs`, once there is something to measure. */
function speedOf(samples: Running['samples']): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 500) return null;
  return ((last.sent - first.sent) * 1000) / (last.at - first.at);
}

/**
 * The wizard's documents on their way: each starts uploading when chosen
 * (resuming the server's unfinished upload of the same file, if any) and
 * reports its bytes, speed and whether it waits for the network. Submit
 * waits on `settled` for those still running.
 */
export function useDocumentUploads(partnerId: string, server: DraftUploads | undefined) {
  const [uploads, setUploads] = useState<DocumentUploads>({});
  const running = useRef(new Map<DocumentType, Running>());
  // Bytes on their way are the partner's activity: the inactivity sign-out waits for them. One
  // waiting for the network is not, or a tab left offline would stay signed in for good.
  useActivityHold(
    Object.values(uploads).some(
      (upload) => upload?.phase.kind === 'uploading' && !upload.phase.waitingForNetwork,
    ),
  );

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const { upload } of uploads.values()) void upload.then((u) => u.abort());
      // Nothing starts again after the screen is gone (an upload waiting to come back online).
      uploads.clear();
    };
  }, []);

  const setPhase = useCallback((type: DocumentType, file: File, phase: UploadPhase) => {
    if (running.current.get(type)?.file !== file) return;
    setUploads((current) => ({ ...current, [type]: { file, phase } }));
  }, []);

  /** Starts sending `file` for `type`, replacing whatever was on its way for that step. */
  const start = useCallback(
    (type: DocumentType, file: File) => {
      const previous = running.current.get(type);
      if (previous) void previous.upload.then((upload) => upload.abort());
      let settle: (message: string | null) => void = () => {};
      const outcome = new Promise<string | null>((resolve) => {
        settle = resolve;
      });
      const entry: Running = {
        file,
        upload: Promise.resolve({ abort() {} }),
        outcome,
        samples: [],
      };
      running.current.set(type, entry);
      const uploading = {
        kind: 'uploading',
        sent: 0,
        total: file.size,
        bytesPerSecond: null,
      } as const;
      setUploads((current) => ({
        ...current,
        [type]: { file, phase: { ...uploading, waitingForNetwork: false } },
      }));
      let waitingForNetwork = false;
      const send = () => {
        entry.upload = fileFingerprint(file).then((fingerprint) => {
          const unfinished = server?.unfinished[type];
          return startResumableUpload({
            partnerId,
            type,
            file,
            fingerprint,
            resumeUrl: unfinished?.fingerprint === fingerprint ? unfinished.url : undefined,
            onProgress: (sent, total) => {
              const now = Date.now();
              entry.samples.push({ at: now, sent });
              while ((entry.samples[0]?.at ?? now) < now - speedWindowMs) entry.samples.shift();
              setPhase(type, file, {
                kind: 'uploading',
                sent,
                total,
                bytesPerSecond: speedOf(entry.samples),
                waitingForNetwork,
              });
            },
            onWaitingForNetwork: (waiting) => {
              waitingForNetwork = waiting;
              setUploads((current) => {
                const phase = current[type]?.phase;
                if (current[type]?.file !== file || phase?.kind !== 'uploading') return current;
                return {
                  ...current,
                  [type]: { file, phase: { ...phase, waitingForNetwork: waiting } },
                };
              });
            },
            onStaged: () => {
              setPhase(type, file, { kind: 'staged' });
              settle(null);
            },
            onFailed: (message) => {
              setPhase(type, file, { kind: 'failed', message });
              settle(message);
            },
          });
        });
        entry.upload.catch(() => {
          setPhase(type, file, { kind: 'failed', message: messages.api.unreachable });
          settle(messages.api.unreachable);
        });
      };
      send();
    },
    [partnerId, server, setPhase],
  );

  /** Stops and forgets what was on its way for `type` (the step's file was dropped). */
  const forget = useCallback((type: DocumentType) => {
    const entry = running.current.get(type);
    if (entry) void entry.upload.then((upload) => upload.abort());
    running.current.delete(type);
    setUploads(({ [type]: _forgotten, ...rest }) => rest);
  }, []);

  /**
   * Waits for the uploads still on their way: answers the first refused one,
   * in wizard order, or null when every chosen file is staged.
   */
  const settled = useCallback(async (): Promise<{ type: DocumentType; message: string } | null> => {
    const entries = [...running.current.entries()];
    const outcomes = await Promise.all(entries.map(([, entry]) => entry.outcome));
    const index = outcomes.findIndex((message) => message !== null);
    const failed = entries[index];
    return failed ? { type: failed[0], message: outcomes[index] ?? '' } : null;
  }, []);

  return { uploads, start, forget, settled };
}

export type DocumentUploadsState = ReturnType<typeof useDocumentUploads>;
