/** Bookings as the My Bookings screen shows them (spec sections 2, 3 and 4). */

export interface Booking {
  id: string;
  partnerId: string;
  eventType: string;
  partnerName: string;
  dateFrom: string;
  status: string;
  eventId?: string | null;
  /** Id of the catering record, when the booking is for catering. */
  cateringEvent?: string | null;
  /** Id of the photography record, when the booking is for photography. */
  photographyEvent?: string | null;
}

export const bookingKinds = ['Catering', 'Photography', 'Event'] as const;

export type BookingKind = (typeof bookingKinds)[number];

const isSet = (id: string | null | undefined): boolean => Boolean(id?.trim());

/** Catering if a catering record is linked, else Photography if a photography one is, else Event. */
export function bookingKind(
  booking: Pick<Booking, 'cateringEvent' | 'photographyEvent'>,
): BookingKind {
  if (isSet(booking.cateringEvent)) return 'Catering';
  if (isSet(booking.photographyEvent)) return 'Photography';
  return 'Event';
}

export type BookingStatusColor = 'red' | 'green' | 'blue' | 'grey';

const colorByStatus: ReadonlyMap<string, BookingStatusColor> = new Map([
  ['pending', 'red'],
  ['confirmed', 'green'],
  ['completed', 'blue'],
]);

/** The status pill's colour; the status is matched ignoring case and surrounding spaces. */
export function bookingStatusColor(status: string | null | undefined): BookingStatusColor {
  return colorByStatus.get(status?.trim().toLowerCase() ?? '') ?? 'grey';
}

/**
 * Day, short month and year in British English ('5 Mar 2025'). The time zone is
 * pinned to India's so that a server, a browser abroad and a test machine all
 * print the same day for the same instant; an ISO date without a time
 * ('2025-03-05') is UTC midnight, which is the same day in India.
 * Note: current ICU data abbreviates September as 'Sept' in en-GB.
 */
const bookingDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Formats a booking's date; an unparsable or missing date gives '' so the card shows no date rather than 'Invalid Date'. */
export function formatBookingDate(date: string | Date | null | undefined): string {
  if (date == null || date === '') return '';
  const instant = date instanceof Date ? date : new Date(date);
  return Number.isNaN(instant.getTime()) ? '' : bookingDateFormat.format(instant);
}
