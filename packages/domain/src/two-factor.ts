/** An operator's second factor (issue 30): an authenticator app's codes, with backup codes. */

/** Whether operators must have a second factor; `optional` is for a developer's machine only. */
export const operatorTwoFactorModes = ['required', 'optional'] as const;
export type OperatorTwoFactorMode = (typeof operatorTwoFactorModes)[number];

/** Wrong codes in a row that lock the second step, and for how long. */
export const twoFactorLockout = { maxFailedAttempts: 5, minutes: 15 } as const;

/** How many single-use backup codes an enrolment gives. */
export const backupCodeCount = 10;

/** How recent a code must be for the console's sensitive actions (a new API key, a role, a webhook endpoint). */
export const stepUpFreshMinutes = 5;

/** An authenticator app's code: six digits, every 30 seconds. */
export const totpCodePattern = /^\d{6}$/;

/** A backup code as better-auth makes them: ten letters and digits, split by a dash. */
export const backupCodePattern = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
