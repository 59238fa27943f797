/** Every timing of spec section 9, named for the rule it drives. */
export const timings = {
  /** Auto-logout after this long without activity. */
  inactivityTimeoutMs: 300_000,
  /** Ours (WCAG 2.2.1): the warning that offers to stay signed in opens this long before the auto-logout. */
  inactivityWarningLeadMs: 60_000,
  /**
   * Ours (issue 30): operators, whose accounts open every partner's
   * documents, are signed out after this long without activity, by the
   * server as well as the browser, and warned this long before.
   */
  operatorInactivityTimeoutMs: 900_000,
  operatorInactivityWarningLeadMs: 120_000,
  /** Activity events are debounced by this much before the inactivity timer restarts. */
  activityDebounceMs: 300,
  /** The verify-email screen checks the address this often. */
  verifyEmailPollMs: 3_000,
  /** Resend of the verification mail is disabled for this many seconds. */
  resendCooldownSeconds: 30,
  /** The registration screen's image carousel, used below `registrationCarouselMaxWidthPx`. */
  registrationCarouselMs: 2_200,
  registrationCarouselMaxWidthPx: 768,
  /** The landing hero's carousel on small screens. */
  heroCarouselMs: 3_000,
  /** The contact section's carousel and its number of images. */
  contactCarouselMs: 3_000,
  contactCarouselImages: 7,
  /** The become-a-partner slider and its number of slides. */
  partnerSliderMs: 4_000,
  partnerSliderSlides: 3,
  /** The splash stays this long after page load, then fades for `splashFadeMs`. */
  splashDelayMs: 2_000,
  splashFadeMs: 1_500,
  /** The splash is removed after this long whatever happens. */
  splashFallbackMs: 5_000,
  /** Delay before navigating after login. */
  postLoginNavigationDelayMs: 100,
  /** Ours: the status screen asks for the partner's record again this often, so progress shows without a reload. */
  statusRefreshMs: 30_000,
} as const;

/**
 * The spec's small screens, where the heroes' images take turns: below
 * `timings.registrationCarouselMaxWidthPx`. The 0.02 px keeps the query exclusive at
 * fractional widths (zoomed pages), as Bootstrap's breakpoints do. Here, not with
 * the date formats, so the landing page loads it with the timings it already has.
 */
export const smallScreenQuery = `(max-width: ${timings.registrationCarouselMaxWidthPx - 0.02}px)`;

/**
 * How long a signed-in user may be idle before the sign-out, and how long
 * before it the warning opens: the spec's 5 minutes for partners, 15 for
 * operators (issue 30).
 */
export function inactivityLimits(operator: boolean): { timeoutMs: number; warningLeadMs: number } {
  return operator
    ? {
        timeoutMs: timings.operatorInactivityTimeoutMs,
        warningLeadMs: timings.operatorInactivityWarningLeadMs,
      }
    : { timeoutMs: timings.inactivityTimeoutMs, warningLeadMs: timings.inactivityWarningLeadMs };
}
