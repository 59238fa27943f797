import { businessTypes, messages } from '@shata/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldError } from '../../../components/form/TextField';
import { registrationText } from '../registration-text';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';

const text = registrationText;

/**
 * The form's first question (issue 26): what kind of business the partner
 * is, which decides the documents and numbers asked further down.
 */
export function BusinessTypeSection() {
  const headingId = useId();
  const hintId = `${headingId}-hint`;
  const errorId = `${headingId}-error`;
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const error = errors.businessType?.message;
  const field = register('businessType');
  return (
    <section className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {text.sections.businessType}
      </h2>
      <fieldset
        className="business-type"
        aria-describedby={describedBy({ hintId, errorId: error ? errorId : undefined })}
        aria-invalid={error ? true : undefined}
      >
        <legend className="business-type__legend">{text.businessType.legend}</legend>
        <p id={hintId} className="field__hint">
          {text.businessType.hint}
        </p>
        <div className="business-type__options">
          {businessTypes.map((type) => (
            <label key={type} className="business-type__option">
              <input type="radio" value={type} {...field} />
              <span>{messages.businessTypes[type]}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    </section>
  );
}
