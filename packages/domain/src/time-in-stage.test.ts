import { describe, expect, it } from 'vitest';
import { awaitedStep, timeInStage } from './time-in-stage';

const withVideo = { videoUrl: 'https://video.example/kyc/1', ipvStatus: null };
const expectedWaits = { kyc: 1, companyVerification: 2, inPersonVerification: 5, finalApproval: 1 };

describe('awaitedStep', () => {
  it('names the operators step of each stage that waits on them', () => {
    expect(awaitedStep('waitingForKyc', withVideo)).toBe('kyc');
    expect(awaitedStep('companyVerification', withVideo)).toBe('companyVerification');
    expect(awaitedStep('inPersonVerification', withVideo)).toBe('inPersonVerification');
    expect(awaitedStep('inPersonVerification', { ...withVideo, ipvStatus: ' Approved ' })).toBe(
      'finalApproval',
    );
  });

  it('is null while the partner has something to do, and once verification is over', () => {
    expect(awaitedStep('waitingForKyc', { videoUrl: '  ', ipvStatus: null })).toBeNull();
    for (const stage of [
      'profileIncomplete',
      'documentsMissing',
      'approved',
      'rejected',
    ] as const) {
      expect(awaitedStep(stage, withVideo)).toBeNull();
    }
  });
});

describe('timeInStage', () => {
  const since = new Date('2026-11-23T10:00:00+05:30');
  const clock = (now: string, holidays: string[] = []) => ({
    now: new Date(now),
    holidays,
    expectedWaits,
  });

  it('counts working days and marks a wait past the step’s expected days', () => {
    expect(timeInStage(since, 'kyc', clock('2026-11-25T09:00:00+05:30'))).toEqual({
      since: since.toISOString(),
      workingDays: 2,
      awaitedStep: 'kyc',
      expectedDays: 1,
      overdue: true,
    });
    expect(timeInStage(since, 'companyVerification', clock('2026-11-25T09:00:00+05:30'))).toEqual(
      expect.objectContaining({ workingDays: 2, expectedDays: 2, overdue: false }),
    );
  });

  it('gives the holidays back', () => {
    expect(timeInStage(since, 'kyc', clock('2026-11-25T09:00:00+05:30', ['2026-11-24']))).toEqual(
      expect.objectContaining({ workingDays: 1, overdue: false }),
    );
  });

  it('is never overdue when no step is awaited', () => {
    expect(timeInStage(since, null, clock('2027-03-01T09:00:00+05:30'))).toEqual(
      expect.objectContaining({ awaitedStep: null, expectedDays: null, overdue: false }),
    );
  });
});
