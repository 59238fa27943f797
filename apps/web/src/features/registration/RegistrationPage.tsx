import './registration.css';
import { paths } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { partnerQueryOptions } from '../../lib/partners';
import { useDocumentTitle } from '../../lib/use-document-title';
import { RegistrationForm } from './form/RegistrationForm';
import { RegistrationHero } from './RegistrationHero';
import { registrationCatalogue } from './registration-text';

const formId = 'registration-form';

/**
 * /dashboard/:partnerId, the registration form (spec section 2). The partner
 * is loaded by id; the form is usable at once and fills in as the record
 * arrives. A partner that cannot be loaded sends the user to /login (spec
 * section 8).
 */
export function RegistrationPage() {
  const { partnerId = '' } = useParams();
  useDocumentTitle(useText(registrationCatalogue).title);
  const partner = useQuery(partnerQueryOptions(partnerId));

  // Only a first load that fails: a failed background refresh keeps the form and what was typed.
  if (partner.isLoadingError) return <Navigate to={paths.login} replace />;

  return (
    <div className="registration">
      <RegistrationHero formId={formId} />
      <RegistrationForm key={partnerId} id={formId} partnerId={partnerId} partner={partner.data} />
    </div>
  );
}
