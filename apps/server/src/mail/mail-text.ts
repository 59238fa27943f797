import { messages } from '@shata/domain';

const productName = 'Shata Partner Portal';

/**
 * The words of the mails a partner gets (issue 31), in English: the layout
 * every link mail shares, sign-up's verification, the password reset, and the
 * verification updates an operator's decision sends. Each has its Hindi in
 * mail-text-hi.ts. The team's mails (invitations, second factor) stay in
 * English: operators are staff.
 */
export const mailText = {
  layout: {
    productName,
    buttonFallback: 'If the button does not work, copy this link into your browser:',
  },
  verification: {
    subject: `Verify your email for ${productName}`,
    thanks: `Thanks for signing up for ${productName}.`,
    confirm: 'Please confirm your email address by opening this link:',
    button: 'Verify email',
    ignore: 'If you did not sign up, you can ignore this email.',
  },
  passwordReset: {
    subject: `Reset your ${productName} password`,
    received: `We received a request to reset the password of your ${productName} account.`,
    choose: 'Choose a new password by opening this link:',
    button: 'Reset password',
    expires: 'The link works once and expires in one hour.',
    ignore:
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  },
  update: {
    subject: (headline: string) => `Your ${productName} verification: ${headline}`,
    subjectOfMany: (headline: string, count: number) =>
      `Your ${productName} verification: ${headline} (${count} updates)`,
    reason: (reason: string) => `Reason: ${reason}`,
    withReason: (headline: string, reason: string) => `${headline} Reason: ${reason}`,
    many: (count: number) => `${count} updates on your verification:`,
    openPortal: 'Open the portal',
    why: 'You receive this email because you registered as a Shata partner.',
  },
  review: {
    stageLabels: {
      kycStatus: messages.review.fieldLabels.kycStatus,
      cvStatus: messages.review.fieldLabels.cvStatus,
      ipvStatus: messages.review.fieldLabels.ipvStatus,
      status: messages.review.fieldLabels.status,
    },
    approved: {
      kycStatus: {
        headline: 'Your KYC check is approved',
        nextStep: 'We are now verifying your company.',
      },
      cvStatus: {
        headline: 'Your company verification is approved',
        nextStep: 'The next step is the in-person verification.',
      },
      ipvStatus: {
        headline: 'Your in-person verification is approved',
        nextStep: 'The last step is our final approval.',
      },
      status: {
        headline: 'You are fully approved',
        nextStep: 'My Account and My Bookings are now open to you in the portal.',
      },
    },
    videoReceived: {
      headline: 'Your Video KYC recording has been received',
      nextStep: 'Our team will now verify it.',
    },
    stageRejected: messages.review.stageRejected,
    afterRejection: 'Your status page in the portal says what to do next.',
    documentLabels: messages.documents.labels,
    documentRejected: (label: string) => `Your ${label} document was not accepted`,
    uploadAgain: 'Please upload it again in the portal.',
  },
};
