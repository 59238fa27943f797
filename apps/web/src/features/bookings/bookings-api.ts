import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchBookingPage } from '../../lib/bookings';

/** GET /api/bookings: the partner's own bookings, a page at a time. */
export const bookingsQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: ['bookings', partnerId],
    queryFn: ({ pageParam, signal }) => fetchBookingPage(partnerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
