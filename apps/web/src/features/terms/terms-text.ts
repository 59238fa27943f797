import { formatInr, joiningFeeText, serviceFeeText, terms } from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

const { leadGuarantee: leads, serviceFee, cancellation, rating, shataScore, partnerKit } = terms;
const tier = (number: number) => `Tier ${number}`;

/** The date as the English terms have always shown it: 'May 6, 2025'. */
const lastUpdatedOn = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(terms.lastUpdated));

/**
 * The Partner Terms and Conditions (spec sections 2 and 9), section by
 * section. Every number is read from the domain's `terms`, so the page and
 * the rules cannot disagree.
 */
export const termsText = {
  lastUpdated: 'Last updated',
  lastUpdatedOn,
  intro:
    "These terms govern the partnership between Shata, the platform operator, and the service partners (event planners, caterers and photographers) who serve Shata's customers.",
  /** Above a translation only: which text binds. */
  translationNotice:
    'This is a translation of the terms. In case of a dispute, the English version prevails.',
  contents: 'Contents',
  definitions: {
    title: 'Definitions',
    entries: [
      {
        term: 'Lead',
        definition:
          "A customer's enquiry for a service the partner offers, within the partner's service area, passed to the partner by Shata.",
      },
      {
        term: 'Booking',
        definition: 'A lead the customer has confirmed with the partner through Shata.',
      },
      {
        term: 'SHATA Score',
        definition: `The partner's standing on the platform. It starts at ${shataScore.start} and changes with the partner's conduct, ratings and complaints.`,
      },
      { term: 'Joining Fee', definition: 'The yearly fee a partner pays to be listed on Shata.' },
      {
        term: 'Service Fee',
        definition: "Shata's share of the value of each event booked from a lead.",
      },
      {
        term: 'Service Area tiers',
        definition: `Cities are grouped in ${terms.leadRadiusByCityTier.length} tiers (${terms.leadRadiusByCityTier.map((row) => tier(row.tier)).join(', ')}) that decide how far from the partner leads are sent.`,
      },
      {
        term: 'Rating',
        definition: 'The average score customers give the partner after their events, out of 10.',
      },
    ],
  },
  joiningFee: {
    title: 'Joining fee',
    paragraphs: [
      `The joining fee is ${joiningFeeText()}, paid when the partnership starts and at each renewal.`,
    ],
  },
  leadGuarantee: {
    title: 'Lead guarantee and refunds',
    paragraphs: [`Shata guarantees ${leads.leadsPerYear} leads a year.`],
    items: [
      `Fewer than ${leads.fullRefund.belowLeads} leads in the year: the whole joining fee is refunded with ${leads.fullRefund.annualInterestPercent}% annual interest, within ${leads.fullRefund.withinDays} days.`,
      `${leads.partialRefund.fromLeads} to ${leads.partialRefund.toLeads} leads: a refund of ${formatInr(leads.partialRefund.amountInr)}.`,
    ],
  },
  serviceFee: {
    title: 'Service fee and settlement',
    items: [
      `The service fee is ${serviceFeeText()}.`,
      `Payments are settled T+${terms.settlementBusinessDays}: ${terms.settlementBusinessDays} business days after the transaction.`,
      `When the partner collects the customer's payment, the partner pays the service fee to Shata within ${serviceFee.partnerPaysWithinDays} days.`,
    ],
  },
  cancellation: {
    title: 'Cancellations',
    items: [
      `A partner who cancels a booking pays a penalty of ${cancellation.partnerPenaltyTimesAdvance} times the advance.`,
      `When a customer cancels, ${cancellation.customerRetainedPercentOfAdvance}% of the advance is retained.`,
    ],
  },
  conduct: {
    title: 'Response times and complaints',
    items: [
      `Partners respond to leads within ${terms.responseTimes.leadsWithinHours} hours.`,
      `Complaints are resolved within ${terms.responseTimes.complaintsWithinBusinessDays} business days.`,
    ],
  },
  nonCircumvention: {
    title: 'Non-circumvention',
    paragraphs: [
      `A partner does not deal with a customer introduced by Shata outside the platform, during the partnership and for ${terms.nonCircumventionMonths} months after it ends.`,
    ],
  },
  ratings: {
    title: 'Ratings and renewal discount',
    items: [
      `A rating below ${rating.threshold.toFixed(1)} over ${rating.periodMonths} months opens a discussion with Shata, with a ${rating.discussionWindowDays}-day window to agree on improvements.`,
      `A rating of ${rating.renewalDiscount.minRating} or above earns a ${rating.renewalDiscount.percent}% discount on renewal.`,
    ],
  },
  shataScore: {
    title: 'SHATA Score',
    items: [
      `Every partner starts with a SHATA Score of ${shataScore.start}.`,
      `Below ${shataScore.noLargeEventsBelow}, the partner is no longer offered large events.`,
      `Below ${shataScore.terminationBelow}, the partnership is terminated.`,
    ],
  },
  serviceArea: {
    title: 'Service area',
    caption: 'Lead radius by city tier',
    cityTier: 'City tier',
    leadsSentWithin: 'Leads sent within',
    tier,
    radius: (km: number) => `${km} km`,
  },
  partnerKit: {
    title: 'Partner kit',
    paragraphs: ['On joining, every partner receives:'],
    items: [
      `${partnerKit.welcomeKits} welcome kit`,
      `${partnerKit.idCards} ID cards`,
      `${partnerKit.uniforms} uniforms`,
      `${partnerKit.tShirts} T-shirts`,
      `${partnerKit.mouTemplates} MOU templates`,
    ],
  },
  termAndTermination: {
    title: 'Renewal and termination',
    items: [
      `Either side that does not wish to renew gives ${terms.nonRenewalNoticeDays} days' notice.`,
      `A breach of these terms may be cured within ${terms.breachCurePeriodDays} days of notice; if it is not, the partnership may be terminated.`,
    ],
  },
  kycDocuments: {
    title: 'Your KYC documents',
    items: [
      "Your Aadhaar, PAN, GST and incorporation documents are seen only by you and by Shata's verification team, to verify your business. They are never public and never shown to customers.",
      'Your Aadhaar number is stored encrypted and shown masked once saved: only its last four digits stay readable. Documents are kept in private storage and served only to you and the verification team after they sign in.',
      'What you type in the registration form is kept as a draft, encrypted, until you submit it, so that you can finish on any device.',
    ],
  },
} as const;

export const termsCatalogue = catalogue(termsText, {
  hi: () => import('./terms-text.hi').then((module) => module.termsTextHi),
});
