import { isOperator, operatorPaths, paths, postLoginRoute, timings } from '@shata/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { delay } from '../delay';
import { setLoggedInFlag } from './logged-in-flag';
import { myPartnerQueryOptions, removeUserData, sessionQueryOptions, signOut } from './session';

/**
 * The spec's sign-in sync, run after a successful login or sign-up: mark the
 * tab logged in, read the session, then send an unverified user to
 * /verify-email, and a verified one, after `postLoginNavigationDelayMs`, where
 * `postLoginRoute` says for their partner record. An operator has no partner
 * record (the server refuses to make one) and goes to the console instead.
 * History is replaced.
 *
 * A failure to read the session or the partner signs the user out and
 * rejects, for the screen to show its error.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async (): Promise<void> => {
    setLoggedInFlag();
    // Whatever an earlier user left in the cache is not this user's.
    removeUserData(queryClient);
    try {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (!session) throw new Error('The server did not keep the new session.');
      if (!session.user.emailVerified) {
        navigate(paths.verifyEmail, { replace: true });
        return;
      }
      if (isOperator(session.user)) {
        await delay(timings.postLoginNavigationDelayMs);
        navigate(operatorPaths.queue, { replace: true });
        return;
      }
      const partner = await queryClient.fetchQuery({
        ...myPartnerQueryOptions(session.user.id),
        staleTime: 0,
      });
      await delay(timings.postLoginNavigationDelayMs);
      navigate(postLoginRoute(partner), { replace: true });
    } catch (error) {
      await signOut(queryClient);
      throw error;
    }
  }, [queryClient, navigate]);
}
