import { catalogue } from '../lib/i18n/catalogue';

/** Ours: the app's own pages, for when a screen cannot be shown. */
export const appText = {
  routeError: {
    title: 'Something went wrong',
    explanation: 'Sorry, this page could not be shown. Please try again in a moment.',
  },
  /** What a partner (or anyone not an operator) is told on a console address. */
  notAllowed: {
    title: 'Not allowed',
    explanation: 'This page is for Shata operators only. Your account cannot open it.',
  },
} as const;

export const appCatalogue = catalogue(appText, {
  hi: () => import('./app-text.hi').then((module) => module.appTextHi),
});
