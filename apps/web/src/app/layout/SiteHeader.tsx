import { Link } from 'react-router';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/" aria-label="Shata home">
          <img src="/logo.svg" alt="" width="36" height="36" />
          <span>Shata</span>
        </Link>
      </div>
    </header>
  );
}
