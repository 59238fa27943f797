import { describe, expect, it } from 'vitest';
import { isIsoDay, isOverdue, overdueBefore, workingDaysBetween } from './working-days';

/** An instant given as Kolkata's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

// 2026-11-23 is a Monday.
const monday = ist('2026-11-23T10:00:00');

describe('workingDaysBetween', () => {
  it('is 0 on the same day, whatever the hours', () => {
    expect(workingDaysBetween(ist('2026-11-23T00:00:00'), ist('2026-11-23T23:59:59'), [])).toBe(0);
  });

  it('counts each working day begun after the first, not 24-hour periods', () => {
    expect(workingDaysBetween(monday, ist('2026-11-24T09:00:00'), [])).toBe(1);
    expect(workingDaysBetween(monday, ist('2026-11-27T18:00:00'), [])).toBe(4);
  });

  it('skips Saturdays and Sundays', () => {
    const friday = ist('2026-11-27T17:00:00');
    expect(workingDaysBetween(friday, ist('2026-11-28T12:00:00'), [])).toBe(0);
    expect(workingDaysBetween(friday, ist('2026-11-29T12:00:00'), [])).toBe(0);
    expect(workingDaysBetween(friday, ist('2026-11-30T09:00:00'), [])).toBe(1);
    expect(workingDaysBetween(monday, ist('2026-12-07T09:00:00'), [])).toBe(10);
  });

  it('counts a stage entered at the weekend from the Monday after', () => {
    expect(workingDaysBetween(ist('2026-11-28T11:00:00'), ist('2026-11-30T09:00:00'), [])).toBe(1);
  });

  it('skips a holiday, and only once when it is listed twice', () => {
    const holidays = ['2026-11-25', '2026-11-25'];
    expect(workingDaysBetween(monday, ist('2026-11-27T10:00:00'), holidays)).toBe(3);
    expect(workingDaysBetween(monday, ist('2026-11-25T10:00:00'), holidays)).toBe(1);
  });

  it('ignores a holiday on a weekend, outside the range, on the first day, or unreadable', () => {
    const holidays = ['2026-11-28', '2026-11-23', '2026-12-25', 'not-a-day', '2026-02-30'];
    expect(workingDaysBetween(monday, ist('2026-11-30T10:00:00'), holidays)).toBe(5);
  });

  it('crosses a year, with New Year holidays on either side', () => {
    // Wednesday 2025-12-31 to Monday 2026-01-05: Thu 1, Fri 2, Mon 5.
    const from = ist('2025-12-31T16:00:00');
    const to = ist('2026-01-05T10:00:00');
    expect(workingDaysBetween(from, to, [])).toBe(3);
    expect(workingDaysBetween(from, to, ['2026-01-01'])).toBe(2);
    expect(workingDaysBetween(from, to, ['2025-12-31', '2026-01-01'])).toBe(2);
  });

  it('counts days in Kolkata, not in UTC or the machine time zone', () => {
    // 20:00 UTC on Monday is 01:30 on Tuesday in Kolkata.
    const mondayEveningUtc = new Date('2026-11-23T20:00:00Z');
    expect(workingDaysBetween(ist('2026-11-23T09:00:00'), mondayEveningUtc, [])).toBe(1);
    // 18:00 UTC on Monday is still Monday, 23:30, in Kolkata.
    expect(
      workingDaysBetween(ist('2026-11-23T09:00:00'), new Date('2026-11-23T18:00:00Z'), []),
    ).toBe(0);
  });

  it('is 0 when the end is not after the start', () => {
    expect(workingDaysBetween(ist('2026-11-27T10:00:00'), monday, [])).toBe(0);
    expect(workingDaysBetween(monday, monday, [])).toBe(0);
  });

  it('agrees with counting the days one by one over two years', () => {
    const holidays = ['2026-01-26', '2026-08-15', '2026-10-02', '2027-01-26'];
    const start = ist('2025-12-29T12:00:00');
    let expected = 0;
    for (let offset = 1; offset <= 730; offset += 1) {
      const day = new Date(start.getTime() + offset * 86_400_000);
      const weekday = new Date(day.getTime() + 330 * 60_000).getUTCDay();
      const iso = new Date(day.getTime() + 330 * 60_000).toISOString().slice(0, 10);
      if (weekday !== 0 && weekday !== 6 && !holidays.includes(iso)) expected += 1;
      expect(workingDaysBetween(start, day, holidays)).toBe(expected);
    }
  });
});

describe('isOverdue', () => {
  it('keeps "within 1 working day" through the next working day, overdue from the one after', () => {
    expect(isOverdue(monday, ist('2026-11-24T23:00:00'), 1, [])).toBe(false);
    expect(isOverdue(monday, ist('2026-11-25T09:00:00'), 1, [])).toBe(true);
  });

  it('gives a holiday back', () => {
    expect(isOverdue(monday, ist('2026-11-25T09:00:00'), 1, ['2026-11-24'])).toBe(false);
    expect(isOverdue(monday, ist('2026-11-26T09:00:00'), 1, ['2026-11-24'])).toBe(true);
  });

  it('waits over a weekend', () => {
    const friday = ist('2026-11-27T10:00:00');
    expect(isOverdue(friday, ist('2026-11-30T17:00:00'), 1, [])).toBe(false);
    expect(isOverdue(friday, ist('2026-12-01T09:00:00'), 1, [])).toBe(true);
  });
});

describe('overdueBefore', () => {
  it('is the start, in Kolkata, of the working day a wait must have begun on or after', () => {
    // Wednesday, 1 day expected: begun on Tuesday or later is not overdue.
    expect(overdueBefore(ist('2026-11-25T15:00:00'), 1, [])).toEqual(ist('2026-11-24T00:00:00'));
    // Monday, 2 days: Thursday before.
    expect(overdueBefore(ist('2026-11-30T15:00:00'), 2, [])).toEqual(ist('2026-11-26T00:00:00'));
    // Saturday, 1 day: Thursday.
    expect(overdueBefore(ist('2026-11-28T15:00:00'), 1, [])).toEqual(ist('2026-11-26T00:00:00'));
    // Monday 2027-01-04, 1 day, New Year's Day a holiday: Thursday 2026-12-31.
    expect(overdueBefore(ist('2027-01-04T10:00:00'), 1, ['2027-01-01'])).toEqual(
      ist('2026-12-31T00:00:00'),
    );
  });

  it('agrees with isOverdue for every hour of a month, expected 1 to 5 days, with holidays', () => {
    const holidays = ['2026-11-24', '2026-12-01'];
    const now = ist('2026-12-03T11:00:00');
    for (const expected of [1, 2, 5]) {
      const cutoff = overdueBefore(now, expected, holidays);
      for (let hours = 0; hours < 30 * 24; hours += 1) {
        const since = new Date(now.getTime() - hours * 3_600_000);
        expect(since < cutoff).toBe(isOverdue(since, now, expected, holidays));
      }
    }
  });
});

describe('isIsoDay', () => {
  it('takes calendar days written YYYY-MM-DD only', () => {
    expect(isIsoDay('2026-01-26')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const text of [
      '2026-02-30',
      '2027-02-29',
      '26-01-26',
      '2026-1-26',
      '2026-01-26T00:00',
      '',
    ]) {
      expect(isIsoDay(text)).toBe(false);
    }
  });
});
