import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { MessagePage } from '../../components/message-page/MessagePage';
import { SecondFactorCodeForm } from '../../components/second-factor/SecondFactorCodeForm';
import { SecondFactorEnrolment } from '../../components/second-factor/SecondFactorEnrolment';
import { secondFactorText } from '../../components/second-factor/second-factor-text';
import { secondFactorStateQueryOptions } from '../../lib/auth/second-factor';

/**
 * An operator without the second factor set up sets it up here; one whose
 * session has not passed it enters a code. The server refuses them anything
 * else (two_factor_required), so the console is not shown before.
 */
export default function SecondFactorGate() {
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
