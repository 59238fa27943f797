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
const pending = new WeakMap<Catalogue<unknown>, Map<Locale, Promise<unknown>>>();
/** The catalogues screens have read: what a change of language must fetch before it shows. */
export const inUse = new Set<Catalogue<unknown>>();

/** The words of `source` in `locale`, once fetched. */
export function loadedText(source: Catalogue<unknown>, locale: Locale): unknown {
  return loaded.get(source)?.get(locale);
}

/**
 * Fetches `source` in `locale` once; answers undefined when there is nothing
 * to fetch (English, a language already here, or one the catalogue lacks).
 */
export function loadCatalogue(
  source: Catalogue<unknown>,
  locale: Locale,
): Promise<unknown> | undefined {
  if (locale === 'en') return undefined;
  const load = source.load[locale];
  if (!load || loaded.get(source)?.has(locale)) return undefined;
  let inFlight = pending.get(source);
  if (!inFlight) {
    inFlight = new Map();
    pending.set(source, inFlight);
  }
  const running = inFlight;
  let promise = running.get(locale);
  if (!promise) {
    promise = load().then(
      (text) => {
        const byLocale = loaded.get(source) ?? new Map<Locale, unknown>();
        byLocale.set(locale, text);
        loaded.set(source, byLocale);
        running.delete(locale);
      },
      (error: unknown) => {
        // A failed fetch (offline) may be retried by the next render.
        running.delete(locale);
        throw error;
      },
    );
    running.set(locale, promise);
  }
  return promise;
}

/** Fetches every catalogue on screen in `locale`, so a switch changes the words in one go. */
export function loadCataloguesInUse(locale: Locale): Promise<unknown> {
  return Promise.allSettled([...inUse].map((source) => loadCatalogue(source, locale)));
}
