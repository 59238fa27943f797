import type { BookingKind, BookingStatus } from '@shata/domain';

/**
 * The words of a booking's badge and pill (ours): English shows the kind and
 * the status as they are stored, other languages say them in their words.
 */
export const bookingsText = {
  kinds: {
    Catering: 'Catering',
    Photography: 'Photography',
    Event: 'Event',
  } satisfies Record<BookingKind, string>,
  statuses: {
    pending: 'pending',
    confirmed: 'confirmed',
    completed: 'completed',
    cancelled: 'cancelled',
  } satisfies Record<BookingStatus, string>,
} as const;
