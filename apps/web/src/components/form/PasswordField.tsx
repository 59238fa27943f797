import './form.css';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { formCatalogue } from './form-text';
import { describedBy, FieldError } from './TextField';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  /** Shown under the field and read with it: the sign-up screen's password rules. */
  hint?: ReactNode;
}

/** A password input with a show/hide toggle; the toggle's name says which field it reveals. */
export function PasswordField({ label, error, hint, id, ...inputProps }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [visible, setVisible] = useState(false);
  const text = useText(formCatalogue);
  const toggleLabel = visible ? text.hide(label) : text.show(label);

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className="field__input field__input--with-toggle"
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({
            hintId: hint ? hintId : undefined,
            errorId: error ? errorId : undefined,
          })}
          {...inputProps}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={toggleLabel}
          aria-controls={inputId}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
