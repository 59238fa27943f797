import { describe, expect, it } from 'vitest';
import { formatInr, joiningFeeText, serviceFeeText, terms } from './terms';

describe('terms (spec section 9)', () => {
  it('were last updated on 6 May 2025', () => {
    expect(terms.lastUpdated).toBe('2025-05-06');
  });

  it('charge a joining fee of INR 2,00,000 a year plus GST', () => {
    expect(terms.joiningFee).toEqual({ amountInr: 200000, per: 'year', plusGst: true });
  });

  it('guarantee 20 leads a year, with refunds below that', () => {
    expect(terms.leadGuarantee).toEqual({
      leadsPerYear: 20,
      fullRefund: { belowLeads: 10, annualInterestPercent: 15, withinDays: 30 },
      partialRefund: { fromLeads: 10, toLeads: 19, amountInr: 100000 },
    });
  });

  it('leave no gap between the refund bands and the guarantee', () => {
    const { leadsPerYear, fullRefund, partialRefund } = terms.leadGuarantee;
    expect(partialRefund.fromLeads).toBe(fullRefund.belowLeads);
    expect(partialRefund.toLeads).toBe(leadsPerYear - 1);
  });

  it('take a 5% service fee excluding GST, paid within 7 days when the partner collects', () => {
    expect(terms.serviceFee).toEqual({
      percentOfEventValue: 5,
      excludesGst: true,
      partnerPaysWithinDays: 7,
    });
  });

  it('settle T+3 business days', () => {
    expect(terms.settlementBusinessDays).toBe(3);
  });

  it('set cancellation terms', () => {
    expect(terms.cancellation).toEqual({
      partnerPenaltyTimesAdvance: 3,
      customerRetainedPercentOfAdvance: 50,
    });
  });

  it('set response times, non-circumvention, notice and cure periods', () => {
    expect(terms.responseTimes).toEqual({ leadsWithinHours: 48, complaintsWithinBusinessDays: 2 });
    expect(terms.nonCircumventionMonths).toBe(6);
    expect(terms.nonRenewalNoticeDays).toBe(60);
    expect(terms.breachCurePeriodDays).toBe(30);
  });

  it('set the rating rules', () => {
    expect(terms.rating).toEqual({
      threshold: 6,
      periodMonths: 3,
      discussionWindowDays: 15,
      renewalDiscount: { minRating: 9.5, percent: 20 },
    });
  });

  it('set the lead radius by city tier', () => {
    expect(terms.leadRadiusByCityTier).toEqual([
      { tier: 1, radiusKm: 3 },
      { tier: 2, radiusKm: 3 },
      { tier: 3, radiusKm: 5 },
      { tier: 4, radiusKm: 10 },
    ]);
  });

  it('list the partner kit', () => {
    expect(terms.partnerKit).toEqual({
      welcomeKits: 1,
      idCards: 10,
      uniforms: 2,
      tShirts: 5,
      mouTemplates: 100,
    });
  });

  it('set the SHATA Score thresholds', () => {
    expect(terms.shataScore).toEqual({ start: 10, noLargeEventsBelow: 5, terminationBelow: 3 });
  });
});

describe('formatInr', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(200000)).toBe('INR 2,00,000');
    expect(formatInr(100000)).toBe('INR 1,00,000');
    expect(formatInr(terms.joiningFee.amountInr)).toBe('INR 2,00,000');
    expect(formatInr(12345678)).toBe('INR 1,23,45,678');
    expect(formatInr(999)).toBe('INR 999');
    expect(formatInr(0)).toBe('INR 0');
  });

  it('keeps up to two decimals, without trailing zeros, as the en-IN number format does', () => {
    for (const amount of [1500.5, 100.1, 100000.05, 1234567.899, 10, 0.5, -250000]) {
      expect(formatInr(amount)).toBe(
        `INR ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount)}`,
      );
    }
  });

  it('writes the rupee sign in Hindi, grouped the same way, in Latin digits', () => {
    expect(formatInr(200000, 'hi')).toBe('₹2,00,000');
    expect(formatInr(12345678, 'hi')).toBe('₹1,23,45,678');
  });

  it('keeps up to two decimals', () => {
    expect(formatInr(1500.5)).toBe('INR 1,500.5');
    expect(formatInr(1500.456)).toBe('INR 1,500.46');
  });
});

describe('the fees in words', () => {
  it('state the joining fee with its period and GST', () => {
    expect(joiningFeeText()).toBe('INR 2,00,000 per year plus GST');
  });

  it('state the service fee with what it is charged on', () => {
    expect(serviceFeeText()).toBe(
      '5% of the event value (excluding GST), charged on converted leads',
    );
  });
});
