import { isLocale } from '@shata/domain';
import { useEffect } from 'react';
import { useSession } from '../../lib/auth/session';
import { useLocale } from '../../lib/i18n/locale';

/**
 * Once signed in, the account's language outweighs the browser's and the
 * cookie's (issue 31): a partner who chose Hindi on their phone reads Hindi on
 * a new laptop from the moment they sign in. Only a change of the account's
 * choice (a sign-in) moves the page; a switch on the page saves itself there.
 */
export function useAccountLocale() {
  const { data: session } = useSession();
  const { followAccount } = useLocale();
  const accountLocale = session?.user.locale;

  useEffect(() => {
    if (isLocale(accountLocale)) followAccount(accountLocale);
  }, [accountLocale, followAccount]);
}
