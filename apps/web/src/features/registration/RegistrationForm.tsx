import { zodResolver } from '@hookform/resolvers/zod';
import { linkedDocumentType, messages, type Partner } from '@shata/domain';
import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { BasicInfoSection } from './BasicInfoSection';
import { DocumentWizard, type WizardLink } from './DocumentWizard';
import {
  formValuesFrom,
  type RegistrationFormInput,
  type RegistrationFormOutput,
  registrationFormSchema,
} from './form-values';
import { LocationSection } from './LocationSection';
import { registrationText } from './registration-text';
import { useDocumentWizard } from './use-document-wizard';
import { useSubmitRegistration } from './use-submit-registration';

const text = registrationText;

interface RegistrationFormProps {
  /** The form's element id, which the hero's link leads to. */
  id: string;
  partnerId: string;
  /** The partner's record; undefined while it loads. */
  partner: Partner | undefined;
}

/**
 * The registration form (spec section 2): basic info, company location,
 * GST and CIN, and the document wizard; `useSubmitRegistration` sends it.
 * Opened as /dashboard/{id}#document-{type} (the status screen's link for a
 * turned-down document), the wizard opens on that document's step.
 */
export function RegistrationForm({ id, partnerId, partner }: RegistrationFormProps) {
  const headingId = useId();
  const location = useLocation();
  const linkedType = linkedDocumentType(location.hash);
  const link = useMemo<WizardLink | undefined>(
    () => (linkedType ? { type: linkedType, key: location.key } : undefined),
    [linkedType, location.key],
  );
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: formValuesFrom(partner),
  });
  const {
    reset,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const wizard = useDocumentWizard(partner, linkedType);
  const { submit, clearOutcome, outcome, uploads, sending } = useSubmitRegistration(
    partnerId,
    partner,
    wizard,
  );

  // The record fills in what the partner has not typed yet (it may arrive after they started).
  useEffect(() => {
    if (!partner) return;
    reset(formValuesFrom(partner), {
      keepDirtyValues: true,
      keepErrors: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
      keepTouched: true,
    });
  }, [partner, reset]);

  const onSubmit = handleSubmit(submit, clearOutcome);
  const canSubmit = wizard.complete && !isSubmitting;
  const submitHintId = `${headingId}-submit-hint`;

  return (
    <FormProvider {...form}>
      <form
        id={id}
        className="registration-form"
        aria-labelledby={headingId}
        noValidate
        tabIndex={-1}
        onSubmit={onSubmit}
      >
        <div className="registration-form__header">
          <h2 id={headingId} className="registration-form__title">
            {text.formHeading}
          </h2>
          <p className="registration-form__note">{text.requiredNote}</p>
          {partner ? null : (
            <p className="registration-form__loading" role="status">
              {text.loadingPartner}
            </p>
          )}
        </div>
        <fieldset className="registration-form__fields" disabled={sending}>
          <BasicInfoSection />
          <LocationSection />
          <RegistrationNumbersSection />
          <DocumentWizard wizard={wizard} partner={partner} uploads={uploads} link={link} />
        </fieldset>
        <div className="registration-submit">
          {outcome?.kind === 'partnerNotLoaded' ? (
            <FormMessage tone="error">
              <p>{messages.registration.partnerNotLoaded}</p>
            </FormMessage>
          ) : null}
          {outcome?.kind === 'failed' ? (
            <FormMessage tone="error">
              <p>{messages.registration.submitFailure}</p>
              {outcome.detail ? (
                <p className="registration-submit__detail">{outcome.detail}</p>
              ) : null}
            </FormMessage>
          ) : null}
          {wizard.complete ? null : (
            <p id={submitHintId} className="registration-submit__hint">
              {text.submitHint}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary registration-submit__button"
            disabled={!canSubmit}
            aria-describedby={wizard.complete ? undefined : submitHintId}
          >
            {isSubmitting ? messages.registration.submitting : text.submit}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

const registrationNumbers = ['gst', 'cin'] as const;

/** Step 3 of the form: GST and CIN numbers, optional, checked when given. */
function RegistrationNumbersSection() {
  const headingId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  return (
    <section className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {text.sections.registrationNumbers}
      </h2>
      <p className="registration-section__intro">{text.registrationNumbers.intro}</p>
      <div className="registration-grid">
        {registrationNumbers.map((name) => (
          <TextField
            key={name}
            label={text.fields[name]}
            className="field__input--uppercase"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
    </section>
  );
}
