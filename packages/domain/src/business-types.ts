/**
 * What kind of business a partner is (ours, issue 26), and what each kind has
 * to give. The specification requires the GST and incorporation documents and
 * (in its post-login routing) the GST and CIN numbers of every partner, which
 * only a company has: most partners are sole proprietors, with no CIN and
 * often under the GST threshold. Its rules are kept for companies, and for
 * partners who registered before the type was asked.
 */
import { z } from 'zod';
import { type BusinessType, businessTypes } from './business-type-list';
import { type DocumentType, documentTypes } from './documents';
import { messages } from './messages';

export { type BusinessType, businessTypes } from './business-type-list';

export const businessTypeSchema = z.enum(businessTypes, {
  error: messages.validation.businessTypeUnknown,
});

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === 'string' && (businessTypes as readonly string[]).includes(value);
}

/**
 * The partner's kind of business: a partner who registered before the type
 * was asked (none recorded) is a company, so the specification's rules apply
 * to them unchanged.
 */
export function partnerBusinessType(partner: {
  businessType?: string | null | undefined;
}): BusinessType {
  return isBusinessType(partner.businessType) ? partner.businessType : 'company';
}

/** Required, optional (the wizard offers Skip), or not asked of this kind of business at all. */
export type Requirement = 'required' | 'optional' | 'notAsked';

/** The registration numbers whose need depends on the kind of business. */
export const businessNumberFields = ['gstNo', 'cinNo', 'llpinNo'] as const;

export type BusinessNumberField = (typeof businessNumberFields)[number];

export interface BusinessRequirements {
  /** Each document, in wizard order. */
  documents: Record<DocumentType, Requirement>;
  /** Each number as the registration form asks it: required to submit, optional, or not asked. */
  numbers: Record<BusinessNumberField, Requirement>;
  /**
   * The numbers the post-login routing wants before it lets the partner past
   * the form: for a company, the GSTIN and CIN of spec section 4's rule 2
   * (which the spec's form leaves optional), else the required numbers.
   */
  routingNumbers: readonly BusinessNumberField[];
}

/**
 * What a partner of `type` must give, and may give: the Aadhaar card always,
 * PAN optional (spec section 3); the GST certificate when a GSTIN is given
 * (`gstinGiven`); the certificate of incorporation with the LLPIN for an LLP.
 * A company gives exactly what the specification asks: the GST and
 * incorporation certificates, and the GSTIN and CIN for the routing.
 */
export function businessRequirements(
  type: BusinessType,
  { gstinGiven }: { gstinGiven: boolean },
): BusinessRequirements {
  if (type === 'company') {
    return {
      documents: {
        aadharCard: 'required',
        panCard: 'optional',
        gstCertificate: 'required',
        incorporationCertificate: 'required',
      },
      numbers: { gstNo: 'optional', cinNo: 'optional', llpinNo: 'notAsked' },
      routingNumbers: ['gstNo', 'cinNo'],
    };
  }
  const llp = type === 'llp';
  return {
    documents: {
      aadharCard: 'required',
      panCard: 'optional',
      gstCertificate: gstinGiven ? 'required' : 'notAsked',
      incorporationCertificate: llp ? 'required' : 'notAsked',
    },
    numbers: { gstNo: 'optional', cinNo: 'notAsked', llpinNo: llp ? 'required' : 'notAsked' },
    routingNumbers: llp ? ['llpinNo'] : [],
  };
}

/** Text that is there: not absent, not blank. */
const given = (value: string | null | undefined) => value != null && value.trim() !== '';

/** What the partner's kind of business requires of them, with the GSTIN they gave. */
export function partnerRequirements(partner: {
  businessType?: string | null | undefined;
  gstNo?: string | null | undefined;
}): BusinessRequirements {
  return businessRequirements(partnerBusinessType(partner), { gstinGiven: given(partner.gstNo) });
}

/** The documents asked for (the wizard's steps), in wizard order. */
export function askedDocuments(documents: BusinessRequirements['documents']): DocumentType[] {
  return documentTypes.filter((type) => documents[type] !== 'notAsked');
}
