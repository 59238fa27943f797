import './layout.css';
import { pathsWithoutNavigation } from '@shata/domain';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { NoticeBanner } from '../../components/notice-banner/NoticeBanner';
import { authPaths } from '../../features/auth/paths';
import { useInactivityLogout } from '../session/use-inactivity-logout';
import { useStartupSessionCheck } from '../session/use-startup-session-check';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The spec's screens without the navigation bar, and the password-recovery screens like them. */
const pathsWithoutHeader: readonly string[] = [
  ...pathsWithoutNavigation,
  authPaths.forgotPassword,
  authPaths.resetPassword,
];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const sessionChecked = useStartupSessionCheck(withoutTrailingSlash(pathname));
  useInactivityLogout(sessionChecked);
  const showHeader = sessionChecked && !pathsWithoutHeader.includes(withoutTrailingSlash(pathname));

  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {showHeader ? <SiteHeader /> : null}
      {/* Focusable so the skip link moves keyboard focus here, not just the scroll position. */}
      <main id="main-content" className="site-main" tabIndex={-1}>
        {sessionChecked ? (
          <>
            <NoticeBanner />
            <Outlet />
          </>
        ) : (
          <LoadingScreen />
        )}
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
