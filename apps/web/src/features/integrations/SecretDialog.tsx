import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { useText } from '../../lib/i18n/catalogue';
import { integrationsCatalogue } from './integrations-text';

/** A secret the server sends once: what it is, the secret, and what its dialog says about it. */
export interface ShownSecret {
  title: string;
  description: string;
  label: string;
  value: string;
}

/**
 * Shows a key or a signing secret the server sends once, with a Copy button
 * and the secret in a read-only field (selected on focus) for where the
 * clipboard is out of reach. The owner holds the secret only while this is
 * open and forgets it on `onClose`; focus then goes back to `returnFocusTo`.
 */
export function SecretDialog({
  secret,
  onClose,
  returnFocusTo,
}: {
  secret: ShownSecret | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const text = useText(integrationsCatalogue).secret;
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'copied' | 'unavailable' | null>(null);
  const value = secret?.value;

  // A new secret starts without the last one's copy message.
  useEffect(() => {
    if (value) setCopy(null);
  }, [value]);

  const copySecret = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      // No clipboard (an http page, a refused permission): the field is there to copy from.
      setCopy('unavailable');
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <ModalDialog
      open={secret !== null}
      title={secret?.title}
      description={secret?.description}
      onDismiss={onClose}
      onClosed={() => returnFocusTo.current?.focus()}
      className="operator-dialog integrations-secret"
    >
      {secret ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={fieldId}>
              {secret.label}
            </label>
            {/* Two lines: the whole secret shows, even on a phone, to read or check. */}
            <textarea
              ref={fieldRef}
              id={fieldId}
              className="field__input integrations-secret__value"
              readOnly
              rows={2}
              value={secret.value}
              autoComplete="off"
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className="integrations-secret__warning">{text.notShownAgain}</p>
          <p className="integrations-secret__copied" role="status">
            {copy === 'copied' ? text.copied : copy === 'unavailable' ? text.copyUnavailable : ''}
          </p>
          <div className="operator-dialog__actions">
            <button
              type="button"
              className="button button--primary operator-button"
              onClick={() => void copySecret()}
            >
              {text.copy}
            </button>
            <button
              type="button"
              className="button button--secondary operator-button"
              onClick={onClose}
            >
              {text.done}
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
