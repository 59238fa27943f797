import { type AadhaarQrVerified, messages, type Partner, type PartnerUpdate } from '@shata/domain';
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

/** PUT /api/partners/:id; answers the updated partner. */
export function updatePartner(
  partnerId: string,
  update: PartnerUpdate,
  signal?: AbortSignal,
): Promise<Partner> {
  return apiFetch<Partner>(partnerPath(partnerId), { method: 'PUT', json: update, signal });
}

/**
 * POST /api/partners/:id/aadhaar-qr: the Secure QR's digits, checked by the
 * server against UIDAI's signature and the partner's Aadhaar number. A code
 * it cannot read or trust is a 422, too many scans a 429, each with a message to show.
 */
export function scanAadhaarQr(
  partnerId: string,
  qrData: string,
  signal?: AbortSignal,
): Promise<AadhaarQrVerified> {
  return apiFetch<AadhaarQrVerified>(`${partnerPath(partnerId)}/aadhaar-qr`, {
    method: 'POST',
    json: { qrData },
    signal,
  });
}

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
