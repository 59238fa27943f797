import './status.css';
import {
  firstRejectedVerification,
  messages,
  paths,
  registrationProgress,
  statusChecklist,
  timings,
} from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { GentleWarning } from '../../components/gentle-warning/GentleWarning';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { ProgressRing } from '../../components/progress-ring/ProgressRing';
import { StoreLinks } from '../../components/store-links/StoreLinks';
import { partnerQueryOptions } from '../../lib/partners';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StatusChecklist } from './StatusChecklist';
import { statusText } from './status-text';

/**
 * /status/:partnerId: how far verification has come (spec sections 2 and 4),
 * and under the ring every stage with what the partner has to do (ours).
 */
export function StatusPage() {
  const { partnerId = '' } = useParams();
  useDocumentTitle(messages.status.title);
  // Operators move the partner on while the screen is open: ask again now and then.
  const partner = useQuery({
    ...partnerQueryOptions(partnerId),
    refetchInterval: timings.statusRefreshMs,
  });

  if (partner.isPending) return <LoadingScreen />;
  // A failed refresh keeps showing the progress it had.
  if (partner.isLoadingError) {
    return (
      <section className="status-page" aria-labelledby="status-title">
        <h1 id="status-title" className="visually-hidden">
          {messages.status.title}
        </h1>
        <LoadError
          message={messages.status.loadError}
          retrying={partner.isFetching}
          onRetry={() => void partner.refetch()}
        />
      </section>
    );
  }

  const progress = registrationProgress(partner.data);
  const checklist = statusChecklist(partner.data);
  const needsAction = checklist.some((item) => item.state === 'needs-action');
  // The spec's rows know no refusal: a turned-down stage replaces the row's
  // message, which would otherwise call it completed.
  const rejected = firstRejectedVerification(partner.data);
  const qrCheck = partner.data.aadhaarQrCheck;
  const message = rejected
    ? messages.review.stageRejected(messages.review.fieldLabels[rejected])
    : progress.message;
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title" className="visually-hidden">
        {messages.status.title}
      </h1>
      <ProgressRing
        percent={progress.percent}
        label={messages.status.progressLabel(progress.percent)}
      />
      <p className="status-page__message" aria-live="polite">
        {message}
      </p>
      {progress.nextStep === 'downloadApp' && <StoreLinks />}
      {progress.nextStep === 'wait' && (
        <p className="status-page__hint">
          {needsAction ? statusText.actionNeeded : messages.status.pleaseWait}
        </p>
      )}
      {progress.nextStep === 'continue' && (
        <Link className="button button--primary" to={paths.myAccount(partner.data._id)}>
          {messages.status.continueToDashboard}
        </Link>
      )}
      {qrCheck?.result === 'mismatch' && qrCheck.last4 && (
        <GentleWarning>{statusText.aadhaarQrMismatch(qrCheck.last4)}</GentleWarning>
      )}
      <StatusChecklist partnerId={partner.data._id} items={checklist} />
    </section>
  );
}
