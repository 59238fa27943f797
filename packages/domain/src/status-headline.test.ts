import { describe, expect, it } from 'vitest';
import type { Partner, ReviewField } from './partner';
import { statusChecklist } from './status-checklist';
import { statusHeadline } from './status-headline';

const rejectedAt = '2025-05-06T10:00:00.000Z';

/** A company's profile with every document: submitted by any business type's rules. */
const submitted: Partner = {
  _id: 'p-1',
  personalEmail: 'asha@example.com',
  name: 'Asha Rao',
  mobileNo: '9876543210',
  companyName: 'Asha Events',
  companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
  gstNo: '29ABCDE1234F1Z5',
  cinNo: 'U12345KA2020PTC123456',
  aadharNo: 'XXXX XXXX 2346',
  servicesSelected: ['Caterer'],
  aadharUrl: '/a',
  gstCertificateUrl: '/g',
  incorporationCertificateUrl: '/c',
};
/** The Aadhaar card is required of everyone: without it nothing is submitted. */
const notSubmitted: Partner = { ...submitted, aadharUrl: null };
const video = 'https://v.example/k.mp4';

const words = {
  notSubmitted: {
    message: 'Your registration is not submitted yet',
    detail: 'Fill in your details and upload your documents to send them for verification.',
  },
  downloadApp: {
    message: 'Download the Shata Partner app to complete your registration',
    detail: null,
  },
  complete: { message: 'All verifications completed!', detail: null },
  waiting: (detail: string) => ({ message: 'Please wait while we verify your details', detail }),
  rejected: (label: string) => ({
    message: `${label} was not approved.`,
    detail: 'Something needs your attention. See what to do below.',
  }),
};

describe('statusHeadline', () => {
  describe("the issue's contradictions", () => {
    it('before submission says it is not submitted, not "download the app"', () => {
      expect(statusHeadline(notSubmitted)).toMatchObject({
        percent: 10,
        ...words.notSubmitted,
        ringCaption: null,
      });
      expect(statusHeadline({ ...submitted, mobileNo: '' })).toMatchObject(words.notSubmitted);
    });

    it('after submitting everything without a recording, asks for the app (10 %)', () => {
      expect(statusHeadline(submitted)).toMatchObject({
        percent: 10,
        ...words.downloadApp,
        ringCaption: null,
      });
    });

    it('while company verification waits, the headline does not call it completed; the spec words it under the ring (70 %)', () => {
      const headline = statusHeadline({ ...submitted, videoUrl: video, kycStatus: 'AKYC' });
      expect(headline).toMatchObject({
        percent: 70,
        ...words.waiting('Now checking: your company details'),
        ringCaption: 'Company verification completed',
      });
    });

    it("captions the ring with the spec's 40 % message before submission too", () => {
      expect(statusHeadline({ ...notSubmitted, videoUrl: video })).toMatchObject({
        percent: 40,
        ...words.notSubmitted,
        ringCaption: 'Online KYC completed',
      });
    });

    it('leads with a company verification just turned down (70 %)', () => {
      expect(
        statusHeadline({
          ...submitted,
          videoUrl: video,
          kycStatus: 'AKYC',
          cvStatus: 'rejected',
          rejections: [{ target: 'cvStatus', reason: 'Name differs.', rejectedAt }],
        }),
      ).toMatchObject({
        percent: 70,
        ...words.rejected('Company verification'),
        ringCaption: null,
      });
    });
  });

  it.each([
    {
      stage: 'the KYC check',
      fields: { videoUrl: video },
      percent: 40,
      detail: 'your Video KYC recording',
      ringCaption: 'Online KYC completed',
    },
    {
      stage: 'company verification',
      fields: { videoUrl: video, kycStatus: 'AKYC' },
      percent: 70,
      detail: 'your company details',
      ringCaption: 'Company verification completed',
    },
    {
      stage: 'in-person verification',
      fields: { videoUrl: video, kycStatus: 'AKYC', cvStatus: 'ACV' },
      percent: 90,
      detail: 'your in-person verification',
      ringCaption: 'Company verification approved',
    },
    {
      stage: 'final approval',
      fields: { videoUrl: video, kycStatus: 'AKYC', cvStatus: 'ACV', ipvStatus: 'approved' },
      percent: 90,
      detail: 'your registration, for final approval',
      ringCaption: 'Company verification approved',
    },
  ])(
    "once submitted, asks to wait and names $stage as checked, under the ring's '$ringCaption'",
    ({ fields, percent, detail, ringCaption }) => {
      expect(statusHeadline({ ...submitted, ...fields })).toMatchObject({
        percent,
        ...words.waiting(`Now checking: ${detail}`),
        ringCaption,
      });
    },
  );

  it('says all verifications are completed at 100 %', () => {
    const approved = {
      kycStatus: 'AKYC',
      cvStatus: 'ACV',
      ipvStatus: 'approved',
      status: 'approved',
    };
    expect(statusHeadline({ ...submitted, videoUrl: video, ...approved })).toMatchObject({
      percent: 100,
      situation: { kind: 'complete' },
      ...words.complete,
      ringCaption: null,
    });
  });

  it('leads with a document turned down, submitted or not', () => {
    const gstRejected: Partner = {
      ...submitted,
      videoUrl: video,
      gstCertificateUrl: null,
      rejections: [{ target: 'gstCertificate', reason: 'Expired.', rejectedAt }],
    };
    const expected = {
      message: 'Your GST certificate document was not accepted. Please upload it again.',
      detail: 'Something needs your attention. See what to do below.',
      situation: { kind: 'documentRejected', document: 'gstCertificate' },
    };
    expect(statusHeadline(gstRejected)).toMatchObject(expected);
    // PAN is optional: turned down, the partner is still submitted, and still told.
    expect(
      statusHeadline({
        ...submitted,
        videoUrl: video,
        kycStatus: 'AKYC',
        rejections: [{ target: 'panCard', reason: 'Blurred.', rejectedAt }],
      }),
    ).toMatchObject({ message: 'Your PAN document was not accepted. Please upload it again.' });
    // A refused verification comes first.
    expect(statusHeadline({ ...gstRejected, kycStatus: 'rejected' }).message).toBe(
      'KYC check was not approved.',
    );
  });

  describe('every combination of statuses, submitted or not, with a recording or not', () => {
    const fields = ['kycStatus', 'cvStatus', 'ipvStatus', 'status'] as const;
    const approvedCode = {
      kycStatus: 'AKYC',
      cvStatus: 'ACV',
      ipvStatus: 'approved',
      status: 'approved',
    };
    const labels = {
      kycStatus: 'KYC check',
      cvStatus: 'Company verification',
      ipvStatus: 'In-person verification',
      status: 'Final approval',
    } satisfies Record<ReviewField, string>;
    const checking = {
      kycStatus: 'Now checking: your Video KYC recording',
      cvStatus: 'Now checking: your company details',
      ipvStatus: 'Now checking: your in-person verification',
      status: 'Now checking: your registration, for final approval',
    } satisfies Record<ReviewField, string>;
    const values = (field: ReviewField) => [null, approvedCode[field], 'rejected'];

    const cases = values('kycStatus').flatMap((kycStatus) =>
      values('cvStatus').flatMap((cvStatus) =>
        values('ipvStatus').flatMap((ipvStatus) =>
          values('status').flatMap((status) =>
            [true, false].flatMap((isSubmitted) =>
              [true, false].map((withVideo) => ({
                statuses: { kycStatus, cvStatus, ipvStatus, status },
                isSubmitted,
                withVideo,
              })),
            ),
          ),
        ),
      ),
    );

    /** The rule, in its order of precedence. */
    function expectedWords({ statuses, isSubmitted, withVideo }: (typeof cases)[number]) {
      const rejected = fields.find((field) => statuses[field] === 'rejected');
      if (rejected) return words.rejected(labels[rejected]);
      const pending = fields.find((field) => statuses[field] !== approvedCode[field]);
      if (!pending) return words.complete;
      if (!isSubmitted) return words.notSubmitted;
      if (pending === 'kycStatus' && !withVideo) return words.downloadApp;
      return words.waiting(checking[pending]);
    }

    /** The spec's table: the last row that matches. */
    function expectedPercent({ statuses, withVideo }: (typeof cases)[number]) {
      if (statuses.ipvStatus === 'approved' && statuses.status === 'approved') return 100;
      if (statuses.cvStatus === 'ACV') return 90;
      if (statuses.kycStatus === 'AKYC') return 70;
      return withVideo ? 40 : 10;
    }

    /** The spec's message of the ring's row at 40, 70 and 90 %, unless a verification is refused. */
    function expectedCaption(testCase: (typeof cases)[number]) {
      if (fields.some((field) => testCase.statuses[field] === 'rejected')) return null;
      const spec: Partial<Record<number, string>> = {
        40: 'Online KYC completed',
        70: 'Company verification completed',
        90: 'Company verification approved',
      };
      return spec[expectedPercent(testCase)] ?? null;
    }

    it('has 324 cases', () => expect(cases).toHaveLength(3 ** 4 * 2 * 2));

    it.each(cases)(
      'kyc $statuses.kycStatus, cv $statuses.cvStatus, ipv $statuses.ipvStatus, status $statuses.status, submitted $isSubmitted, video $withVideo',
      (testCase) => {
        const partner: Partner = {
          ...(testCase.isSubmitted ? submitted : notSubmitted),
          ...testCase.statuses,
          videoUrl: testCase.withVideo ? video : null,
        };
        const headline = statusHeadline(partner);
        expect({ message: headline.message, detail: headline.detail }).toEqual(
          expectedWords(testCase),
        );
        expect(headline.percent).toBe(expectedPercent(testCase));
        expect(headline.ringCaption).toBe(expectedCaption(testCase));
        // While the partner waits, the checklist shows the same step waiting for our team.
        if (headline.situation.kind === 'waiting') {
          const { step } = headline.situation;
          expect(statusChecklist(partner).find((item) => item.step === step)?.state).toBe(
            'waiting',
          );
        }
      },
    );
  });
});
