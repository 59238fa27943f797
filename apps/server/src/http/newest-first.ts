import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Cursor, decodeCursor, encodeCursor, isCalendarDay } from './cursor';

/**
 * Keyset pages of a list read newest first on (created_at, id) (a partner's
 * audit trail, notes, access history): a page ends at its last row's time
 * and id, and the next starts below them, however long the list.
 */

/**
 * When a row was written, to the microsecond and in UTC: the cursor's key must
 * be exact, and a JavaScript Date keeps milliseconds only, so rows written in
 * the same millisecond would be skipped or shown twice.
 */
export const exactTimeOf = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const instant = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/** An instant as `exactTimeOf` writes it, on a day PostgreSQL takes. */
const isInstant = (text: string) => isCalendarDay(instant.exec(text)?.[1] ?? '');

/**
 * The condition for rows older than `before`, a cursor a page gave (400 with
 * `message` if it is not one); undefined for the first page.
 */
export function olderThan(
  before: string | undefined,
  message: string,
  createdAt: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (before === undefined) return undefined;
  const after = decodeCursor(before, isInstant, message);
  return sql`(${createdAt}, ${id}) < (${after.key}::timestamptz, ${after.id}::uuid)`;
}

/**
 * A page of `size` from rows read with a limit of `size + 1`, and the cursor
 * to the next (older) page, or null when there is none.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  size: number,
  cursorOf: (row: Row) => Cursor,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > size && last ? encodeCursor(cursorOf(last)) : null,
  };
}
