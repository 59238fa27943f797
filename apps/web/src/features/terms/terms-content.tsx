import {
  formatInr,
  joiningFeeText,
  kycDocumentsSectionId,
  serviceFeeText,
  terms,
} from '@shata/domain';
import type { ReactNode } from 'react';

const { leadGuarantee: leads, serviceFee, cancellation, rating, shataScore, partnerKit } = terms;
const tierNames = terms.leadRadiusByCityTier.map((tier) => `Tier ${tier.tier}`);

interface TermsSection {
  /** The anchor of the section: /terms-and-conditions#{id}. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The Partner Terms and Conditions (spec sections 2 and 9). Every number is
 * read from the domain's `terms`, so the page and the rules cannot disagree.
 */
export const termsSections: readonly TermsSection[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    body: (
      <dl className="terms-definitions">
        <dt>Lead</dt>
        <dd>
          A customer's enquiry for a service the partner offers, within the partner's service area,
          passed to the partner by Shata.
        </dd>
        <dt>Booking</dt>
        <dd>A lead the customer has confirmed with the partner through Shata.</dd>
        <dt>SHATA Score</dt>
        <dd>
          The partner's standing on the platform. It starts at {shataScore.start} and changes with
          the partner's conduct, ratings and complaints.
        </dd>
        <dt>Joining Fee</dt>
        <dd>The yearly fee a partner pays to be listed on Shata.</dd>
        <dt>Service Fee</dt>
        <dd>Shata's share of the value of each event booked from a lead.</dd>
        <dt>Service Area tiers</dt>
        <dd>
          Cities are grouped in {tierNames.length} tiers ({tierNames.join(', ')}) that decide how
          far from the partner leads are sent.
        </dd>
        <dt>Rating</dt>
        <dd>The average score customers give the partner after their events, out of 10.</dd>
      </dl>
    ),
  },
  {
    id: 'joining-fee',
    title: 'Joining fee',
    body: (
      <p>
        The joining fee is {joiningFeeText()}, paid when the partnership starts and at each renewal.
      </p>
    ),
  },
  {
    id: 'lead-guarantee',
    title: 'Lead guarantee and refunds',
    body: (
      <>
        <p>Shata guarantees {leads.leadsPerYear} leads a year.</p>
        <ul>
          <li>
            Fewer than {leads.fullRefund.belowLeads} leads in the year: the whole joining fee is
            refunded with {leads.fullRefund.annualInterestPercent}% annual interest, within{' '}
            {leads.fullRefund.withinDays} days.
          </li>
          <li>
            {leads.partialRefund.fromLeads} to {leads.partialRefund.toLeads} leads: a refund of{' '}
            {formatInr(leads.partialRefund.amountInr)}.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'service-fee',
    title: 'Service fee and settlement',
    body: (
      <ul>
        <li>The service fee is {serviceFeeText()}.</li>
        <li>
          Payments are settled T+{terms.settlementBusinessDays}: {terms.settlementBusinessDays}{' '}
          business days after the transaction.
        </li>
        <li>
          When the partner collects the customer's payment, the partner pays the service fee to
          Shata within {serviceFee.partnerPaysWithinDays} days.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellations',
    body: (
      <ul>
        <li>
          A partner who cancels a booking pays a penalty of{' '}
          {cancellation.partnerPenaltyTimesAdvance} times the advance.
        </li>
        <li>
          When a customer cancels, {cancellation.customerRetainedPercentOfAdvance}% of the advance
          is retained.
        </li>
      </ul>
    ),
  },
  {
    id: 'conduct',
    title: 'Response times and complaints',
    body: (
      <ul>
        <li>Partners respond to leads within {terms.responseTimes.leadsWithinHours} hours.</li>
        <li>
          Complaints are resolved within {terms.responseTimes.complaintsWithinBusinessDays} business
          days.
        </li>
      </ul>
    ),
  },
  {
    id: 'non-circumvention',
    title: 'Non-circumvention',
    body: (
      <p>
        A partner does not deal with a customer introduced by Shata outside the platform, during the
        partnership and for {terms.nonCircumventionMonths} months after it ends.
      </p>
    ),
  },
  {
    id: 'ratings',
    title: 'Ratings and renewal discount',
    body: (
      <ul>
        <li>
          A rating below {rating.threshold.toFixed(1)} over {rating.periodMonths} months opens a
          discussion with Shata, with a {rating.discussionWindowDays}-day window to agree on
          improvements.
        </li>
        <li>
          A rating of {rating.renewalDiscount.minRating} or above earns a{' '}
          {rating.renewalDiscount.percent}% discount on renewal.
        </li>
      </ul>
    ),
  },
  {
    id: 'shata-score',
    title: 'SHATA Score',
    body: (
      <ul>
        <li>Every partner starts with a SHATA Score of {shataScore.start}.</li>
        <li>
          Below {shataScore.noLargeEventsBelow}, the partner is no longer offered large events.
        </li>
        <li>Below {shataScore.terminationBelow}, the partnership is terminated.</li>
      </ul>
    ),
  },
  {
    id: 'service-area',
    title: 'Service area',
    body: (
      <table className="terms-table">
        <caption>Lead radius by city tier</caption>
        <thead>
          <tr>
            <th scope="col">City tier</th>
            <th scope="col">Leads sent within</th>
          </tr>
        </thead>
        <tbody>
          {terms.leadRadiusByCityTier.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">Tier {tier.tier}</th>
              <td>{tier.radiusKm} km</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  {
    id: 'partner-kit',
    title: 'Partner kit',
    body: (
      <>
        <p>On joining, every partner receives:</p>
        <ul>
          <li>{partnerKit.welcomeKits} welcome kit</li>
          <li>{partnerKit.idCards} ID cards</li>
          <li>{partnerKit.uniforms} uniforms</li>
          <li>{partnerKit.tShirts} T-shirts</li>
          <li>{partnerKit.mouTemplates} MOU templates</li>
        </ul>
      </>
    ),
  },
  {
    id: 'term-and-termination',
    title: 'Renewal and termination',
    body: (
      <ul>
        <li>
          Either side that does not wish to renew gives {terms.nonRenewalNoticeDays} days' notice.
        </li>
        <li>
          A breach of these terms may be cured within {terms.breachCurePeriodDays} days of notice;
          if it is not, the partnership may be terminated.
        </li>
      </ul>
    ),
  },
  {
    id: kycDocumentsSectionId,
    title: 'Your KYC documents',
    body: (
      <ul>
        <li>
          Your Aadhaar, PAN, GST and incorporation documents are seen only by you and by Shata's
          verification team, to verify your business. They are never public and never shown to
          customers.
        </li>
        <li>
          Your Aadhaar number is stored encrypted and shown masked once saved: only its last four
          digits stay readable. Documents are kept in private storage and served only to you and the
          verification team after they sign in.
        </li>
        <li>
          What you type in the registration form is kept as a draft, encrypted, until you submit it,
          so that you can finish on any device.
        </li>
      </ul>
    ),
  },
];
