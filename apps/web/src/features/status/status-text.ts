import {
  type ChecklistItem,
  type ChecklistStep,
  messages,
  type RequiredProfileField,
} from '@shata/domain';

const verificationLabels = messages.review.fieldLabels;

/**
 * Words of the status screen's checklist (ours: the spec shows only the ring
 * and its message). The spec's own strings come from `messages` in @shata/domain.
 */
export const statusText = {
  checklistHeading: 'Your verification steps',
  /** A gentle word, not a refusal: our team decides, and the partner may have typed a digit wrong. */
  aadhaarQrMismatch: (last4: string) =>
    `The QR on your Aadhaar is for a number ending in ${last4}, not the Aadhaar number you gave. Check the number in your details, or scan the QR on your own card.`,
  steps: {
    profile: 'Profile and documents',
    // The console's names for the same stages: the recording, then the operators' check of it.
    videoKyc: verificationLabels.videoUrl,
    kyc: verificationLabels.kycStatus,
    companyVerification: verificationLabels.cvStatus,
    inPersonVerification: verificationLabels.ipvStatus,
    finalApproval: verificationLabels.status,
  } satisfies Record<ChecklistStep, string>,
  states: {
    done: 'Done',
    waiting: 'Waiting for our team',
    'needs-action': 'Needs your action',
    'not-started': 'Not started yet',
  } satisfies Record<ChecklistItem['state'], string>,
  expectedWait: (days: number) => `Usually within ${days} working ${days === 1 ? 'day' : 'days'}`,
  /** Under the headline before submission. */
  toForm: 'Go to the registration form',
  fieldLabels: {
    name: messages.fieldLabels.name,
    mobileNo: 'Phone number',
    companyName: messages.fieldLabels.company,
    companyLocation: messages.fieldLabels.companyLocation,
    aadharNo: 'Aadhaar number',
    servicesSelected: 'Services',
    gstNo: 'GST number',
    cinNo: 'CIN number',
    llpinNo: 'LLPIN',
  } satisfies Record<RequiredProfileField, string>,
  fieldMissing: (label: string) => `${label} is missing.`,
  fillIn: (label: string) => `Fill in ${label}`,
  documentMissing: (label: string) => `Your ${label} document is not uploaded yet.`,
  uploadDocument: (label: string) => `Upload the ${label} document`,
  recordVideo: 'Record your Video KYC in the Shata Partner app.',
  recordVideoAgain: 'Please record your Video KYC again in the Shata Partner app.',
  getApp: 'Get the Shata Partner app',
  checkCompanyDetails: 'Check your company details',
  contactSupport: 'Please contact our support team about it.',
  emailSupport: (email: string) => `E-mail ${email}`,
  callSupport: (phone: string) => `Call ${phone}`,
} as const;
