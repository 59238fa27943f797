import {
  type BookingInput,
  type BookingItem,
  type BookingPage,
  type BookingRecord,
  type BookingRecordCollection,
  type BookingRecordInput,
  type BookingsQuery,
  bookingKind,
  isBookingCancelled,
  isOperator,
  messages,
} from '@shata/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { decodeCursor, encodeCursor, isCalendarDay } from '../http/cursor';
import { HttpError } from '../http/errors';
import {
  findOwnPartnerId,
  findPartnerByEmail,
  findPartnerUnchecked,
  hasPersonalEmail,
  isUuid,
} from '../partners/access';
import type { AuditActor } from '../partners/audit';
import { type ChangeOutcome, changePartner } from '../partners/change';
import { partners } from '../partners/schema';
import { bookings, catering, events, photography } from './schema';

/** The records a booking may link, by the name of the field that links them. */
export const recordTables = {
  eventId: events,
  cateringEvent: catering,
  photographyEvent: photography,
} as const;

export type RecordField = keyof typeof recordTables;
export type BookingRow = typeof bookings.$inferSelect;

/** The field of a booking that links a record of each collection. */
export const fieldOfCollection: Record<BookingRecordCollection, RecordField> = {
  events: 'eventId',
  catering: 'cateringEvent',
  photography: 'photographyEvent',
};

/** The most records the console's list answers: newest first, enough to pick from. */
const recordListLimit = 100;

export async function listRecords(db: Db, field: RecordField): Promise<BookingRecord[]> {
  const table = recordTables[field];
  return db
    .select({ id: table.id, name: table.name, thumbnailUrl: table.thumbnailUrl })
    .from(table)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(recordListLimit);
}

export async function createRecord(
  db: Db,
  field: RecordField,
  input: BookingRecordInput,
): Promise<BookingRecord> {
  const table = recordTables[field];
  const [row] = await db
    .insert(table)
    .values(input)
    .returning({ id: table.id, name: table.name, thumbnailUrl: table.thumbnailUrl });
  if (!row) throw new Error('the record was not saved');
  return row;
}

/**
 * One event, catering or photography record. An operator reads any; a partner
 * only one their own bookings link, so records booked for others stay theirs.
 * Unknown, not an id and not yours are the same 404.
 */
export async function findRecord(
  db: Db,
  user: SessionUser,
  field: RecordField,
  id: string,
): Promise<BookingRecord> {
  const table = recordTables[field];
  const linkedToCaller = sql`exists (
    select 1 from ${bookings}
    where ${bookings[field]} = ${table.id}
      and ${bookings.partnerId} = (select ${partners.id} from ${partners}
        where ${hasPersonalEmail(user.email)}))`;
  const [row] = isUuid(id)
    ? await db
        .select({ id: table.id, name: table.name, thumbnailUrl: table.thumbnailUrl })
        .from(table)
        .where(isOperator(user) ? eq(table.id, id) : and(eq(table.id, id), linkedToCaller))
    : [];
  if (!row) throw new HttpError(404, 'booking_record_not_found', messages.bookings.recordNotFound);
  return row;
}

/**
 * The uploaded thumbnail of a record the caller may read (`findRecord`'s
 * rule): its storage key and type; 404 when it has none of its own.
 */
export async function findThumbnail(
  db: Db,
  user: SessionUser,
  field: RecordField,
  id: string,
): Promise<{ key: string; contentType: string }> {
  await findRecord(db, user, field, id);
  const table = recordTables[field];
  const [row] = await db
    .select({ key: table.thumbnailKey, contentType: table.thumbnailContentType })
    .from(table)
    .where(eq(table.id, id));
  if (!row?.key || !row.contentType) {
    throw new HttpError(404, 'booking_record_not_found', messages.bookings.recordNotFound);
  }
  return { key: row.key, contentType: row.contentType };
}

/**
 * Whose bookings a caller may list: a partner only their own (another
 * partner's id answers 404, as it does everywhere); an operator anyone's, or
 * everyone's when no partner is named. A partner's own id is checked by the
 * page query itself (`ownerEmail`), and only an empty page asks again.
 */
async function listedScope(
  db: Db,
  user: SessionUser,
  asked: string | undefined,
): Promise<{ partnerId?: string; ownerEmail?: string }> {
  if (isOperator(user)) {
    return asked === undefined ? {} : { partnerId: (await findPartnerUnchecked(db, asked)).id };
  }
  if (asked !== undefined) {
    if (!isUuid(asked)) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
    return { partnerId: asked, ownerEmail: user.email };
  }
  const own = await findPartnerByEmail(db, user.email);
  if (!own) throw new HttpError(404, 'partner_not_found', messages.api.partnerNotFound);
  return { partnerId: own.id };
}

/** The newest date first, ties by id: the order both bookings indexes give read backwards. */
const newestFirst = [desc(bookings.dateFrom), desc(bookings.id)];

/** What a listed booking answers: no timestamps, whose text is dear to produce row by row. */
const listedFields = {
  id: bookings.id,
  partnerId: bookings.partnerId,
  eventType: bookings.eventType,
  partnerName: bookings.partnerName,
  dateFrom: bookings.dateFrom,
  status: bookings.status,
  eventId: bookings.eventId,
  cateringEvent: bookings.cateringEvent,
  photographyEvent: bookings.photographyEvent,
};

/** The thumbnail of the record a booking links in `field`: a sub-query plans faster than a join. */
const thumbnailOf = (field: RecordField) => {
  const table = recordTables[field];
  return sql<string | null>`(select ${table.thumbnailUrl} from ${table}
    where ${table.id} = ${bookings[field]})`;
};

/**
 * The page query, one per shape (one partner's or everyone's, first page or
 * after a cursor), built once; one more row than a page tells whether
 * another page follows.
 */
const bookingPage = ({
  onePartner,
  ownerChecked = false,
  afterCursor,
}: {
  onePartner: boolean;
  ownerChecked?: boolean;
  afterCursor: boolean;
}) =>
  preparedQuery((db) => {
    const conditions: SQL[] = [];
    if (onePartner) conditions.push(eq(bookings.partnerId, sql.placeholder('partnerId')));
    if (ownerChecked) {
      conditions.push(sql`exists (select 1 from ${partners}
        where ${partners.id} = ${sql.placeholder('partnerId')}
          and ${hasPersonalEmail(sql.placeholder('ownerEmail'))})`);
    }
    if (afterCursor) {
      conditions.push(
        sql`(${bookings.dateFrom}, ${bookings.id}) < (${sql.placeholder('afterDate')}::date, ${sql.placeholder('afterId')}::uuid)`,
      );
    }
    return db
      .select({
        booking: listedFields,
        eventThumbnail: thumbnailOf('eventId'),
        cateringThumbnail: thumbnailOf('cateringEvent'),
        photographyThumbnail: thumbnailOf('photographyEvent'),
      })
      .from(bookings)
      .where(conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('');
  });

const bookingPages = {
  everyone: bookingPage({ onePartner: false, afterCursor: false }),
  everyoneAfter: bookingPage({ onePartner: false, afterCursor: true }),
  partner: bookingPage({ onePartner: true, afterCursor: false }),
  partnerAfter: bookingPage({ onePartner: true, afterCursor: true }),
  own: bookingPage({ onePartner: true, ownerChecked: true, afterCursor: false }),
  ownAfter: bookingPage({ onePartner: true, ownerChecked: true, afterCursor: true }),
};

/** A page of bookings after the cursor, each with its kind and its record's thumbnail. */
export async function listBookings(
  db: Db,
  user: SessionUser,
  query: BookingsQuery,
): Promise<BookingPage> {
  const { partnerId, ownerEmail } = await listedScope(db, user, query.partnerId);
  const after =
    query.cursor === undefined
      ? undefined
      : decodeCursor(query.cursor, isCalendarDay, messages.bookings.cursorInvalid);
  const shape = ownerEmail ? 'own' : partnerId ? 'partner' : 'everyone';
  const pageQuery = bookingPages[after ? (`${shape}After` as const) : shape];
  const rows = await pageQuery(db).execute({
    partnerId,
    ownerEmail,
    afterDate: after?.key,
    afterId: after?.id,
    limit: query.pageSize + 1,
  });
  // Nothing listed: the partner has no bookings here, or the id is not theirs (404).
  if (rows.length === 0 && ownerEmail && partnerId) {
    await findOwnPartnerId(db, ownerEmail, partnerId);
  }

  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1)?.booking;
  return {
    items: page.map((row) => {
      const kind = bookingKind(row.booking);
      const thumbnailUrl = {
        Catering: row.cateringThumbnail,
        Photography: row.photographyThumbnail,
        Event: row.eventThumbnail,
      }[kind];
      return bookingItem(row.booking, thumbnailUrl ?? null);
    }),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeCursor({ key: last.dateFrom, id: last.id })
        : null,
  };
}

function bookingItem(
  row: Pick<BookingRow, keyof typeof listedFields>,
  thumbnailUrl: string | null,
): BookingItem {
  return {
    id: row.id,
    partnerId: row.partnerId,
    eventType: row.eventType,
    partnerName: row.partnerName,
    dateFrom: row.dateFrom,
    status: row.status,
    eventId: row.eventId,
    cateringEvent: row.cateringEvent,
    photographyEvent: row.photographyEvent,
    kind: bookingKind(row),
    thumbnailUrl,
  };
}

/** The booking as its audit line records it. */
const summary = (row: Pick<BookingRow, 'eventType' | 'dateFrom' | 'status'>) =>
  `${row.eventType}, ${row.dateFrom}, ${row.status}`;

/** Each linked record must exist: a bad id is the caller's mistake (400), not a failed insert. */
async function checkRecords(db: Db, input: BookingInput): Promise<void> {
  for (const field of Object.keys(recordTables) as RecordField[]) {
    const id = input[field];
    if (!id) continue;
    const table = recordTables[field];
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) {
      throw new HttpError(400, 'booking_record_missing', messages.bookings.recordMissing(field), {
        field,
      });
    }
  }
}

export async function withThumbnail(db: Db, row: BookingRow): Promise<BookingItem> {
  const kind = bookingKind(row);
  const field: RecordField =
    kind === 'Catering' ? 'cateringEvent' : kind === 'Photography' ? 'photographyEvent' : 'eventId';
  const id = row[field];
  const table = recordTables[field];
  const [record] = id
    ? await db.select({ thumbnailUrl: table.thumbnailUrl }).from(table).where(eq(table.id, id))
    : [];
  return bookingItem(row, record?.thumbnailUrl ?? null);
}

/** The booking, locked for a change; 404 when there is none. */
async function bookingForUpdate(tx: Db, id: string): Promise<BookingRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
    : [];
  if (!row) throw new HttpError(404, 'booking_not_found', messages.bookings.notFound);
  return row;
}

/** The partner a booking was made for, who stays the same; 404 when there is no such booking. */
async function bookedPartnerId(db: Db, id: string): Promise<string> {
  const [row] = isUuid(id)
    ? await db.select({ partnerId: bookings.partnerId }).from(bookings).where(eq(bookings.id, id))
    : [];
  if (!row) throw new HttpError(404, 'booking_not_found', messages.bookings.notFound);
  return row.partnerId;
}

/**
 * What a booking change records: its audit line, from the booking before
 * (none for a new one) to after, and its event, with the booking's id and status.
 */
export function bookingChange(
  actor: AuditActor,
  type: 'booking.created' | 'booking.updated' | 'booking.cancelled',
  before: BookingRow | undefined,
  after: BookingRow,
): ChangeOutcome<BookingRow> {
  return {
    audit: {
      by: actor,
      lines: [{ subject: 'booking', from: before ? summary(before) : null, to: summary(after) }],
    },
    event: { type, payload: { bookingId: after.id, status: after.status } },
    result: after,
  };
}

/**
 * An operator books a partner; the booking, its audit line and its event are
 * saved together, as a change of the partner (`changePartner`).
 */
export async function createBooking(
  db: Db,
  operator: SessionUser,
  partnerId: string,
  input: BookingInput,
): Promise<BookingItem> {
  const { result } = await changePartner(db, partnerId, {}, async (tx, partner) => {
    await checkRecords(tx, input);
    const [created] = await tx
      .insert(bookings)
      .values({
        ...input,
        partnerId,
        partnerName:
          input.partnerName || partner.companyName || partner.name || partner.personalEmail,
      })
      .returning();
    if (!created) throw new Error('the booking was not saved');
    return bookingChange(operator, 'booking.created', undefined, created);
  });
  return withThumbnail(db, result);
}

/** An operator changes a booking's details; the partner stays the one it was made for. */
export async function updateBooking(
  db: Db,
  operator: SessionUser,
  id: string,
  input: BookingInput,
): Promise<BookingItem> {
  const partnerId = await bookedPartnerId(db, id);
  const { result } = await changePartner(db, partnerId, {}, async (tx) => {
    const before = await bookingForUpdate(tx, id);
    await checkRecords(tx, input);
    const [updated] = await tx
      .update(bookings)
      .set({ ...input, partnerName: input.partnerName || before.partnerName })
      .where(eq(bookings.id, id))
      .returning();
    if (!updated) throw new HttpError(404, 'booking_not_found', messages.bookings.notFound);
    return bookingChange(operator, 'booking.updated', before, updated);
  });
  return withThumbnail(db, result);
}

/**
 * Cancelling keeps the booking, marked cancelled, so the partner still sees
 * what happened to it. The console is told a second cancel is a mistake
 * (409); the integration API, whose callers retry, is answered the booking
 * as it is (`repeatAnswers`), and nothing is recorded.
 */
export async function cancelBooking(
  db: Db,
  actor: AuditActor,
  id: string,
  { repeatAnswers = false } = {},
): Promise<BookingItem> {
  const partnerId = await bookedPartnerId(db, id);
  const { result } = await changePartner(db, partnerId, {}, async (tx) => {
    const before = await bookingForUpdate(tx, id);
    if (isBookingCancelled(before)) {
      if (repeatAnswers) return { result: before };
      throw new HttpError(409, 'booking_already_cancelled', messages.bookings.alreadyCancelled);
    }
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, id))
      .returning();
    if (!cancelled) throw new HttpError(404, 'booking_not_found', messages.bookings.notFound);
    return bookingChange(actor, 'booking.cancelled', before, cancelled);
  });
  return withThumbnail(db, result);
}
