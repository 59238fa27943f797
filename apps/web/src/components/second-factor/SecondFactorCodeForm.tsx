import { backupCodePattern, messages, totpCodePattern } from '@shata/domain';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { verifySecondFactor } from '../../lib/auth/auth-requests';
import { useText } from '../../lib/i18n/catalogue';
import { useAccountMessage } from '../../lib/i18n/messages/account';
import { FormMessage } from '../form/FormMessage';
import { TextField } from '../form/TextField';
import { secondFactorCatalogue } from './second-factor-catalogue';

/**
 * The code of the second factor: the authenticator app's, or (at sign-in
 * and for a step-up) one of the backup codes. The server's refusal (a wrong
 * code, the lock after five) is shown in its words.
 */
export function SecondFactorCodeForm({
  onPassed,
  allowBackupCode = true,
}: {
  onPassed: () => Promise<void> | void;
  allowBackupCode?: boolean;
}) {
  const text = useText(secondFactorCatalogue);
  const say = useAccountMessage();
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const given = code.trim();
    const pattern = kind === 'app' ? totpCodePattern : backupCodePattern;
    if (!pattern.test(given)) {
      setFailure(
        kind === 'app' ? messages.twoFactor.codeFormat : messages.twoFactor.backupCodeFormat,
      );
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await verifySecondFactor(kind, given);
      await onPassed();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : messages.api.failed);
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    setCode('');
    setFailure(null);
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {failure ? <FormMessage tone="error">{say(failure)}</FormMessage> : null}
      <TextField
        label={kind === 'app' ? text.appCodeLabel : text.backupCodeLabel}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        spellCheck={false}
        required
      />
      <button className="button button--primary button--block" type="submit" disabled={busy}>
        {busy ? text.verifying : text.verify}
      </button>
      {allowBackupCode ? (
        <button className="link-button" type="button" onClick={switchKind}>
          {kind === 'app' ? text.useBackupCode : text.useApp}
        </button>
      ) : null}
    </form>
  );
}
