import { messages } from '@shata/domain';
import { HttpError } from '../http/errors';
import { isUuid } from '../partners/access';

/** Where a page ends: the last booking's date and id, the key the list is ordered by. */
interface BookingCursor {
  dateFrom: string;
  id: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day PostgreSQL takes: the calendar's (JavaScript rolls 30 February over
 * to March, so the day must survive the round trip) and from year 1.
 */
function isCalendarDay(text: string): boolean {
  if (!day.test(text) || text.startsWith('0000')) return false;
  const instant = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(text);
}

/** Opaque to callers, so the key can change without breaking their links. */
export function encodeCursor(cursor: BookingCursor): string {
  return Buffer.from(JSON.stringify([cursor.dateFrom, cursor.id])).toString('base64url');
}

/** The cursor a caller sent back, or 400: a made-up one must never reach the database. */
export function decodeCursor(text: string): BookingCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, messages.bookings.cursorInvalid);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) {
    throw new HttpError(400, messages.bookings.cursorInvalid);
  }
  const [dateFrom, id] = parsed;
  const valid =
    typeof dateFrom === 'string' && isCalendarDay(dateFrom) && typeof id === 'string' && isUuid(id);
  if (!valid) throw new HttpError(400, messages.bookings.cursorInvalid);
  return { dateFrom, id };
}
