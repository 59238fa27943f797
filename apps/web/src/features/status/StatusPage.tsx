import './status.css';
import { paths, type StatusSituation, statusChecklist, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { GentleWarning } from '../../components/gentle-warning/GentleWarning';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { RegistrationStatus } from '../../components/registration-status/RegistrationStatus';
import { StoreLinks } from '../../components/store-links/StoreLinks';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { partnerQueryOptions } from '../../lib/partners';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StatusChecklist } from './StatusChecklist';
import { statusCatalogue } from './status-catalogue';

/**
 * /status/:partnerId: how far verification has come (spec sections 2 and 4),
 * and under the ring every stage with what the partner has to do (ours).
 */
export function StatusPage() {
  useLoadAtOnce(statusCatalogue, accountMessages);
  const { partnerId = '' } = useParams();
  const { status } = useText(accountMessages);
  const text = useText(statusCatalogue);
  useDocumentTitle(status.title);
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
          {status.title}
        </h1>
        <LoadError
          message={status.loadError}
          retrying={partner.isFetching}
          onRetry={() => void partner.refetch()}
        />
      </section>
    );
  }

  const qrCheck = partner.data.aadhaarQrCheck;
  const { _id: id } = partner.data;
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title" className="visually-hidden">
        {status.title}
      </h1>
      <RegistrationStatus
        partner={partner.data}
        nextStep={(situation) => <NextStep partnerId={id} situation={situation} />}
      />
      {qrCheck?.result === 'mismatch' && qrCheck.last4 && (
        <GentleWarning>{text.aadhaarQrMismatch(qrCheck.last4)}</GentleWarning>
      )}
      <StatusChecklist partnerId={id} items={statusChecklist(partner.data)} />
    </section>
  );
}

/**
 * The way on from the headline: the form before submission, the app's store
 * links while the recording is missing, My Account once approved. A refusal's
 * fix is in the checklist below.
 */
function NextStep({ partnerId, situation }: { partnerId: string; situation: StatusSituation }) {
  const { status } = useText(accountMessages);
  const text = useText(statusCatalogue);
  switch (situation.kind) {
    case 'notSubmitted':
      return (
        <Link className="button button--primary" to={paths.dashboard(partnerId)}>
          {text.toForm}
        </Link>
      );
    case 'videoMissing':
      return <StoreLinks />;
    case 'complete':
      return (
        <Link className="button button--primary" to={paths.myAccount(partnerId)}>
          {status.continueToDashboard}
        </Link>
      );
    default:
      return null;
  }
}
