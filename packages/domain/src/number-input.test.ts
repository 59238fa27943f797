import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { searchedIdentifiers } from './identifier-search';
import {
  aadhaarInput,
  normaliseAadhaar,
  normaliseIdentifier,
  normaliseLlpin,
  normalisePhone,
  phoneInput,
  phoneInputDigits,
  pinCodeInput,
  takesPinCode,
} from './number-input';
import { locationFormSchema, partnerUpdateSchema } from './partner-schemas';
import { issuesOf } from './test-helpers';
import { validatePinCode } from './validators';

describe('normalisePhone', () => {
  it('reads an Indian mobile number however it is written', () => {
    for (const written of [
      '+91 98450 12345',
      '+91-98450-12345',
      '+919845012345',
      '098450 12345',
      '09845012345',
      '919845012345',
      '(+91) 98450 12345',
      '+91 (98450) 12345',
      '0091 98450 12345',
      '98450.12345',
      ' 98450 12345 ',
      '9845012345',
    ]) {
      expect(normalisePhone(written), written).toBe('9845012345');
    }
  });

  it('never cuts a 10-digit number, even one starting with 91 or 0', () => {
    expect(normalisePhone('9198450123')).toBe('9198450123');
    expect(normalisePhone('91984 50123')).toBe('9198450123');
    expect(normalisePhone('0984501234')).toBe('0984501234');
  });

  it('drops a prefix only when what remains is a mobile number starting 6 to 9', () => {
    expect(normalisePhone('+91 6000 012345')).toBe('6000012345');
    expect(normalisePhone('+91 50000 12345')).toBe('915000012345');
    expect(normalisePhone('0 12345 67890')).toBe('01234567890');
    // A short number keeps its digits: the validator says it is short.
    expect(normalisePhone('+91 98450')).toBe('9198450');
    expect(normalisePhone('')).toBe('');
  });

  it('keeps letters for the validator to refuse', () => {
    expect(normalisePhone('98450 1234x')).toBe('984501234x');
  });
});

describe('phoneInput', () => {
  it('keeps digits only, the prefix dropped once the number is whole', () => {
    expect(phoneInput('+91 98450 12345')).toBe('9845012345');
    expect(phoneInput('+91 98450 1234')).toBe('91984501234');
    expect(phoneInput('98a7-6 5b43.210')).toBe('9876543210');
  });

  it(`takes at most ${phoneInputDigits} digits, enough for 0091 and the number`, () => {
    expect(phoneInput('0091984501234599')).toBe('00919845012345');
    expect(phoneInput('1234567890123456789')).toHaveLength(phoneInputDigits);
  });
});

describe('normaliseAadhaar and aadhaarInput', () => {
  it('drop the spaces and dashes of a number as printed', () => {
    expect(normaliseAadhaar('2345 6789 0124')).toBe('234567890124');
    expect(normaliseAadhaar('2345-6789-0124')).toBe('234567890124');
    expect(normaliseAadhaar(' 2345  6789\t0124 ')).toBe('234567890124');
    expect(aadhaarInput('2345 6789 0124')).toBe('234567890124');
    expect(aadhaarInput('2345-6789-0124-99')).toBe('234567890124');
  });

  it('leave the masked form as it is', () => {
    expect(normaliseAadhaar('XXXX XXXX 0124')).toBe('XXXX XXXX 0124');
  });
});

describe('normaliseIdentifier', () => {
  it('upper-cases GSTIN, PAN, CIN and LLPIN and drops their spaces', () => {
    expect(normaliseIdentifier('22aaaaa0000a1z5')).toBe('22AAAAA0000A1Z5');
    expect(normaliseIdentifier(' 29 AAGCB 7383J 1Z4 ')).toBe('29AAGCB7383J1Z4');
    expect(normaliseIdentifier('abcde 1234 f')).toBe('ABCDE1234F');
    expect(normaliseIdentifier('u12345mh2020ptc123456')).toBe('U12345MH2020PTC123456');
  });

  it('keeps a dash, which an LLPIN has', () => {
    expect(normaliseIdentifier('aab-1234')).toBe('AAB-1234');
  });
});

describe('normaliseLlpin', () => {
  it('reads an LLPIN written with or without its dash', () => {
    for (const written of ['aab-1234', 'AAB 1234', 'aab1234', ' AAB - 1234 ']) {
      expect(normaliseLlpin(written), written).toBe('AAB-1234');
    }
  });

  it('leaves what is no LLPIN for the validator to judge', () => {
    expect(normaliseLlpin('aab123')).toBe('AAB123');
    expect(normaliseLlpin('aab12345')).toBe('AAB12345');
  });
});

describe('the PIN code', () => {
  it('keeps digits only, at most 6', () => {
    expect(pinCodeInput('560 001')).toBe('560001');
    expect(pinCodeInput('56a0001789')).toBe('560001');
  });

  it('is six digits, the first not 0, with a message that shows the form', () => {
    expect(validatePinCode('560001')).toBeNull();
    expect(validatePinCode('')).toBeNull();
    for (const wrong of ['56000', '5600011', '060001', '56000A']) {
      expect(validatePinCode(wrong)).toBe('Postal code must be a 6-digit PIN code, like 560001');
    }
  });

  it('is asked for in India, and when no country is chosen yet', () => {
    expect(takesPinCode('India')).toBe(true);
    expect(takesPinCode('')).toBe(true);
    expect(takesPinCode('United Kingdom')).toBe(false);
  });
});

describe('the schemas read numbers as people write them', () => {
  const update = {
    name: 'Asha Rao',
    mobileNo: '+91 98450 12345',
    companyName: 'Rao Caterers',
    companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 560001',
    gstNo: '29 aagcb7383j1z4',
    panNo: 'aagcb 7383j',
    cinNo: ' u12345mh2020ptc123456',
    aadharNo: '2341 2341 2346',
    servicesSelected: ['Caterer'],
    latitude: 12.9716,
    longitude: 77.5946,
    personalEmail: 'asha@example.com',
  };

  it('the partner update', () => {
    expect(partnerUpdateSchema.parse(update)).toMatchObject({
      mobileNo: '9845012345',
      gstNo: '29AAGCB7383J1Z4',
      panNo: 'AAGCB7383J',
      cinNo: 'U12345MH2020PTC123456',
      aadharNo: '234123412346',
    });
    expect(partnerUpdateSchema.parse({ ...update, aadharNo: 'XXXX XXXX 2346' }).aadharNo).toBe(
      'XXXX XXXX 2346',
    );
  });

  it('with a PIN code in the address parts when the country is India', () => {
    const companyAddress = {
      address: '12B',
      street: 'MG Road',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postalCode: '56001',
    };
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 56001',
        companyAddress,
      }),
    ).toEqual([
      ['companyAddress.postalCode', 'Postal code must be a 6-digit PIN code, like 560001'],
    ]);
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        companyLocation: '12B, MG Road, Bengaluru, Karnataka, United Kingdom, SW1A 1AA',
        companyAddress: { ...companyAddress, country: 'United Kingdom', postalCode: 'SW1A 1AA' },
      }),
    ).toEqual([]);
  });

  it('the location form, its PIN code checked even while another field is missing', () => {
    const location = {
      address: '',
      street: 'MG Road',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '5600',
      country: '',
    };
    expect(issuesOf(locationFormSchema, location)).toEqual([
      ['address', 'Door number / address is required'],
      ['postalCode', 'Postal code must be a 6-digit PIN code, like 560001'],
    ]);
    expect(
      issuesOf(locationFormSchema, { ...location, address: '12B', postalCode: '560001' }),
    ).toEqual([]);
  });

  it('the contact form', () => {
    expect(
      contactSchema.parse({
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '+91 99001 22334',
        email: 'asha@example.com',
        message: 'Hello',
      }).phone,
    ).toBe('9900122334');
    expect(issuesOf(contactSchema.pick({ phone: true }), { phone: '+91 99001 2233x' })).toEqual([
      ['phone', 'Phone must be 10 digits'],
    ]);
  });
});

describe('searchedIdentifiers', () => {
  it('reads a query as each number it could be, in comparable form', () => {
    expect(searchedIdentifiers('+91 98450 12345')).toEqual({ mobile: '9845012345' });
    expect(searchedIdentifiers('29aagcb7383j1z4')).toEqual({ gstin: '29AAGCB7383J1Z4' });
    expect(searchedIdentifiers('aagcb 7383j')).toEqual({ pan: 'AAGCB7383J' });
    expect(searchedIdentifiers('u12345mh2020ptc123456')).toEqual({
      cin: 'U12345MH2020PTC123456',
    });
  });

  it('reads words that are no number as none', () => {
    expect(searchedIdentifiers('Asha Rao')).toEqual({});
    expect(searchedIdentifiers('98450')).toEqual({});
    expect(searchedIdentifiers('')).toEqual({});
  });
});
