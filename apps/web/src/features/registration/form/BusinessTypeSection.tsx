import { businessTypes } from '@shata/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldError } from '../../../components/form/TextField';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { registrationCatalogue } from '../registration-text';
import { useRegistrationTranslator } from '../use-registration-translator';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';

/**
 * The form's first question (issue 26): what kind of business the partner
 * is, which decides the documents and numbers asked further down.
 */
export function BusinessTypeSection() {
  const headingId = useId();
  const text = useText(registrationCatalogue);
  const names = useText(registrationMessages).businessTypes;
  const say = useRegistrationTranslator();
  const hintId = `${headingId}-hint`;
  const errorId = `${headingId}-error`;
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const error = say(errors.businessType?.message);
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
              <span>{names[type]}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    </section>
  );
}
