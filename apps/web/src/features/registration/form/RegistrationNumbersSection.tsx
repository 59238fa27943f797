import {
  type BusinessRequirements,
  type BusinessType,
  normaliseIdentifier,
  normaliseLlpin,
} from '@shata/domain';
import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/form/TextField';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationCatalogue } from '../registration-text';
import { useRegistrationTranslator } from '../use-registration-translator';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';
import { useCheckedOnLeave } from './use-checked-on-leave';

/** The numbers of step 4, each with the requirement it follows (PAN is optional for all). */
const registrationNumbers = [
  ['gst', 'gstNo'],
  ['pan', null],
  ['cin', 'cinNo'],
  ['llpin', 'llpinNo'],
] as const;

/**
 * Step 4 of the form: the GST, PAN, CIN and LLPIN numbers the kind of
 * business is asked, required or optional as it says, checked when given.
 */
export function RegistrationNumbersSection({
  businessType,
  numbers,
}: {
  businessType: BusinessType;
  numbers: BusinessRequirements['numbers'];
}) {
  const headingId = useId();
  const text = useText(registrationCatalogue);
  const say = useRegistrationTranslator();
  const {
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const checkedOnLeave = useCheckedOnLeave();
  // A number this kind of business is not asked (a CIN begun before choosing
  // sole proprietor, or restored from a draft) is let go: hidden, it could be
  // neither seen nor corrected, yet its format check would stop Submit.
  const { cinNo, llpinNo } = numbers;
  useEffect(() => {
    const unasked = { cin: cinNo, llpin: llpinNo };
    for (const [name, requirement] of Object.entries(unasked) as [keyof typeof unasked, string][]) {
      if (requirement === 'notAsked' && getValues(name) !== '') setValue(name, '');
    }
  }, [cinNo, llpinNo, getValues, setValue]);
  return (
    <section className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {text.sections.registrationNumbers}
      </h2>
      <p className="registration-section__intro">{text.registrationNumbers.intro[businessType]}</p>
      <div className="registration-grid">
        {registrationNumbers.map(([name, number]) => {
          const requirement = number ? numbers[number] : 'optional';
          if (requirement === 'notAsked') return null;
          return (
            <TextField
              key={name}
              label={text.fields[name]}
              className="field__input--uppercase"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required={requirement === 'required'}
              hint={name === 'llpin' ? text.registrationNumbers.llpinHint : undefined}
              error={say(errors[name]?.message)}
              {...checkedOnLeave(name, name === 'llpin' ? normaliseLlpin : normaliseIdentifier)}
            />
          );
        })}
      </div>
    </section>
  );
}
