/**
 * The languages the portal speaks to partners (issue 31), and how it picks
 * one. The operators' console stays in English.
 */

export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The cookie a visitor's choice is kept in, before (and besides) their account. */
export const localeCookieName = 'shata_locale';
/** A year: a language chosen once should not have to be chosen again. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The tag of the pseudo-locale (accented, lengthened English) a test build's
 * server may serve, to find words that bypass the catalogues.
 */
export const pseudoLocaleTag = 'en-XA';

/** Each language named in itself, as the switch shows it ('English | हिन्दी'). */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale each language writes dates and numbers in: the spec's en-GB dates in English. */
export const intlLocales: Record<Locale, string> = { en: 'en-GB', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The weight a header's entry gives its language; a malformed or missing q is 1, as RFC 9110 reads it. */
function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => parameter.trim().toLowerCase().startsWith('q='));
  if (!q) return 1;
  const value = Number(q.trim().slice(2));
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 1;
}

/**
 * Hindi when the browser prefers it to English (`Accept-Language: hi-IN,
 * hi;q=0.9, en;q=0.8`), English otherwise. A language the portal does not
 * speak (`ta`) counts for neither; ties go to the list's order.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  // Our languages in the order the header names them, each with its weight.
  const named: { locale: Locale; weight: number }[] = [];
  for (const entry of header.split(',').slice(0, 32)) {
    const [tag = '', ...parameters] = entry.split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language) || named.some((seen) => seen.locale === language)) continue;
    named.push({ locale: language, weight: qualityOf(parameters) });
  }
  const [first] = named.filter((entry) => entry.weight > 0).sort((a, b) => b.weight - a.weight); // A stable sort: ties keep the header's order.
  return first?.locale ?? defaultLocale;
}

/**
 * The language to speak, from the weakest source to the strongest: the
 * browser's `Accept-Language`, then the cookie of an earlier choice, then the
 * account's choice once signed in. A value that is no language of ours is
 * passed over.
 */
export function chooseLocale(sources: {
  acceptLanguage?: string | null;
  cookie?: string | null;
  account?: string | null;
}): Locale {
  if (isLocale(sources.account)) return sources.account;
  if (isLocale(sources.cookie)) return sources.cookie;
  return localeFromAcceptLanguage(sources.acceptLanguage);
}

/** The plural forms a sentence with a count takes: English and Hindi both need one and other. */
export interface PluralForms {
  one: string;
  other: string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a sentence for `count` by the language's CLDR plural rules
 * (Hindi treats 0 and 1 as 'one'; English only 1).
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocales[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? forms.one : forms.other;
}
