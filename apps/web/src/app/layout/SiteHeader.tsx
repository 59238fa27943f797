import './header.css';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { AccountMenu } from './AccountMenu';
import { ProfileMenu } from './ProfileMenu';

/** The navigation bar (spec section 2): the logo, and the account or profile menu. */
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
          {session ? <ProfileMenu email={session.user.email} /> : <AccountMenu />}
        </nav>
      </div>
    </header>
  );
}
