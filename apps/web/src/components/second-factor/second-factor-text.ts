import { backupCodeCount } from '@shata/domain';

/** Ours (issue 30): the second factor's screens, at sign-in, in the console and on My Account. */
export const secondFactorText = {
  codeTitle: 'Enter your code',
  codeIntro:
    'Open your authenticator app and enter the 6-digit code it shows for Shata Partner Portal.',
  appCodeLabel: 'Code from your app',
  backupCodeLabel: 'Backup code',
  useBackupCode: 'Use a backup code instead',
  useApp: 'Use the code from your app',
  verify: 'Verify',
  verifying: 'Verifying…',
  enrolTitle: 'Set up your second factor',
  enrolIntro:
    'Operators sign in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password). Enter your password to begin.',
  passwordLabel: 'Password',
  begin: 'Continue',
  beginning: 'Preparing…',
  scanTitle: '1. Add the portal to your authenticator app',
  scanHint: 'Scan this code with the app, or type the key below into it.',
  qrAlt: 'QR code to add Shata Partner Portal to an authenticator app',
  qrLoading: 'Drawing the QR code…',
  qrFailed: 'The QR code could not be drawn: type the key below into your app instead.',
  secretLabel: 'Key',
  backupTitle: '2. Save your backup codes',
  backupHint: `Keep these ${backupCodeCount} codes somewhere safe, such as a password manager. Each one signs you in once if you lose your phone. They are not shown again.`,
  confirmTitle: '3. Enter the code your app shows now',
  stepUpTitle: 'Confirm it is you',
  stepUpIntro: 'Enter a fresh code from your authenticator app to do this.',
  cancel: 'Cancel',
  stateFailed: 'The console could not check your sign-in.',
  enrolled: 'Your second factor is set up.',
  accountTitle: 'Second factor',
  accountOff:
    'Add a code from an authenticator app to your password, so a stolen password alone cannot open your account.',
  accountOn: 'Your account asks for a code from your authenticator app when you log in.',
  accountSetUp: 'Set up a second factor',
} as const;
