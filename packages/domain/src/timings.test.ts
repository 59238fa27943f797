import { describe, expect, it } from 'vitest';
import { inactivityLimits, smallScreenQuery, timings } from './timings';

describe('timings (spec section 9)', () => {
  it('holds every time rule of the spec', () => {
    expect(timings).toEqual({
      inactivityTimeoutMs: 300000,
      inactivityWarningLeadMs: 60000,
      operatorInactivityTimeoutMs: 900000,
      operatorInactivityWarningLeadMs: 120000,
      activityDebounceMs: 300,
      verifyEmailPollMs: 3000,
      resendCooldownSeconds: 30,
      registrationCarouselMs: 2200,
      registrationCarouselMaxWidthPx: 768,
      heroCarouselMs: 3000,
      contactCarouselMs: 3000,
      contactCarouselImages: 7,
      partnerSliderMs: 4000,
      partnerSliderSlides: 3,
      splashDelayMs: 2000,
      splashFadeMs: 1500,
      splashFallbackMs: 5000,
      postLoginNavigationDelayMs: 100,
      statusRefreshMs: 30000,
    });
  });

  it('leaves the 20 s WCAG 2.2.1 asks for to answer the inactivity warning', () => {
    expect(timings.inactivityWarningLeadMs).toBeGreaterThanOrEqual(20_000);
    expect(timings.inactivityWarningLeadMs).toBeLessThan(timings.inactivityTimeoutMs);
  });

  it('lets the splash finish fading before its fallback removes it', () => {
    expect(timings.splashDelayMs + timings.splashFadeMs).toBeLessThan(timings.splashFallbackMs);
  });
});

describe('inactivityLimits', () => {
  it('signs partners out after 5 idle minutes, warned at 4, and operators after 15, warned at 13', () => {
    expect(inactivityLimits(false)).toEqual({ timeoutMs: 300_000, warningLeadMs: 60_000 });
    expect(inactivityLimits(true)).toEqual({ timeoutMs: 900_000, warningLeadMs: 120_000 });
  });
});

describe('smallScreenQuery', () => {
  it('matches screens narrower than 768 px', () => {
    expect(smallScreenQuery).toBe('(max-width: 767.98px)');
  });
});
