import { describe, expect, it } from 'vitest';
import type { Partner } from './partner';
import {
  formRequiredProfileFields,
  hasRequiredDocuments,
  hasRequiredProfile,
  isProfileComplete,
  postLoginRoute,
  routingProfileFields,
} from './post-login-route';

const complete: Partner = {
  _id: 'p1',
  personalEmail: 'asha@example.com',
  name: 'Asha Rao',
  mobileNo: '9876543210',
  companyName: 'Rao Caterers',
  companyLocation: '12B, MG Road, Bengaluru',
  gstNo: '29AAGCB7383J1Z4',
  cinNo: 'U12345MH2020PTC123456',
  aadharNo: 'XXXX XXXX 2346',
  servicesSelected: ['Caterer'],
  aadharUrl: '/api/partners/p1/documents/aadharCard',
  gstCertificateUrl: '/api/partners/p1/documents/gstCertificate',
  incorporationCertificateUrl: '/api/partners/p1/documents/incorporationCertificate',
};

const approved: Partner = {
  ...complete,
  ipvStatus: 'approved',
  kycStatus: 'AKYC',
  cvStatus: 'ACV',
  status: 'approved',
};

describe('postLoginRoute', () => {
  it('rule 6: a lookup failure goes to /dashboard/error, whatever the partner', () => {
    expect(postLoginRoute(null, true)).toBe('/dashboard/error');
    expect(postLoginRoute(approved, true)).toBe('/dashboard/error');
  });

  it('rule 1: no partner goes to /dashboard/new', () => {
    expect(postLoginRoute(null)).toBe('/dashboard/new');
    expect(postLoginRoute(undefined)).toBe('/dashboard/new');
    expect(postLoginRoute(null, false)).toBe('/dashboard/new');
  });

  it('rule 2: a partner created with only an e-mail goes to the form', () => {
    expect(postLoginRoute({ _id: 'p1', personalEmail: 'asha@example.com' })).toBe('/dashboard/p1');
  });

  it('rule 2: each missing profile field sends the partner to the form, even when approved', () => {
    expect(routingProfileFields).toEqual([
      'name',
      'mobileNo',
      'companyName',
      'companyLocation',
      'gstNo',
      'cinNo',
      'aadharNo',
      'servicesSelected',
    ]);
    for (const field of routingProfileFields) {
      for (const missing of [undefined, null, '', '   ']) {
        const partner = { ...approved, [field]: missing } as Partner;
        expect(postLoginRoute(partner), `${field} = ${JSON.stringify(missing)}`).toBe(
          '/dashboard/p1',
        );
      }
    }
    expect(postLoginRoute({ ...approved, servicesSelected: [] })).toBe('/dashboard/p1');
  });

  it('rule 2 keeps the spec: GST and CIN are required for routing though optional in the form', () => {
    expect(postLoginRoute({ ...approved, gstNo: '' })).toBe('/dashboard/p1');
    expect(postLoginRoute({ ...approved, cinNo: null })).toBe('/dashboard/p1');
  });

  it('rule 3: each missing required document sends the partner to the form, even when approved', () => {
    for (const field of [
      'aadharUrl',
      'gstCertificateUrl',
      'incorporationCertificateUrl',
    ] as const) {
      expect(postLoginRoute({ ...approved, [field]: undefined })).toBe('/dashboard/p1');
      expect(postLoginRoute({ ...approved, [field]: '' })).toBe('/dashboard/p1');
      expect(postLoginRoute({ ...approved, [field]: null })).toBe('/dashboard/p1');
    }
  });

  it('rule 3: the PAN document is not required', () => {
    expect(postLoginRoute({ ...approved, panCardUrl: undefined })).toBe('/my_account/p1');
  });

  it('rule 4: a complete, fully approved partner goes to my_account', () => {
    expect(postLoginRoute(approved)).toBe('/my_account/p1');
  });

  it('rule 4: statuses are compared ignoring case', () => {
    expect(
      postLoginRoute({
        ...complete,
        ipvStatus: 'Approved',
        kycStatus: 'akyc',
        cvStatus: 'acv',
        status: 'APPROVED',
      }),
    ).toBe('/my_account/p1');
  });

  it('rule 5: a complete partner still waiting goes to status', () => {
    expect(postLoginRoute(complete)).toBe('/status/p1');
    expect(postLoginRoute({ ...approved, ipvStatus: 'pending' })).toBe('/status/p1');
    expect(postLoginRoute({ ...approved, status: 'rejected' })).toBe('/status/p1');
  });

  it('uses the partner id in the path', () => {
    expect(postLoginRoute({ ...complete, _id: 'abc-123' })).toBe('/status/abc-123');
  });
});

describe('isProfileComplete and hasRequiredDocuments', () => {
  it('tell the two form rules apart', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(hasRequiredDocuments(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, name: ' ' })).toBe(false);
    expect(hasRequiredDocuments({ ...complete, name: ' ' })).toBe(true);
    expect(isProfileComplete({ ...complete, aadharUrl: null })).toBe(true);
    expect(hasRequiredDocuments({ ...complete, aadharUrl: null })).toBe(false);
  });
});

describe('hasRequiredProfile', () => {
  it('asks for what the form requires: GST and CIN numbers are optional there', () => {
    expect(hasRequiredProfile(complete)).toBe(true);
    expect(hasRequiredProfile({ ...complete, gstNo: null, cinNo: ' ' })).toBe(true);
    expect(isProfileComplete({ ...complete, cinNo: null })).toBe(false);
    for (const field of formRequiredProfileFields) {
      expect(hasRequiredProfile({ ...complete, [field]: null })).toBe(false);
    }
  });
});
