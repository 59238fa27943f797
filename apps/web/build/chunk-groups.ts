import type { CodeSplittingGroup } from 'rolldown';

/** A module of the web app's `src/`, by its path there. */
const inSrc = (pattern: string) =>
  new RegExp(`[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${pattern})\\.tsx?$`);
/** A module of the domain package, by its name. */
const inDomain = (names: string) => new RegExp(`[\\\\/]domain[\\\\/]src[\\\\/](${names})\\.ts$`);
/** A Hindi catalogue of the web app's, by its path there without `.hi.ts`. */
const hindiInSrc = (pattern: string) =>
  new RegExp(`[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/](${pattern})\\.hi\\.ts$`);
/** A Hindi module of the domain package, by its name. */
const hindiInDomain = (names: string) =>
  new RegExp(`[\\\\/]domain[\\\\/]src[\\\\/]hi[\\\\/](${names})\\.ts$`);

/**
 * How the build groups modules into chunks. A page's first load is mostly
 * round trips on a phone's link, and a browser opens six connections to a
 * server it speaks HTTP/1.1 with: the bundler's own split gave the landing
 * page fifteen scripts (a shared chunk for each set of screens sharing a
 * module), most of 1-2 KB. Grouped, it loads five, and fewer bytes: one
 * compressed file is smaller than its parts compressed apart.
 *
 * - `react`: React, react-dom and the router, which every page runs.
 * - `shell`: the rest of what the entry imports statically (the bundler's
 *   `$initial` tag), kept whole so that no later group draws a module of it
 *   out and makes the entry import that group.
 * - `landing`: the landing page's parts that other screens also use (the
 *   carousels, the fee note, the terms' figures).
 * - `sign-in`: the forms' parts the sign-in screens share with the rest.
 *   Every partner passes through them, so a later screen finds it cached.
 * - `hi-*`: the Hindi each of those parts fetches as it first renders, one
 *   chunk per part, holding Hindi modules only (their English dependencies
 *   stay where they are, so no English page imports Hindi).
 *
 * A group names modules by their paths: a module moved out of a group's
 * folder falls back to the bundler's own split, which `bench:lighthouse`'s
 * list of the scripts `/` loads shows.
 */
export function chunkGroups(): CodeSplittingGroup[] {
  return [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    },
    { name: 'shell', tags: ['$initial'] },
    {
      name: 'landing',
      test: (id) =>
        inSrc('components[\\\\/](carousel|fallback-image|fee-note)[\\\\/][\\w-]+').test(id) ||
        inSrc('lib[\\\\/](use-interval|use-media-query|client-config)').test(id) ||
        inDomain('terms|landing-messages|business-type-messages|upload-limits').test(id),
    },
    {
      name: 'sign-in',
      test: (id) =>
        !/\.hi\.tsx?$/.test(id) &&
        (inSrc(
          'features[\\\\/]auth[\\\\/](auth-text|auth-catalogue|auth-errors|SubmitButton|field-rules|use-login-form)',
        ).test(id) ||
          inSrc('components[\\\\/](auth-card[\\\\/]AuthCard|icons[\\\\/]icons)').test(id) ||
          inSrc('components[\\\\/]form[\\\\/](FormMessage|TextField|PasswordField|form-text)').test(
            id,
          ) ||
          inSrc(
            'lib[\\\\/](auth[\\\\/](auth-requests|use-finish-sign-in)|i18n[\\\\/]translate-message)',
          ).test(id) ||
          inSrc('lib[\\\\/]i18n[\\\\/]messages[\\\\/]account').test(id) ||
          inSrc(
            'components[\\\\/]second-factor[\\\\/](SecondFactorCodeForm|second-factor-text|second-factor-catalogue)',
          ).test(id) ||
          inDomain(
            'messages|record-messages|sign-in-return|document-links|documents|two-factor',
          ).test(id)),
    },
    // The Hindi a page in Hindi fetches as it first renders, a chunk per part rather than per
    // catalogue: the shell's and footer's, the landing page's, the sign-in screens'.
    {
      name: 'hi-shell',
      includeDependenciesRecursively: false,
      test: (id) =>
        hindiInSrc(
          'app[\\\\/]app-text|app[\\\\/]layout[\\\\/]footer-text|components[\\\\/]message-page[\\\\/]message-page-text',
        ).test(id) || hindiInDomain('shell-messages').test(id),
    },
    {
      name: 'hi-landing',
      includeDependenciesRecursively: false,
      test: (id) =>
        hindiInSrc(
          'features[\\\\/]landing[\\\\/]landing-text|components[\\\\/](carousel[\\\\/]carousel-text|fee-note[\\\\/]fee-note-text)',
        ).test(id) || hindiInDomain('landing-messages|business-type-messages|terms').test(id),
    },
    {
      name: 'hi-sign-in',
      includeDependenciesRecursively: false,
      test: (id) =>
        hindiInSrc(
          'features[\\\\/]auth[\\\\/]auth-text|components[\\\\/](form[\\\\/]form-text|second-factor[\\\\/]second-factor-text)',
        ).test(id) || hindiInDomain('messages-account').test(id),
    },
    {
      name: 'hi-terms',
      includeDependenciesRecursively: false,
      test: (id) =>
        hindiInSrc('features[\\\\/]terms[\\\\/]terms-text').test(id) ||
        hindiInDomain('messages-terms').test(id),
    },
  ];
}
