/** The password-recovery screens: not in the spec (its link did nothing), so their paths live here. */
export const authPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;
