import type { Locale, Translation } from '@shata/domain';
import { use } from 'react';
import { useLocale } from './locale';

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

export function catalogue<T>(en: T, load: Catalogue<T>['load'] = {}): Catalogue<T> {
  return { en, load };
}

type Loaded = Map<Locale, unknown>;
const loaded = new WeakMap<Catalogue<unknown>, Loaded>();
const pending = new WeakMap<Catalogue<unknown>, Map<Locale, Promise<unknown>>>();
const pseudo = new WeakMap<Catalogue<unknown>, unknown>();
/** The pseudo-locale's transform, fetched only on a page served in it. */
let pseudoModule: Promise<typeof import('./pseudo')> | undefined;

function loadedOf(source: Catalogue<unknown>): Loaded {
  let map = loaded.get(source);
  if (!map) {
    map = new Map();
    loaded.set(source, map);
  }
  return map;
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
  if (!load || loadedOf(source).has(locale)) return undefined;
  let inFlight = pending.get(source);
  if (!inFlight) {
    inFlight = new Map();
    pending.set(source, inFlight);
  }
  let promise = inFlight.get(locale);
  if (!promise) {
    promise = load().then(
      (text) => {
        loadedOf(source).set(locale, text);
        inFlight.delete(locale);
      },
      (error: unknown) => {
        // A failed fetch (offline) may be retried by the next render.
        inFlight.delete(locale);
        throw error;
      },
    );
    inFlight.set(locale, promise);
  }
  return promise;
}

/**
 * The words of `source` in the language the screen speaks. The first time a
 * language is needed the component suspends while its module loads.
 */
export function useText<T>(source: Catalogue<T>): Translation<T> {
  const { locale, pseudo: pseudoOn } = useLocale();
  const any = source as Catalogue<unknown>;
  if (pseudoOn) {
    pseudoModule ??= import('./pseudo');
    const { pseudoLocalized } = use(pseudoModule);
    let text = pseudo.get(any);
    if (!text) {
      text = pseudoLocalized(source.en);
      pseudo.set(any, text);
    }
    return text as Translation<T>;
  }
  const promise = loadCatalogue(any, locale);
  if (promise) use(promise);
  return (loadedOf(any).get(locale) ?? source.en) as Translation<T>;
}
