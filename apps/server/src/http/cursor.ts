import { isUuid } from '../partners/access';
import { HttpError } from './errors';

/**
 * Where a page of a keyset-paged list ends: its last row's sort key (a day,
 * an instant), then that row's id, a uuid, which orders rows with the same key.
 */
export interface Cursor {
  key: string;
  id: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day PostgreSQL takes: the calendar's (JavaScript rolls 30 February over
 * to March, so the day must survive the round trip) and from year 1.
 */
export function isCalendarDay(text: string): boolean {
  if (!day.test(text) || text.startsWith('0000')) return false;
  const instant = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(text);
}

/** Opaque to callers, so the key can change without breaking their links. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/**
 * The cursor a caller sent back, or 400 with `message`: its key must pass
 * `isKey`, so a made-up one never reaches the database.
 */
export function decodeCursor(
  text: string,
  isKey: (key: string) => boolean,
  message: string,
): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_cursor', message);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) {
    throw new HttpError(400, 'invalid_cursor', message);
  }
  const [key, id] = parsed;
  const valid = typeof key === 'string' && isKey(key) && typeof id === 'string' && isUuid(id);
  if (!valid) throw new HttpError(400, 'invalid_cursor', message);
  return { key, id };
}
