import { pinCodeInput, takesPinCode } from '@shata/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { DigitsField } from '../../../components/form/DigitsField';
import { TextField } from '../../../components/form/TextField';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationCatalogue } from '../registration-text';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';
import { useCheckedOnLeave } from './use-checked-on-leave';

/**
 * The postal code: in India (or before a country is chosen) a PIN code, typed
 * on the numeric keypad, digits only, checked when left; elsewhere free text.
 */
export function PostalCodeField({ error }: { error: string | undefined }) {
  const { control, register } = useFormContext<
    RegistrationFormInput,
    unknown,
    RegistrationFormOutput
  >();
  const text = useText(registrationCatalogue);
  const country = useWatch({ control, name: 'country' });
  const checkedOnLeave = useCheckedOnLeave();
  const props = {
    label: text.fields.postalCode,
    autoComplete: 'postal-code',
    required: true,
    error,
  };
  return takesPinCode(country) ? (
    <DigitsField {...props} {...checkedOnLeave('postalCode', pinCodeInput)} />
  ) : (
    <TextField {...props} {...register('postalCode')} />
  );
}
