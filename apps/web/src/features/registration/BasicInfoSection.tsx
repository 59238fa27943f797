import {
  aadhaarDigits,
  isMaskedAadhaar,
  keepDigits,
  phoneDigits,
  validateAadhaar,
  validatePhone,
} from '@shata/domain';
import { type ChangeEvent, useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DigitsField } from '../../components/form/DigitsField';
import { TextField } from '../../components/form/TextField';
import { AadhaarQrScan } from './AadhaarQrScan';
import { insertedText, pasteDigits } from './digits-input';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';
import { registrationText } from './registration-text';
import { ServicesSelect } from './ServicesSelect';
import { TrustNote } from './TrustNote';

const text = registrationText;

/** Sets an input's value only when it differs: setting it moves the caret to the end. */
function setIfChanged(input: HTMLInputElement, value: string) {
  if (input.value !== value) input.value = value;
}

interface BasicInfoSectionProps {
  partnerId: string;
  /** Saves the form's draft now (the Aadhaar QR check reads the number from it). */
  saveDraft: () => Promise<void>;
}

/** Step 1 of the form: name, phone, Aadhaar (and its optional QR scan), company and services. */
export function BasicInfoSection({ partnerId, saveDraft }: BasicInfoSectionProps) {
  const headingId = useId();
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const [phone, aadhaar] = useWatch({ control, name: ['phone', 'aadhaar'] });
  const aadhaarMasked = isMaskedAadhaar(aadhaar);

  // Length and check-digit messages show as the user types, never on an empty
  // field (spec section 5); "required" waits for a submit.
  const phoneError = errors.phone?.message ?? validatePhone(phone) ?? undefined;
  const aadhaarError =
    errors.aadhaar?.message ?? (aadhaarMasked ? null : validateAadhaar(aadhaar)) ?? undefined;

  const setDigits = (name: 'phone' | 'aadhaar', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  // Registered in page order: a failed check focuses the first wrong field.
  const nameField = register('name');
  const phoneField = register('phone');
  const aadhaarField = register('aadhaar');
  const companyField = register('company');

  // Whatever got past the key filter (an on-screen keyboard, a drop, autofill) is filtered here.
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    setIfChanged(event.target, keepDigits(event.target.value, phoneDigits));
    return phoneField.onChange(event);
  };

  // The saved number shows masked; the first edit starts a new number instead
  // of editing the mask: what was typed replaces it, a deletion clears it.
  const onAadhaarChange = (event: ChangeEvent<HTMLInputElement>) => {
    const previous = getValues('aadhaar');
    const typed = isMaskedAadhaar(previous)
      ? insertedText(previous, event.target.value)
      : event.target.value;
    setIfChanged(event.target, keepDigits(typed, aadhaarDigits));
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
          error={errors.name?.message}
          {...nameField}
        />
        <DigitsField
          label={text.fields.phone}
          type="tel"
          autoComplete="tel-national"
          maxLength={phoneDigits}
          required
          error={phoneError}
          {...phoneField}
          onChange={onPhoneChange}
          onPaste={(event) => {
            const { value, caret } = pasteDigits(event, phoneDigits);
            setDigits('phone', value);
            event.currentTarget.setSelectionRange(caret, caret);
          }}
        />
        <DigitsField
          label={text.fields.aadhaar}
          autoComplete="off"
          // The masked value is longer than a number; typing replaces it whole.
          maxLength={aadhaarMasked ? undefined : aadhaarDigits}
          required
          error={aadhaarError}
          hint={aadhaarMasked ? text.aadhaarMaskedHint : undefined}
          {...aadhaarField}
          onChange={onAadhaarChange}
          onPaste={(event) => {
            const replaceAll = isMaskedAadhaar(getValues('aadhaar'));
            const { value, caret } = pasteDigits(event, aadhaarDigits, { replaceAll });
            setDigits('aadhaar', value);
            event.currentTarget.setSelectionRange(caret, caret);
          }}
        />
        <AadhaarQrScan partnerId={partnerId} saveDraft={saveDraft} />
        <div className="registration-grid__wide">
          <TrustNote />
        </div>
        <TextField
          label={text.fields.company}
          autoComplete="organization"
          required
          error={errors.company?.message}
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
  const { control } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const { field, fieldState } = useController({ control, name: 'service' });
  return (
    <ServicesSelect
      label={text.fields.services}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      buttonRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
