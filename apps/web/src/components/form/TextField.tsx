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
  return (
    <LabelledControl label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <input
          {...control}
          className={['field__input', className].filter(Boolean).join(' ')}
          {...inputProps}
        />
      )}
    </LabelledControl>
  );
}

export interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** TextField for answers that run to sentences (a message, a reason). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={['field__input', className].filter(Boolean).join(' ')}
          {...textAreaProps}
        />
      )}
    </LabelledControl>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and message around a control, and the ids that tie them to it. */
function LabelledControl({
  label,
  error,
  hint,
  id,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;

  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy({
          hintId: hint ? hintId : undefined,
          errorId: error ? errorId : undefined,
        }),
      })}
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
