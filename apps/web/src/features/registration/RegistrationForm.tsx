import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildPartnerUpdate,
  type DocumentType,
  documentTypes,
  linkedDocumentType,
  messages,
  type Partner,
  paths,
} from '@shata/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/session';
import { showNotice } from '../../lib/notice';
import { storePartner, updatePartner } from '../../lib/partners';
import { uploadDocument } from '../../lib/upload';
import { BasicInfoSection } from './BasicInfoSection';
import { DocumentWizard, type Uploads, type WizardLink } from './DocumentWizard';
import {
  formValuesFrom,
  type RegistrationFormInput,
  type RegistrationFormOutput,
  registrationFormSchema,
  splitForms,
} from './form-values';
import { LocationSection } from './LocationSection';
import { registrationText } from './registration-text';
import { useDocumentWizard } from './use-document-wizard';

const text = registrationText;

type Outcome = { kind: 'partnerNotLoaded' } | { kind: 'failed'; detail: string | null };

interface RegistrationFormProps {
  /** The form's element id, which the hero's link leads to. */
  id: string;
  partnerId: string;
  /** The partner's record; undefined while it loads. */
  partner: Partner | undefined;
}

/**
 * The registration form (spec section 2): basic info, company location,
 * GST and CIN, and the document wizard. Submit saves the details first, then
 * uploads each newly chosen document in wizard order, and on success goes to
 * the status screen. A failure keeps everything typed and chosen; a retry
 * skips the documents that did arrive. Opened as /dashboard/{id}#document-{type}
 * (the status screen's link for a turned-down document), the wizard opens on
 * that document's step.
 */
export function RegistrationForm({ id, partnerId, partner }: RegistrationFormProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const linkedType = linkedDocumentType(location.hash);
  const link = useMemo<WizardLink | undefined>(
    () => (linkedType ? { type: linkedType, key: location.key } : undefined),
    [linkedType, location.key],
  );
  const { data: session } = useSession();
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
  const [uploads, setUploads] = useState<Uploads>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Sending, as opposed to checking the form (RHF's isSubmitting covers both):
  // the fields stay enabled while checked, for the first wrong one to take focus.
  const [sending, setSending] = useState(false);
  // The files each document type has delivered, across attempts.
  const delivered = useRef(new Map<DocumentType, File>());
  const inFlight = useRef<AbortController | null>(null);

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

  // Leaving the screen cancels what is still being sent.
  useEffect(() => () => inFlight.current?.abort(), []);

  const submit = async (values: RegistrationFormOutput) => {
    setOutcome(null);
    if (!partner) {
      setOutcome({ kind: 'partnerNotLoaded' });
      return;
    }
    if (!wizard.complete) return;

    const chosen = documentTypes.flatMap((type) => {
      const file = wizard.files[type];
      return file ? [{ type, file }] : [];
    });
    const toUpload = chosen.filter(({ type, file }) => delivered.current.get(type) !== file);
    setUploads(
      Object.fromEntries(
        chosen.map(({ type, file }) => {
          const done = delivered.current.get(type) === file;
          return [type, { percent: done ? 100 : 0, uploaded: done }];
        }),
      ),
    );

    const controller = new AbortController();
    inFlight.current = controller;
    const { basic, location } = splitForms(values);
    setSending(true);
    try {
      let saved = await updatePartner(
        partnerId,
        buildPartnerUpdate(basic, location, partner),
        controller.signal,
      );
      for (const { type, file } of toUpload) {
        saved = await uploadDocument(
          partnerId,
          type,
          file,
          ({ loaded, total }) => {
            const percent = Math.min(100, Math.round((loaded / total) * 100));
            setUploads((current) => ({ ...current, [type]: { percent, uploaded: false } }));
          },
          controller.signal,
        );
        delivered.current.set(type, file);
        setUploads((current) => ({ ...current, [type]: { percent: 100, uploaded: true } }));
      }
      storePartner(queryClient, saved, session?.user.id);
      const statusPath = paths.status(partnerId);
      // Seen on the status screen: the form is gone once the alert would show.
      showNotice(messages.registration.submitSuccess, { path: statusPath });
      navigate(statusPath);
    } catch (error) {
      if (controller.signal.aborted) return;
      setOutcome({ kind: 'failed', detail: isApiError(error) ? error.message : null });
    } finally {
      setSending(false);
    }
  };

  const onSubmit = handleSubmit(submit, () => setOutcome(null));
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
        <TextField
          label={text.fields.gst}
          className="field__input--uppercase"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errors.gst?.message}
          {...register('gst')}
        />
        <TextField
          label={text.fields.cin}
          className="field__input--uppercase"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errors.cin?.message}
          {...register('cin')}
        />
      </div>
    </section>
  );
}
