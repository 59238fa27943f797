import type { BookingPage } from '@shata/domain';
import { apiFetch } from './api-client';

/**
 * GET /api/bookings: one page of a partner's bookings after `cursor` (the
 * first when null). A partner may name only themselves; the console names the
 * partner it shows.
 */
export function fetchBookingPage(
  partnerId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const query = new URLSearchParams({ partnerId });
  if (cursor) query.set('cursor', cursor);
  return apiFetch<BookingPage>(`/api/bookings?${query}`, { signal });
}
