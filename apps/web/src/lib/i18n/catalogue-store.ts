import type { Locale, Translation } from '@shata/domain';

/**
 * One text module in every language it is written in: English, which ships
 * with its screen, and a loader for each other language's module, fetched the
 * first time a screen speaks it. A catalogue with no loaders (the operators'
 * console) speaks English whatever the partner's language.
 */
export interface Catalogue<T> {
  readonly en: T;
  readonly load: Partial<Record<Exclude<Locale, 'en'>, () => Promise<Translation<T>>>>;
}

const loaded = new WeakMap<Catalogue<unknown>, Map<Locale, unknown>>();
/** Each catalogue's fetch per language, kept once done: `useText` passes React the same one every render. */
const fetches = new WeakMap<Catalogue<unknown>, Map<Locale, Promise<unknown>>>();
/** The catalogues screens have read: what a change of language must fetch before it shows. */
export const inUse = new Set<Catalogue<unknown>>();

/** The words of `source` in `locale`, once fetched. */
export function loadedText(source: Catalogue<unknown>, locale: Locale): unknown {
  return loaded.get(source)?.get(locale);
}

/**
 * Fetches `source` in `locale` once, and answers that fetch (done or not);
 * undefined when there is nothing to fetch (English, or a language the
 * catalogue lacks). A finished fetch is marked fulfilled the way React's
 * `use` reads it, so a render after it never suspends.
 */
export function loadCatalogue(
  source: Catalogue<unknown>,
  locale: Locale,
): Promise<unknown> | undefined {
  if (locale === 'en') return undefined;
  const load = source.load[locale];
  if (!load) return undefined;
  let byLocale = fetches.get(source);
  if (!byLocale) {
    byLocale = new Map();
    fetches.set(source, byLocale);
  }
  const known = byLocale;
  let promise = known.get(locale);
  if (!promise) {
    const fetching: Promise<unknown> = load().then(
      (text) => {
        const texts = loaded.get(source) ?? new Map<Locale, unknown>();
        texts.set(locale, text);
        loaded.set(source, texts);
        Object.assign(fetching, { status: 'fulfilled', value: undefined });
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again by the next render.
        known.delete(locale);
        throw error;
      },
    );
    promise = fetching;
    known.set(locale, promise);
  }
  return promise;
}

/** Fetches every catalogue on screen in `locale`, so a switch changes the words in one go. */
export function loadCataloguesInUse(locale: Locale): Promise<unknown> {
  return Promise.allSettled([...inUse].map((source) => loadCatalogue(source, locale)));
}
