import {
  aadhaarInput,
  isMaskedAadhaar,
  phoneInput,
  validateAadhaar,
  validatePhone,
} from '@shata/domain';
import { type ChangeEvent, useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DigitsField } from '../../../components/form/DigitsField';
import { TextField } from '../../../components/form/TextField';
import { useText } from '../../../lib/i18n/catalogue';
import { AadhaarQrScan } from '../aadhaar-qr/AadhaarQrScan';
import { registrationCatalogue } from '../registration-text';
import { TrustNote } from '../TrustNote';
import { useRegistrationTranslator } from '../use-registration-translator';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';
import { ServicesSelect } from './ServicesSelect';
import { insertedText, normaliseInput } from './typed-input';

interface BasicInfoSectionProps {
  partnerId: string;
  /** Saves the form's draft now (the Aadhaar QR check reads the number from it). */
  saveDraft: () => Promise<void>;
}

/** Step 1 of the form: name, phone, Aadhaar (and its optional QR scan), company and services. */
export function BasicInfoSection({ partnerId, saveDraft }: BasicInfoSectionProps) {
  const headingId = useId();
  const text = useText(registrationCatalogue);
  const say = useRegistrationTranslator();
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const [phone, aadhaar] = useWatch({ control, name: ['phone', 'aadhaar'] });
  const aadhaarMasked = isMaskedAadhaar(aadhaar);

  // Length and check-digit messages show as the user types, never on an empty
  // field (spec section 5); "required" waits for a submit.
  const phoneError = say(errors.phone?.message ?? validatePhone(phone) ?? undefined);
  const aadhaarError = say(
    errors.aadhaar?.message ?? (aadhaarMasked ? null : validateAadhaar(aadhaar)) ?? undefined,
  );

  // Registered in page order: a failed check focuses the first wrong field.
  const nameField = register('name');
  const phoneField = register('phone');
  const aadhaarField = register('aadhaar');
  const companyField = register('company');

  // Typed and pasted alike, whatever got past the key filter (a paste, an
  // on-screen keyboard, a drop, autofill) is read here: '+91 98450 12345' is
  // 9845012345, '2345 6789 0124' is 234567890124.
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    normaliseInput(event.target, phoneInput);
    return phoneField.onChange(event);
  };

  // The saved number shows masked; the first edit starts a new number instead
  // of editing the mask: what was typed or pasted replaces it, a deletion clears it.
  const onAadhaarChange = (event: ChangeEvent<HTMLInputElement>) => {
    const previous = getValues('aadhaar');
    if (isMaskedAadhaar(previous)) {
      event.target.value = aadhaarInput(insertedText(previous, event.target.value));
    } else {
      normaliseInput(event.target, aadhaarInput);
    }
    return aadhaarField.onChange(event);
  };

  return (
    <section className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {text.sections.basic}
      </h2>
      <div className="registration-grid">
        <TextField
          label={text.fields.name}
          autoComplete="name"
          required
          error={say(errors.name?.message)}
          {...nameField}
        />
        <DigitsField
          label={text.fields.phone}
          type="tel"
          autoComplete="tel-national"
          required
          error={phoneError}
          {...phoneField}
          onChange={onPhoneChange}
        />
        <DigitsField
          label={text.fields.aadhaar}
          autoComplete="off"
          required
          error={aadhaarError}
          hint={aadhaarMasked ? text.aadhaarMaskedHint : undefined}
          {...aadhaarField}
          onChange={onAadhaarChange}
        />
        <AadhaarQrScan partnerId={partnerId} saveDraft={saveDraft} />
        <div className="registration-grid__wide">
          <TrustNote />
        </div>
        <TextField
          label={text.fields.company}
          autoComplete="organization"
          required
          error={say(errors.company?.message)}
          {...companyField}
        />
        <div className="registration-grid__wide">
          <ServicesField />
        </div>
      </div>
    </section>
  );
}

/** The services as a form field; registered after the fields above, so errors focus in page order. */
function ServicesField() {
  const text = useText(registrationCatalogue);
  const say = useRegistrationTranslator();
  const { control } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const { field, fieldState } = useController({ control, name: 'service' });
  return (
    <ServicesSelect
      label={text.fields.services}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      buttonRef={field.ref}
      error={say(fieldState.error?.message)}
    />
  );
}
