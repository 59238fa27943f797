import {
  type BookingInput,
  type BookingItem,
  type BookingKind,
  type BookingRecordCollection,
  type BookingRecordInput,
  type BookingStatus,
  bookingInputSchema,
  bookingRecordInputSchema,
  knownBookingStatus,
} from '@shata/domain';
import { operatorText } from './operator-text';

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

/** What the console's booking form holds, as typed. */
export interface BookingFormValues {
  eventType: string;
  /** YYYY-MM-DD, as a date input gives it. */
  dateFrom: string;
  /** One of `bookingStatuses`, or '' for a stored status the console does not offer. */
  status: BookingStatus | '';
  kind: BookingKind;
  /** The linked record's id, '' for none, or `newRecordChoice`. */
  recordId: string;
  /** The new record's fields, when `recordId` is `newRecordChoice`. */
  recordName: string;
  recordThumbnail: string;
}

export type BookingFormField = keyof BookingFormValues;
export type BookingFormErrors = Partial<Record<BookingFormField, string>>;

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

/** Which field of the form a booking input's problem belongs to. */
const formFieldOfInput: Partial<Record<PropertyKey, BookingFormField>> = {
  eventType: 'eventType',
  dateFrom: 'dateFrom',
  status: 'status',
  eventId: 'recordId',
  cateringEvent: 'recordId',
  photographyEvent: 'recordId',
};

const formFieldOfRecord: Partial<Record<PropertyKey, BookingFormField>> = {
  name: 'recordName',
  thumbnailUrl: 'recordThumbnail',
};

function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: Partial<Record<PropertyKey, BookingFormField>>,
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  for (const issue of issues) {
    const field = fieldOf[issue.path[0] ?? ''];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A form that passed: the booking to send, and the record to add first when one is asked for. */
export interface CheckedBookingForm {
  ok: true;
  input: BookingInput;
  record: BookingRecordInput | null;
}

export type BookingFormCheck = CheckedBookingForm | { ok: false; errors: BookingFormErrors };

/**
 * The form checked with the domain's schemas, as the server checks what it is
 * sent: the booking, and the new record when one is asked for. The booking
 * links only the chosen kind's record; a new record's id is filled in once it
 * has been added.
 */
export function checkBookingForm(values: BookingFormValues): BookingFormCheck {
  const adding = values.recordId === newRecordChoice;
  const links = { eventId: null, cateringEvent: null, photographyEvent: null };
  const booking = bookingInputSchema.safeParse({
    eventType: values.eventType,
    dateFrom: values.dateFrom,
    status: values.status,
    ...links,
    [recordOfKind[values.kind].field]: adding ? null : values.recordId || null,
  });
  const record = adding
    ? bookingRecordInputSchema.safeParse({
        name: values.recordName,
        thumbnailUrl: values.recordThumbnail,
      })
    : null;

  const errors: BookingFormErrors = {
    ...(booking.success ? {} : errorsOf(booking.error.issues, formFieldOfInput)),
    ...(record && !record.success ? errorsOf(record.error.issues, formFieldOfRecord) : {}),
  };
  // The schema's words are for a typed date; the date picker was simply left empty.
  if (errors.dateFrom && !values.dateFrom) errors.dateFrom = operatorText.bookings.dateRequired;
  if (!booking.success || (record && !record.success)) {
    // Every problem of what this form sends has its field; should one not, it is still shown.
    const first = booking.error?.issues[0] ?? record?.error?.issues[0];
    if (Object.keys(errors).length === 0 && first) errors.eventType = first.message;
    return { ok: false, errors };
  }
  return { ok: true, input: booking.data, record: record?.data ?? null };
}

/** The booking input linked to a record just added for it. */
export function linkRecord(input: BookingInput, kind: BookingKind, recordId: string): BookingInput {
  return { ...input, [recordOfKind[kind].field]: recordId };
}
