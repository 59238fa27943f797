import { formatFileSize } from '../../../lib/file-size';
import { useText } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import { registrationCatalogue } from '../registration-text';
import type { DocumentUpload } from './use-document-uploads';

/** A chosen file's upload: its bytes, speed and time left, or that it waits for the network. */
export function UploadProgress({ upload, label }: { upload: DocumentUpload; label: string }) {
  const text = useText(registrationCatalogue).documents;
  const { locale } = useLocale();
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
          formatFileSize(phase.sent, locale),
          formatFileSize(phase.total, locale),
          speed ? formatFileSize(speed, locale) : null,
          left === null ? null : formatDuration(left, text),
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
function formatDuration(
  seconds: number,
  words: { secondsLeft: (seconds: number) => string; minutesLeft: (minutes: number) => string },
): string {
  if (seconds < 60) return words.secondsLeft(Math.max(1, Math.round(seconds)));
  return words.minutesLeft(Math.round(seconds / 60));
}
