import { messages, type Partner } from '@shata/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { myPartnerQueryKey } from './auth/session';

const partnerPath = (partnerId: string) => `/api/partners/${encodeURIComponent(partnerId)}`;

/** One partner by id (GET /api/partners/:id), kept in query memory only. */
export const partnerQueryKey = (partnerId: string) => ['partners', 'by-id', partnerId] as const;

function fetchPartner(partnerId: string, signal?: AbortSignal): Promise<Partner> {
  // Spec section 5: fetching a partner requires an id.
  if (!partnerId) return Promise.reject(new Error(messages.api.partnerIdRequired));
  return apiFetch<Partner>(partnerPath(partnerId), { signal });
}

export const partnerQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: partnerQueryKey(partnerId),
    queryFn: ({ signal }) => fetchPartner(partnerId, signal),
  });

/**
 * Puts a partner the server answered into the queries that hold it: by id,
 * and the signed-in user's own (which the guards and the header read).
 */
export function storePartner(
  queryClient: QueryClient,
  partner: Partner,
  userId: string | undefined,
): void {
  queryClient.setQueryData(partnerQueryKey(partner._id), partner);
  if (userId) queryClient.setQueryData(myPartnerQueryKey(userId), partner);
}
