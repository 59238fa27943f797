import { useId } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationCatalogue } from '../registration-text';
import { useRegistrationTranslator } from '../use-registration-translator';
import { AadhaarQrDetails } from './AadhaarQrDetails';
import { useQrScan } from './use-qr-scan';

/** The dialog's body, mounted while it is open: unmounting stops the camera and the request. */
export function QrScanner({
  partnerId,
  saveDraft,
  onClose,
}: {
  partnerId: string;
  /** Saves the form's draft now: the server compares the code with the Aadhaar number it holds. */
  saveDraft: () => Promise<void>;
  onClose: () => void;
}) {
  const text = useText(registrationCatalogue).aadhaarQr;
  const say = useRegistrationTranslator();
  const {
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
  } = useQrScan(partnerId, saveDraft);
  const pictureId = useId();
  const pictureHintId = useId();

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
        {notice ? <p>{say(notice)}</p> : null}
      </div>
      {decoder === 'failed' ? (
        <FormMessage tone="error">
          <p>{text.decoderFailed}</p>
        </FormMessage>
      ) : null}
      {problem ? (
        <FormMessage tone="error">
          <p>{say(problem)}</p>
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
          <button type="button" className="button button--secondary" onClick={scanAgain}>
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
