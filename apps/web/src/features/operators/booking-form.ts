import {
  type BookingInput,
  type BookingItem,
  type BookingKind,
  type BookingRecordCollection,
  type BookingRecordInput,
  bookingInputSchema,
  bookingKinds,
  bookingRecordInputSchema,
  knownBookingStatus,
} from '@shata/domain';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';

/** Where a booking's record of each kind lives, and the booking field that links it. */
export const recordOfKind: Record<
  BookingKind,
  { collection: BookingRecordCollection; field: 'eventId' | 'cateringEvent' | 'photographyEvent' }
> = {
  Event: { collection: 'events', field: 'eventId' },
  Catering: { collection: 'catering', field: 'cateringEvent' },
  Photography: { collection: 'photography', field: 'photographyEvent' },
};

/** The record choice that asks for a new record to be added with the booking. */
export const newRecordChoice = 'new';

const booking = bookingInputSchema.shape;
const record = bookingRecordInputSchema.shape;

/** A form that passed: the booking to send, and the record to add first when one is asked for. */
export interface CheckedBookingForm {
  kind: BookingKind;
  input: BookingInput;
  record: BookingRecordInput | null;
}

/** The booking input linking only the kind's record: the one given, or none (null). */
export function linkRecord(
  fields: Pick<BookingInput, 'eventType' | 'dateFrom' | 'status'>,
  kind: BookingKind,
  recordId: string | null,
): BookingInput {
  const links = { eventId: null, cateringEvent: null, photographyEvent: null };
  return { ...fields, ...links, [recordOfKind[kind].field]: recordId };
}

/**
 * The booking's own fields, as the server checks them; `dateRequired` is the
 * message for a date picker left empty, in the console's words.
 */
const bookingFields = (dateRequired: string) => ({
  eventType: booking.eventType,
  // The schema's words are for a typed date, not for a date picker left empty.
  dateFrom: z.string().min(1, dateRequired).pipe(booking.dateFrom),
  status: booking.status,
  kind: z.enum(bookingKinds),
});

/** A new record: checked as the server checks it; the booking links it once it has an id. */
const addingForm = (dateRequired: string) =>
  z
    .object({
      ...bookingFields(dateRequired),
      recordName: record.name,
      recordThumbnail: record.thumbnailUrl,
    })
    .transform(
      ({ eventType, dateFrom, status, kind, recordName, recordThumbnail }): CheckedBookingForm => ({
        kind,
        input: linkRecord({ eventType, dateFrom, status }, kind, null),
        record: { name: recordName, thumbnailUrl: recordThumbnail },
      }),
    );

/** A listed record, or none (''): the new record's fields are not sent, so not checked. */
const linkingForm = (dateRequired: string) =>
  z
    .object({
      ...bookingFields(dateRequired),
      // Every kind's link has the same rule in the domain.
      recordId: z.preprocess((id) => id || null, booking.eventId),
    })
    .transform(
      ({ eventType, dateFrom, status, kind, recordId }): CheckedBookingForm => ({
        kind,
        input: linkRecord({ eventType, dateFrom, status }, kind, recordId),
        record: null,
      }),
    );

/** The form's fields as typed, before they are checked. */
const typedForm = z.object({
  eventType: z.string(),
  /** YYYY-MM-DD, as a date input gives it. */
  dateFrom: z.string(),
  /** One of `bookingStatuses`, or '' for a stored status the console does not offer. */
  status: z.string(),
  kind: z.enum(bookingKinds),
  /** The linked record's id, '' for none, or `newRecordChoice`. */
  recordId: z.string(),
  /** The new record's fields, when `recordId` is `newRecordChoice`. */
  recordName: z.string(),
  recordThumbnail: z.string(),
});

/**
 * The console's booking form as typed. A new record's fields count only when
 * one is asked for, so the form is checked as adding a record or as linking one.
 */
export function bookingFormSchema(dateRequired: string) {
  const adding = addingForm(dateRequired);
  const linking = linkingForm(dateRequired);
  return typedForm.transform((form, ctx) => {
    const checked = (form.recordId === newRecordChoice ? adding : linking).safeParse(form);
    if (checked.success) return checked.data;
    for (const { message, path } of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message, path });
    }
    return z.NEVER;
  });
}

export type BookingFormValues = z.input<typeof typedForm>;

/** The booking form's state, in the parts it is made of. */
export const useBookingForm = () =>
  useFormContext<BookingFormValues, unknown, CheckedBookingForm>();

export const emptyBookingForm: BookingFormValues = {
  eventType: '',
  dateFrom: '',
  status: 'pending',
  kind: 'Event',
  recordId: '',
  recordName: '',
  recordThumbnail: '',
};

/** The form filled in with a booking, to edit it: its kind's record is the one shown. */
export function bookingFormValues(booking: BookingItem): BookingFormValues {
  return {
    ...emptyBookingForm,
    eventType: booking.eventType,
    dateFrom: booking.dateFrom,
    status: knownBookingStatus(booking.status) ?? '',
    kind: booking.kind,
    recordId: booking[recordOfKind[booking.kind].field] ?? '',
  };
}
