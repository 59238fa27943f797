import './layout.css';
import { isOperatorPath, pathsWithoutNavigation, recoveryPaths } from '@shata/domain';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { NoticeBanner } from '../../components/notice-banner/NoticeBanner';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { useAccountLocale } from '../session/use-account-locale';
import { useStartupSessionCheck } from '../session/use-startup-session-check';
import { LazyFooter } from './LazyFooter';
import { SiteHeader } from './SiteHeader';
import { useScrollRestoration } from './use-scroll-restoration';

/** The spec's screens without the navigation bar, and the password-recovery screens like them. */
const pathsWithoutHeader: readonly string[] = [
  ...pathsWithoutNavigation,
  recoveryPaths.forgotPassword,
  recoveryPaths.resetPassword,
];

// Only someone signed in can be idle: a visitor's first load goes without the timer and its dialog.
const InactivityLogout = lazy(() =>
  import('../session/InactivityLogout').then((module) => ({ default: module.InactivityLogout })),
);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function RootLayout() {
  const { pathname } = useLocation();
  // Deferred: the first screen then renders in slices, in a transition, not in
  // one long task when the session answer arrives (Total Blocking Time).
  const sessionChecked = useDeferredValue(useStartupSessionCheck(withoutTrailingSlash(pathname)));
  const { data: session } = useSession();
  const shellMessages = useText(shellCatalogue);
  useScrollRestoration();
  useAccountLocale();
  const path = withoutTrailingSlash(pathname);
  const showHeader = !pathsWithoutHeader.includes(path);

  return (
    <div className="site">
      <a className="skip-link" href="#main-content">
        {shellMessages.common.skipLink}
      </a>
      {showHeader ? <SiteHeader sessionChecked={sessionChecked} /> : null}
      {/* Focusable so the skip link moves keyboard focus here, not just the scroll position. */}
      <main id="main-content" className="site-main" tabIndex={-1}>
        {sessionChecked ? (
          <>
            <NoticeBanner />
            {/* While a screen's chunk loads for the first time. */}
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </>
        ) : (
          <LoadingScreen />
        )}
      </main>
      {/* The footer speaks to partners: the operators' console is a tool, not the site. */}
      {isOperatorPath(path) ? null : <LazyFooter />}
      {/* After the start-up session check, which may end the session it finds. */}
      {sessionChecked && session ? (
        <Suspense fallback={null}>
          <InactivityLogout />
        </Suspense>
      ) : null}
    </div>
  );
}
