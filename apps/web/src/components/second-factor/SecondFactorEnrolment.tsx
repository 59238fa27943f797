import './second-factor.css';
import { messages } from '@shata/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { enableSecondFactor } from '../../lib/auth/auth-requests';
import { useText } from '../../lib/i18n/catalogue';
import { useAccountMessage } from '../../lib/i18n/messages/account';
import { FormMessage } from '../form/FormMessage';
import { PasswordField } from '../form/PasswordField';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { secondFactorCatalogue } from './second-factor-catalogue';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The key of an `otpauth://` URI, in groups of four as apps show it. */
function keyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function QrCode({ totpURI }: { totpURI: string }) {
  const text = useText(secondFactorCatalogue);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('./qr-image')
      .then(({ qrImageUrl }) => qrImageUrl(totpURI))
      .then((url) => current && setImage(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [totpURI]);
  if (failed) return <p role="status">{text.qrFailed}</p>;
  if (!image) return <p role="status">{text.qrLoading}</p>;
  return (
    <img className="second-factor__qr" src={image} alt={text.qrAlt} width="200" height="200" />
  );
}

/**
 * Setting up the second factor: the password again, then the app's QR code
 * (and its key as text, for those who type it), the backup codes to save,
 * and the app's first code, which confirms the enrolment.
 */
export function SecondFactorEnrolment({ onEnrolled }: { onEnrolled: () => Promise<void> | void }) {
  const text = useText(secondFactorCatalogue);
  const say = useAccountMessage();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const begin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setFailure(messages.validation.required.password);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      setEnrolment(await enableSecondFactor(password));
      setPassword('');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : messages.api.failed);
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <form className="form" noValidate onSubmit={begin}>
        <p>{text.enrolIntro}</p>
        {failure ? <FormMessage tone="error">{say(failure)}</FormMessage> : null}
        <PasswordField
          label={text.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <button className="button button--primary button--block" type="submit" disabled={busy}>
          {busy ? text.beginning : text.begin}
        </button>
      </form>
    );
  }
  return (
    <div className="second-factor">
      <h2 className="second-factor__step">{text.scanTitle}</h2>
      <p>{text.scanHint}</p>
      <QrCode totpURI={enrolment.totpURI} />
      <p>
        {text.secretLabel}: <code className="second-factor__key">{keyOf(enrolment.totpURI)}</code>
      </p>
      <h2 className="second-factor__step">{text.backupTitle}</h2>
      <p>{text.backupHint}</p>
      <ul className="second-factor__codes" aria-label={text.backupTitle}>
        {enrolment.backupCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <h2 className="second-factor__step">{text.confirmTitle}</h2>
      <SecondFactorCodeForm onPassed={onEnrolled} allowBackupCode={false} />
    </div>
  );
}
