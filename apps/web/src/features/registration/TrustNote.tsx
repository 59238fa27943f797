import { kycDocumentsTermsPath } from '@shata/domain';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { registrationCatalogue } from './registration-text';

/**
 * Why we ask for the Aadhaar number and documents and how they are kept,
 * beside where the partner hands them over.
 */
export function TrustNote({ id }: { id?: string }) {
  const text = useText(registrationCatalogue).trust;
  return (
    <p id={id} className="trust-note">
      <span className="trust-note__icon" aria-hidden="true">
        🔒
      </span>{' '}
      <span>
        {text.note}{' '}
        <Link to={kycDocumentsTermsPath} target="_blank" rel="noopener">
          {text.link}
        </Link>
      </span>
    </p>
  );
}
