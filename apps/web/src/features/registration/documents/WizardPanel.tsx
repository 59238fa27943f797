import {
  type DocumentType,
  type DraftUploads,
  documentAnchorId,
  type Requirement,
} from '@shata/domain';
import { type RefObject, useId } from 'react';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { registrationCatalogue } from '../registration-text';
import { DocumentFilePicker } from './DocumentFilePicker';
import type { StepStatus } from './wizard-steps';

interface WizardPanelProps {
  type: DocumentType;
  index: number;
  /** How many steps the wizard has for this partner. */
  count: number;
  requirement: Requirement;
  /** Why this document is asked. */
  why: string;
  status: StepStatus;
  url: string | undefined;
  refusal: string | undefined;
  /** An upload of this step the server holds part of. */
  unfinished: DraftUploads['unfinished'][DocumentType];
  /** The chosen file's first bytes are being read. */
  checking: boolean;
  /** The chosen HEIC photo is being turned into a JPEG. */
  converting: boolean;
  /** Why an operator turned this document down, while it is still to be uploaded again. */
  rejection: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onFile: (file: File) => void;
  onBack: () => void;
  onSkipPan: () => void;
  onNext: () => void;
}

/** The current step of the wizard: its heading, why it is asked, its file field and its buttons. */
export function WizardPanel({
  type,
  index,
  count,
  requirement,
  why,
  status,
  url,
  refusal,
  unfinished,
  checking,
  converting,
  rejection,
  headingRef,
  onFile,
  onBack,
  onSkipPan,
  onNext,
}: WizardPanelProps) {
  const id = useId();
  // Also the target of /dashboard/{id}#document-{type} links.
  const headingId = documentAnchorId(type);
  const rejectionId = `${id}-rejection`;
  const words = useText(registrationCatalogue);
  const text = words.documents;
  const { documents, registration } = useText(registrationMessages);
  const label = documents.labels[type];
  const required = requirement === 'required';

  return (
    // biome-ignore lint/a11y/useSemanticElements: the step is a group of controls, not form fields of one value.
    <div
      className="wizard-panel"
      role="group"
      aria-labelledby={headingId}
      aria-busy={checking ? true : undefined}
      aria-describedby={rejection === undefined ? undefined : rejectionId}
    >
      <h3 id={headingId} ref={headingRef} className="wizard-panel__title" tabIndex={-1}>
        {text.stepHeading(index + 1, count, label)}
        {required ? null : (
          <>
            {' '}
            <span className="wizard-step__optional">{text.optional}</span>
          </>
        )}
      </h3>
      <p className="wizard-panel__why">{why}</p>
      {rejection === undefined ? null : (
        <div id={rejectionId} className="wizard-panel__rejection">
          <p>{words.review.documentRejected(label)}</p>
          <p>
            <span className="wizard-panel__rejection-label">{words.review.reasonLabel}:</span>{' '}
            {rejection}
          </p>
        </div>
      )}
      {unfinished && status !== 'chosen' ? (
        <p className="wizard-panel__note">
          {text.resumeHint(
            unfinished.fileName ?? label,
            Math.floor((unfinished.offset / Math.max(unfinished.sizeBytes, 1)) * 100),
          )}
        </p>
      ) : null}
      {status === 'onFile' ? (
        <p className="wizard-panel__note">
          {text.onFileHint}{' '}
          {url ? (
            <a href={url} target="_blank" rel="noopener" aria-label={text.viewDocument(label)}>
              {text.view}
            </a>
          ) : null}
        </p>
      ) : null}
      <DocumentFilePicker
        id={id}
        label={label}
        refusal={refusal}
        converting={converting}
        onFile={onFile}
      />
      <div className="wizard-panel__actions">
        {index > 0 ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {text.back}
          </button>
        ) : null}
        {requirement === 'optional' ? (
          <button type="button" className="button button--secondary" onClick={onSkipPan}>
            {registration.skipPan}
          </button>
        ) : null}
        {status !== 'pending' ? (
          <button type="button" className="button button--secondary" onClick={onNext}>
            {text.next}
          </button>
        ) : null}
      </div>
    </div>
  );
}
