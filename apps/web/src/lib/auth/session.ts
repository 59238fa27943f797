import { type Partner, timings } from '@shata/domain';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, isApiError } from '../api-client';
import { getSession, signOutOfServer } from './auth-client';
import { clearLoggedInFlag } from './logged-in-flag';

/** Queries under this first key survive a sign-out; every other query holds a user's data. */
const authScope = 'auth';

export const sessionQueryKey = [authScope, 'session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

/** The signed-in user's partner record, kept in query memory only (never in browser storage). */
export const myPartnerQueryKey = (userId: string) => ['partners', 'me', userId] as const;

export const myPartnerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myPartnerQueryKey(userId),
    queryFn: ({ signal }) => apiFetch<Partner>('/api/partners/me', { signal }),
  });

/** The current session: `data` is null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * How often the signed-in partner's record is asked for again: operators move
 * it through verification meanwhile. Not after a refusal (4xx: signed out, or
 * an operator, who has no partner record), which asking again would only repeat.
 */
function myPartnerRefreshInterval(query: { state: { error: unknown } }): number | false {
  const { error } = query.state;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return timings.statusRefreshMs;
}

/**
 * The signed-in partner (GET /api/partners/me). Only asked for once the
 * e-mail is verified, since the server refuses it before; until then the query
 * stays pending without fetching.
 *
 * While signed in it is asked for again every `timings.statusRefreshMs` (in a
 * visible tab) and when the window regains focus after that, so what reads it
 * (the header's My Account and My Bookings, the guards) follows an operator's
 * approval without a reload. A failed refresh keeps the record it had.
 */
export function useMyPartner() {
  const { data: session } = useSession();
  const userId = session?.user.emailVerified ? session.user.id : undefined;
  return useQuery({
    ...myPartnerQueryOptions(userId ?? ''),
    enabled: userId !== undefined,
    refetchInterval: myPartnerRefreshInterval,
    refetchOnWindowFocus: true,
  });
}

const holdsUserData = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== authScope;

/** Drops every query that holds a user's data (all but the session's own). */
export function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: holdsUserData });
}

/** Forgets every user's data the cache holds; the session itself is set to signed out. */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  removeUserData(queryClient);
}

/**
 * Signs out: the flag goes first, so that even when the server cannot be
 * reached the next start-up signs the leftover session out. The server is
 * told at once; what is in flight is cancelled so it cannot bring a user's data back.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  clearLoggedInFlag();
  const serverSignOut = signOutOfServer().catch(() => {
    // Nothing the user can do; locally they are signed out either way.
  });
  await Promise.all([
    queryClient.cancelQueries({ queryKey: sessionQueryKey }),
    queryClient.cancelQueries({ predicate: holdsUserData }),
  ]);
  await serverSignOut;
  forgetUserData(queryClient);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => signOut(queryClient), [queryClient]);
}
