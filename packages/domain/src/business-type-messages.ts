/**
 * What each kind of business uploads (issue 26), for the FAQ and the form's
 * help: a module of its own, like landing-messages.ts, so the landing page's
 * FAQ does not load every screen's strings. `messages.businessTypeDocuments`
 * and `messages.panOptional` are these.
 */
import type { BusinessType } from './business-type-list';

export const businessTypeDocuments = {
  individual:
    'An individual or sole proprietor: the Aadhaar card, and the GST certificate only if you have a GST number.',
  partnership:
    'A partnership firm: the Aadhaar card of the partner who registers, and the GST certificate if the firm has a GST number.',
  llp: 'A limited liability partnership: the Aadhaar card, the certificate of incorporation with the LLPIN, and the GST certificate if it has a GST number.',
  company:
    'A company: the Aadhaar card, the GST certificate, and the certificate of incorporation with the CIN.',
} as const satisfies Record<BusinessType, string>;

export const panOptional = 'A PAN card is optional for everyone.';
