import type { Translation } from '@shata/domain';
import { type Catalogue, useText } from './catalogue';

const reverse = new WeakMap<object, Map<string, string>>();

/** Every English string of `english` paired with the string at the same place in `translated`. */
function pairStrings(english: unknown, translated: unknown, into: Map<string, string>): void {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && !into.has(english)) into.set(english, translated);
    return;
  }
  if (english && typeof english === 'object' && translated && typeof translated === 'object') {
    for (const [key, value] of Object.entries(english)) {
      pairStrings(value, (translated as Record<string, unknown>)[key], into);
    }
  }
}

/**
 * Says an English message of `source` in the screen's language: a zod
 * schema's field error or a server answer's `message`, both written from the
 * domain's messages. A message not found there (one made by a sentence
 * function, a proxy's) is shown as it came.
 */
export function useMessageTranslator<T>(source: Catalogue<T>): (english: string) => string {
  const text: Translation<T> = useText(source);
  if ((text as unknown) === source.en) return (english) => english;
  let pairs = reverse.get(text as object);
  if (!pairs) {
    pairs = new Map();
    pairStrings(source.en, text, pairs);
    reverse.set(text as object, pairs);
  }
  const found = pairs;
  return (english) => found.get(english) ?? english;
}
