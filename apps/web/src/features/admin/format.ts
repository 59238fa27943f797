/**
 * Dates in the console, in British English ('6 May 2025', '6 May 2025, 14:30')
 * and India's time, as the domain's booking dates are: operators, a server and
 * a test machine all print the same for the same instant.
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

function instantOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The day of an ISO date-time, or `fallback` when there is none. */
export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  const instant = instantOf(iso);
  return instant ? dateFormat.format(instant) : fallback;
}

/** The day and time of an ISO date-time, or `fallback` when there is none. */
export function formatDateTime(iso: string | null | undefined, fallback = '—'): string {
  const instant = instantOf(iso);
  return instant ? dateTimeFormat.format(instant) : fallback;
}
