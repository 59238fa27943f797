import { paths } from '@shata/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasLoggedInFlag, setLoggedInFlag } from '../../lib/auth/logged-in-flag';
import { sessionQueryOptions, signOut } from '../../lib/auth/session';

/**
 * The first authentication check (spec sections 2 and 4). A session found
 * without the tab's logged-in flag is left over from a browser session that
 * has ended, and is signed out, with one exception: the e-mail verification
 * link lands on /verify-email, often in a new tab without the flag, in the
 * browser that signed up; a verified user arriving there counts as a fresh login.
 *
 * Runs once per query client; answers true once the check has finished.
 */
export function useStartupSessionCheck(pathname: string): boolean {
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: ['auth', 'startup-check'],
    queryFn: async () => {
      const session = await queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
      if (session && !hasLoggedInFlag()) {
        if (pathname === paths.verifyEmail && session.user.emailVerified) setLoggedInFlag();
        else await signOut(queryClient);
      }
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return check.isSuccess || check.isError;
}
