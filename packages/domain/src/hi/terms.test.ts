import { describe, expect, it } from 'vitest';
import { formatInr, terms } from '../terms';
import { joiningFeeTextHi, serviceFeeTextHi } from './terms';

describe('the fees in Hindi', () => {
  it('state the joining fee in rupees with Indian grouping, plus GST', () => {
    expect(joiningFeeTextHi({ terms, formatInr })).toBe('₹2,00,000 प्रति वर्ष, साथ में GST');
  });

  it('state the service fee as a share of the event value without GST, on converted leads', () => {
    expect(serviceFeeTextHi({ terms, formatInr })).toBe(
      'इवेंट की राशि (GST छोड़कर) का 5%, सिर्फ़ उन लीड पर जो बुकिंग में बदलें',
    );
  });
});
