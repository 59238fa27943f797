import { checkLoginForm, type LoginFormErrors, type LoginFormValues } from '@shata/domain';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

type Field = keyof LoginFormValues;

/**
 * The login form's state, checked by the domain's `checkLoginForm`, with the
 * few parts of react-hook-form's API the screen uses (`register`,
 * `handleSubmit`, `formState`). Not the library and a schema: every returning
 * partner passes through the login screen, often from a mailed link, and its
 * first paint then waits on no more script than the other public pages'.
 * As the other forms do, a refused submit focuses the first field to fix, and
 * each change after it checks the form again.
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const register = (name: Field) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (!submitted) return;
      const checked = checkLoginForm(next);
      setFieldErrors('errors' in checked ? checked.errors : {});
    },
  });

  const handleSubmit =
    (send: (credentials: LoginFormValues) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      setSubmitted(true);
      const checked = checkLoginForm(values);
      if ('errors' in checked) {
        setFieldErrors(checked.errors);
        inputs.current[checked.errors.email ? 'email' : 'password']?.focus();
        return;
      }
      setFieldErrors({});
      setSubmitting(true);
      try {
        await send(checked.credentials);
      } finally {
        setSubmitting(false);
      }
    };

  const errors: Partial<Record<Field, { message: string }>> = {};
  for (const name of ['email', 'password'] as const) {
    const message = fieldErrors[name];
    if (message) errors[name] = { message };
  }
  return { register, handleSubmit, formState: { errors, isSubmitting } };
}
