/**
 * Bookings and records kept by the marketplace's own ids (the integration
 * API, /api/v1/). A PUT says how the thing is: it is created, changed, or
 * found as asked, and then nothing is written (no event, no audit line), so
 * a caller may repeat it as often as its retries need.
 */

import { randomUUID } from 'node:crypto';
import {
  type BookingRecordCollection,
  bookingRecordCollections,
  type IntegrationBooking,
  type IntegrationBookingInput,
  type IntegrationRecord,
  type IntegrationRecordInput,
  messages,
} from '@shata/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { DocumentStorage } from '../documents/storage/storage';
import { HttpError } from '../http/errors';
import type { AuditActor } from '../partners/audit';
import { changePartner } from '../partners/change';
import { partners } from '../partners/schema';
import { bookings } from './schema';
import {
  type BookingRow,
  bookingChange,
  cancelBooking,
  fieldOfCollection,
  recordTables,
  withThumbnail,
} from './service';

/** What a write answers: 201 while the thing stands as it was created, 200 once it has changed since. */
export interface Written<T> {
  created: boolean;
  answer: T;
}

/** Never changed since its insert: both times are that statement's `now()`. */
const asCreated = (row: { createdAt: Date; updatedAt: Date }) =>
  row.createdAt.getTime() === row.updatedAt.getTime();

/** The record a booking links, by the caller's id for it, or null when it links none it sent. */
async function recordRefOf(db: Db, row: BookingRow): Promise<IntegrationBooking['record']> {
  for (const collection of bookingRecordCollections) {
    const field = fieldOfCollection[collection];
    const id = row[field];
    if (!id) continue;
    const table = recordTables[field];
    const [found] = await db
      .select({ externalId: table.externalId })
      .from(table)
      .where(and(eq(table.id, id), isNotNull(table.externalId)));
    return found?.externalId ? { collection, externalId: found.externalId } : null;
  }
  return null;
}

async function integrationBooking(db: Db, row: BookingRow): Promise<IntegrationBooking> {
  const item = await withThumbnail(db, row);
  return {
    externalId: row.externalId ?? '',
    id: item.id,
    partnerId: item.partnerId,
    eventType: item.eventType,
    partnerName: item.partnerName,
    dateFrom: item.dateFrom,
    status: item.status,
    record: await recordRefOf(db, row),
    kind: item.kind,
    thumbnailUrl: item.thumbnailUrl,
  };
}

/** The portal's id of the record `ref` names; 422 when the caller never sent it. */
async function linkedRecord(db: Db, ref: IntegrationBookingInput['record']) {
  const links = { eventId: null, cateringEvent: null, photographyEvent: null } as Record<
    keyof typeof recordTables,
    string | null
  >;
  if (!ref) return links;
  const field = fieldOfCollection[ref.collection];
  const table = recordTables[field];
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.externalId, ref.externalId));
  if (!found) {
    throw new HttpError(
      422,
      'booking_record_unknown',
      messages.integration.recordUnknown(ref.collection, ref.externalId),
      { field: 'record' },
    );
  }
  links[field] = found.id;
  return links;
}

async function lockedByExternalId(tx: Db, externalId: string): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.externalId, externalId))
    .for('update');
  return row;
}

/**
 * Creates or changes the booking the caller knows as `externalId`, as a
 * change of its partner (`changePartner`). A booking never moves to another
 * partner (409): its partner's My Bookings and event log would silently lose it.
 */
export async function putBooking(
  db: Db,
  actor: AuditActor,
  externalId: string,
  input: IntegrationBookingInput,
): Promise<Written<IntegrationBooking>> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, input.partnerId));
  if (!partner) {
    throw new HttpError(422, 'partner_unknown', messages.integration.partnerUnknown, {
      field: 'partnerId',
    });
  }
  const links = await linkedRecord(db, input.record);
  const { result } = await changePartner(db, input.partnerId, {}, async (tx, owner) => {
    const fields = {
      eventType: input.eventType,
      dateFrom: input.dateFrom,
      status: input.status,
      ...links,
    };
    // Two first PUTs at once: the unique index lets one insert; the other finds its row.
    const [inserted] = await tx
      .insert(bookings)
      .values({
        ...fields,
        externalId,
        partnerId: owner.id,
        partnerName: input.partnerName || owner.companyName || owner.name || owner.personalEmail,
      })
      .onConflictDoNothing({ target: bookings.externalId })
      .returning();
    if (inserted) return bookingChange(actor, 'booking.created', undefined, inserted);
    const before = await lockedByExternalId(tx, externalId);
    if (!before) throw new Error('a booking in the way of an insert vanished');
    if (before.partnerId !== owner.id) {
      throw new HttpError(
        409,
        'booking_partner_changed',
        messages.integration.bookingPartnerChanged,
      );
    }
    const wanted = { ...fields, partnerName: input.partnerName || before.partnerName };
    const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every(
      (key) => before[key] === wanted[key],
    );
    if (same) return { result: before };
    const [updated] = await tx
      .update(bookings)
      .set(wanted)
      .where(eq(bookings.id, before.id))
      .returning();
    if (!updated) throw new Error('a locked booking vanished');
    return bookingChange(actor, 'booking.updated', before, updated);
  });
  return { created: asCreated(result), answer: await integrationBooking(db, result) };
}

/** Cancels the booking the caller knows as `externalId`; a repeat answers the same and records nothing. */
export async function cancelBookingByExternalId(
  db: Db,
  actor: AuditActor,
  externalId: string,
): Promise<IntegrationBooking> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.externalId, externalId));
  if (!row) throw new HttpError(404, 'booking_not_found', messages.integration.bookingNotFound);
  await cancelBooking(db, actor, row.id, { repeatAnswers: true });
  const [cancelled] = await db.select().from(bookings).where(eq(bookings.id, row.id));
  if (!cancelled)
    throw new HttpError(404, 'booking_not_found', messages.integration.bookingNotFound);
  return integrationBooking(db, cancelled);
}

type RecordRow = typeof recordTables.eventId.$inferSelect;

/** Where uploaded thumbnails are kept, and where a file that could not be removed is told. */
export interface ThumbnailFiles {
  storage: DocumentStorage;
  log: FastifyBaseLogger;
}

/** A replaced image goes once the record no longer points at it; one left behind costs space only. */
async function removeReplaced({ storage, log }: ThumbnailFiles, key: string): Promise<void> {
  await storage.delete(key).catch((error: unknown) => {
    log.warn({ err: error, key }, 'could not remove a replaced thumbnail');
  });
}

function integrationRecord(collection: BookingRecordCollection, row: RecordRow): IntegrationRecord {
  return {
    collection,
    externalId: row.externalId ?? '',
    id: row.id,
    name: row.name,
    thumbnailUrl: row.thumbnailUrl,
  };
}

/**
 * Creates or changes the record the caller knows as `externalId`. Records
 * are no partner's (several partners' bookings may link one), so no event.
 * A thumbnail address given replaces an uploaded image, whose file then goes.
 */
export async function putRecord(
  db: Db,
  files: ThumbnailFiles,
  collection: BookingRecordCollection,
  externalId: string,
  input: IntegrationRecordInput,
): Promise<Written<IntegrationRecord>> {
  const table = recordTables[fieldOfCollection[collection]];
  const thumbnail =
    input.thumbnailUrl === undefined
      ? {}
      : {
          thumbnailUrl: input.thumbnailUrl,
          thumbnailKey: null,
          thumbnailContentType: null,
          thumbnailSha256: null,
        };
  const { written, replacedKey } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(table)
      .where(eq(table.externalId, externalId))
      .for('update');
    const [written] = await tx
      .insert(table)
      .values({ name: input.name, ...thumbnail, externalId })
      .onConflictDoUpdate({
        target: table.externalId,
        set: { name: input.name, ...thumbnail, updatedAt: sql`now()` },
        // Unchanged: no row is written, and none returned.
        setWhere: sql`(${table.name}, ${table.thumbnailUrl}) is distinct from (excluded.name, ${
          input.thumbnailUrl === undefined ? table.thumbnailUrl : sql`excluded.thumbnail_url`
        })`,
      })
      .returning();
    const replaced = written && before?.thumbnailKey !== written.thumbnailKey;
    return { written, replacedKey: replaced ? before?.thumbnailKey : null };
  });
  if (replacedKey) await removeReplaced(files, replacedKey);
  const [row] = written
    ? [written]
    : await db.select().from(table).where(eq(table.externalId, externalId));
  if (!row) throw new Error('a record in the way of an insert vanished');
  return { created: asCreated(row), answer: integrationRecord(collection, row) };
}

/**
 * Where the portal serves an uploaded thumbnail, to whoever may read its
 * record; the image's digest in the query makes a new image a new address,
 * so a browser's cached copy is never a stale one.
 */
const thumbnailPath = (collection: BookingRecordCollection, id: string, sha256: string) =>
  `/api/${collection}/${id}/thumbnail?v=${sha256.slice(0, 16)}`;

/**
 * Puts a checked image (JPEG or PNG, by its bytes) in storage as the
 * record's thumbnail. The same image again changes nothing; a new one
 * replaces the old, whose file goes once the record points at the new.
 */
export async function putThumbnail(
  db: Db,
  files: ThumbnailFiles,
  collection: BookingRecordCollection,
  externalId: string,
  image: { localPath: string; contentType: string; extension: string; sha256: string },
): Promise<IntegrationRecord> {
  const table = recordTables[fieldOfCollection[collection]];
  const [record] = await db.select().from(table).where(eq(table.externalId, externalId));
  if (!record) {
    throw new HttpError(404, 'booking_record_not_found', messages.integration.recordNotFound);
  }
  if (record.thumbnailSha256 === image.sha256) return integrationRecord(collection, record);
  const key = `records/${collection}/${record.id}/${randomUUID()}.${image.extension}`;
  await files.storage.put(key, image.localPath, image.contentType);
  const [updated] = await db
    .update(table)
    .set({
      thumbnailUrl: thumbnailPath(collection, record.id, image.sha256),
      thumbnailKey: key,
      thumbnailContentType: image.contentType,
      thumbnailSha256: image.sha256,
    })
    .where(eq(table.id, record.id))
    .returning();
  if (!updated) throw new Error('a record vanished under its thumbnail');
  if (record.thumbnailKey) await removeReplaced(files, record.thumbnailKey);
  return integrationRecord(collection, updated);
}
