import { type AadhaarQrVerified, messages } from '@shata/domain';
import { type ChangeEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { isApiError } from '../../../lib/api-client';
import { scanAadhaarQr } from '../api';
import { registrationText } from '../registration-text';
import { AadhaarQrDetails } from './AadhaarQrDetails';
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

interface AadhaarQrScanProps {
  partnerId: string;
  /** Saves the form's draft now: the server compares the code with the Aadhaar number it holds. */
  saveDraft: () => Promise<void>;
}

/**
 * 'Scan the QR on your Aadhaar' (ours, never required): a dialog that reads
 * the Secure QR from the camera or a picture, has the server check UIDAI's
 * signature, shows what the code holds and offers its name and address to
 * the form. What was read lives in this dialog only, and goes when it closes.
 */
export function AadhaarQrScan({ partnerId, saveDraft }: AadhaarQrScanProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  return (
    <div className="aadhaar-qr">
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary aadhaar-qr__open"
        aria-describedby={hintId}
        onClick={() => setOpen(true)}
      >
        {text.scan}
      </button>
      <p id={hintId} className="field__hint">
        {text.scanHint}
      </p>
      <ModalDialog
        open={open}
        title={text.title}
        description={text.description}
        onDismiss={() => setOpen(false)}
        onClosed={() => buttonRef.current?.focus()}
        className="aadhaar-qr__dialog"
      >
        {open ? (
          <QrScanner partnerId={partnerId} saveDraft={saveDraft} onClose={() => setOpen(false)} />
        ) : null}
      </ModalDialog>
    </div>
  );
}

/**
 * Where the scan is: looking (the camera on, a picture welcome), reading a
 * chosen picture, checking the code with the server, or done (the camera off).
 */
type Phase = 'looking' | 'reading' | 'checking' | 'done';

/** The dialog's body, mounted while it is open: unmounting stops the camera and the request. */
function QrScanner({
  partnerId,
  saveDraft,
  onClose,
}: AadhaarQrScanProps & { onClose: () => void }) {
  const [decoder, setDecoder] = useState<QrDecoder | 'loading' | 'failed'>('loading');
  const [phase, setPhase] = useState<Phase>('looking');
  const [problem, setProblem] = useState<string | null>(null);
  const [verified, setVerified] = useState<AadhaarQrVerified | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const camera = useCamera(decoder !== 'failed' && (phase === 'looking' || phase === 'reading'));
  const videoRef = useRef<HTMLVideoElement>(null);
  const request = useRef<AbortController | null>(null);
  const pictureId = useId();
  const pictureHintId = useId();

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

  const cameraRefused = camera.kind === 'denied' || camera.kind === 'unavailable';
  const step =
    decoder === 'loading'
      ? text.loadingDecoder
      : phase === 'reading'
        ? text.readingPicture
        : phase === 'checking'
          ? text.checking
          : phase === 'looking' && camera.kind === 'starting'
            ? text.startingCamera
            : phase === 'looking' && camera.kind === 'on'
              ? text.pointCamera
              : null;
  const busy = phase === 'reading' || phase === 'checking';

  return (
    <div className="aadhaar-qr__body">
      {camera.kind === 'on' || camera.kind === 'starting' ? (
        <div className="aadhaar-qr__viewfinder">
          {camera.kind === 'on' ? (
            <video
              ref={(video) => {
                videoRef.current = video;
                if (video && video.srcObject !== camera.stream) video.srcObject = camera.stream;
              }}
              className="aadhaar-qr__video"
              aria-label={text.camera}
              autoPlay
              muted
              playsInline
            />
          ) : null}
          <span className="aadhaar-qr__frame" aria-hidden="true" />
        </div>
      ) : null}
      <div className="aadhaar-qr__status" role="status">
        {camera.kind === 'denied' ? <p>{text.cameraDenied}</p> : null}
        {camera.kind === 'unavailable' ? <p>{text.cameraUnavailable}</p> : null}
        {step ? <p>{step}</p> : null}
        {notice ? <p>{notice}</p> : null}
      </div>
      {decoder === 'failed' ? (
        <FormMessage tone="error">
          <p>{text.decoderFailed}</p>
        </FormMessage>
      ) : null}
      {problem ? (
        <FormMessage tone="error">
          <p>{problem}</p>
        </FormMessage>
      ) : null}
      {verified ? <AadhaarQrDetails code={verified} onUsed={setNotice} /> : null}
      <div className="aadhaar-qr__picture">
        <div className="file-picker">
          <input
            id={pictureId}
            className="visually-hidden file-picker__input"
            type="file"
            accept="image/*"
            aria-describedby={pictureHintId}
            disabled={typeof decoder !== 'object' || busy}
            onChange={(event) => void onPicture(event)}
          />
          <label htmlFor={pictureId} className="button button--secondary file-picker__button">
            {text.choosePicture}
          </label>
        </div>
        <p id={pictureHintId} className="field__hint">
          {text.pictureHint}
        </p>
      </div>
      <div className="aadhaar-qr__actions">
        {phase === 'done' && !cameraRefused ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setProblem(null);
              setNotice(null);
              setVerified(null);
              setPhase('looking');
            }}
          >
            {text.scanAgain}
          </button>
        ) : null}
        <button type="button" className="button button--primary" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </div>
  );
}
