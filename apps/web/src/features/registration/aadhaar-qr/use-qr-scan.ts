import { type AadhaarQrVerified, messages } from '@shata/domain';
import { type ChangeEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { scanAadhaarQr } from '../api';
import { registrationText } from '../registration-text';
import { useCamera } from './use-camera';

const text = registrationText.aadhaarQr;

type QrDecoder = typeof import('./qr-decoder');

/** The decoder and its WASM are fetched only once someone asks to scan: the form does without them. */
async function loadQrDecoder(): Promise<QrDecoder> {
  const decoder = await import('./qr-decoder');
  await decoder.prepareQrDecoder();
  return decoder;
}

/** The pause between two tries at the camera's frames, which leaves the page time to respond. */
const framePauseMs = 150;

/** A Secure QR holds one big decimal number; anything else is some other QR code. */
const isSecureQrDigits = (scanned: string) => /^\d+$/.test(scanned);

/**
 * Where the scan is: looking (the camera on, a picture welcome), reading a
 * chosen picture, checking the code with the server, or done (the camera off).
 */
type Phase = 'looking' | 'reading' | 'checking' | 'done';

/**
 * The scan, while the dialog is open: the decoder fetched, the camera's
 * frames tried one at a time, a chosen picture read, and what was read sent
 * to the server to check. Unmounting stops the camera and the request.
 */
export function useQrScan(partnerId: string, saveDraft: () => Promise<void>) {
  const [decoder, setDecoder] = useState<QrDecoder | 'loading' | 'failed'>('loading');
  const [phase, setPhase] = useState<Phase>('looking');
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<AadhaarQrVerified | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const camera = useCamera(decoder !== 'failed' && (phase === 'looking' || phase === 'reading'));
  const videoRef = useRef<HTMLVideoElement>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    let current = true;
    loadQrDecoder().then(
      (loaded) => current && setDecoder(loaded),
      () => current && setDecoder('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => () => request.current?.abort(), []);

  /** Sends what was read to the server, once it looks like a Secure QR. */
  const check = async (scanned: string) => {
    setNotice(null);
    setVerified(null);
    const digits = scanned.trim();
    if (!isSecureQrDigits(digits)) {
      setProblem(text.notSecureQr);
      setPhase('done');
      return;
    }
    setProblem(null);
    setPhase('checking');
    const controller = new AbortController();
    request.current = controller;
    try {
      await saveDraft();
      if (controller.signal.aborted) return;
      setVerified(await scanAadhaarQr(partnerId, digits, controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      // 422 (unreadable, not UIDAI's) and 429 (scanned too often) come with words for the partner.
      setProblem(isApiError(error) ? error.message : messages.api.failed);
    }
    setPhase('done');
  };
  const onFrameCode = useEffectEvent((scanned: string) => void check(scanned));

  // The camera's frames, one at a time with a pause between, until one holds a QR code.
  const frameDecoder =
    phase === 'looking' && camera.kind === 'on' && typeof decoder === 'object' ? decoder : null;
  useEffect(() => {
    if (!frameDecoder) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryFrame = async () => {
      const video = videoRef.current;
      const scanned = video
        ? await frameDecoder.decodeQrInVideoFrame(video).catch(() => null)
        : null;
      if (stopped) return;
      if (scanned === null) timer = setTimeout(tryFrame, framePauseMs);
      else onFrameCode(scanned);
    };
    timer = setTimeout(tryFrame, framePauseMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [frameDecoder]);

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picture = input.files?.[0];
    // The same picture can be chosen again.
    input.value = '';
    if (!picture || typeof decoder !== 'object') return;
    setNotice(null);
    setProblem(null);
    setVerified(null);
    setPhase('reading');
    let scanned: string | null;
    try {
      scanned = await decoder.decodeQrInPicture(picture);
    } catch {
      setProblem(text.pictureUnreadable);
      setPhase('looking');
      return;
    }
    if (scanned === null) {
      setProblem(text.noCodeInPicture);
      setPhase('looking');
      return;
    }
    await check(scanned);
  };

  /** Back to looking, for another code. */
  const scanAgain = () => {
    setProblem(null);
    setNotice(null);
    setVerified(null);
    setPhase('looking');
  };

  return {
    decoder,
    phase,
    problem,
    verified,
    notice,
    setNotice,
    camera,
    videoRef,
    onPicture,
    scanAgain,
  };
}
