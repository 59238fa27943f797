import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { BasicForm, LocationForm, PartnerUpdate } from './partner';
import {
  basicFormSchema,
  locationFormSchema,
  type PartnerUpdateValues,
  partnerUpdateSchema,
} from './partner-schemas';
import { aadhaarFrom, issuesOf } from './test-helpers';

const basic = {
  businessType: 'company',
  name: 'Asha Rao',
  phone: '9876543210',
  aadhaar: '234123412346',
  company: 'Rao Caterers',
  service: ['Caterer'],
  gst: '',
  pan: '',
  cin: '',
  llpin: '',
};

const location = {
  address: '12B',
  street: 'MG Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  latitude: '',
  longitude: '',
};

const update = {
  name: 'Asha Rao',
  mobileNo: '9876543210',
  companyName: 'Rao Caterers',
  companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 560001',
  gstNo: '29AAGCB7383J1Z4',
  cinNo: 'U12345MH2020PTC123456',
  aadharNo: '234123412346',
  servicesSelected: ['Caterer', 'Photographer'],
  latitude: 12.9716,
  longitude: 77.5946,
  personalEmail: 'asha@example.com',
};

describe('basicFormSchema', () => {
  it('accepts a good form with GST and CIN left empty', () => {
    expect(basicFormSchema.parse(basic)).toEqual(basic);
  });

  it('trims text and uppercases GST and CIN', () => {
    expect(
      basicFormSchema.parse({
        ...basic,
        name: '  Asha Rao ',
        gst: ' 29aagcb7383j1z4 ',
        pan: ' aagcb7383j ',
        cin: 'u12345mh2020ptc123456',
      }),
    ).toMatchObject({
      name: 'Asha Rao',
      gst: '29AAGCB7383J1Z4',
      pan: 'AAGCB7383J',
      cin: 'U12345MH2020PTC123456',
    });
  });

  it('requires name, phone, Aadhaar, company and a service', () => {
    expect(
      issuesOf(basicFormSchema, {
        ...basic,
        name: ' ',
        phone: '',
        aadhaar: '',
        company: '',
        service: [],
      }),
    ).toEqual([
      ['name', 'Name is required'],
      ['phone', 'Phone is required'],
      ['aadhaar', 'Aadhaar number is required'],
      ['company', 'Company name is required'],
      ['service', 'Select at least one service'],
    ]);
  });

  it('gives the required messages for missing fields too', () => {
    expect(issuesOf(basicFormSchema, { gst: '', pan: '', cin: '', llpin: '' })).toEqual([
      ['businessType', 'Choose what kind of business you are'],
      ['name', 'Name is required'],
      ['phone', 'Phone is required'],
      ['aadhaar', 'Aadhaar number is required'],
      ['company', 'Company name is required'],
      ['service', 'Select at least one service'],
    ]);
  });

  it('checks phone and Aadhaar', () => {
    expect(issuesOf(basicFormSchema, { ...basic, phone: '12345', aadhaar: '1234' })).toEqual([
      ['phone', 'Phone must be 10 digits'],
      ['aadhaar', 'Aadhaar must be 12 digits'],
    ]);
    expect(issuesOf(basicFormSchema, { ...basic, aadhaar: '234123412345' })).toEqual([
      ['aadhaar', 'Aadhaar number is not valid'],
    ]);
    expect(issuesOf(basicFormSchema, { ...basic, aadhaar: aadhaarFrom('12345678901') })).toEqual([
      ['aadhaar', 'Aadhaar number is not valid'],
    ]);
  });

  it('accepts the masked Aadhaar the backend hands out', () => {
    expect(issuesOf(basicFormSchema, { ...basic, aadhaar: 'XXXX XXXX 2346' })).toEqual([]);
  });

  it('checks GST, PAN and CIN when given', () => {
    expect(
      issuesOf(basicFormSchema, {
        ...basic,
        gst: '29AAGCB7383J1Z5',
        pan: 'AAGC7383J',
        cin: 'U123',
      }),
    ).toEqual([
      ['gst', 'GST number is not valid'],
      ['pan', 'PAN must look like ABCDE1234F'],
      ['cin', 'CIN must look like U12345MH2020PTC123456'],
    ]);
    expect(issuesOf(basicFormSchema, { ...basic, gst: '29AAGCB7383J1Z' })).toEqual([
      ['gst', 'GST number must look like 22AAAAA0000A1Z5'],
    ]);
  });

  it('allows only the offered services, each once', () => {
    expect(issuesOf(basicFormSchema, { ...basic, service: ['Florist'] })).toEqual([
      ['service.0', 'Services must be chosen from Event Planner, Caterer and Photographer'],
    ]);
    expect(issuesOf(basicFormSchema, { ...basic, service: ['Caterer', 'Caterer'] })).toEqual([
      ['service', 'Each service can be selected only once'],
    ]);
    expect(
      issuesOf(basicFormSchema, {
        ...basic,
        service: ['Event Planner', 'Caterer', 'Photographer'],
      }),
    ).toEqual([]);
  });

  it('caps text length', () => {
    expect(issuesOf(basicFormSchema, { ...basic, name: 'x'.repeat(201) })).toEqual([
      ['name', 'Name must be at most 200 characters'],
    ]);
  });
});

describe('locationFormSchema', () => {
  it('accepts a good location with landmark, country and coordinates empty', () => {
    expect(locationFormSchema.parse({ ...location, country: '' })).toEqual({
      ...location,
      country: '',
    });
  });

  it('requires address, street, city, state and postal code', () => {
    expect(
      issuesOf(locationFormSchema, {
        ...location,
        address: '',
        street: ' ',
        city: '',
        state: '',
        postalCode: '',
      }),
    ).toEqual([
      ['address', 'Door number / address is required'],
      ['street', 'Street is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
      ['postalCode', 'Postal code is required'],
    ]);
  });

  it('allows only the listed countries', () => {
    for (const country of [
      'India',
      'United States',
      'United Kingdom',
      'Australia',
      'Canada',
      'Other',
    ]) {
      expect(issuesOf(locationFormSchema, { ...location, country })).toEqual([]);
    }
    expect(issuesOf(locationFormSchema, { ...location, country: 'France' })).toEqual([
      ['country', 'Select a country from the list'],
    ]);
  });

  it('accepts coordinates as numbers, numeric text, null or nothing', () => {
    for (const [latitude, longitude] of [
      [12.97, 77.59],
      ['12.97', '-77.59'],
      [null, null],
      [undefined, undefined],
      [-90, 180],
    ]) {
      expect(issuesOf(locationFormSchema, { ...location, latitude, longitude })).toEqual([]);
    }
  });

  it('refuses coordinates out of range or not numbers', () => {
    expect(issuesOf(locationFormSchema, { ...location, latitude: 91, longitude: '-181' })).toEqual([
      ['latitude', 'Latitude must be a number between -90 and 90'],
      ['longitude', 'Longitude must be a number between -180 and 180'],
    ]);
    expect(
      issuesOf(locationFormSchema, { ...location, latitude: 'north', longitude: Number.NaN }),
    ).toEqual([
      ['latitude', 'Latitude must be a number between -90 and 90'],
      ['longitude', 'Longitude must be a number between -180 and 180'],
    ]);
  });
});

describe('partnerUpdateSchema', () => {
  it('accepts the body buildPartnerUpdate sends', () => {
    expect(partnerUpdateSchema.parse(update)).toEqual(update);
  });

  it('accepts empty GST and CIN, and the masked Aadhaar sent back unchanged', () => {
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        gstNo: '',
        cinNo: '',
        aadharNo: 'XXXX XXXX 2346',
      }),
    ).toEqual([]);
  });

  it('takes the address parts only when they are what companyLocation joins', () => {
    const parts = {
      address: '12B',
      street: 'MG Road',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postalCode: '560001',
    } as const;
    const location = '12B, MG Road, Bengaluru, Karnataka, India, 560001';
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        companyLocation: location,
        companyAddress: parts,
      }),
    ).toEqual([]);
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        companyLocation: location,
        companyAddress: { ...parts, city: 'Mysuru' },
      }),
    ).toEqual([
      ['companyAddress', 'Company location must be the address parts joined with commas'],
    ]);
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        companyLocation: location,
        companyAddress: { ...parts, country: 'Mars' },
      }),
    ).toEqual([['companyAddress.country', 'Select a country from the list']]);
  });

  it('refuses fields outside the spec, so statuses and document urls cannot be written', () => {
    expect(issuesOf(partnerUpdateSchema, { ...update, status: 'approved' })).toEqual([
      ['', 'Unknown field: status'],
    ]);
    expect(
      issuesOf(partnerUpdateSchema, { ...update, kycStatus: 'AKYC', aadharUrl: '/x.pdf' }),
    ).toEqual([['', 'Unknown fields: kycStatus, aadharUrl']]);
    expect(issuesOf(partnerUpdateSchema, { ...update, _id: 'other' })).toEqual([
      ['', 'Unknown field: _id'],
    ]);
  });

  it('applies the form rules under the update field names', () => {
    expect(
      issuesOf(partnerUpdateSchema, {
        ...update,
        name: '',
        mobileNo: '98765',
        companyName: ' ',
        companyLocation: '',
        gstNo: '27AAPFU0939F1ZW',
        panNo: 'AAPFU0939',
        cinNo: 'X',
        aadharNo: '234123412345',
        servicesSelected: [],
        personalEmail: 'nope',
      }),
    ).toEqual([
      ['name', 'Name is required'],
      ['mobileNo', 'Phone must be 10 digits'],
      ['companyName', 'Company name is required'],
      ['companyLocation', 'Company location is required'],
      ['gstNo', 'GST number is not valid'],
      ['panNo', 'PAN must look like ABCDE1234F'],
      ['cinNo', 'CIN must look like U12345MH2020PTC123456'],
      ['aadharNo', 'Aadhaar number is not valid'],
      ['servicesSelected', 'Select at least one service'],
      ['personalEmail', 'Enter a valid email address'],
    ]);
  });

  it('needs numeric coordinates within range', () => {
    expect(issuesOf(partnerUpdateSchema, { ...update, latitude: 0, longitude: 0 })).toEqual([]);
    expect(issuesOf(partnerUpdateSchema, { ...update, latitude: -90.5, longitude: 180.5 })).toEqual(
      [
        ['latitude', 'Latitude must be a number between -90 and 90'],
        ['longitude', 'Longitude must be a number between -180 and 180'],
      ],
    );
    expect(issuesOf(partnerUpdateSchema, { ...update, latitude: '12', longitude: null })).toEqual([
      ['latitude', 'Latitude must be a number between -90 and 90'],
      ['longitude', 'Longitude must be a number between -180 and 180'],
    ]);
  });

  it('requires every field of the body', () => {
    const { personalEmail: _, ...withoutEmail } = update;
    expect(issuesOf(partnerUpdateSchema, withoutEmail)).toEqual([
      ['personalEmail', 'Email is required'],
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(partnerUpdateSchema.safeParse('name=Asha').success).toBe(false);
    expect(partnerUpdateSchema.safeParse(null).success).toBe(false);
  });

  it('caps the company location length', () => {
    expect(issuesOf(partnerUpdateSchema, { ...update, companyLocation: 'x'.repeat(1501) })).toEqual(
      [['companyLocation', 'Company location must be at most 1500 characters']],
    );
  });
});

describe('schema types', () => {
  it('fit the hand-written shapes', () => {
    expectTypeOf<z.infer<typeof basicFormSchema>>().toExtend<BasicForm>();
    expectTypeOf<z.infer<typeof locationFormSchema>>().toExtend<LocationForm>();
    expectTypeOf<PartnerUpdateValues>().toExtend<PartnerUpdate>();
    expectTypeOf<PartnerUpdate>().toHaveProperty('latitude').toEqualTypeOf<number>();
  });
});
