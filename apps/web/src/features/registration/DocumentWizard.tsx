import {
  type DocumentFile,
  type DocumentType,
  documentAnchorId,
  documentTypeInfo,
  documentTypes,
  messages,
  type Partner,
  uploadAccept,
} from '@shata/domain';
import { type ChangeEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldError } from '../../components/form/TextField';
import { formatFileSize } from '../../lib/file-size';
import { useMediaQuery } from '../../lib/use-media-query';
import { registrationText } from './registration-text';
import { TrustNote } from './TrustNote';
import {
  completedStep,
  type DocumentWizardState,
  documentUrl,
  rejectionReason,
  type StepStatus,
} from './use-document-wizard';

const text = registrationText.documents;

/** The rear camera's photos: images only, of the types spec section 5 allows. */
const cameraAccept = 'image/jpeg,image/png';

/** How far the upload of a chosen file has got during a submit. */
interface UploadState {
  percent: number;
  uploaded: boolean;
}

export type Uploads = Partial<Record<DocumentType, UploadState>>;

/** A link into the wizard (/dashboard/{id}#document-{type}); `key` tells one arrival from the next. */
export interface WizardLink {
  type: DocumentType;
  key: string;
}

interface DocumentWizardProps {
  wizard: DocumentWizardState;
  partner: Partner | undefined;
  uploads: Uploads;
  /** The document step the page was opened on, if any. */
  link?: WizardLink;
}

/**
 * Step 4 of the form, the document wizard (spec sections 2 and 4): the four
 * steps listed with what each holds, and the current step's file input. The
 * chosen files are uploaded when the form is submitted, each with its progress.
 *
 * Opened through a link to one document's step (the status screen's 'upload
 * again'), the wizard stands on that step and, once the partner's record is
 * in, brings its heading into view and focus.
 */
export function DocumentWizard({ wizard, partner, uploads, link }: DocumentWizardProps) {
  const headingId = useId();
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const completeRef = useRef<HTMLParagraphElement>(null);
  // Focus follows the wizard when the partner moves it, never on its own.
  const moved = useRef(false);
  const move = (action: () => void) => {
    moved.current = true;
    action();
  };

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = wizard.step === completedStep ? completeRef.current : panelHeadingRef.current;
    target?.focus();
  }, [wizard.step]);

  // A link is followed once the record is in (which steps are on file is known then).
  const followedLink = useRef<string | null>(null);
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  const { goTo } = wizard;
  const partnerLoaded = partner !== undefined;
  useEffect(() => {
    if (!link || !partnerLoaded || followedLink.current === link.key) return;
    followedLink.current = link.key;
    goTo(documentTypes.indexOf(link.type));
    setArrivedAt(link.key);
  }, [link, partnerLoaded, goTo]);

  // Arriving by a link, or sent back to a step whose file the server refused.
  useEffect(() => {
    if (arrivedAt === null && wizard.returns === 0) return;
    const heading = panelHeadingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'center' });
    heading.focus({ preventScroll: true });
  }, [arrivedAt, wizard.returns]);

  const currentType = documentTypes[wizard.step];

  return (
    <section className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {registrationText.sections.documents}
      </h2>
      <p className="registration-section__intro">{text.intro}</p>
      <TrustNote />
      <ol className="wizard-steps" aria-label={text.steps}>
        {documentTypes.map((type, index) => (
          <WizardStep
            key={type}
            type={type}
            index={index}
            current={index === wizard.step}
            status={wizard.statuses[type]}
            file={wizard.files[type]}
            onFileAs={partner?.documentFiles?.[type] ?? undefined}
            url={documentUrl(partner, type)}
            upload={uploads[type]}
            onChange={() => move(() => wizard.goTo(index))}
          />
        ))}
      </ol>
      {currentType ? (
        <WizardPanel
          key={currentType}
          type={currentType}
          index={wizard.step}
          status={wizard.statuses[currentType]}
          url={documentUrl(partner, currentType)}
          refusal={wizard.refusalFor(currentType)}
          checking={wizard.checking === currentType}
          rejection={rejectionReason(partner, currentType)}
          headingRef={panelHeadingRef}
          onFile={async (file) => {
            moved.current = true;
            if (await wizard.choose(currentType, file)) moved.current = false;
          }}
          onBack={() => move(() => wizard.goTo(wizard.step - 1))}
          onSkipPan={() => move(wizard.skipPan)}
          onNext={() => move(wizard.next)}
        />
      ) : (
        <p ref={completeRef} className="wizard-complete" role="status" tabIndex={-1}>
          <span className="wizard-complete__mark" aria-hidden="true">
            ✓
          </span>
          {messages.registration.allDocumentsUploaded}
        </p>
      )}
    </section>
  );
}

interface WizardStepProps {
  type: DocumentType;
  index: number;
  current: boolean;
  status: StepStatus;
  file: File | undefined;
  /** The document on file, as it was uploaded. */
  onFileAs: DocumentFile | undefined;
  url: string | undefined;
  upload: UploadState | undefined;
  onChange: () => void;
}

function WizardStep({
  type,
  index,
  current,
  status,
  file,
  onFileAs,
  url,
  upload,
  onChange,
}: WizardStepProps) {
  const { label, required } = documentTypeInfo[type];
  const done = status !== 'pending';
  // A chosen file is ticked once it has arrived, not before.
  const ticked = done && (status !== 'chosen' || upload?.uploaded === true);
  const action = status === 'onFile' ? text.replace : text.change;

  return (
    <li
      className="wizard-step"
      data-status={status}
      data-ticked={ticked ? 'true' : undefined}
      data-current={current ? 'true' : undefined}
      aria-current={current ? 'step' : undefined}
    >
      <span className="wizard-step__marker" aria-hidden="true">
        {ticked ? '✓' : index + 1}
      </span>
      <div className="wizard-step__body">
        <p className="wizard-step__label">
          {label}
          {required ? null : (
            <>
              {' '}
              <span className="wizard-step__optional">{text.optional}</span>
            </>
          )}
        </p>
        <p className="wizard-step__status">
          <StepStatusText status={status} file={file} onFileAs={onFileAs} url={url} label={label} />
        </p>
        {upload ? (
          <div className="wizard-step__progress">
            <progress max={100} value={upload.percent} aria-label={text.progress(label)} />
            <span>{upload.uploaded ? text.uploaded : `${upload.percent}%`}</span>
          </div>
        ) : null}
      </div>
      {done && !current ? (
        <button
          type="button"
          className="link-button wizard-step__action"
          // The visible word, then which step: every step has one of these.
          aria-label={`${action} ${label}`}
          onClick={onChange}
        >
          {action}
        </button>
      ) : null}
    </li>
  );
}

function StepStatusText({
  status,
  file,
  onFileAs,
  url,
  label,
}: {
  status: StepStatus;
  file: File | undefined;
  onFileAs: DocumentFile | undefined;
  url: string | undefined;
  label: string;
}) {
  if (status === 'chosen' && file) {
    return (
      <span className="wizard-step__file">{text.chosen(file.name, formatFileSize(file.size))}</span>
    );
  }
  if (status === 'onFile') {
    return (
      <>
        {onFileAs?.fileName
          ? text.onFileNamed(text.chosen(onFileAs.fileName, formatFileSize(onFileAs.sizeBytes)))
          : text.onFile}
        {url ? (
          <>
            {' · '}
            <a href={url} target="_blank" rel="noopener" aria-label={text.viewDocument(label)}>
              {text.view}
            </a>
          </>
        ) : null}
      </>
    );
  }
  if (status === 'skipped') return <>{text.skipped}</>;
  return <>{text.notChosen}</>;
}

interface WizardPanelProps {
  type: DocumentType;
  index: number;
  status: StepStatus;
  url: string | undefined;
  refusal: string | undefined;
  /** The chosen file's first bytes are being read. */
  checking: boolean;
  /** Why an operator turned this document down, while it is still to be uploaded again. */
  rejection: string | undefined;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onFile: (file: File) => void;
  onBack: () => void;
  onSkipPan: () => void;
  onNext: () => void;
}

function WizardPanel({
  type,
  index,
  status,
  url,
  refusal,
  checking,
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
  const inputId = `${id}-input`;
  const cameraId = `${id}-camera`;
  const rejectionId = `${id}-rejection`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { label, required } = documentTypeInfo[type];
  // Phones and tablets: the camera is the quickest way to a document.
  const touch = useMediaQuery('(pointer: coarse)');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a refusal is noticed.
    event.target.value = '';
    if (file) onFile(file);
  };

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
        {text.stepHeading(index + 1, documentTypes.length, label)}
        {required ? null : (
          <>
            {' '}
            <span className="wizard-step__optional">{text.optional}</span>
          </>
        )}
      </h3>
      {rejection === undefined ? null : (
        <div id={rejectionId} className="wizard-panel__rejection">
          <p>{messages.review.documentRejected(label)}</p>
          <p>
            <span className="wizard-panel__rejection-label">{messages.review.reasonLabel}:</span>{' '}
            {rejection}
          </p>
        </div>
      )}
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
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {text.fileLabel(label)}
        </label>
        {/* The browser's own control cuts its words short on a phone; these buttons read whole. */}
        <div className="file-picker">
          <input
            id={inputId}
            className="visually-hidden file-picker__input"
            type="file"
            accept={uploadAccept}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={describedBy({ hintId, errorId: refusal ? errorId : undefined })}
            onChange={onChange}
          />
          <label htmlFor={inputId} className="button button--secondary file-picker__button">
            {text.chooseFile}
          </label>
          {touch ? (
            <>
              <input
                id={cameraId}
                className="visually-hidden file-picker__input"
                type="file"
                accept={cameraAccept}
                capture="environment"
                aria-label={text.takePhotoOf(label)}
                aria-invalid={refusal ? true : undefined}
                aria-describedby={describedBy({ hintId, errorId: refusal ? errorId : undefined })}
                onChange={onChange}
              />
              <label
                htmlFor={cameraId}
                className="button button--secondary file-picker__button"
                aria-hidden="true"
              >
                {text.takePhoto}
              </label>
            </>
          ) : null}
        </div>
        <p id={hintId} className="field__hint">
          {text.fileHint}
        </p>
        <FieldError id={errorId} message={refusal} />
      </div>
      <div className="wizard-panel__actions">
        {index > 0 ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {text.back}
          </button>
        ) : null}
        {type === 'panCard' ? (
          <button type="button" className="button button--secondary" onClick={onSkipPan}>
            {messages.registration.skipPan}
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
