/** How the portal writes dates, the same on every screen and on the server. */

import { intlLocales, type Locale } from './locale';

/**
 * Dates for people: in English the spec's British English ('5 Mar 2025',
 * '5 Mar 2025, 14:30'), in Hindi India's ('5 मार्च 2025'). The time zone is
 * pinned to India's so that a server, a browser abroad and a test machine all
 * print the same day for the same instant; an ISO date without a time
 * ('2025-03-05') is UTC midnight, which is the same day in India.
 * Note: current ICU data abbreviates September as 'Sept' in en-GB.
 */
const dateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  ...dateOptions,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and kind, made on first use (building one costs more than formatting). */
function formatOf(locale: Locale, kind: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocales[locale],
      kind === 'date' ? dateOptions : dateTimeOptions,
    );
    formats.set(key, format);
  }
  return format;
}

type DateInput = string | Date | null | undefined;

function instantOf(date: DateInput): Date | null {
  if (date == null || date === '') return null;
  const instant = date instanceof Date ? date : new Date(date);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The day of a date or ISO date-time; `fallback` when it is missing or unparsable, never 'Invalid Date'. */
export function formatDate(date: DateInput, fallback = '—', locale: Locale = 'en'): string {
  const instant = instantOf(date);
  return instant ? formatOf(locale, 'date').format(instant) : fallback;
}

/** The day and time of a date or ISO date-time; `fallback` when it is missing or unparsable. */
export function formatDateTime(date: DateInput, fallback = '—', locale: Locale = 'en'): string {
  const instant = instantOf(date);
  return instant ? formatOf(locale, 'dateTime').format(instant) : fallback;
}
