/** Words of the verify-email screen the spec describes but does not quote (ours). */
export const verifyEmailText = {
  title: 'Verify your email',
  sentTo: 'We have sent a verification link to',
  /** After the address: the sentence's full stop. */
  sentToEnd: '.',
  explainLink: 'Open the email and select the link in it to verify your address.',
  redirectsAutomatically:
    'This page checks every few seconds and takes you on automatically once your address is verified.',
  spamHint: 'Can’t find the email? Check your spam or promotions folder.',
  resend: 'Resend verification email',
  resending: 'Sending...',
  wrongAccount: 'Used the wrong address?',
  logOut: 'Log out',
  /** Shown on the dashboard once the address is verified, by the link or while this screen waited. */
  verified: 'E-mail verified. You can now complete your registration.',
  /** The server sends a link it could not honour back here with ?error=…. */
  linkFailed:
    'This verification link is invalid or has expired. Send yourself a new one with the button below.',
} as const;
