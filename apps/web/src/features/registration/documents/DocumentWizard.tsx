import {
  type BusinessType,
  cameraAccept,
  type DocumentFile,
  type DocumentType,
  type DraftUploads,
  documentAnchorId,
  documentChooserAccept,
  documentTypeInfo,
  messages,
  type Partner,
  type Requirement,
} from '@shata/domain';
import { type ChangeEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldError } from '../../../components/form/TextField';
import { isFastConnection } from '../../../lib/connection';
import { formatFileSize } from '../../../lib/file-size';
import { useMediaQuery } from '../../../lib/use-media-query';
import { prefetchHeicDecoder } from '../photos/heic-decoder';
import { photoSizeLine } from '../photos/photo-size-line';
import { registrationText } from '../registration-text';
import { TrustNote } from '../TrustNote';
import type { DocumentUpload, DocumentUploads } from '../uploads/use-document-uploads';
import {
  type DocumentWizardState,
  documentUrl,
  rejectionReason,
  type StepStatus,
} from './use-document-wizard';

const text = registrationText.documents;

/** A link into the wizard (/dashboard/{id}#document-{type}); `key` tells one arrival from the next. */
export interface WizardLink {
  type: DocumentType;
  key: string;
}

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
  const sectionRef = useRef<HTMLElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const completeRef = useRef<HTMLParagraphElement>(null);
  // Focus follows the wizard when the partner moves it, never on its own.
  const moved = useRef(false);
  const move = (action: () => void) => {
    moved.current = true;
    action();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each move of the step.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    // Past the last step the panel is gone (its ref null) and the completion line is there.
    const target = panelHeadingRef.current ?? completeRef.current;
    target?.focus();
  }, [wizard.step]);

  // A link is followed once the record is in (which steps are on file is known then).
  const followedLink = useRef<string | null>(null);
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  const { goTo, steps } = wizard;
  const partnerLoaded = partner !== undefined;
  useEffect(() => {
    if (!link || !partnerLoaded || followedLink.current === link.key) return;
    followedLink.current = link.key;
    // A document this kind of business is not asked for has no step: the wizard stays as it is.
    if (!steps.includes(link.type)) return;
    goTo(steps.indexOf(link.type));
    setArrivedAt(link.key);
  }, [link, partnerLoaded, goTo, steps]);

  // Arriving by a link, or sent back to a step whose file the server refused.
  useEffect(() => {
    if (arrivedAt === null && wizard.returns === 0) return;
    const heading = panelHeadingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'center' });
    heading.focus({ preventScroll: true });
  }, [arrivedAt, wizard.returns]);

  // On a fast link the HEIC converter is fetched as the partner reaches the documents, so
  // an iPhone photo converts at once; on a slow one only when a HEIC photo is chosen.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || !isFastConnection()) return;
    if (typeof IntersectionObserver === 'undefined') {
      void prefetchHeicDecoder();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void prefetchHeicDecoder();
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  const currentType = wizard.steps[wizard.step];
  // "All Documents Uploaded!" once every chosen file has arrived, not while one is on its way.
  const uploading = wizard.steps.filter(
    (type) => wizard.statuses[type] === 'chosen' && uploads[type]?.phase.kind !== 'staged',
  ).length;

  return (
    <section ref={sectionRef} className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {registrationText.sections.documents}
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
            staged={stagedName(wizard, type)}
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
          onFile={async (file) => {
            moved.current = true;
            const choice = await wizard.choose(currentType, file);
            if (!choice || 'refused' in choice) moved.current = false;
            else onChosen(currentType, choice.chosen);
          }}
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
        <p
          ref={completeRef}
          className="wizard-complete"
          role="status"
          tabIndex={-1}
          data-uploading={uploading > 0 ? 'true' : undefined}
        >
          {uploading > 0 ? (
            messages.registration.uploadingDocuments(uploading)
          ) : (
            <>
              <span className="wizard-complete__mark" aria-hidden="true">
                ✓
              </span>
              {messages.registration.allDocumentsUploaded}
            </>
          )}
        </p>
      )}
    </section>
  );
}

interface WizardStepProps {
  type: DocumentType;
  index: number;
  required: boolean;
  current: boolean;
  status: StepStatus;
  file: File | undefined;
  /** The chosen file's size before it was prepared for upload. */
  originalSize: number | undefined;
  /** The document on file, as it was uploaded. */
  onFileAs: DocumentFile | undefined;
  /** The staged file's name and size, as the step shows it. */
  staged: string | undefined;
  url: string | undefined;
  upload: DocumentUpload | undefined;
  /** Its chosen HEIC photo is being turned into a JPEG. */
  converting: boolean;
  onChange: () => void;
}

function WizardStep({
  type,
  index,
  required,
  current,
  status,
  file,
  originalSize,
  onFileAs,
  staged,
  url,
  upload,
  converting,
  onChange,
}: WizardStepProps) {
  const { label } = documentTypeInfo[type];
  const done = status !== 'pending';
  // A chosen file is ticked once it has arrived, not before.
  const ticked = done && (status !== 'chosen' || upload?.phase.kind === 'staged');
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
          {converting ? (
            messages.documents.convertingPhoto
          ) : (
            <StepStatusText
              status={status}
              file={file}
              originalSize={originalSize}
              onFileAs={onFileAs}
              staged={staged}
              url={url}
              label={label}
            />
          )}
        </p>
        {upload && status === 'chosen' ? <UploadProgress upload={upload} label={label} /> : null}
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

/** A chosen file's upload: its bytes, speed and time left, or that it waits for the network. */
function UploadProgress({ upload, label }: { upload: DocumentUpload; label: string }) {
  const { phase } = upload;
  if (phase.kind === 'failed') return null;
  const percent =
    phase.kind === 'staged' ? 100 : Math.floor((phase.sent / Math.max(phase.total, 1)) * 100);
  let detail: string = text.readyToSubmit;
  if (phase.kind === 'uploading') {
    const speed = phase.bytesPerSecond;
    const left = speed ? (phase.total - phase.sent) / speed : null;
    detail = phase.waitingForNetwork
      ? text.waitingForNetwork
      : text.sending(
          formatFileSize(phase.sent),
          formatFileSize(phase.total),
          speed ? formatFileSize(speed) : null,
          left === null ? null : formatDuration(left),
        );
  }
  return (
    <div className="wizard-step__progress">
      <progress max={100} value={percent} aria-label={text.progress(label)} />
      <span>{phase.kind === 'staged' ? text.uploaded : `${percent}%`}</span>
      <span className="wizard-step__transfer">{detail}</span>
    </div>
  );
}

/** '45 s', '3 min': the time left, rounded as people say it. */
function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  return `${Math.round(seconds / 60)} min`;
}

/** The staged file of a step, as 'name (size)', when the step shows it. */
function stagedName(wizard: DocumentWizardState, type: DocumentType): string | undefined {
  const staged = wizard.staged[type];
  if (!staged) return undefined;
  return text.chosen(
    staged.fileName ?? documentTypeInfo[type].label,
    formatFileSize(staged.sizeBytes),
  );
}

function StepStatusText({
  status,
  file,
  originalSize,
  onFileAs,
  staged,
  url,
  label,
}: {
  status: StepStatus;
  file: File | undefined;
  originalSize: number | undefined;
  onFileAs: DocumentFile | undefined;
  staged: string | undefined;
  url: string | undefined;
  label: string;
}) {
  if (status === 'staged' && staged) return <>{text.staged(staged)}</>;
  if (status === 'chosen' && file) {
    const size =
      (originalSize !== undefined && photoSizeLine(originalSize, file.size)) ||
      formatFileSize(file.size);
    return <span className="wizard-step__file">{text.chosen(file.name, size)}</span>;
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

function WizardPanel({
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
  const inputId = `${id}-input`;
  const cameraId = `${id}-camera`;
  const rejectionId = `${id}-rejection`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { label } = documentTypeInfo[type];
  const required = requirement === 'required';
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
          <p>{messages.review.documentRejected(label)}</p>
          <p>
            <span className="wizard-panel__rejection-label">{messages.review.reasonLabel}:</span>{' '}
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
            accept={documentChooserAccept}
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
        <p className="wizard-panel__note" role="status">
          {converting ? messages.documents.convertingPhoto : null}
        </p>
        <FieldError id={errorId} message={refusal} />
      </div>
      <div className="wizard-panel__actions">
        {index > 0 ? (
          <button type="button" className="button button--secondary" onClick={onBack}>
            {text.back}
          </button>
        ) : null}
        {requirement === 'optional' ? (
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
