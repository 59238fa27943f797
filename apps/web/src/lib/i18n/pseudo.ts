/**
 * The pseudo-locale (issue 31): English with every letter accented and a
 * third longer, so that a test walking the screens can tell words that came
 * from a catalogue from words written into a component, and see where a longer
 * language would clip. Addresses and e-mail addresses are left as they are.
 */

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥïĵķļɱñöƥʠŕšŧüʋŵẋýžÀƁÇĐÉƑĜĤÏĴĶĻḾÑÖƤǪŔŠŦÜṼŴẊÝŽ'][index] as string,
  ]),
);

/** A word a link or a mail client reads, which accents would break: a URL, a path, an e-mail address. */
const address = /^(?:[a-z][a-z+.-]*:\/\/|mailto:|\/|#)|@/i;

export function pseudoString(text: string): string {
  if (text === '') return text;
  const words = text
    .split(/(\s+)/)
    .map((word) =>
      address.test(word) ? word : word.replace(/[A-Za-z]/g, (letter) => accented[letter] ?? letter),
    );
  const padding = '·'.repeat(Math.ceil(text.length / 3));
  return `${words.join('')}${padding}`;
}

/** `english` with every string pseudo-localized, functions' answers included. */
export function pseudoLocalized<T>(english: T): T {
  return transform(english) as T;
}

function transform(value: unknown): unknown {
  if (typeof value === 'string') return pseudoString(value);
  if (typeof value === 'function') {
    return (...args: unknown[]) => transform((value as (...a: unknown[]) => unknown)(...args));
  }
  if (Array.isArray(value)) return value.map(transform);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, transform(entry)]));
  }
  return value;
}
