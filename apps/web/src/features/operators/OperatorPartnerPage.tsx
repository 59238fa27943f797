import '../../components/console/console.css';
import './operators.css';
import {
  type AadhaarQrReview,
  formatDate,
  operatorPaths,
  type Partner,
  type PartnerReview,
  partnerDisplayName,
  partnerRequirements,
} from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { RegistrationStatus } from '../../components/registration-status/RegistrationStatus';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AadhaarQrBadge, AadhaarQrPanel } from './AadhaarQrPanel';
import { AccessHistoryPanel } from './AccessHistoryPanel';
import { AuditTrail } from './AuditTrail';
import { BookingsPanel } from './BookingsPanel';
import { businessTypeText } from './business-type-text';
import { assigneeText, CasePanel } from './CasePanel';
import { DocumentsPanel } from './DocumentsPanel';
import { subjectLabel } from './labels';
import { NotesPanel } from './NotesPanel';
import { partnerReviewQueryOptions } from './operator-api';
import { operatorCatalogue } from './operator-text';
import { PartnerChecks } from './PartnerChecks';
import { queueSearchOf } from './queue-filters';
import { ReviewActions } from './ReviewActions';
import { StageTime } from './StageTime';

/**
 * /admin/partners/:partnerId: one partner's review. The typed fields and the
 * Aadhaar QR's details beside the documents, the progress ring as the partner
 * sees it, what is waiting for the partner, what the checks found, the
 * operator's decisions, the team's notes, the partner's bookings, the audit
 * trail and, for admins, who opened the documents.
 */
export function OperatorPartnerPage() {
  const text = useText(operatorCatalogue).partner;
  const say = useMessageTranslator(consoleMessages);
  const { partnerId = '' } = useParams();
  const location = useLocation();
  const backTo = `${operatorPaths.queue}${queueSearchOf(location.state)}`;
  const review = useQuery(partnerReviewQueryOptions(partnerId));
  useDocumentTitle(review.data ? partnerDisplayName(review.data.partner) : text.fallbackTitle);

  const backLink = (
    <Link className="operator-back" to={backTo}>
      {text.backToQueue}
    </Link>
  );

  if (review.isPending) return <LoadingScreen />;
  // A failed refresh keeps showing what was loaded.
  if (review.isLoadingError) {
    return (
      <section className="operator-page" aria-labelledby="operator-partner-error">
        {backLink}
        <h1 id="operator-partner-error" className="operator-page__title">
          {text.fallbackTitle}
        </h1>
        <LoadError
          message={text.loadError}
          detail={say(review.error.message)}
          retrying={review.isFetching}
          onRetry={() => void review.refetch()}
        />
      </section>
    );
  }

  // A finding's link opens another partner on this same route: nothing typed for this one is kept.
  return <ReviewSheet key={partnerId} detail={review.data} backLink={backLink} />;
}

function ReviewSheet({ detail, backLink }: { detail: PartnerReview; backLink: ReactNode }) {
  const operatorText = useText(operatorCatalogue);
  const domain = useText(consoleMessages);
  const text = operatorText.partner;
  const { partner, assignee } = detail;
  const me = useSession().data?.user.id;
  // Known once the session is (the console's guard has loaded it): no warning flashes on one's own case.
  const othersCase = me !== undefined && assignee && assignee.id !== me ? assignee : undefined;
  const openProblems = detail.checks.filter((finding) => finding.level === 'problem').length;
  const titleId = useId();

  return (
    <article className="operator-page operator-partner" aria-labelledby={titleId}>
      {backLink}
      <header className="operator-partner__header">
        <div className="operator-partner__identity">
          <h1 id={titleId} className="operator-page__title">
            {partnerDisplayName(partner)}
          </h1>
          <dl className="operator-facts">
            <div>
              <dt>{text.stage}</dt>
              <dd>
                <span className={`operator-stage operator-stage--${detail.stage}`}>
                  {domain.review.stageLabels[detail.stage]}
                </span>
              </dd>
            </div>
            <div>
              <dt>{text.timeInStage}</dt>
              <dd>
                <StageTime time={detail.timeInStage} />
              </dd>
            </div>
            <div>
              <dt>{operatorText.queue.columns.assignee}</dt>
              <dd>{assigneeText(assignee, me, operatorText.cases)}</dd>
            </div>
            <div>
              <dt>{text.businessType}</dt>
              <dd>{businessTypeText(partner.businessType, operatorText, domain)}</dd>
            </div>
            <div>
              <dt>{text.submitted}</dt>
              <dd>{formatDate(detail.submittedAt, text.notSubmitted)}</dd>
            </div>
          </dl>
        </div>
        <figure className="operator-partner__progress">
          <figcaption className="visually-hidden">{text.progress}</figcaption>
          <RegistrationStatus partner={partner} />
        </figure>
      </header>
      <OpenRejections partner={partner} />
      <PartnerChecks checks={detail.checks} relatedPartners={detail.relatedPartners} />
      <div className="operator-partner__columns">
        <div className="operator-partner__typed">
          <PartnerFields partner={partner} qr={detail.aadhaarQr} />
          <AadhaarQrPanel qr={detail.aadhaarQr} partner={partner} />
        </div>
        <DocumentsPanel
          partnerId={partner._id}
          documents={detail.documents}
          requirements={partnerRequirements(partner).documents}
        />
      </div>
      <CasePanel partnerId={partner._id} assignee={assignee} me={me} />
      <ReviewActions
        // Asked again whenever the case changes hands.
        key={othersCase?.id ?? 'mine'}
        partner={partner}
        openProblems={openProblems}
        othersCase={othersCase}
      />
      <NotesPanel partnerId={partner._id} />
      <BookingsPanel partnerId={partner._id} />
      <AuditTrail
        partnerId={partner._id}
        entries={detail.audit}
        nextCursor={detail.auditNextCursor}
      />
      <AccessHistoryPanel partnerId={partner._id} />
    </article>
  );
}

/**
 * The typed fields, as the partner gave them (the Aadhaar number masked by
 * the server), the Aadhaar number with what its QR check found.
 */
function PartnerFields({ partner, qr }: { partner: Partner; qr: AadhaarQrReview | null }) {
  const text = useText(operatorCatalogue).partner;
  const fields = text.fields;
  const rows: [label: string, value: string | null | undefined][] = [
    [fields.name, partner.name],
    [fields.company, partner.companyName],
    [fields.personalEmail, partner.personalEmail],
    [fields.companyEmail, partner.companyEmail],
    [fields.mobile, partner.mobileNo],
    [fields.services, partner.servicesSelected?.join(', ')],
    [fields.location, partner.companyLocation],
    [fields.gst, partner.gstNo],
    [fields.pan, partner.panNo],
    [fields.cin, partner.cinNo],
    [fields.llpin, partner.llpinNo],
  ];

  return (
    <OperatorPanel title={text.details}>
      <dl className="operator-fields">
        {rows.map(([label, value]) => (
          <FieldRow key={label} label={label} value={value} />
        ))}
        <FieldRow label={fields.aadhaar} value={partner.aadharNo}>
          <AadhaarQrBadge qr={qr} />
        </FieldRow>
      </dl>
    </OperatorPanel>
  );
}

/** One typed field, or that it was not given; `children` follow the value. */
function FieldRow({
  label,
  value,
  children,
}: {
  label: string;
  value: string | null | undefined;
  children?: ReactNode;
}) {
  const text = useText(operatorCatalogue).partner;
  return (
    <div className="operator-fields__row">
      <dt>{label}</dt>
      <dd>
        {value?.trim() || <span className="operator-fields__none">{text.notGiven}</span>}
        {children ? <> {children}</> : null}
      </dd>
    </div>
  );
}

/** What the operators turned down and the partner has not dealt with yet, with the reasons. */
function OpenRejections({ partner }: { partner: Partner }) {
  const text = useText(operatorCatalogue).rejections;
  const domain = useText(consoleMessages);
  const rejections = partner.rejections ?? [];
  if (rejections.length === 0) return null;

  return (
    <OperatorPanel title={text.title} className="operator-rejections">
      <p className="operator-rejections__intro">{text.intro}</p>
      <ul className="operator-rejections__list">
        {rejections.map((rejection) => (
          <li key={rejection.target}>
            <strong>{subjectLabel(rejection.target, domain)}</strong>: {rejection.reason}{' '}
            <span className="operator-rejections__date">
              {text.on(formatDate(rejection.rejectedAt))}
            </span>
          </li>
        ))}
      </ul>
    </OperatorPanel>
  );
}
