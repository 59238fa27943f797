import type { Locale } from './locale';

/**
 * Every number of the partner terms (spec section 9), named for what it
 * governs, so the terms page renders from data and nothing else repeats it.
 * Amounts are in Indian rupees, durations are in the unit their name gives.
 */
export const terms = {
  lastUpdated: '2025-05-06',
  joiningFee: { amountInr: 200_000, per: 'year', plusGst: true },
  leadGuarantee: {
    leadsPerYear: 20,
    /** Fewer than `belowLeads` leads: the whole fee back, with interest. */
    fullRefund: { belowLeads: 10, annualInterestPercent: 15, withinDays: 30 },
    /** Between `fromLeads` and `toLeads` leads (inclusive): a fixed refund. */
    partialRefund: { fromLeads: 10, toLeads: 19, amountInr: 100_000 },
  },
  serviceFee: {
    /** Charged on converted leads, on the event value excluding GST. */
    percentOfEventValue: 5,
    excludesGst: true,
    /** When the partner collects the customer's payment, the partner pays the fee within this. */
    partnerPaysWithinDays: 7,
  },
  /** Payouts settle T+3: three business days after the transaction. */
  settlementBusinessDays: 3,
  cancellation: {
    /** A partner who cancels pays this many times the advance. */
    partnerPenaltyTimesAdvance: 3,
    /** A customer who cancels forfeits this share of the advance. */
    customerRetainedPercentOfAdvance: 50,
  },
  responseTimes: { leadsWithinHours: 48, complaintsWithinBusinessDays: 2 },
  nonCircumventionMonths: 6,
  rating: {
    /** An average below this over `periodMonths` opens a discussion of `discussionWindowDays`. */
    threshold: 6.0,
    periodMonths: 3,
    discussionWindowDays: 15,
    /** A rating of at least `minRating` earns a discount on renewal. */
    renewalDiscount: { minRating: 9.5, percent: 20 },
  },
  nonRenewalNoticeDays: 60,
  breachCurePeriodDays: 30,
  /** How far from the partner leads are sent, by city tier. */
  leadRadiusByCityTier: [
    { tier: 1, radiusKm: 3 },
    { tier: 2, radiusKm: 3 },
    { tier: 3, radiusKm: 5 },
    { tier: 4, radiusKm: 10 },
  ],
  /** What a partner receives on joining. */
  partnerKit: { welcomeKits: 1, idCards: 10, uniforms: 2, tShirts: 5, mouTemplates: 100 },
  shataScore: {
    start: 10,
    /** Below this, no large events. */
    noLargeEventsBelow: 5,
    /** Below this, the partnership is terminated. */
    terminationBelow: 3,
  },
} as const;

/**
 * Indian digit grouping (the last three digits, then pairs: 12345678 ->
 * '1,23,45,678'), up to two decimals. Written out rather than asked of
 * Intl.NumberFormat: its first use loads ICU locale data, a long task on a
 * phone's start-up for the landing page's fee note.
 */
function groupIndian(amount: number): string {
  const [whole = '0', fraction] = Math.abs(amount)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped =
    whole.length > 3
      ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`
      : whole;
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount in rupees with Indian digit grouping and Latin digits: 200000 ->
 * 'INR 2,00,000', the spec's English, or '₹2,00,000' in Hindi, as Hindi
 * readers see prices written.
 */
export function formatInr(amount: number, locale: Locale = 'en'): string {
  const digits = groupIndian(amount);
  return locale === 'hi' ? `₹${digits}` : `INR ${digits}`;
}

/** The joining fee as the terms state it: 'INR 2,00,000 per year plus GST'. */
export function joiningFeeText(): string {
  const { amountInr, per, plusGst } = terms.joiningFee;
  return `${formatInr(amountInr)} per ${per}${plusGst ? ' plus GST' : ''}`;
}

/** The service fee as the terms state it: '5% of the event value (excluding GST), charged on converted leads'. */
export function serviceFeeText(): string {
  const { percentOfEventValue, excludesGst } = terms.serviceFee;
  return `${percentOfEventValue}% of the event value${excludesGst ? ' (excluding GST)' : ''}, charged on converted leads`;
}
