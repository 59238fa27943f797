/**
 * The words of what every page loads first: the header, the footer and the
 * API client's fallbacks. They live in a module of their own so the first
 * load does not carry every screen's strings; `messages` (messages.ts) holds
 * them under their usual names, and the rest of the code reads them there.
 */

import { type Service, services } from './services';

// Labels the spec uses in the header and on screens too.
export const login = 'Login';
export const myBookings = 'My Bookings';
const signUp = 'Sign Up';

/** A wait as people say it: '45 seconds', '1 minute', '15 minutes' (rounded up to whole minutes from one minute on). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const shellMessages = {
  header: {
    /** Ours: the logo's name as a link. */
    home: 'Shata home',
    /** The brand beside the logo. */
    brand: 'Shata',
    account: 'Account',
    login,
    signUp,
    myAccount: 'My Account',
    myBookings,
    logout: 'Logout',
    verificationRequired: 'Complete your verification process to access this feature',
  },
  /** Named by the spec's footer description, without quotes. */
  footer: {
    contactUs: 'Contact Us',
    mobileVersion: 'Mobile Version',
    termsLink: 'T&C',
  },
  appChooser: {
    title: 'Choose Your App',
    partnerApp: 'For service providers',
    // Ours: the store badges' words.
    googlePlay: 'Get it on Google Play',
    appStore: 'Download on the App Store',
    close: 'Close',
  },
  /** Ours: the words of the page's frame and its small widgets. */
  common: {
    siteName: 'Shata Partner Portal',
    skipLink: 'Skip to content',
    loading: 'Loading…',
    loadingPortal: 'Loading Shata Partner Portal',
    tryAgain: 'Try again',
    dismiss: 'Dismiss message',
  },
  /** The services by name, as every screen shows them; the stored value is the English name. */
  services: Object.fromEntries(services.map((service) => [service, service])) as Record<
    Service,
    string
  >,
  /** Ours: the switch between the portal's languages, each named in itself (`localeNames`). */
  language: {
    label: 'Language',
  },
  /** Ours: what the browser shows when an answer carries no message of its own, or none arrives. */
  apiClient: {
    failed: 'Something went wrong. Please try again.',
    unreachable: 'Could not reach the server. Check your connection and try again.',
  },
  /** Ours: any 429, with the wait its Retry-After names (the API client words one a proxy sent). */
  tryAgainIn: (seconds: number) =>
    `Too many requests. Please try again in ${waitInWords(seconds)}.`,
} as const;
