import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatting';

describe('formatDate', () => {
  it("prints the day in India's time", () => {
    expect(formatDate('2025-05-06T10:00:00Z')).toBe('6 May 2025');
    expect(formatDate('2025-03-05T20:00:00Z')).toBe('6 Mar 2025');
    expect(formatDate(new Date(Date.UTC(2025, 0, 31, 12)))).toBe('31 Jan 2025');
  });

  it('prints the fallback for a missing or unparsable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date', 'Not yet')).toBe('Not yet');
  });
});

describe('formatDateTime', () => {
  it("prints the day and the 24-hour time in India's time", () => {
    expect(formatDateTime('2025-05-06T09:00:00Z')).toBe('6 May 2025, 14:30');
  });

  it('prints the fallback for a missing or unparsable date', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('nope', '')).toBe('');
  });
});

describe('dates in Hindi', () => {
  it("prints India's Hindi month names, in India's time", () => {
    expect(formatDate('2025-03-05', '—', 'hi')).toBe('5 मार्च 2025');
    expect(formatDateTime('2025-03-05T09:00:00Z', '—', 'hi')).toBe('5 मार्च 2025, 14:30');
  });
});
