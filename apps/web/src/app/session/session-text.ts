import { catalogue } from '../../lib/i18n/catalogue';

/** Words of the session's own screens and notices (ours: the spec shows none of these). */
export const sessionText = {
  inactivity: {
    title: 'Are you still there?',
    /** Read with the title when the dialog opens; the number counts down on screen. */
    countdown: (seconds: number) =>
      `You have been inactive for a while. For your security, you will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    /** Said by screen readers at these few points only, rather than every second. */
    announcement: (seconds: number) => `You will be signed out in ${seconds} seconds.`,
    /** In place of the countdown while a document uploads: the upload counts as activity. */
    uploading:
      'You have been inactive for a while, but a document is still uploading: you stay signed in until it has finished.',
    staySignedIn: 'Stay signed in',
  },
} as const;

export const sessionCatalogue = catalogue(sessionText, {
  hi: () => import('./session-text.hi').then((module) => module.sessionTextHi),
});
