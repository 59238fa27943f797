import { describe, expect, it } from 'vitest';
import {
  askedDocuments,
  businessRequirements,
  businessTypes,
  partnerBusinessType,
} from './business-types';
import { messages } from './messages';
import type { Partner } from './partner';
import { businessTypeChecks } from './partner-checks';
import { basicFormSchema, partnerUpdateSchema, requireBusinessNumbers } from './partner-schemas';
import {
  hasRequiredDocuments,
  hasRequiredProfile,
  isProfileComplete,
  postLoginRoute,
} from './post-login-route';
import { registrationDraftSchema } from './registration-draft';
import { verificationStage } from './review';
import { statusChecklist } from './status-checklist';
import { gstinFrom, issuesOf } from './test-helpers';
import { validateLlpin } from './validators';

const gstin = gstinFrom('29ABCPE1234F1Z');

/** A sole proprietor who gave no GSTIN and no CIN, with only the Aadhaar card on file. */
const soleProprietor: Partner = {
  _id: 'p1',
  personalEmail: 'meena@example.com',
  businessType: 'individual',
  name: 'Meena Iyer',
  mobileNo: '9876543210',
  companyName: 'Meena’s Kitchen',
  companyLocation: '4, Temple Street, Madurai, Tamil Nadu, India, 625001',
  aadharNo: 'XXXX XXXX 2346',
  servicesSelected: ['Caterer'],
  aadharUrl: '/api/partners/p1/documents/aadharCard',
};

const actionsOf = (partner: Partner) => {
  const profile = statusChecklist(partner)[0];
  return profile?.state === 'needs-action' ? profile.actions.map((action) => action.fix) : [];
};

describe('businessRequirements', () => {
  it('asks a company exactly what the specification asks', () => {
    for (const gstinGiven of [true, false]) {
      expect(businessRequirements('company', { gstinGiven })).toEqual({
        documents: {
          aadharCard: 'required',
          panCard: 'optional',
          gstCertificate: 'required',
          incorporationCertificate: 'required',
        },
        numbers: { gstNo: 'optional', cinNo: 'optional', llpinNo: 'notAsked' },
        routingNumbers: ['gstNo', 'cinNo'],
      });
    }
  });

  it.each(['individual', 'partnership'] as const)(
    'asks %s the Aadhaar card, PAN if they like, and the GST certificate only with a GSTIN',
    (type) => {
      const without = businessRequirements(type, { gstinGiven: false });
      expect(askedDocuments(without.documents)).toEqual(['aadharCard', 'panCard']);
      expect(without.documents.panCard).toBe('optional');
      expect(without.numbers).toEqual({
        gstNo: 'optional',
        cinNo: 'notAsked',
        llpinNo: 'notAsked',
      });
      expect(without.routingNumbers).toEqual([]);
      const withGstin = businessRequirements(type, { gstinGiven: true });
      expect(askedDocuments(withGstin.documents)).toEqual([
        'aadharCard',
        'panCard',
        'gstCertificate',
      ]);
      expect(withGstin.documents.gstCertificate).toBe('required');
    },
  );

  it('asks an LLP its certificate of incorporation and LLPIN, and no CIN', () => {
    const llp = businessRequirements('llp', { gstinGiven: false });
    expect(llp.documents).toEqual({
      aadharCard: 'required',
      panCard: 'optional',
      gstCertificate: 'notAsked',
      incorporationCertificate: 'required',
    });
    expect(llp.numbers).toEqual({ gstNo: 'optional', cinNo: 'notAsked', llpinNo: 'required' });
    expect(llp.routingNumbers).toEqual(['llpinNo']);
  });

  it('treats a partner without a type, or with one it does not know, as a company', () => {
    expect(partnerBusinessType({})).toBe('company');
    expect(partnerBusinessType({ businessType: null })).toBe('company');
    expect(partnerBusinessType({ businessType: 'trust' })).toBe('company');
    for (const type of businessTypes)
      expect(partnerBusinessType({ businessType: type })).toBe(type);
    expect(Object.keys(messages.businessTypes)).toEqual([...businessTypes]);
  });
});

describe('completeness by kind of business', () => {
  it('a sole proprietor without GSTIN and CIN is complete with the Aadhaar card alone', () => {
    expect(isProfileComplete(soleProprietor)).toBe(true);
    expect(hasRequiredProfile(soleProprietor)).toBe(true);
    expect(hasRequiredDocuments(soleProprietor)).toBe(true);
    expect(postLoginRoute(soleProprietor)).toBe('/status/p1');
    expect(verificationStage(soleProprietor)).toBe('waitingForKyc');
    expect(actionsOf(soleProprietor)).toEqual([]);
    expect(postLoginRoute({ ...soleProprietor, aadharUrl: null })).toBe('/dashboard/p1');
  });

  it('an individual who gives a GSTIN must upload the GST certificate', () => {
    const withGstin = { ...soleProprietor, gstNo: gstin };
    expect(hasRequiredDocuments(withGstin)).toBe(false);
    expect(postLoginRoute(withGstin)).toBe('/dashboard/p1');
    expect(verificationStage(withGstin)).toBe('documentsMissing');
    expect(actionsOf(withGstin)).toEqual([{ kind: 'document', document: 'gstCertificate' }]);
    const uploaded = { ...withGstin, gstCertificateUrl: '/g' };
    expect(postLoginRoute(uploaded)).toBe('/status/p1');
  });

  it('an LLP must give its LLPIN and certificate of incorporation, not a CIN or GST certificate', () => {
    const llp: Partner = { ...soleProprietor, businessType: 'llp' };
    expect(isProfileComplete(llp)).toBe(false);
    expect(hasRequiredProfile(llp)).toBe(false);
    expect(actionsOf(llp)).toEqual([
      { kind: 'profileField', field: 'llpinNo' },
      { kind: 'document', document: 'incorporationCertificate' },
    ]);
    const complete = { ...llp, llpinNo: 'AAB-1234', incorporationCertificateUrl: '/c' };
    expect(postLoginRoute(complete)).toBe('/status/p1');
    expect(verificationStage(complete)).toBe('waitingForKyc');
  });

  it('a company, and a partner without a type, needs the GSTIN, CIN and both certificates', () => {
    for (const businessType of ['company', undefined] as const) {
      const company: Partner = { ...soleProprietor, businessType };
      expect(postLoginRoute(company)).toBe('/dashboard/p1');
      expect(actionsOf(company)).toEqual([
        { kind: 'document', document: 'gstCertificate' },
        { kind: 'document', document: 'incorporationCertificate' },
      ]);
      const documents = { ...company, gstCertificateUrl: '/g', incorporationCertificateUrl: '/c' };
      // Reviewed without the numbers (the form's rule), routed to the form without them (rule 2).
      expect(verificationStage(documents)).toBe('waitingForKyc');
      expect(postLoginRoute(documents)).toBe('/dashboard/p1');
      expect(postLoginRoute({ ...documents, gstNo: gstin, cinNo: 'U12345KA2020PTC123456' })).toBe(
        '/status/p1',
      );
    }
  });
});

describe('the business type in forms, the update body and the draft', () => {
  it('checks an LLPIN as AAA-1234, saying the format', () => {
    expect(validateLlpin('')).toBeNull();
    expect(validateLlpin('AAB-1234')).toBeNull();
    for (const wrong of ['AAB1234', 'AA-1234', 'AAB-123', 'aab-1234', '123-ABCD']) {
      expect(validateLlpin(wrong), wrong).toBe('LLPIN must look like AAA-1234');
    }
  });

  it('asks the form for a type, and an LLP for its LLPIN', () => {
    const form = basicFormSchema.superRefine(requireBusinessNumbers);
    const values = {
      businessType: 'llp',
      name: 'Asha',
      phone: '9876543210',
      aadhaar: 'XXXX XXXX 2346',
      company: 'Asha LLP',
      service: ['Caterer'],
      gst: '',
      pan: '',
      cin: '',
      llpin: '',
    };
    expect(issuesOf(form, values)).toEqual([['llpin', messages.validation.required.llpin]]);
    expect(issuesOf(form, { ...values, llpin: 'aab-1234' })).toEqual([]);
    expect(issuesOf(form, { ...values, businessType: 'individual' })).toEqual([]);
    expect(issuesOf(form, { ...values, businessType: '', llpin: 'AAB-1234' })).toEqual([
      ['businessType', messages.validation.required.businessType],
    ]);
  });

  it('takes the type and LLPIN in the update body, both optional, and refuses an unknown type', () => {
    const body = {
      name: 'Asha',
      mobileNo: '9876543210',
      companyName: 'Asha LLP',
      companyLocation: '12B, MG Road',
      gstNo: '',
      cinNo: '',
      aadharNo: 'XXXX XXXX 2346',
      servicesSelected: ['Caterer'],
      latitude: 0,
      longitude: 0,
      personalEmail: 'asha@example.com',
    };
    expect(issuesOf(partnerUpdateSchema, body)).toEqual([]);
    expect(
      partnerUpdateSchema.parse({ ...body, businessType: 'llp', llpinNo: ' aab-1234 ' }),
    ).toMatchObject({ businessType: 'llp', llpinNo: 'AAB-1234' });
    expect(issuesOf(partnerUpdateSchema, { ...body, businessType: 'trust' })).toEqual([
      ['businessType', messages.validation.businessTypeUnknown],
    ]);
    expect(issuesOf(partnerUpdateSchema, { ...body, llpinNo: 'AAB123' })).toEqual([
      ['llpinNo', messages.validation.llpin],
    ]);
  });

  it('keeps the type and the LLPIN in the draft, or none chosen yet', () => {
    expect(registrationDraftSchema.parse({ businessType: 'individual', llpin: 'AA' })).toEqual({
      businessType: 'individual',
      llpin: 'AA',
    });
    expect(issuesOf(registrationDraftSchema, { businessType: '' })).toEqual([]);
    expect(issuesOf(registrationDraftSchema, { businessType: 'trust' })).toHaveLength(1);
  });
});

describe('businessTypeChecks', () => {
  const numbers = { state: null, gstNo: null, cinNo: null, llpinNo: null };
  const levels = (found: ReturnType<typeof businessTypeChecks>) =>
    Object.fromEntries(found.map((finding) => [finding.code, finding.level]));

  it('wants the PAN’s fourth letter of the type: P a person, F a firm or LLP, C a company', () => {
    const cases = [
      ['individual', 'AAAPE1234F'],
      ['partnership', 'AAAFE1234F'],
      ['llp', 'AAAFE1234F'],
      ['company', 'AAACE1234F'],
    ] as const;
    for (const [businessType, pan] of cases) {
      expect(levels(businessTypeChecks({ ...numbers, businessType, panNo: pan })), pan).toEqual({
        pan_business_type_mismatch: 'ok',
      });
      const other = `${pan.slice(0, 3)}${pan.charAt(3) === 'P' ? 'C' : 'P'}${pan.slice(4)}`;
      expect(businessTypeChecks({ ...numbers, businessType, panNo: other })).toEqual([
        expect.objectContaining({ code: 'pan_business_type_mismatch', level: 'problem' }),
      ]);
    }
    // The PAN inside a GSTIN counts when none is given.
    expect(
      levels(
        businessTypeChecks({ ...numbers, businessType: 'individual', gstNo: gstin, panNo: '' }),
      ),
    ).toEqual({ pan_business_type_mismatch: 'ok' });
  });

  it('finds a CIN given by anything but a company, and an LLPIN by anything but an LLP', () => {
    const cin = 'U12345KA2020PTC123456';
    for (const businessType of ['individual', 'partnership', 'llp'] as const) {
      expect(
        levels(businessTypeChecks({ ...numbers, businessType, panNo: null, cinNo: cin })),
      ).toEqual({ cin_business_type_mismatch: 'problem' });
    }
    expect(
      businessTypeChecks({ ...numbers, businessType: 'company', panNo: null, cinNo: cin }),
    ).toEqual([]);
    for (const businessType of ['individual', 'partnership', 'company', undefined] as const) {
      expect(
        levels(businessTypeChecks({ ...numbers, businessType, panNo: null, llpinNo: 'AAB-1234' })),
      ).toEqual({ llpin_business_type_mismatch: 'problem' });
    }
    expect(
      businessTypeChecks({ ...numbers, businessType: 'llp', panNo: null, llpinNo: 'AAB-1234' }),
    ).toEqual([]);
  });

  it('says nothing of a partner’s PAN or CIN when they chose no type', () => {
    expect(
      businessTypeChecks({ ...numbers, panNo: 'AAAPE1234F', cinNo: 'U12345KA2020PTC123456' }),
    ).toEqual([]);
  });
});
