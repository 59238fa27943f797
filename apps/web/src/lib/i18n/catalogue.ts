import type { Translation } from '@shata/domain';
import { use } from 'react';
import { type Catalogue, inUse, loadCatalogue, loadedText } from './catalogue-store';
import { useLocale } from './locale';

export type { Catalogue } from './catalogue-store';
export { loadCatalogue } from './catalogue-store';

export function catalogue<T>(en: T, load: Catalogue<T>['load'] = {}): Catalogue<T> {
  return { en, load };
}

const pseudo = new WeakMap<Catalogue<unknown>, unknown>();
/** The pseudo-locale's transform, fetched only on a page served in it. */
let pseudoModule: Promise<typeof import('./pseudo')> | undefined;

/**
 * The words of `source` in the language the screen speaks. The first time a
 * language is needed the component suspends while its module loads.
 */
export function useText<T>(source: Catalogue<T>): Translation<T> {
  const { locale, pseudo: pseudoOn } = useLocale();
  const any = source as Catalogue<unknown>;
  inUse.add(any);
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
  return (loadedText(any, locale) ?? source.en) as Translation<T>;
}
