import './header.css';
import { Link } from 'react-router';
import { isOperator } from '../../lib/auth/auth-client';
import { useSession } from '../../lib/auth/session';
import { AccountMenu } from './AccountMenu';
import { OperatorMenu, ProfileMenu } from './ProfileMenu';

function MenuFor({ email, operator }: { email: string; operator: boolean }) {
  return operator ? <OperatorMenu email={email} /> : <ProfileMenu email={email} />;
}

/**
 * The navigation bar (spec section 2): the logo, and the account menu, the
 * partner's profile menu or the operator's.
 */
export function SiteHeader() {
  const { data: session } = useSession();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/" aria-label="Shata home">
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>Shata</span>
        </Link>
        <nav className="site-header__nav" aria-label="Account">
          {session ? (
            <MenuFor email={session.user.email} operator={isOperator(session.user)} />
          ) : (
            <AccountMenu />
          )}
        </nav>
      </div>
    </header>
  );
}
