import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BusinessRequirements,
  type BusinessType,
  businessRequirements,
  type DocumentType,
  linkedDocumentType,
  linkedProfileField,
  messages,
  normaliseIdentifier,
  normaliseLlpin,
  type Partner,
  partnerBusinessType,
  profileFieldAction,
  type RequiredProfileField,
} from '@shata/domain';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';
import { dropStagedDocument } from '../api';
import { DocumentWizard, type WizardLink } from '../documents/DocumentWizard';
import { useDocumentWizard } from '../documents/use-document-wizard';
import { type DraftState, useRegistrationDraft, withDraft } from '../draft/use-registration-draft';
import { registrationText } from '../registration-text';
import { type DocumentUpload, useDocumentUploads } from '../uploads/use-document-uploads';
import { BasicInfoSection } from './BasicInfoSection';
import { BusinessTypeSection } from './BusinessTypeSection';
import {
  formValuesFrom,
  type RegistrationFormInput,
  type RegistrationFormOutput,
  registrationFormSchema,
} from './form-values';
import { LocationSection } from './LocationSection';
import { useCheckedOnLeave } from './use-checked-on-leave';
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
 * GST, PAN and CIN, and the document wizard; `useSubmitRegistration` sends it.
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
  const draft = useRegistrationDraft(partnerId, form);
  // What the chosen kind of business asks; until one is chosen, a company's (the spec's).
  const [chosenType, gst] = useWatch({ control: form.control, name: ['businessType', 'gst'] });
  const businessType = partnerBusinessType({ businessType: chosenType });
  const requirements = businessRequirements(businessType, { gstinGiven: gst.trim() !== '' });
  const wizard = useDocumentWizard(
    partner,
    requirements.documents,
    linkedType,
    draft.uploads?.staged,
  );
  const documentUploads = useDocumentUploads(partnerId, draft.uploads);
  const { submit, clearOutcome, outcome, sending, waitingForUploads } = useSubmitRegistration(
    partnerId,
    partner,
    wizard,
    documentUploads,
  );

  // A file the server refused once it had it all: back to its step, with why.
  const { uploads, forget } = documentUploads;
  const { refuse } = wizard;
  useEffect(() => {
    for (const [type, upload] of Object.entries(uploads) as [DocumentType, DocumentUpload][]) {
      if (upload.phase.kind !== 'failed') continue;
      refuse(type, upload.phase.message);
      forget(type);
    }
  }, [uploads, refuse, forget]);

  // The record, and over it the draft, fill in what the partner has not typed
  // yet (they may arrive after the partner started).
  const { values: draftValues, restored } = draft;
  useEffect(() => {
    if (!partner || draftValues === undefined) return;
    const values = withDraft(formValuesFrom(partner), draftValues);
    restored(values);
    reset(values, {
      keepDirtyValues: true,
      keepErrors: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
      keepTouched: true,
    });
  }, [partner, draftValues, reset, restored]);

  // Opened from the status screen at a profile field: that field, with why, once the values are in.
  const linkedField = linkedProfileField(location.hash);
  const fieldAction = partner && linkedField ? profileFieldAction(partner, linkedField) : undefined;
  const followedFieldLink = useRef<string | null>(null);
  const valuesIn = partner !== undefined && draftValues !== undefined;
  const { setFocus } = form;
  useEffect(() => {
    if (!linkedField || !valuesIn || followedFieldLink.current === location.key) return;
    followedFieldLink.current = location.key;
    setFocus(formControlOf[linkedField]);
  }, [linkedField, valuesIn, location.key, setFocus]);

  const onSubmit = handleSubmit((values) => {
    draft.cancel();
    return submit(values);
  }, clearOutcome);
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
        // Leaving a section saves the draft at once, not only after typing pauses.
        onBlur={(event) => {
          const section = event.target.closest('section');
          if (section && !section.contains(event.relatedTarget as Node | null)) draft.flush();
        }}
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
          <DraftStatus state={draft.state} />
          {linkedField && fieldAction ? (
            <FormMessage tone="error">
              <p>{text.fieldToFix(text.profileFieldLabels[linkedField])}</p>
              {fieldAction.reason ? (
                <p>
                  {messages.review.reasonLabel}: {fieldAction.reason}
                </p>
              ) : null}
            </FormMessage>
          ) : null}
        </div>
        <fieldset className="registration-form__fields" disabled={sending}>
          <BusinessTypeSection />
          <BasicInfoSection partnerId={partnerId} saveDraft={draft.saveNow} />
          <LocationSection />
          <RegistrationNumbersSection businessType={businessType} numbers={requirements.numbers} />
          <DocumentWizard
            wizard={wizard}
            businessType={businessType}
            partner={partner}
            uploads={uploads}
            unfinished={draft.uploads?.unfinished}
            link={link}
            onChosen={documentUploads.start}
            onPanSkipped={() => {
              forget('panCard');
              dropStagedPan(partnerId);
            }}
          />
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
              {text.submitHint(wizard.steps.length)}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary registration-submit__button"
            disabled={!canSubmit}
            aria-describedby={wizard.complete ? undefined : submitHintId}
          >
            {waitingForUploads
              ? text.documents.waitingForUploads
              : isSubmitting
                ? messages.registration.submitting
                : text.submit}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** A PAN uploaded and then skipped is not submitted: the server lets go of it. */
function dropStagedPan(partnerId: string) {
  dropStagedDocument(partnerId, 'panCard').catch(() => {
    // Submit commits only what the wizard holds; a staged file left behind expires unseen.
  });
}

/** The form control each profile field is typed in; the company location starts at its address. */
const formControlOf = {
  gstNo: 'gst',
  cinNo: 'cin',
  llpinNo: 'llpin',
  name: 'name',
  mobileNo: 'phone',
  companyName: 'company',
  companyLocation: 'address',
  aadharNo: 'aadhaar',
  servicesSelected: 'service',
} as const satisfies Record<RequiredProfileField, keyof RegistrationFormInput>;

/** Says the draft is kept; only a failure is announced, since saves come with every pause in typing. */
function DraftStatus({ state }: { state: DraftState }) {
  return (
    <p className="registration-form__draft" role="status">
      {state.kind === 'failed' ? text.draft.failed : null}
      {state.kind === 'saved' ? (
        <span aria-hidden="true">{text.draft.savedAt(state.at)}</span>
      ) : null}
    </p>
  );
}

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
function RegistrationNumbersSection({
  businessType,
  numbers,
}: {
  businessType: BusinessType;
  numbers: BusinessRequirements['numbers'];
}) {
  const headingId = useId();
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
              error={errors[name]?.message}
              {...checkedOnLeave(name, name === 'llpin' ? normaliseLlpin : normaliseIdentifier)}
            />
          );
        })}
      </div>
    </section>
  );
}
