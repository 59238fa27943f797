import { type DocumentType, messages, type ReturnPlace } from '@shata/domain';

/** A document as the sentence 'Log in to upload your … again' names it. */
const documentNames: Record<DocumentType, string> = {
  aadharCard: 'Aadhaar card',
  panCard: 'PAN card',
  gstCertificate: 'GST certificate',
  incorporationCertificate: 'certificate of incorporation',
};

/** Why the login screen is shown, for a visitor sent there from a link to `place`. */
function returnReason(place: ReturnPlace): string {
  switch (place.screen) {
    case 'dashboard':
      return place.document
        ? `Log in to upload your ${documentNames[place.document]} again.`
        : 'Log in to continue your registration.';
    case 'status':
      return 'Log in to see where your verification stands and what is left to do.';
    case 'myAccount':
      return 'Log in to open your account.';
    case 'myBookings':
      return 'Log in to see your bookings.';
    case 'console':
      return 'Log in to open the operator console.';
  }
}

/**
 * Words of the auth screens that the spec does not quote (ours). The spec's
 * own strings come from `messages` in @shata/domain.
 */
export const authText = {
  fields: {
    email: messages.fieldLabels.email,
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
  },
  login: {
    title: 'Partner login',
    intro: 'Welcome back. Log in to continue your registration or see your account.',
    newHere: 'New to Shata?',
    /** The mailed verification link landed in a browser that is not signed in. */
    linkVerified: 'E-mail verified. Log in to continue your registration.',
    /** The link was opened again after it verified the address. */
    linkAlreadyVerified: 'This e-mail address is already verified. Log in to continue.',
    linkFailed:
      'This verification link is invalid or has expired. Log in, and you can send yourself a new one from the next screen.',
    /** In place of the intro: the visitor followed a link (a mailed one) to a screen that needs a login. */
    returnReason,
    /** In place of the intro, after the inactivity sign-out (spec section 4). */
    signedOutInactive: (minutes: number) =>
      `You were signed out after ${minutes} minutes without activity. Log in to continue where you left off.`,
  },
  signup: {
    title: 'Become a Shata partner',
    intro: 'Create your account with your email address. We will email you a link to verify it.',
    haveAccount: 'Already have an account?',
  },
  forgotPassword: {
    title: 'Reset your password',
    intro:
      'Enter the email address of your account and we will send you a link to set a new password.',
    submit: 'Send reset link',
    submitting: 'Sending...',
    sent: 'If an account exists for that address, we have sent a link to reset the password. The link works once and expires in one hour.',
    backToLogin: 'Back to Login',
  },
  resetPassword: {
    title: 'Set a new password',
    intro: 'Choose a new password for your Shata partner account.',
    submit: 'Set new password',
    submitting: 'Saving...',
    success: 'Your password has been changed. You can now log in with your new password.',
    goToLogin: 'Go to Login',
    invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
    requestNewLink: 'Ask for a new link',
    failed: 'Failed to set the new password. Please try again.',
  },
} as const;
