import './header.css';
import { isOperator } from '@shata/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/LanguageSwitch';
import { hasLoggedInFlag } from '../../lib/auth/logged-in-flag';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { AccountMenu } from './AccountMenu';

// The signed-in menus (and the logout dialog) are a chunk of their own, which
// visitors of the public pages never load; a signed-in tab asks for it at once.
const loadSignedInMenus = () => import('./ProfileMenu');
if (hasLoggedInFlag()) void loadSignedInMenus();
const ProfileMenu = lazy(() => loadSignedInMenus().then((m) => ({ default: m.ProfileMenu })));
const OperatorMenu = lazy(() => loadSignedInMenus().then((m) => ({ default: m.OperatorMenu })));

function MenuFor({ email, operator }: { email: string; operator: boolean }) {
  return (
    <Suspense fallback={null}>
      {operator ? <OperatorMenu email={email} /> : <ProfileMenu email={email} />}
    </Suspense>
  );
}

/**
 * The navigation bar (spec section 2): the logo, and the account menu, the
 * partner's profile menu or the operator's. The bar itself is there from the
 * first frame, so the page below never moves down when it appears; its menu
 * waits for `sessionChecked`, so no one sees the wrong one first.
 */
export function SiteHeader({ sessionChecked = true }: { sessionChecked?: boolean }) {
  const { data: session } = useSession();
  const shellMessages = useText(shellCatalogue);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/" aria-label={shellMessages.header.home}>
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span className="site-header__brand-name">{shellMessages.header.brand}</span>
        </Link>
        <div className="site-header__end">
          <LanguageSwitch className="site-header__language" />
          <nav className="site-header__nav" aria-label={shellMessages.header.account}>
            {!sessionChecked ? null : session ? (
              <MenuFor email={session.user.email} operator={isOperator(session.user)} />
            ) : (
              <AccountMenu />
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
