import { describe, expect, it } from 'vitest';
import {
  type BasicForm,
  buildPartnerUpdate,
  companyLocationParts,
  joinCompanyLocation,
  type LocationForm,
  partnerDisplayName,
  toCoordinate,
} from './partner';

const location: LocationForm = {
  address: '12B',
  street: 'MG Road',
  landmark: 'Near Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  latitude: 12.9716,
  longitude: 77.5946,
};

const basic: BasicForm = {
  businessType: 'company',
  name: 'Asha Rao',
  phone: '9876543210',
  aadhaar: '234123412346',
  company: 'Rao Caterers',
  service: ['Caterer', 'Photographer'],
  gst: '29AAGCB7383J1Z4',
  pan: 'AAGCB7383J',
  cin: 'U12345MH2020PTC123456',
  llpin: '',
};

describe('joinCompanyLocation', () => {
  it('joins the parts in the order of spec section 3: country before postal code', () => {
    expect(companyLocationParts).toEqual([
      'address',
      'street',
      'landmark',
      'city',
      'state',
      'country',
      'postalCode',
    ]);
    expect(joinCompanyLocation(location)).toBe(
      '12B, MG Road, Near Metro, Bengaluru, Karnataka, India, 560001',
    );
  });

  it('skips empty parts', () => {
    expect(joinCompanyLocation({ ...location, landmark: '', country: '' })).toBe(
      '12B, MG Road, Bengaluru, Karnataka, 560001',
    );
  });

  it('trims parts and skips whitespace-only ones', () => {
    expect(joinCompanyLocation({ address: '  12B ', street: '   ', city: '\tPune\n' })).toBe(
      '12B, Pune',
    );
  });

  it('skips missing and null parts, and gives an empty string for nothing', () => {
    expect(joinCompanyLocation({ city: 'Pune', state: null, country: undefined })).toBe('Pune');
    expect(joinCompanyLocation({})).toBe('');
  });
});

describe('toCoordinate', () => {
  it('keeps finite numbers and numeric text', () => {
    expect(toCoordinate(12.5)).toBe(12.5);
    expect(toCoordinate(-0.25)).toBe(-0.25);
    expect(toCoordinate('77.5946')).toBe(77.5946);
    expect(toCoordinate(' 18.52 ')).toBe(18.52);
  });

  it('gives 0 when missing or not a finite number', () => {
    expect(toCoordinate(undefined)).toBe(0);
    expect(toCoordinate(null)).toBe(0);
    expect(toCoordinate('')).toBe(0);
    expect(toCoordinate('   ')).toBe(0);
    expect(toCoordinate('north')).toBe(0);
    expect(toCoordinate(Number.NaN)).toBe(0);
    expect(toCoordinate(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toCoordinate('Infinity')).toBe(0);
  });
});

describe('buildPartnerUpdate', () => {
  it('maps the form onto the update body and carries personalEmail over', () => {
    expect(buildPartnerUpdate(basic, location, { personalEmail: 'asha@example.com' })).toEqual({
      businessType: 'company',
      name: 'Asha Rao',
      mobileNo: '9876543210',
      companyName: 'Rao Caterers',
      companyLocation: '12B, MG Road, Near Metro, Bengaluru, Karnataka, India, 560001',
      gstNo: '29AAGCB7383J1Z4',
      panNo: 'AAGCB7383J',
      cinNo: 'U12345MH2020PTC123456',
      llpinNo: '',
      aadharNo: '234123412346',
      servicesSelected: ['Caterer', 'Photographer'],
      latitude: 12.9716,
      longitude: 77.5946,
      personalEmail: 'asha@example.com',
      companyAddress: {
        address: '12B',
        street: 'MG Road',
        landmark: 'Near Metro',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        postalCode: '560001',
      },
    });
  });

  it('sends only the numbers the kind of business is asked: a CIN typed before choosing an individual goes', () => {
    const individual = { ...basic, businessType: 'individual', llpin: 'AAB-1234' } as const;
    const update = buildPartnerUpdate(individual, location, { personalEmail: 'a@example.com' });
    expect(update).toMatchObject({ businessType: 'individual', cinNo: '', llpinNo: '' });
    expect(update.gstNo).toBe(basic.gst);
    const llp = buildPartnerUpdate({ ...individual, businessType: 'llp' }, location, {
      personalEmail: 'a@example.com',
    });
    expect(llp).toMatchObject({ businessType: 'llp', cinNo: '', llpinNo: 'AAB-1234' });
  });

  it('sends 0 for missing, empty or non-numeric coordinates and converts numeric text', () => {
    const partner = { personalEmail: 'a@example.com' };
    const missing = buildPartnerUpdate(
      basic,
      { ...location, latitude: undefined, longitude: null },
      partner,
    );
    expect([missing.latitude, missing.longitude]).toEqual([0, 0]);
    const bad = buildPartnerUpdate(
      basic,
      { ...location, latitude: '', longitude: Number.NaN },
      partner,
    );
    expect([bad.latitude, bad.longitude]).toEqual([0, 0]);
    const text = buildPartnerUpdate(
      basic,
      { ...location, latitude: '19.07', longitude: '72.87' },
      partner,
    );
    expect([text.latitude, text.longitude]).toEqual([19.07, 72.87]);
  });

  it('copies the service list instead of sharing it', () => {
    const update = buildPartnerUpdate(basic, location, { personalEmail: 'a@example.com' });
    expect(update.servicesSelected).not.toBe(basic.service);
  });

  it('sends the fields of the spec and, as our additions, the type, PAN and LLPIN numbers and the address parts', () => {
    const update = buildPartnerUpdate(basic, location, {
      personalEmail: 'a@example.com',
    });
    expect(Object.keys(update).sort()).toEqual(
      [
        'aadharNo',
        'cinNo',
        'companyLocation',
        'companyName',
        'gstNo',
        'latitude',
        'longitude',
        'mobileNo',
        'name',
        'panNo',
        'personalEmail',
        'servicesSelected',
        'companyAddress',
        'businessType',
        'llpinNo',
      ].sort(),
    );
  });
});

describe('partnerDisplayName', () => {
  it('names the partner by their name, trimmed', () => {
    expect(partnerDisplayName({ name: '  Asha Rao ', personalEmail: 'asha@example.com' })).toBe(
      'Asha Rao',
    );
  });

  it('falls back to the e-mail while there is no name', () => {
    for (const name of [undefined, null, '', '   ']) {
      expect(partnerDisplayName({ name, personalEmail: 'asha@example.com' })).toBe(
        'asha@example.com',
      );
    }
  });
});
