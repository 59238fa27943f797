/**
 * Working days, as operators count a partner's wait (issue 30): Monday to
 * Friday, less the holidays the portal is given (HOLIDAYS, ISO days).
 *
 * Days are India's calendar days, Asia/Kolkata, whatever the time zone of
 * the server or the browser: the operators and the partners work there. India
 * has kept no daylight saving since 1945, so Kolkata is UTC+05:30 all year
 * and a day is found by arithmetic, without a time-zone database.
 */

const dayMs = 86_400_000;
const kolkataOffsetMs = 330 * 60_000;
const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The Kolkata calendar day of an instant, counted in days from 1970-01-01. */
const kolkataDay = (instant: Date) => Math.floor((instant.getTime() + kolkataOffsetMs) / dayMs);

const dayOfIsoDay = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / dayMs;

/** Day 0, 1970-01-01, was a Thursday: day 4 Monday-based weeks start on day -3. */
const mondayBased = (day: number) => day + 3;

const isWeekend = (day: number) => ((mondayBased(day) % 7) + 7) % 7 >= 5;

/** How many Mondays to Fridays there are from the Monday of 1969-12-29 up to and including `day`. */
function weekdaysThrough(day: number): number {
  const days = mondayBased(day) + 1;
  const weeks = Math.floor(days / 7);
  return weeks * 5 + Math.min(days - weeks * 7, 5);
}

/**
 * Whether `text` is a calendar day written YYYY-MM-DD (2026-02-30 is not:
 * JavaScript would roll it over to March).
 */
export function isIsoDay(text: string): boolean {
  if (!isoDayPattern.test(text)) return false;
  const instant = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(text);
}

/** The holidays that fall on a weekday, as days: a holiday on a Sunday changes nothing. */
function weekdayHolidays(holidays: readonly string[]): number[] {
  return [...new Set(holidays.filter(isIsoDay).map(dayOfIsoDay))].filter((day) => !isWeekend(day));
}

/**
 * How many working days have begun after `from` up to `to`: the days after
 * `from`'s own day, through `to`'s, that are neither a Saturday, a Sunday
 * nor one of `holidays` (ISO days; anything else in the list is ignored).
 * The same day is 0; from a Friday to the Monday after is 1. A partner who
 * entered a stage on Monday has waited 1 working day on Tuesday, whatever
 * the hour. 0 when `to` is not after `from`.
 */
export function workingDaysBetween(from: Date, to: Date, holidays: readonly string[]): number {
  const first = kolkataDay(from);
  const last = kolkataDay(to);
  if (last <= first) return 0;
  const offDays = weekdayHolidays(holidays).filter((day) => day > first && day <= last).length;
  return weekdaysThrough(last) - weekdaysThrough(first) - offDays;
}

/**
 * Whether a wait that began at `since` is past `expectedDays` working days
 * at `now`: "usually within 1 working day" is kept until the end of the next
 * working day, and overdue from the one after.
 */
export function isOverdue(
  since: Date,
  now: Date,
  expectedDays: number,
  holidays: readonly string[],
): boolean {
  return workingDaysBetween(since, now, holidays) > expectedDays;
}

/**
 * The instant before which a wait that began is overdue at `now` (`isOverdue`):
 * the start, in Kolkata, of the working day `expectedDays` working days
 * before today's last. So a database finds the overdue partners with
 * `entered < overdueBefore(…)`, one comparison for each stage.
 */
export function overdueBefore(now: Date, expectedDays: number, holidays: readonly string[]): Date {
  const offDays = new Set(weekdayHolidays(holidays));
  const isWorkingDay = (day: number) => !isWeekend(day) && !offDays.has(day);
  // Counting back from today, the (expectedDays + 1)th working day: a wait begun before it has more.
  let day = kolkataDay(now);
  let counted = isWorkingDay(day) ? 1 : 0;
  while (counted < expectedDays + 1) {
    day -= 1;
    if (isWorkingDay(day)) counted += 1;
  }
  return new Date(day * dayMs - kolkataOffsetMs);
}
