import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates, never less than 1', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(1);
  });

  it('answers null without a readable header', () => {
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('')).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds('-5')).toBeNull();
  });
});

describe('the waits 429 messages name', () => {
  it('says seconds under a minute, then whole minutes rounded up', () => {
    expect(messages.limits.tryAgainIn(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(messages.limits.tryAgainIn(45)).toBe(
      'Too many requests. Please try again in 45 seconds.',
    );
    expect(messages.limits.tryAgainIn(60)).toBe('Too many requests. Please try again in 1 minute.');
    expect(messages.limits.tooManySignInsFromNetwork(61)).toBe(
      'Too many sign-in attempts from your network. Please try again in 2 minutes.',
    );
  });
});
