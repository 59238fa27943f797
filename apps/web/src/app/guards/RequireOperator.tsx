import { isOperator, paths } from '@shata/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { MessagePage } from '../../components/message-page/MessagePage';
import { SecondFactorCodeForm } from '../../components/second-factor/SecondFactorCodeForm';
import { SecondFactorEnrolment } from '../../components/second-factor/SecondFactorEnrolment';
import { secondFactorText } from '../../components/second-factor/second-factor-text';
import { returnTo } from '../../lib/auth/login-state';
import { secondFactorStateQueryOptions } from '../../lib/auth/second-factor';
import { useSession } from '../../lib/auth/session';

/** Ours: what a partner (or anyone not an operator) is told on a console address. */
const notAllowedText = {
  title: 'Not allowed',
  explanation: 'This page is for Shata operators only. Your account cannot open it.',
} as const;

/** The page a signed-in user who is not an operator sees instead of the console. */
function NotAllowedPage() {
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
  return <RequireSecondFactor />;
}

/**
 * An operator without the second factor set up sets it up here; one whose
 * session has not passed it enters a code. The server refuses them anything
 * else (two_factor_required), so the console is not shown before.
 */
function RequireSecondFactor() {
  const queryClient = useQueryClient();
  const state = useQuery(secondFactorStateQueryOptions);
  const passed = () =>
    queryClient.invalidateQueries({ queryKey: secondFactorStateQueryOptions.queryKey });

  if (state.isPending) return <LoadingScreen />;
  if (state.isError) {
    return (
      <MessagePage title={secondFactorText.codeTitle}>
        <LoadError
          message={secondFactorText.stateFailed}
          onRetry={() => state.refetch()}
          retrying={state.isFetching}
        />
      </MessagePage>
    );
  }
  const { required, enrolled, passed: sessionPassed } = state.data;
  if (required && !enrolled) {
    return (
      <MessagePage title={secondFactorText.enrolTitle}>
        <SecondFactorEnrolment onEnrolled={passed} />
      </MessagePage>
    );
  }
  if (required && !sessionPassed) {
    return (
      <MessagePage title={secondFactorText.codeTitle}>
        <p>{secondFactorText.codeIntro}</p>
        <SecondFactorCodeForm onPassed={passed} />
      </MessagePage>
    );
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
