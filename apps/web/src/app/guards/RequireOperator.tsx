import { isOperator, paths } from '@shata/domain';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { MessagePage } from '../../components/message-page/MessagePage';
import { returnTo } from '../../lib/auth/login-state';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { appCatalogue } from '../app-text';
import { lazyScreen } from '../lazy-screen';

/** The page a signed-in user who is not an operator sees instead of the console. */
function NotAllowedPage() {
  const notAllowedText = useText(appCatalogue).notAllowed;
  return (
    <MessagePage title={notAllowedText.title}>
      <p>{notAllowedText.explanation}</p>
    </MessagePage>
  );
}

/**
 * A layout route for the operators' console: signed out goes to /login (and
 * back here after sign-in), an operator whose address is not verified yet to
 * /verify-email (the server refuses them until then), and anyone else signed
 * in is shown that the page is not theirs. Nothing of the console is loaded
 * or asked for before that: its screens are lazy and render under the
 * Suspense here.
 */
export function RequireOperator() {
  const { data: session, isPending } = useSession();
  const location = useLocation();

  if (isPending) return <LoadingScreen />;
  if (!session) return <Navigate to={paths.login} replace state={returnTo(location)} />;
  if (!isOperator(session.user)) return <NotAllowedPage />;
  if (!session.user.emailVerified) return <Navigate to={paths.verifyEmail} replace />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SecondFactorGate />
    </Suspense>
  );
}

/** Its forms (and their chunk) only on the console's addresses, never in a partner's first load. */
const SecondFactorGate = lazyScreen(() => import('./SecondFactorGate'));
