import type { DocumentFile } from '@shata/domain';
import { formatFileSize } from '../../../lib/file-size';
import { useText } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { photoSizeLine } from '../photos/photo-size-line';
import { registrationCatalogue } from '../registration-text';
import type { StepStatus } from './wizard-steps';

/** A step's line in the wizard's list: what it holds, and a link to the document on file. */
export function StepStatusText({
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
  const text = useText(registrationCatalogue).documents;
  const { locale } = useLocale();
  if (status === 'staged' && staged) return <>{text.staged(staged)}</>;
  if (status === 'chosen' && file) {
    const size =
      (originalSize !== undefined && photoSizeLine(originalSize, file.size, locale)) ||
      formatFileSize(file.size, locale);
    return <span className="wizard-step__file">{text.chosen(file.name, size)}</span>;
  }
  if (status === 'onFile') {
    return (
      <>
        {onFileAs?.fileName
          ? text.onFileNamed(
              text.chosen(onFileAs.fileName, formatFileSize(onFileAs.sizeBytes, locale)),
            )
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
