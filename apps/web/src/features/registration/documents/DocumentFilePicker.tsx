import { cameraAccept, documentChooserAccept } from '@shata/domain';
import type { ChangeEvent } from 'react';
import { describedBy, FieldError } from '../../../components/form/TextField';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { useMediaQuery } from '../../../lib/use-media-query';
import { registrationCatalogue } from '../registration-text';
import { useRegistrationTranslator } from '../use-registration-translator';

interface DocumentFilePickerProps {
  /** The id of the file input; the camera's input and the hint and error build on it. */
  id: string;
  /** The document's name, as its step is labelled. */
  label: string;
  refusal: string | undefined;
  /** The chosen HEIC photo is being turned into a JPEG. */
  converting: boolean;
  onFile: (file: File) => void;
}

/** The wizard step's file field: 'Choose file', on a phone 'Take photo', its hint and refusal. */
export function DocumentFilePicker({
  id,
  label,
  refusal,
  converting,
  onFile,
}: DocumentFilePickerProps) {
  const text = useText(registrationCatalogue).documents;
  const { documents } = useText(registrationMessages);
  const say = useRegistrationTranslator();
  const inputId = `${id}-input`;
  const cameraId = `${id}-camera`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Phones and tablets: the camera is the quickest way to a document.
  const touch = useMediaQuery('(pointer: coarse)');
  const describedByIds = describedBy({ hintId, errorId: refusal ? errorId : undefined });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a refusal is noticed.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
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
          aria-describedby={describedByIds}
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
              aria-describedby={describedByIds}
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
        {converting ? documents.convertingPhoto : null}
      </p>
      <FieldError id={errorId} message={say(refusal)} />
    </div>
  );
}
