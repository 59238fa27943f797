import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import type { Partner } from './partner';
import {
  approvalOrderMessages,
  approvalRefusal,
  decisionPermission,
  decisionWords,
  documentRejectionSchema,
  isDecisionTaken,
  isSubmittedStage,
  partnerQueueQuerySchema,
  reviewDecisionSchema,
  reviewFieldNames,
  reviewFields,
  type VerificationStage,
  verificationStage,
  verificationStages,
  videoUrlSchema,
  waitingTime,
} from './review';
import { issuesOf } from './test-helpers';

const registered: Partner = {
  _id: 'p-1',
  personalEmail: 'asha@example.com',
  name: 'Asha Rao',
  mobileNo: '9876543210',
  companyName: 'Asha Events',
  companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
  gstNo: '27AAPFU0939F1ZV',
  cinNo: 'L17110MH1973PLC019786',
  aadharNo: 'XXXX XXXX 2346',
  servicesSelected: ['Caterer'],
  aadharUrl: '/a',
  gstCertificateUrl: '/g',
  incorporationCertificateUrl: '/c',
};

describe('approvalRefusal', () => {
  const order = approvalOrderMessages;
  const video = { ...registered, videoUrl: 'https://v.example/k.mp4' };
  const kyc = { ...video, kycStatus: 'AKYC' };
  const company = { ...kyc, cvStatus: 'ACV' };
  const inPerson = { ...company, ipvStatus: 'approved' };

  it('lets each verification be approved only after the one before it', () => {
    expect(approvalRefusal(registered, 'kycStatus')).toBe(order.kycStatus);
    expect(approvalRefusal({ ...registered, videoUrl: '  ' }, 'kycStatus')).toBe(order.kycStatus);
    expect(approvalRefusal(video, 'kycStatus')).toBeUndefined();
    expect(approvalRefusal(video, 'cvStatus')).toBe(order.cvStatus);
    expect(approvalRefusal(kyc, 'cvStatus')).toBeUndefined();
    expect(approvalRefusal(kyc, 'ipvStatus')).toBe(order.ipvStatus);
    expect(approvalRefusal(company, 'ipvStatus')).toBeUndefined();
    expect(approvalRefusal(company, 'status')).toBe(order.status);
    expect(approvalRefusal(inPerson, 'status')).toBeUndefined();
  });

  it('holds a later approval back while an earlier verification is turned down', () => {
    expect(approvalRefusal({ ...company, kycStatus: 'rejected' }, 'cvStatus')).toBe(order.cvStatus);
  });
});

describe('verificationStage', () => {
  it.each([
    ['profileIncomplete', { _id: 'p-1', personalEmail: 'a@example.com' }],
    ['profileIncomplete', { ...registered, servicesSelected: [] }],
    ['documentsMissing', { ...registered, gstCertificateUrl: null }],
    ['waitingForKyc', registered],
    ['waitingForKyc', { ...registered, gstNo: null, cinNo: '' }],
    ['waitingForKyc', { ...registered, videoUrl: 'https://v.example/k.mp4' }],
    ['companyVerification', { ...registered, videoUrl: 'v', kycStatus: 'akyc' }],
    ['inPersonVerification', { ...registered, kycStatus: 'AKYC', cvStatus: 'ACV' }],
    [
      'inPersonVerification',
      { ...registered, kycStatus: 'AKYC', cvStatus: 'ACV', ipvStatus: 'approved' },
    ],
    [
      'approved',
      {
        ...registered,
        kycStatus: 'AKYC',
        cvStatus: 'ACV',
        ipvStatus: 'approved',
        status: 'Approved',
      },
    ],
    ['rejected', { ...registered, kycStatus: 'rejected' }],
    ['rejected', { ...registered, kycStatus: 'AKYC', cvStatus: 'ACV', status: 'REJECTED' }],
  ] satisfies [VerificationStage, Partner][])('is %s for %o', (stage, partner) => {
    expect(verificationStage(partner)).toBe(stage);
  });
});

describe('reviewFields', () => {
  it('approve KYC with AKYC, company verification with ACV, the rest with approved', () => {
    expect(reviewFields).toEqual({
      kycStatus: 'AKYC',
      cvStatus: 'ACV',
      ipvStatus: 'approved',
      status: 'approved',
    });
  });
});

describe('reviewDecisionSchema', () => {
  it('approves without a reason and refuses to reject without one', () => {
    expect(issuesOf(reviewDecisionSchema, { decision: 'approve' })).toEqual([]);
    expect(issuesOf(reviewDecisionSchema, { decision: 'reject', reason: 'Blurred photo' })).toEqual(
      [],
    );
    expect(issuesOf(reviewDecisionSchema, { decision: 'reject' })).toEqual([
      ['reason', 'Give a reason for turning this down.'],
    ]);
    expect(issuesOf(reviewDecisionSchema, { decision: 'reject', reason: '   ' })).toEqual([
      ['reason', 'Give a reason for turning this down.'],
    ]);
    expect(issuesOf(reviewDecisionSchema, { decision: 'maybe' })[0]?.[1]).toBe(
      "Decision must be 'approve' or 'reject'",
    );
  });
});

describe('decisions taken meanwhile', () => {
  it('takes a decision only over the value it names, undecided when it names none', () => {
    const approve = { decision: 'approve' } as const;
    expect(isDecisionTaken(null, approve)).toBe(false);
    expect(isDecisionTaken('  ', { ...approve, from: null })).toBe(false);
    expect(isDecisionTaken('AKYC', approve)).toBe(true);
    expect(isDecisionTaken('rejected', approve)).toBe(true);
    expect(isDecisionTaken(' Rejected ', { ...approve, from: 'rejected' })).toBe(false);
    expect(isDecisionTaken(null, { ...approve, from: 'rejected' })).toBe(true);
    expect(issuesOf(reviewDecisionSchema, { ...approve, from: 42 })).toEqual([
      ['from', messages.review.decisionFromInvalid],
    ]);
  });

  it('names the decision found in words, and keeps the final one for approvers', () => {
    expect(decisionWords('kycStatus', 'AKYC')).toBe('KYC approved');
    expect(decisionWords('cvStatus', 'rejected')).toBe('Company verification not approved');
    expect(decisionWords('status', null)).toBe('Final approval not decided yet');
    expect(reviewFieldNames.map(decisionPermission)).toEqual([
      'review',
      'review',
      'review',
      'finalApproval',
    ]);
  });
});

describe('documentRejectionSchema and videoUrlSchema', () => {
  it('need a reason, and a web address for the video', () => {
    expect(issuesOf(documentRejectionSchema, {})).toEqual([
      ['reason', 'Give a reason for turning this down.'],
    ]);
    expect(issuesOf(videoUrlSchema, { videoUrl: 'https://kyc.example/v/42' })).toEqual([]);
    expect(issuesOf(videoUrlSchema, { videoUrl: 'javascript:alert(1)' })).toEqual([
      ['videoUrl', 'Video URL must be an http:// or https:// address'],
    ]);
  });
});

describe('partnerQueueQuerySchema', () => {
  it('defaults to the first page of 20 and refuses unknown stages and page sizes over 100', () => {
    expect(partnerQueueQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'submitted',
      assignee: 'mineAndUnassigned',
    });
    expect(
      partnerQueueQuerySchema.parse({ stage: 'waitingForKyc', page: '3', q: ' asha ' }),
    ).toEqual({
      stage: 'waitingForKyc',
      page: 3,
      pageSize: 20,
      q: 'asha',
      sort: 'submitted',
      assignee: 'mineAndUnassigned',
    });
    expect(issuesOf(partnerQueueQuerySchema, { pageSize: '101' })).toEqual([
      ['pageSize', 'Page size must be a whole number from 1 to 100'],
    ]);
    expect(issuesOf(partnerQueueQuerySchema, { stage: 'sleeping' })[0]?.[0]).toBe('stage');
  });

  it('sorts by time in stage and filters the overdue, on request', () => {
    expect(partnerQueueQuerySchema.parse({ sort: 'timeInStage', overdue: 'true' })).toEqual(
      expect.objectContaining({ sort: 'timeInStage', overdue: true }),
    );
    expect(partnerQueueQuerySchema.parse({ overdue: 'false' }).overdue).toBe(false);
    expect(partnerQueueQuerySchema.parse({ assignee: 'everyone' }).assignee).toBe('everyone');
    expect(issuesOf(partnerQueueQuerySchema, { assignee: 'theirs' })).toEqual([
      ['assignee', messages.review.assigneeFilterUnknown],
    ]);
    expect(issuesOf(partnerQueueQuerySchema, { sort: 'name', overdue: 'yes' })).toEqual([
      ['overdue', "Overdue must be 'true' or 'false'"],
      ['sort', "Sort must be 'submitted' or 'timeInStage'"],
    ]);
  });
});

describe('isSubmittedStage', () => {
  it('counts every stage from waiting for KYC on as submitted', () => {
    expect(verificationStages.filter(isSubmittedStage)).toEqual([
      'waitingForKyc',
      'companyVerification',
      'inPersonVerification',
      'approved',
      'rejected',
    ]);
  });
});

describe('waitingTime', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');

  it('counts whole hours under a day, whole days from then on', () => {
    expect(waitingTime('2026-03-10T11:30:00.000Z', now)).toEqual({ unit: 'lessThanHour' });
    expect(waitingTime('2026-03-10T11:00:00.000Z', now)).toEqual({ unit: 'hours', count: 1 });
    expect(waitingTime('2026-03-09T12:00:01.000Z', now)).toEqual({ unit: 'hours', count: 23 });
    expect(waitingTime('2026-03-09T12:00:00.000Z', now)).toEqual({ unit: 'days', count: 1 });
    expect(waitingTime('2026-02-28T10:00:00.000Z', now)).toEqual({ unit: 'days', count: 10 });
  });

  it('has none before submission, and none for a date it cannot read', () => {
    expect(waitingTime(null, now)).toBeNull();
    expect(waitingTime('soon', now)).toBeNull();
    // A clock a little behind the server's: not a negative wait.
    expect(waitingTime('2026-03-10T12:05:00.000Z', now)).toEqual({ unit: 'lessThanHour' });
  });
});
