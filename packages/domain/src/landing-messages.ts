/**
 * The landing page's words: a module of their own, like shell-messages.ts, so
 * the first page most visitors open does not load every screen's strings.
 * `messages.landing` is this object.
 */

const becomeAPartner = 'Become a Partner';

export const landingMessages = {
  heroTitle: 'Turn Your Skills into Income',
  becomeAPartner,
  joinShataToday: 'Join Shata Today',
  loginSignUp: 'Login/Sign-up',
  downloadApp: 'Download App',
  benefitTitles: [
    'Reach More Customers',
    'Easy Booking Management',
    'Guaranteed Payments',
    'Grow Your Business',
    'Safe & Secure Platform',
    'Easy KYC Onboarding',
  ],
} as const;
