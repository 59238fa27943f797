import type { BusinessType, DocumentType, DraftUploads, Locale, Partner } from '@shata/domain';
import { useId, useRef } from 'react';
import { formatFileSize } from '../../../lib/file-size';
import { useText } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { registrationCatalogue } from '../registration-text';
import { TrustNote } from '../TrustNote';
import type { DocumentUploads } from '../uploads/use-document-uploads';
import type { DocumentWizardState } from './use-document-wizard';
import { usePrefetchHeicInView, useWizardFocus, type WizardLink } from './use-wizard-focus';
import { WizardComplete } from './WizardComplete';
import { WizardPanel } from './WizardPanel';
import { WizardStep } from './WizardStep';
import { documentUrl, rejectionReason } from './wizard-steps';

interface DocumentWizardProps {
  wizard: DocumentWizardState;
  /** The partner's kind of business, which says why each document is asked. */
  businessType: BusinessType;
  partner: Partner | undefined;
  /** The chosen files on their way, each from the moment it was chosen. */
  uploads: DocumentUploads;
  /** Uploads the server holds part of, from an earlier visit. */
  unfinished: DraftUploads['unfinished'] | undefined;
  /** The document step the page was opened on, if any. */
  link?: WizardLink;
  /** A file passed the checks at its step: it starts uploading. */
  onChosen: (type: DocumentType, file: File) => void;
  onPanSkipped: () => void;
}

/**
 * Step 4 of the form, the document wizard (spec sections 2 and 4): the four
 * steps listed with what each holds, and the current step's file input. A
 * chosen file uploads at once, in the background, with its progress; Submit
 * makes the uploaded files the partner's.
 *
 * Opened through a link to one document's step (the status screen's 'upload
 * again'), the wizard stands on that step and, once the partner's record is
 * in, brings its heading into view and focus.
 */
export function DocumentWizard({
  wizard,
  businessType,
  partner,
  uploads,
  unfinished,
  link,
  onChosen,
  onPanSkipped,
}: DocumentWizardProps) {
  const headingId = useId();
  const words = useText(registrationCatalogue);
  const text = words.documents;
  const { labels } = useText(registrationMessages).documents;
  const { locale } = useLocale();
  const sectionRef = useRef<HTMLElement>(null);
  const { panelHeadingRef, completeRef, move, tryMove } = useWizardFocus(
    wizard,
    link,
    partner !== undefined,
  );
  usePrefetchHeicInView(sectionRef);

  const currentType = wizard.steps[wizard.step];
  // "All Documents Uploaded!" once every chosen file has arrived, not while one is on its way.
  const uploading = wizard.steps.filter(
    (type) => wizard.statuses[type] === 'chosen' && uploads[type]?.phase.kind !== 'staged',
  ).length;

  return (
    <section ref={sectionRef} className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {words.sections.documents}
      </h2>
      <p className="registration-section__intro">
        {text.intro} {text.needed(businessType)}
      </p>
      <TrustNote />
      <ol className="wizard-steps" aria-label={text.steps}>
        {wizard.steps.map((type, index) => (
          <WizardStep
            key={type}
            type={type}
            index={index}
            required={wizard.requirements[type] === 'required'}
            current={index === wizard.step}
            status={wizard.statuses[type]}
            file={wizard.files[type]}
            originalSize={wizard.originalSizes[type]}
            onFileAs={partner?.documentFiles?.[type] ?? undefined}
            staged={stagedName(wizard, type, labels[type], text.chosen, locale)}
            url={documentUrl(partner, type)}
            upload={uploads[type]}
            converting={wizard.converting === type}
            onChange={() => move(() => wizard.goTo(index))}
          />
        ))}
      </ol>
      {currentType ? (
        <WizardPanel
          key={currentType}
          type={currentType}
          index={wizard.step}
          count={wizard.steps.length}
          requirement={wizard.requirements[currentType]}
          why={text.why(currentType, businessType)}
          status={wizard.statuses[currentType]}
          url={documentUrl(partner, currentType)}
          refusal={wizard.refusalFor(currentType)}
          unfinished={unfinished?.[currentType]}
          checking={wizard.checking === currentType}
          converting={wizard.converting === currentType}
          rejection={rejectionReason(partner, currentType)}
          headingRef={panelHeadingRef}
          onFile={(file) =>
            tryMove(async () => {
              const choice = await wizard.choose(currentType, file);
              if (!choice || 'refused' in choice) return false;
              onChosen(currentType, choice.chosen);
              return true;
            })
          }
          onBack={() => move(() => wizard.goTo(wizard.step - 1))}
          onSkipPan={() =>
            move(() => {
              wizard.skipPan();
              onPanSkipped();
            })
          }
          onNext={() => move(wizard.next)}
        />
      ) : (
        <WizardComplete completeRef={completeRef} uploading={uploading} />
      )}
    </section>
  );
}

/** The staged file of a step, as 'name (size)', when the step shows it. */
function stagedName(
  wizard: DocumentWizardState,
  type: DocumentType,
  label: string,
  chosen: (name: string, size: string) => string,
  locale: Locale,
): string | undefined {
  const staged = wizard.staged[type];
  if (!staged) return undefined;
  return chosen(staged.fileName ?? label, formatFileSize(staged.sizeBytes, locale));
}
