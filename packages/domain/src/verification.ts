/** Verification statuses (spec section 4): full approval and the registration progress. */
import { messages } from './messages';
import type { Partner } from './partner';

/** The status values that mean "approved" for each verification, and the one operators set to refuse. */
export const statusCodes = {
  kycApproved: 'AKYC',
  companyVerificationApproved: 'ACV',
  approved: 'approved',
  rejected: 'rejected',
} as const;

/** Compares a status to a code ignoring case and surrounding spaces; a missing status never matches. */
export function hasStatus(value: string | null | undefined, code: string): boolean {
  return value?.trim().toLowerCase() === code.toLowerCase();
}

/**
 * Full approval: in-person verification, KYC, company verification and the
 * overall status are all approved. Only then are My Account and My Bookings
 * enabled and login lands on the account page.
 */
export function isFullyApproved(
  partner: Pick<Partner, 'ipvStatus' | 'kycStatus' | 'cvStatus' | 'status'> | null | undefined,
): boolean {
  if (!partner) return false;
  return (
    hasStatus(partner.ipvStatus, statusCodes.approved) &&
    hasStatus(partner.kycStatus, statusCodes.kycApproved) &&
    hasStatus(partner.cvStatus, statusCodes.companyVerificationApproved) &&
    hasStatus(partner.status, statusCodes.approved)
  );
}

export const progressMilestones = [10, 40, 70, 90, 100] as const;

export type ProgressMilestone = (typeof progressMilestones)[number];

interface RegistrationProgress {
  percent: ProgressMilestone;
  message: string;
}

type ProgressPartner = Pick<
  Partner,
  'videoUrl' | 'kycStatus' | 'cvStatus' | 'ipvStatus' | 'status'
>;

const [started, videoSubmitted, kycApproved, companyVerified, complete] = progressMilestones;

interface ProgressRow {
  applies: (partner: ProgressPartner) => boolean;
  percent: ProgressMilestone;
  message: string;
}

/** Whether the Video KYC recording made in the partner app is in. */
export const hasVideo = (p: Pick<Partner, 'videoUrl'>): boolean => Boolean(p.videoUrl?.trim());

const noVideoRow: ProgressRow = {
  applies: (p) => !hasVideo(p),
  percent: started,
  message: messages.progress.downloadApp,
};

/** The rows of the spec's table, in order. */
const progressRows: readonly ProgressRow[] = [
  noVideoRow,
  {
    applies: hasVideo,
    percent: videoSubmitted,
    message: messages.progress.onlineKycCompleted,
  },
  {
    applies: (p) => hasStatus(p.kycStatus, statusCodes.kycApproved),
    percent: kycApproved,
    message: messages.progress.companyVerificationCompleted,
  },
  {
    applies: (p) => hasStatus(p.cvStatus, statusCodes.companyVerificationApproved),
    percent: companyVerified,
    message: messages.progress.companyVerificationApproved,
  },
  {
    applies: (p) =>
      hasStatus(p.ipvStatus, statusCodes.approved) && hasStatus(p.status, statusCodes.approved),
    percent: complete,
    message: messages.progress.allVerificationsCompleted,
  },
];

/**
 * The status screen's ring and message (spec section 4). The rows are
 * evaluated in order and the last one that matches wins; a later row does not
 * require the earlier ones (KYC approved without a video still shows 70).
 * The status screen shows the percentage, and at 40 to 90 % the row's message
 * as the ring's caption; its headline comes from `statusHeadline`.
 */
export function registrationProgress(partner: ProgressPartner): RegistrationProgress {
  // The first two rows are complementary, so some row always matches.
  let row = noVideoRow;
  for (const candidate of progressRows) {
    if (candidate.applies(partner)) row = candidate;
  }
  return { percent: row.percent, message: row.message };
}
