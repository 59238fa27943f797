/** Bookings as the My Bookings screen shows them (spec sections 2, 3 and 4). */
import { z } from 'zod';
import { formatDate } from './formatting';
import type { Locale } from './locale';
import { messages } from './messages';
import { maxLengths } from './schema-fields';

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

type BookingStatusColor = 'red' | 'green' | 'blue' | 'grey';

const colorByStatus: Partial<Record<BookingStatus, BookingStatusColor>> = {
  pending: 'red',
  confirmed: 'green',
  completed: 'blue',
};

/** The status pill's colour; the status is matched ignoring case and surrounding spaces. */
export function bookingStatusColor(status: string | null | undefined): BookingStatusColor {
  const known = knownBookingStatus(status);
  return (known && colorByStatus[known]) ?? 'grey';
}

/** Formats a booking's date; an unparsable or missing date gives '' so the card shows no date rather than 'Invalid Date'. */
export function formatBookingDate(
  date: string | Date | null | undefined,
  locale: Locale = 'en',
): string {
  return formatDate(date, '', locale);
}

/** The statuses operators give a booking; stored bookings may hold others, shown grey. */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * The status a stored booking holds, matched ignoring case and surrounding
 * spaces ('  Cancelled' is cancelled); undefined for one operators do not give.
 */
export function knownBookingStatus(status: string | null | undefined): BookingStatus | undefined {
  const normalised = status?.trim().toLowerCase();
  return bookingStatuses.find((known) => known === normalised);
}

/** Whether a booking is cancelled: it stays listed, and cannot be cancelled again. */
export function isBookingCancelled(booking: Pick<Booking, 'status'>): boolean {
  return knownBookingStatus(booking.status) === 'cancelled';
}

/** A booking as GET /api/bookings answers it: its kind and thumbnail come with it, so a card needs no request of its own. */
export interface BookingItem extends Booking {
  kind: BookingKind;
  /** A local image of the linked record, or null: the card then shows its placeholder. */
  thumbnailUrl: string | null;
}

/** One page of bookings; `nextCursor` asks for the next one, null on the last. */
export interface BookingPage {
  items: BookingItem[];
  nextCursor: string | null;
}

/** An event, catering or photography record (GET /api/events/:id and the like). */
export interface BookingRecord {
  id: string;
  name: string;
  thumbnailUrl: string | null;
}

export const bookingPageSize = { default: 20, max: 100 } as const;

/** GET /api/bookings: a page after `cursor`; `partnerId` narrows an operator's list. */
export const bookingsQuerySchema = z.object({
  cursor: z
    .string({ error: messages.bookings.cursorInvalid })
    .max(200, messages.bookings.cursorInvalid)
    .optional(),
  pageSize: z.coerce
    .number({ error: messages.bookings.pageSizeInvalid })
    .int(messages.bookings.pageSizeInvalid)
    .min(1, messages.bookings.pageSizeInvalid)
    .max(bookingPageSize.max, messages.bookings.pageSizeInvalid)
    .default(bookingPageSize.default),
  partnerId: z.string({ error: messages.api.partnerNotFound }).optional(),
});

export type BookingsQuery = z.infer<typeof bookingsQuerySchema>;

const recordId = z
  .uuid({ error: messages.bookings.recordIdInvalid })
  .nullish()
  .transform((id) => id ?? null);

/** What an operator sends to create or edit a booking; the partner is the one in the path. */
export const bookingInputSchema = z.strictObject(
  {
    eventType: z
      .string({ error: messages.bookings.eventTypeRequired })
      .trim()
      .min(1, messages.bookings.eventTypeRequired)
      .max(
        maxLengths.eventType,
        messages.validation.tooLong(messages.bookings.fieldLabels.eventType, maxLengths.eventType),
      ),
    /** Ours: the partner's name on the card; the partner record's name when not given. */
    partnerName: z
      .string()
      .trim()
      .max(
        maxLengths.text,
        messages.validation.tooLong(messages.bookings.fieldLabels.partnerName, maxLengths.text),
      )
      .optional(),
    dateFrom: z.iso
      .date({ error: messages.bookings.dateInvalid })
      // There was no year 0, and PostgreSQL refuses it.
      .refine((day) => !day.startsWith('0000'), messages.bookings.dateInvalid),
    status: z.enum(bookingStatuses, { error: messages.bookings.statusUnknown }).default('pending'),
    eventId: recordId,
    cateringEvent: recordId,
    photographyEvent: recordId,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.validation.unknownFields(issue.keys)
        : undefined,
  },
);

export type BookingInput = z.infer<typeof bookingInputSchema>;

/** The collections of records, named as their paths are (spec section 7). */
export const bookingRecordCollections = ['events', 'catering', 'photography'] as const;

export type BookingRecordCollection = (typeof bookingRecordCollections)[number];

/** What an operator sends to add a record; its thumbnail is an image the portal itself serves. */
export const bookingRecordInputSchema = z.strictObject(
  {
    name: z
      .string({ error: messages.bookings.recordNameRequired })
      .trim()
      .min(1, messages.bookings.recordNameRequired)
      .max(
        maxLengths.text,
        messages.validation.tooLong(messages.bookings.fieldLabels.recordName, maxLengths.text),
      ),
    thumbnailUrl: z
      .string({ error: messages.bookings.thumbnailUrlInvalid })
      .trim()
      .max(500, messages.bookings.thumbnailUrlInvalid)
      // A path on the portal ('/thumbnails/wedding.svg'), never another site's address; empty for none.
      .regex(/^(\/(?![/\\])[^\s\0]*)?$/, messages.bookings.thumbnailUrlInvalid)
      .nullish()
      .transform((url) => url || null),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messages.validation.unknownFields(issue.keys)
        : undefined,
  },
);

export type BookingRecordInput = z.infer<typeof bookingRecordInputSchema>;
