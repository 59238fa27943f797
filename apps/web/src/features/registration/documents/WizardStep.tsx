import type { DocumentFile, DocumentType } from '@shata/domain';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { registrationCatalogue } from '../registration-text';
import { UploadProgress } from '../uploads/UploadProgress';
import type { DocumentUpload } from '../uploads/use-document-uploads';
import { StepStatusText } from './StepStatusText';
import type { StepStatus } from './wizard-steps';

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

/** One step in the wizard's list: its number or tick, what it holds, its upload, and 'Change'. */
export function WizardStep({
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
  const text = useText(registrationCatalogue).documents;
  const { documents } = useText(registrationMessages);
  const label = documents.labels[type];
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
            documents.convertingPhoto
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
          aria-label={status === 'onFile' ? text.replaceNamed(label) : text.changeNamed(label)}
          onClick={onChange}
        >
          {action}
        </button>
      ) : null}
    </li>
  );
}
