import { catalogue } from '../../../lib/i18n/catalogue';

/** Words of /dashboard/new and /dashboard/error (ours: the spec does not show these screens). */
export const dashboardText = {
  new: {
    title: 'Your partner account is ready',
    nextStep:
      'Next, create your business profile: your details, your company address and your documents (Aadhaar, PAN, GST and CIN).',
    afterwards:
      'Once you submit it, our team verifies it and your status screen shows each step as it is done.',
    preparing: 'Preparing your form...',
    start: 'Create my business profile',
  },
  error: {
    title: 'We could not load your profile',
    explanation:
      'You are signed in, but your partner profile could not be loaded just now. Please try again in a moment.',
    tryAgain: 'Try again',
    tryingAgain: 'Trying again...',
    stillFailing: 'Your profile still could not be loaded. Please try again later.',
  },
} as const;

export const dashboardCatalogue = catalogue(dashboardText, {
  hi: () => import('./dashboard-text.hi').then((module) => module.dashboardTextHi),
});
