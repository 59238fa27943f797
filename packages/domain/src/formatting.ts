/** How the portal writes dates, the same on every screen and on the server. */

/**
 * Dates for people, in British English ('5 Mar 2025', '5 Mar 2025, 14:30').
 * The time zone is pinned to India's so that a server, a browser abroad and a
 * test machine all print the same day for the same instant; an ISO date
 * without a time ('2025-03-05') is UTC midnight, which is the same day in India.
 * Note: current ICU data abbreviates September as 'Sept' in en-GB.
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

type DateInput = string | Date | null | undefined;

function instantOf(date: DateInput): Date | null {
  if (date == null || date === '') return null;
  const instant = date instanceof Date ? date : new Date(date);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The day of a date or ISO date-time; `fallback` when it is missing or unparsable, never 'Invalid Date'. */
export function formatDate(date: DateInput, fallback = '—'): string {
  const instant = instantOf(date);
  return instant ? dateFormat.format(instant) : fallback;
}

/** The day and time of a date or ISO date-time; `fallback` when it is missing or unparsable. */
export function formatDateTime(date: DateInput, fallback = '—'): string {
  const instant = instantOf(date);
  return instant ? dateTimeFormat.format(instant) : fallback;
}
