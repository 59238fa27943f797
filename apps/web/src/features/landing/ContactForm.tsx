import { type ContactValues, contactHoneypotField, contactSchema, phoneInput } from '@shata/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DigitsField } from '../../components/form/DigitsField';
import { FormMessage } from '../../components/form/FormMessage';
import { TextAreaField, TextField } from '../../components/form/TextField';
import { apiFetch, isApiError } from '../../lib/api-client';
import { useText } from '../../lib/i18n/catalogue';
import { contactMessages } from '../../lib/i18n/messages/contact';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { landingCatalogue } from './landing-text';

const emptyForm: ContactValues = { firstName: '', lastName: '', phone: '', email: '', message: '' };

type FieldErrors = Partial<Record<keyof ContactValues, string>>;

function validate(values: ContactValues): FieldErrors {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The contact form (spec sections 3 and 5): every field required, the
 * button disabled while sending; success clears it and says so, failure
 * keeps what was typed.
 */
export function ContactForm() {
  const text = useText(landingCatalogue).contact;
  const { contact } = useText(contactMessages);
  const say = useMessageTranslator(contactMessages);
  const [values, setValues] = useState<ContactValues>(emptyForm);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const send = useMutation({
    mutationFn: (form: ContactValues) =>
      apiFetch('/api/contact', {
        method: 'POST',
        json: { ...form, [contactHoneypotField]: honeypot },
      }),
    onSuccess: () => {
      setValues(emptyForm);
      setErrors({});
      setSubmitted(false);
    },
  });

  const change = (field: keyof ContactValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the typing.
    if (submitted) setErrors(validate(next));
    if (send.isSuccess || send.isError) send.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(values);
  };

  const failure = send.error;
  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    error: errors[name] && say(errors[name]),
    required: true,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <form
      className="form contact-form"
      aria-labelledby="contact-form-title"
      noValidate
      onSubmit={onSubmit}
    >
      <h3 id="contact-form-title">{text.formTitle}</h3>
      <div className="contact-form__row">
        <TextField
          label={text.fields.firstName}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField label={text.fields.lastName} autoComplete="family-name" {...field('lastName')} />
      </div>
      <div className="contact-form__row">
        <DigitsField
          label={text.fields.phone}
          type="tel"
          autoComplete="tel-national"
          {...field('phone')}
          // No maxLength: it would cut '+91 99001 22334' before the country code is read.
          onChange={(event) => change('phone', phoneInput(event.target.value))}
        />
        <TextField
          label={text.fields.email}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <TextAreaField
        id="contact-message"
        label={text.fields.message}
        name="message"
        className="contact-form__message"
        rows={5}
        required
        value={values.message}
        error={errors.message && say(errors.message)}
        onChange={(event) => change('message', event.target.value)}
      />
      {/* Hidden from people and assistive tech; bots that fill every field fill this one too. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          {text.honeypotLabel}
          <input
            type="text"
            name={contactHoneypotField}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      {send.isSuccess ? <FormMessage tone="success">{text.sent}</FormMessage> : null}
      {failure ? (
        <FormMessage tone="error">
          <p>{contact.sendFailure}</p>
          {isApiError(failure) && failure.status >= 400 && failure.status < 500 ? (
            <p>{say(failure.message)}</p>
          ) : null}
        </FormMessage>
      ) : null}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? text.sending : text.send}
      </button>
    </form>
  );
}
