/**
 * How long a partner has waited in their stage (issue 30), in working days,
 * and whether that is past the working days the status screen promises for
 * it (`ExpectedWaits`, the EXPECTED_DAYS_* settings).
 */
import type { Partner } from './partner';
import { isVerificationApproved, type VerificationStage } from './review';
import { hasVideo } from './verification';
import type { StageClock, TimeInStage, WaitingStep } from './waiting-steps';
import { isOverdue, workingDaysBetween } from './working-days';

/**
 * The operators' step a partner at `stage` waits for, the one whose expected
 * wait applies, or null when the partner waits on nobody in the team: they
 * have something to do (the profile, a document, the Video KYC recording),
 * or their verification is over. The queue's in-person stage holds two
 * steps: the in-person visit, then, once it is approved, the final approval.
 */
export function awaitedStep(
  stage: VerificationStage,
  partner: Pick<Partner, 'videoUrl' | 'ipvStatus'>,
): WaitingStep | null {
  switch (stage) {
    case 'waitingForKyc':
      return hasVideo(partner) ? 'kyc' : null;
    case 'companyVerification':
      return 'companyVerification';
    case 'inPersonVerification':
      return isVerificationApproved(partner, 'ipvStatus')
        ? 'finalApproval'
        : 'inPersonVerification';
    default:
      return null;
  }
}

/** The time in stage of a partner who entered it at `since` and waits for `step`, at `clock.now`. */
export function timeInStage(since: Date, step: WaitingStep | null, clock: StageClock): TimeInStage {
  const expectedDays = step ? clock.expectedWaits[step] : null;
  return {
    since: since.toISOString(),
    workingDays: workingDaysBetween(since, clock.now, clock.holidays),
    awaitedStep: step,
    expectedDays,
    overdue: expectedDays !== null && isOverdue(since, clock.now, expectedDays, clock.holidays),
  };
}
