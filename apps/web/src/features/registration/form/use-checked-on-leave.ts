import type { ChangeEvent, FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';
import { normaliseInput } from './typed-input';

/** The form's text fields. */
type TextFieldName = {
  [Name in keyof RegistrationFormInput]-?: RegistrationFormInput[Name] extends string
    ? Name
    : never;
}[keyof RegistrationFormInput];

/**
 * Registers a field that keeps the normal form of what is typed or pasted,
 * and whose format is checked when the partner leaves it, not only at Submit.
 * Once its message shows, each change checks it again, so the message goes as
 * soon as the value is right. Leaving an empty field checks nothing: whether
 * it is required is Submit's to say (spec section 5).
 */
export function useCheckedOnLeave() {
  const {
    register,
    trigger,
    clearErrors,
    getFieldState,
    formState: { isSubmitted },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  return (name: TextFieldName, normalise: (value: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        normaliseInput(event.target, normalise);
        await field.onChange(event);
        // After a submit the form checks every change itself.
        if (!isSubmitted && getFieldState(name).error) await trigger(name);
      },
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await field.onBlur(event);
        if (event.target.value !== '') await trigger(name);
        else if (!isSubmitted) clearErrors(name);
      },
    };
  };
}
