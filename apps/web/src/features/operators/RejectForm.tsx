import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldError } from '../../components/form/TextField';
import type { ReasonCheck } from './labels';
import { operatorText } from './operator-text';

const text = operatorText.review;

interface RejectFormProps {
  /** The toggle's visible words ('Reject', 'Reject document'). */
  toggleText: string;
  /** What is turned down, completing the toggle's and the reason's names ('Video KYC'). */
  subject: string;
  /** A sentence under the reason saying what the rejection does. */
  hint?: string;
  /** Checks the reason before anything is sent. */
  check: (reason: string) => ReasonCheck;
  /** Sends the rejection; the form closes once it has succeeded. */
  onReject: (reason: string) => Promise<unknown>;
  /** A change of this partner is under way: nothing more is sent meanwhile. */
  busy: boolean;
}

/**
 * Turning something down: a button that opens, in its place, a short form
 * asking why. The reason is required, and checked here with the domain's
 * schema before the server is asked; a refused rejection keeps the form and
 * what was typed.
 */
export function RejectForm({ toggleText, subject, hint, check, onReject, busy }: RejectFormProps) {
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // Focus moves only when the operator opens or closes the form.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (open ? reasonRef.current : toggleRef.current)?.focus();
  }, [open]);

  const setOpenAndFocus = (next: boolean) => {
    moved.current = true;
    setOpen(next);
    if (!next) {
      setReason('');
      setError(undefined);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(reason);
    if ('error' in checked) {
      setError(checked.error);
      reasonRef.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await onReject(checked.reason);
      setOpenAndFocus(false);
    } catch {
      // The caller shows the server's answer beside the action; the form stays as it was.
    }
  };

  if (!open) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary operator-button"
        disabled={busy}
        onClick={() => setOpenAndFocus(true)}
      >
        {toggleText}
        <span className="visually-hidden"> {subject}</span>
      </button>
    );
  }

  return (
    <form className="reject-form" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={reasonId}>
          {text.reasonFor(subject)}
        </label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          className="field__input reject-form__reason"
          rows={3}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({
            hintId: hint ? hintId : undefined,
            errorId: error ? errorId : undefined,
          })}
        />
        {hint ? (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        ) : null}
        <FieldError id={errorId} message={error} />
      </div>
      <div className="reject-form__actions">
        <button type="submit" className="button button--primary operator-button" disabled={busy}>
          {text.confirmReject}
          <span className="visually-hidden"> {subject}</span>
        </button>
        <button
          type="button"
          className="button button--secondary operator-button"
          disabled={busy}
          onClick={() => setOpenAndFocus(false)}
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
