import { describe, expect, it } from 'vitest';
import type { Partner, PartnerRejection } from './partner';
import {
  type ChecklistItem,
  checklistSteps,
  firstRejectedVerification,
  linkedProfileField,
  profileFieldAction,
  profileFieldAnchorId,
  profileFieldPath,
  statusChecklist,
} from './status-checklist';

const rejectedAt = '2025-05-06T10:00:00.000Z';

const submitted: Partner = {
  _id: 'p-1',
  personalEmail: 'asha@example.com',
  name: 'Asha Rao',
  mobileNo: '9876543210',
  companyName: 'Asha Events',
  companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
  aadharNo: 'XXXX XXXX 2346',
  servicesSelected: ['Caterer'],
  aadharUrl: '/a',
  gstCertificateUrl: '/g',
  incorporationCertificateUrl: '/c',
};
const recorded = { ...submitted, videoUrl: 'https://v.example/k.mp4' };
const kycApproved = { ...recorded, kycStatus: 'AKYC' };
const companyApproved = { ...kycApproved, cvStatus: 'ACV' };
const inPersonApproved = { ...companyApproved, ipvStatus: 'approved' };
const fullyApproved = { ...inPersonApproved, status: 'approved' };

const states = (partner: Partner) =>
  Object.fromEntries(statusChecklist(partner).map((item) => [item.step, item.state]));

const item = (partner: Partner, step: ChecklistItem['step']) =>
  statusChecklist(partner).find((entry) => entry.step === step);

const rejection = (target: PartnerRejection['target'], reason: string): PartnerRejection => ({
  target,
  reason,
  rejectedAt,
});

describe('statusChecklist', () => {
  it('lists the six stages in approval order', () => {
    expect(statusChecklist(submitted).map((entry) => entry.step)).toEqual([...checklistSteps]);
    expect(checklistSteps).toEqual([
      'profile',
      'videoKyc',
      'kyc',
      'companyVerification',
      'inPersonVerification',
      'finalApproval',
    ]);
  });

  it.each([
    {
      case: 'submitted, no recording yet',
      partner: submitted,
      expected: [
        'done',
        'needs-action',
        'not-started',
        'not-started',
        'not-started',
        'not-started',
      ],
    },
    {
      case: 'recording in',
      partner: recorded,
      expected: ['done', 'done', 'waiting', 'not-started', 'not-started', 'not-started'],
    },
    {
      case: 'KYC approved',
      partner: kycApproved,
      expected: ['done', 'done', 'done', 'waiting', 'not-started', 'not-started'],
    },
    {
      case: 'company verified',
      partner: companyApproved,
      expected: ['done', 'done', 'done', 'done', 'waiting', 'not-started'],
    },
    {
      case: 'in-person verified',
      partner: inPersonApproved,
      expected: ['done', 'done', 'done', 'done', 'done', 'waiting'],
    },
    {
      case: 'fully approved',
      partner: fullyApproved,
      expected: ['done', 'done', 'done', 'done', 'done', 'done'],
    },
  ])('moves stage by stage: $case', ({ partner, expected }) => {
    expect(statusChecklist(partner).map((entry) => entry.state)).toEqual(expected);
  });

  it('reads statuses as login does, ignoring case and spaces', () => {
    expect(states({ ...recorded, kycStatus: ' akyc ', cvStatus: 'acv' })).toMatchObject({
      kyc: 'done',
      companyVerification: 'done',
      inPersonVerification: 'waiting',
    });
  });

  it('asks for the app while there is no recording, blank counting as none', () => {
    expect(item({ ...submitted, videoUrl: '  ' }, 'videoKyc')).toEqual({
      step: 'videoKyc',
      state: 'needs-action',
      actions: [{ fix: { kind: 'partnerApp' }, cause: 'missing', reason: null }],
    });
  });

  describe('profile and documents', () => {
    it('names each missing required field in form order, with the field to fill', () => {
      const partner = { ...recorded, name: ' ', servicesSelected: [], companyLocation: null };
      expect(item(partner, 'profile')).toEqual({
        step: 'profile',
        state: 'needs-action',
        actions: [
          { fix: { kind: 'profileField', field: 'name' }, cause: 'missing', reason: null },
          {
            fix: { kind: 'profileField', field: 'companyLocation' },
            cause: 'missing',
            reason: null,
          },
          {
            fix: { kind: 'profileField', field: 'servicesSelected' },
            cause: 'missing',
            reason: null,
          },
        ],
      });
    });

    it('does not ask for GST and CIN numbers or the PAN document, which are optional', () => {
      expect(item({ ...recorded, gstNo: null, cinNo: '', panCardUrl: null }, 'profile')).toEqual({
        step: 'profile',
        state: 'done',
      });
    });

    it.each(['aadharCard', 'gstCertificate', 'incorporationCertificate'] as const)(
      'asks for the required %s document when it is not uploaded',
      (document) => {
        const urlField = {
          aadharCard: 'aadharUrl',
          gstCertificate: 'gstCertificateUrl',
          incorporationCertificate: 'incorporationCertificateUrl',
        }[document];
        expect(item({ ...recorded, [urlField]: null }, 'profile')).toEqual({
          step: 'profile',
          state: 'needs-action',
          actions: [{ fix: { kind: 'document', document }, cause: 'missing', reason: null }],
        });
      },
    );

    it.each(['aadharCard', 'panCard', 'gstCertificate', 'incorporationCertificate'] as const)(
      'asks for the %s document turned down, with the reason',
      (document) => {
        const partner = {
          ...kycApproved,
          rejections: [rejection(document, 'The scan is unreadable.')],
        };
        expect(item(partner, 'profile')).toEqual({
          step: 'profile',
          state: 'needs-action',
          actions: [
            {
              fix: { kind: 'document', document },
              cause: 'rejected',
              reason: 'The scan is unreadable.',
            },
          ],
        });
        // Operators go on with the rest meanwhile.
        expect(states(partner)).toMatchObject({ kyc: 'done', companyVerification: 'waiting' });
      },
    );

    it('lists fields before documents, and documents in wizard order', () => {
      const partner = {
        ...recorded,
        mobileNo: '',
        incorporationCertificateUrl: null,
        rejections: [rejection('gstCertificate', 'Expired.'), rejection('aadharCard', 'Blurred.')],
      };
      const profile = item(partner, 'profile');
      expect(profile?.state === 'needs-action' && profile.actions.map(({ fix }) => fix)).toEqual([
        { kind: 'profileField', field: 'mobileNo' },
        { kind: 'document', document: 'aadharCard' },
        { kind: 'document', document: 'gstCertificate' },
        { kind: 'document', document: 'incorporationCertificate' },
      ]);
    });
  });

  describe('a verification turned down', () => {
    it('puts a refused Video KYC on the recording, fixed in the app, and holds the KYC check', () => {
      const partner = {
        ...recorded,
        kycStatus: 'rejected',
        rejections: [rejection('kycStatus', 'Face not visible.')],
      };
      expect(statusChecklist(partner).slice(1, 4)).toEqual([
        {
          step: 'videoKyc',
          state: 'needs-action',
          actions: [
            { fix: { kind: 'partnerApp' }, cause: 'rejected', reason: 'Face not visible.' },
          ],
        },
        { step: 'kyc', state: 'not-started' },
        { step: 'companyVerification', state: 'not-started' },
      ]);
    });

    it.each([
      {
        field: 'cvStatus',
        step: 'companyVerification',
        partner: kycApproved,
        fix: { kind: 'profileField', field: 'companyName' },
      },
      {
        field: 'ipvStatus',
        step: 'inPersonVerification',
        partner: companyApproved,
        fix: { kind: 'support' },
      },
      {
        field: 'status',
        step: 'finalApproval',
        partner: inPersonApproved,
        fix: { kind: 'support' },
      },
    ] as const)('asks for action on a refused $step, with its reason and fix', (example) => {
      const partner = {
        ...example.partner,
        [example.field]: 'Rejected',
        rejections: [rejection(example.field, 'Details do not match.')],
      };
      const checklist = statusChecklist(partner);
      const index = checklist.findIndex((entry) => entry.step === example.step);
      expect(checklist[index]).toEqual({
        step: example.step,
        state: 'needs-action',
        actions: [{ fix: example.fix, cause: 'rejected', reason: 'Details do not match.' }],
      });
      expect(checklist.slice(0, index).every((entry) => entry.state === 'done')).toBe(true);
      expect(checklist.slice(index + 1).every((entry) => entry.state === 'not-started')).toBe(true);
    });

    it('still asks for action when the refusal has no reason on record', () => {
      expect(item({ ...kycApproved, cvStatus: 'rejected' }, 'companyVerification')).toEqual({
        step: 'companyVerification',
        state: 'needs-action',
        actions: [
          {
            fix: { kind: 'profileField', field: 'companyName' },
            cause: 'rejected',
            reason: null,
          },
        ],
      });
    });
  });
});

describe('firstRejectedVerification', () => {
  it.each([
    [{}, undefined],
    [{ kycStatus: 'AKYC', cvStatus: 'rejected' }, 'cvStatus'],
    [{ kycStatus: 'REJECTED', status: 'rejected' }, 'kycStatus'],
    [{ ipvStatus: 'rejected', status: 'rejected' }, 'ipvStatus'],
    [{ status: ' rejected ' }, 'status'],
  ] as const)('finds the first refusal in approval order in %j', (partner, expected) => {
    expect(firstRejectedVerification(partner)).toBe(expected);
  });
});

describe('profileFieldPath', () => {
  it('opens the registration form at the field', () => {
    expect(profileFieldAnchorId('companyName')).toBe('profile-companyName');
    expect(profileFieldPath('p 1', 'mobileNo')).toBe('/dashboard/p%201#profile-mobileNo');
  });
});

describe('linkedProfileField and profileFieldAction', () => {
  it('reads the field a link points at, and nothing else', () => {
    expect(linkedProfileField('#profile-companyName')).toBe('companyName');
    expect(linkedProfileField('profile-mobileNo')).toBe('mobileNo');
    expect(linkedProfileField('#profile-gstNo')).toBeUndefined();
    expect(linkedProfileField('#document-panCard')).toBeUndefined();
  });

  it('gives what an operator said of a field, or that it is missing', () => {
    const rejected: Parameters<typeof profileFieldAction>[0] = {
      name: 'Asha',
      mobileNo: '9876543210',
      companyName: 'Asha Events',
      companyLocation: 'Bengaluru',
      aadharNo: 'XXXX XXXX 2346',
      servicesSelected: ['Caterer'],
      aadharUrl: '/a',
      gstCertificateUrl: '/g',
      incorporationCertificateUrl: '/c',
      videoUrl: 'https://video.example/1',
      kycStatus: 'approved',
      cvStatus: 'rejected',
      rejections: [{ target: 'cvStatus', reason: 'Name differs from GST', rejectedAt: '' }],
    };
    expect(profileFieldAction(rejected, 'companyName')).toMatchObject({
      cause: 'rejected',
      reason: 'Name differs from GST',
    });
    expect(profileFieldAction(rejected, 'name')).toBeUndefined();
    expect(profileFieldAction({ ...rejected, name: '' }, 'name')).toMatchObject({
      cause: 'missing',
    });
  });
});
