import './status.css';
import { messages, paths, registrationProgress, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { ProgressRing } from '../../components/progress-ring/ProgressRing';
import { StoreLinks } from '../../components/store-links/StoreLinks';
import { partnerQueryOptions } from '../../lib/partners';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RejectionList } from './RejectionList';

/** /status/:partnerId: how far verification has come (spec sections 2 and 4). */
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
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title" className="visually-hidden">
        {messages.status.title}
      </h1>
      {/* What operators turned down comes first: it is what the partner has to act on. */}
      <RejectionList partnerId={partner.data._id} rejections={partner.data.rejections ?? []} />
      <ProgressRing
        percent={progress.percent}
        label={messages.status.progressLabel(progress.percent)}
      />
      <p className="status-page__message" aria-live="polite">
        {progress.message}
      </p>
      {progress.nextStep === 'downloadApp' && <StoreLinks />}
      {progress.nextStep === 'wait' && (
        <p className="status-page__hint">{messages.status.pleaseWait}</p>
      )}
      {progress.nextStep === 'continue' && (
        <Link className="button button--primary" to={paths.myAccount(partner.data._id)}>
          {messages.status.continueToDashboard}
        </Link>
      )}
    </section>
  );
}
