import type { formatInr, terms } from '../terms';
import type { Translation } from '../translation';

/**
 * What the Hindi fee sentences are made of: the domain's `terms` and its
 * rupee formatter, handed in by the caller, so that a Hindi chunk built from
 * this module imports nothing the English page would have to list.
 */
export interface FeeTerms {
  terms: Pick<typeof terms, 'joiningFee' | 'serviceFee'>;
  formatInr: typeof formatInr;
}

/** The joining fee as the Hindi terms state it: '₹2,00,000 प्रति वर्ष, साथ में GST'. */
export function joiningFeeTextHi({ terms, formatInr }: FeeTerms): Translation<string> {
  const { amountInr, plusGst } = terms.joiningFee;
  return `${formatInr(amountInr, 'hi')} प्रति वर्ष${plusGst ? ', साथ में GST' : ''}`;
}

/** The service fee as the Hindi terms state it: 'इवेंट की राशि (GST छोड़कर) का 5%, …'. */
export function serviceFeeTextHi({ terms }: FeeTerms): Translation<string> {
  const { percentOfEventValue, excludesGst } = terms.serviceFee;
  return `इवेंट की राशि${excludesGst ? ' (GST छोड़कर)' : ''} का ${percentOfEventValue}%, सिर्फ़ उन लीड पर जो बुकिंग में बदलें`;
}
