import { describe, expect, it } from 'vitest';
import type { Partner } from './partner';
import {
  hasStatus,
  isFullyApproved,
  progressMilestones,
  registrationProgress,
  statusCodes,
} from './verification';

const approved = {
  ipvStatus: 'approved',
  kycStatus: 'AKYC',
  cvStatus: 'ACV',
  status: 'approved',
};

describe('status codes', () => {
  it('are AKYC, ACV, approved, and rejected for refusals', () => {
    expect(statusCodes).toEqual({
      kycApproved: 'AKYC',
      companyVerificationApproved: 'ACV',
      approved: 'approved',
      rejected: 'rejected',
    });
  });

  it('compare ignoring case and surrounding spaces; missing never matches', () => {
    expect(hasStatus('akyc', 'AKYC')).toBe(true);
    expect(hasStatus(' Approved ', 'approved')).toBe(true);
    expect(hasStatus('approve', 'approved')).toBe(false);
    expect(hasStatus('', 'approved')).toBe(false);
    expect(hasStatus(null, 'approved')).toBe(false);
    expect(hasStatus(undefined, 'approved')).toBe(false);
  });
});

describe('isFullyApproved', () => {
  it('is true when all four statuses are approved', () => {
    expect(isFullyApproved(approved)).toBe(true);
  });

  it('ignores case', () => {
    expect(
      isFullyApproved({
        ipvStatus: 'APPROVED',
        kycStatus: 'akyc',
        cvStatus: 'Acv',
        status: 'Approved',
      }),
    ).toBe(true);
  });

  it('is false when any one status is missing or different', () => {
    for (const key of ['ipvStatus', 'kycStatus', 'cvStatus', 'status'] as const) {
      expect(isFullyApproved({ ...approved, [key]: undefined })).toBe(false);
      expect(isFullyApproved({ ...approved, [key]: null })).toBe(false);
      expect(isFullyApproved({ ...approved, [key]: 'rejected' })).toBe(false);
    }
  });

  it('does not accept one status code for another', () => {
    expect(isFullyApproved({ ...approved, kycStatus: 'ACV', cvStatus: 'AKYC' })).toBe(false);
    expect(isFullyApproved({ ...approved, kycStatus: 'approved' })).toBe(false);
  });

  it('is false for no partner', () => {
    expect(isFullyApproved(null)).toBe(false);
    expect(isFullyApproved(undefined)).toBe(false);
  });
});

describe('registrationProgress', () => {
  const base: Partner = { _id: 'p1', personalEmail: 'p@example.com' };
  const video = 'https://videos.example.com/kyc.mp4';

  it('uses the milestones 10, 40, 70, 90, 100', () => {
    expect(progressMilestones).toEqual([10, 40, 70, 90, 100]);
  });

  it('row 1: no video yet gives 10 and the app prompt', () => {
    expect(registrationProgress(base)).toEqual({
      percent: 10,
      message: 'Download the Shata Partner app to complete your registration',
    });
    expect(registrationProgress({ ...base, videoUrl: '  ' }).percent).toBe(10);
    expect(registrationProgress({ ...base, videoUrl: null }).percent).toBe(10);
  });

  it('row 2: a video gives 40, online KYC completed', () => {
    expect(registrationProgress({ ...base, videoUrl: video })).toEqual({
      percent: 40,
      message: 'Online KYC completed',
    });
  });

  it('row 3: KYC approved gives 70', () => {
    expect(registrationProgress({ ...base, videoUrl: video, kycStatus: 'AKYC' })).toEqual({
      percent: 70,
      message: 'Company verification completed',
    });
  });

  it('row 4: company verification approved gives 90', () => {
    expect(
      registrationProgress({ ...base, videoUrl: video, kycStatus: 'AKYC', cvStatus: 'ACV' }),
    ).toEqual({ percent: 90, message: 'Company verification approved' });
  });

  it('row 5: in-person verification and status approved give 100', () => {
    expect(registrationProgress({ ...base, videoUrl: video, ...approved })).toEqual({
      percent: 100,
      message: 'All verifications completed!',
    });
  });

  it('row 5 needs both ipvStatus and status', () => {
    const partner = { ...base, videoUrl: video, kycStatus: 'AKYC', cvStatus: 'ACV' };
    expect(registrationProgress({ ...partner, ipvStatus: 'approved' }).percent).toBe(90);
    expect(registrationProgress({ ...partner, status: 'approved' }).percent).toBe(90);
  });

  it('compares statuses ignoring case', () => {
    expect(registrationProgress({ ...base, videoUrl: video, kycStatus: 'akyc' }).percent).toBe(70);
    expect(registrationProgress({ ...base, videoUrl: video, cvStatus: 'acv' }).percent).toBe(90);
    expect(
      registrationProgress({ ...base, videoUrl: video, ipvStatus: 'APPROVED', status: 'Approved' })
        .percent,
    ).toBe(100);
  });

  it('later rows win without requiring the earlier ones', () => {
    expect(registrationProgress({ ...base, kycStatus: 'AKYC' })).toEqual({
      percent: 70,
      message: 'Company verification completed',
    });
    expect(registrationProgress({ ...base, videoUrl: video, cvStatus: 'ACV' }).percent).toBe(90);
    expect(
      registrationProgress({ ...base, videoUrl: video, ipvStatus: 'approved', status: 'approved' })
        .percent,
    ).toBe(100);
    expect(registrationProgress({ ...base, ...approved })).toEqual({
      percent: 100,
      message: 'All verifications completed!',
    });
  });

  it('an earlier row does not override a later one', () => {
    // KYC approved (row 3) and company verification approved (row 4): row 4 wins.
    expect(
      registrationProgress({ ...base, videoUrl: video, kycStatus: 'AKYC', cvStatus: 'ACV' })
        .message,
    ).toBe('Company verification approved');
  });

  it('ignores rejected statuses', () => {
    expect(
      registrationProgress({ ...base, videoUrl: video, kycStatus: 'rejected', status: 'rejected' })
        .percent,
    ).toBe(40);
  });
});
