import type { joiningFeeText, serviceFeeText } from '../terms';
import { formatInr, terms } from '../terms';
import type { Translation } from '../translation';

/** The joining fee as the Hindi terms state it: '₹2,00,000 प्रति वर्ष, साथ में GST'. */
export const joiningFeeTextHi: Translation<typeof joiningFeeText> = () => {
  const { amountInr, plusGst } = terms.joiningFee;
  return `${formatInr(amountInr, 'hi')} प्रति वर्ष${plusGst ? ', साथ में GST' : ''}`;
};

/** The service fee as the Hindi terms state it: 'इवेंट की राशि (GST छोड़कर) का 5%, …'. */
export const serviceFeeTextHi: Translation<typeof serviceFeeText> = () => {
  const { percentOfEventValue, excludesGst } = terms.serviceFee;
  return `इवेंट की राशि${excludesGst ? ' (GST छोड़कर)' : ''} का ${percentOfEventValue}%, सिर्फ़ उन लीड पर जो बुकिंग में बदलें`;
};
