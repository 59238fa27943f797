import {
  isOperator,
  operatorPaths,
  paths,
  postLoginRoute,
  type SignedInViewer,
  signInReturnTarget,
  timings,
} from '@shata/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { delay } from '../delay';
import { focusNextScreenHeading } from '../focus-heading';
import type { AuthSession } from './auth-client';
import { setLoggedInFlag } from './logged-in-flag';
import { myPartnerQueryOptions, removeUserData, sessionQueryOptions, signOut } from './session';

/**
 * The spec's sign-in sync, run after a successful login or sign-up: mark the
 * tab logged in, read the session, then send an unverified user to
 * /verify-email, and a verified one, after `postLoginNavigationDelayMs`, where
 * `postLoginRoute` says for their partner record. An operator has no partner
 * record (the server refuses to make one) and goes to the console instead.
 * Given `returnTo` (the link that led to the login screen), a verified user
 * goes there instead when `signInReturnTarget` says it is theirs to see.
 * History is replaced.
 *
 * A failure to read the session signs the user out and rejects, for the
 * screen to show its error. A failure to look the partner up (spec section 4,
 * rule 6) goes to /dashboard/error instead, signed in, where it can be tried
 * again: the password was right.
 */
export async function finishSignIn(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  returnTo?: string,
): Promise<void> {
  setLoggedInFlag();
  // Whatever an earlier user left in the cache is not this user's.
  removeUserData(queryClient);
  let session: AuthSession | null;
  try {
    session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    if (!session) throw new Error('The server did not keep the new session.');
  } catch (error) {
    await signOut(queryClient);
    throw error;
  }
  const goTo = (route: string) => {
    navigate(route, { replace: true });
    focusNextScreenHeading();
  };
  if (!session.user.emailVerified) {
    goTo(paths.verifyEmail);
    return;
  }
  const returnFor = (viewer: SignedInViewer) =>
    returnTo === undefined ? null : signInReturnTarget(returnTo, viewer);
  if (isOperator(session.user)) {
    await delay(timings.postLoginNavigationDelayMs);
    goTo(returnFor({ operator: true }) ?? operatorPaths.queue);
    return;
  }
  const partner = await queryClient
    .fetchQuery({ ...myPartnerQueryOptions(session.user.id), staleTime: 0 })
    .catch(() => undefined);
  await delay(timings.postLoginNavigationDelayMs);
  goTo(
    returnFor({ operator: false, partnerId: partner?._id }) ??
      postLoginRoute(partner, partner === undefined),
  );
}
