import type { BookingPage } from '@shata/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** GET /api/bookings: the partner's own bookings, one page after `cursor` (the first when null). */
export function fetchBookingPage(
  partnerId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const query = new URLSearchParams({ partnerId });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<BookingPage>(`/api/bookings?${query}`, { signal });
}

export const bookingsQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: ['bookings', partnerId],
    queryFn: ({ pageParam, signal }) => fetchBookingPage(partnerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
