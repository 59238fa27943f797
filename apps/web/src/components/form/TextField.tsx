import './form.css';
import { type ComponentProps, type ReactNode, useId } from 'react';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The field's validation message, announced as soon as it appears. */
  error?: string;
  /** A sentence under the field that helps filling it in. */
  hint?: ReactNode;
}

/** The ids a field's description is made of: its hint, then its error. */
export function describedBy(ids: { hintId?: string; errorId?: string }): string | undefined {
  return [ids.hintId, ids.errorId].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its hint and validation message tied to it. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({
          hintId: hint ? hintId : undefined,
          errorId: error ? errorId : undefined,
        })}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}
