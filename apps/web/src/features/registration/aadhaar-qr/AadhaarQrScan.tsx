import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationCatalogue } from '../registration-text';
import { QrScanner } from './QrScanner';

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
  const text = useText(registrationCatalogue).aadhaarQr;
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
