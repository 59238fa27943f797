import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessRequirements,
  linkedDocumentType,
  type Partner,
  partnerBusinessType,
} from '@shata/domain';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { dropStagedDocument } from '../api';
import { DocumentWizard } from '../documents/DocumentWizard';
import type { WizardLink } from '../documents/use-wizard-focus';
import { useWizardUploads } from '../documents/use-wizard-uploads';
import { useRegistrationDraft } from '../draft/use-registration-draft';
import { useRestoredValues } from '../draft/use-restored-values';
import { BasicInfoSection } from './BasicInfoSection';
import { BusinessTypeSection } from './BusinessTypeSection';
import { FormHeader } from './FormHeader';
import {
  formValuesFrom,
  type RegistrationFormInput,
  type RegistrationFormOutput,
  registrationFormSchema,
} from './form-values';
import { LocationSection } from './LocationSection';
import { RegistrationNumbersSection } from './RegistrationNumbersSection';
import { SubmitArea } from './SubmitArea';
import { useLinkedField } from './use-linked-field';
import { useSubmitRegistration } from './use-submit-registration';

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
    setFocus,
    formState: { isSubmitting },
  } = form;
  const draft = useRegistrationDraft(partnerId, form);
  // What the chosen kind of business asks; until one is chosen, a company's (the spec's).
  const [chosenType, gst] = useWatch({ control: form.control, name: ['businessType', 'gst'] });
  const businessType = partnerBusinessType({ businessType: chosenType });
  const requirements = businessRequirements(businessType, { gstinGiven: gst.trim() !== '' });
  const { wizard, documentUploads } = useWizardUploads(
    partnerId,
    partner,
    requirements.documents,
    linkedType,
    draft.uploads,
  );
  const { submit, clearOutcome, outcome, sending, waitingForUploads } = useSubmitRegistration(
    partnerId,
    partner,
    wizard,
    documentUploads,
  );
  useRestoredValues(partner, draft.values, draft.restored, reset);
  const linked = useLinkedField(
    partner,
    partner !== undefined && draft.values !== undefined,
    setFocus,
  );

  const onSubmit = handleSubmit((values) => {
    draft.cancel();
    return submit(values);
  }, clearOutcome);

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
        <FormHeader
          headingId={headingId}
          loaded={partner !== undefined}
          draft={draft.state}
          linked={linked}
        />
        <fieldset className="registration-form__fields" disabled={sending}>
          <BusinessTypeSection />
          <BasicInfoSection partnerId={partnerId} saveDraft={draft.saveNow} />
          <LocationSection />
          <RegistrationNumbersSection businessType={businessType} numbers={requirements.numbers} />
          <DocumentWizard
            wizard={wizard}
            businessType={businessType}
            partner={partner}
            uploads={documentUploads.uploads}
            unfinished={draft.uploads?.unfinished}
            link={link}
            onChosen={documentUploads.start}
            onPanSkipped={() => {
              documentUploads.forget('panCard');
              dropStagedPan(partnerId);
            }}
          />
        </fieldset>
        <SubmitArea
          hintId={`${headingId}-submit-hint`}
          outcome={outcome}
          complete={wizard.complete}
          stepCount={wizard.steps.length}
          submitting={isSubmitting}
          waitingForUploads={waitingForUploads}
        />
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
