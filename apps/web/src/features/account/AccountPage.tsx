import './account.css';
import { isService, maskAadhaar, type Partner, verificationStage } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { RequireFullyApproved } from '../../components/guards/RequireFullyApproved';
import { PersonIcon } from '../../components/icons/icons';
import { LoadError } from '../../components/load-error/LoadError';
import { SecondFactorSection } from '../../components/second-factor/SecondFactorSection';
import { secondFactorCatalogue } from '../../components/second-factor/second-factor-catalogue';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { partnerQueryOptions } from '../../lib/partners';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountCatalogue } from './account-catalogue';

/**
 * /my_account/:partnerId, the partner's profile, read only (spec section 2):
 * an avatar and the name, then the profile fields as text, the address among
 * them (the spec also names it under the name; once is enough). Like My
 * Bookings, it opens only once the partner is fully approved; anyone else is
 * sent to their status screen.
 */
export function AccountPage() {
  useLoadAtOnce(accountCatalogue, accountMessages, secondFactorCatalogue);
  const { partnerId = '' } = useParams();
  const headingId = useId();
  const text = useText(accountCatalogue);
  const { account } = useText(accountMessages);
  useDocumentTitle(text.title);
  const partner = useQuery(partnerQueryOptions(partnerId));

  return (
    <RequireFullyApproved>
      <section className="account-page" aria-labelledby={headingId}>
        <h1 id={headingId} className="account-page__title">
          {text.title}
        </h1>
        {partner.isPending ? (
          <p className="account-page__loading" role="status">
            {account.loading}
          </p>
        ) : partner.isLoadingError ? (
          // Only a first load that fails: a failed background refresh keeps the profile shown.
          <LoadError
            message={account.loadError}
            retrying={partner.isFetching}
            onRetry={() => void partner.refetch()}
          />
        ) : (
          <>
            <AccountProfile partner={partner.data} />
            <SecondFactorSection />
          </>
        )}
      </section>
    </RequireFullyApproved>
  );
}

function AccountProfile({ partner }: { partner: Partner }) {
  const text = useText(accountCatalogue);
  const { review } = useText(accountMessages);
  const { services } = useText(shellCatalogue);
  const fields: { label: string; value: string | null | undefined }[] = [
    { label: text.fields.companyName, value: partner.companyName },
    {
      label: text.fields.services,
      value: partner.servicesSelected
        ?.map((service) => (isService(service) ? services[service] : service))
        .join(', '),
    },
    { label: text.fields.personalEmail, value: partner.personalEmail },
    { label: text.fields.companyEmail, value: partner.companyEmail },
    { label: text.fields.mobileNo, value: partner.mobileNo },
    // In words, not the stored code: the stage operators see, which is 'Approved' by the time this opens.
    { label: text.fields.status, value: review.stageLabels[verificationStage(partner)] },
    { label: text.fields.gstNo, value: partner.gstNo },
    { label: text.fields.cinNo, value: partner.cinNo },
    // The server answers it masked; masked here too, so the full number can never show.
    { label: text.fields.aadharNo, value: maskAadhaar(partner.aadharNo) },
    { label: text.fields.address, value: partner.companyLocation },
  ];

  return (
    <div className="account-profile">
      <div className="account-profile__identity">
        <AvatarIcon />
        <h2 className="account-profile__name">
          <Value value={partner.name} />
        </h2>
      </div>
      <dl className="account-fields">
        {fields.map(({ label, value }) => (
          <div key={label} className="account-fields__row">
            <dt className="account-fields__label">{label}</dt>
            <dd className="account-fields__value">
              <Value value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A profile value as text, or a dash (read out as "Not provided") when there is none. */
function Value({ value }: { value: string | null | undefined }) {
  const text = useText(accountCatalogue);
  const shown = value?.trim();
  if (shown) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{text.empty}</span>
      <span className="visually-hidden">{text.emptySpoken}</span>
    </>
  );
}

/** The avatar: a person in a circle, decorative. */
function AvatarIcon() {
  return (
    <span className="account-profile__avatar" aria-hidden="true">
      <PersonIcon />
    </span>
  );
}
