/**
 * Text the portal stores holds no control characters, Unicode's category Cc:
 * C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). PostgreSQL refuses
 * NUL in text, and no field has a use for the others (C1's NEL breaks lines
 * where a reader does not expect it). Tab, line feed and carriage return are
 * text (the contact form's message has lines).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Lone UTF-16 surrogates (text cut mid-character) as U+FFFD, as a UTF-8 text
 * column stores them anyway; kept in JSON, their escapes are refused by
 * PostgreSQL's jsonb (a rejection's reason goes into a stage mail's jsonb).
 */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

/**
 * The path of the first string, or object key, in `value` that holds a
 * control character (`servicesSelected[1]`, `address.city`; '' for `value`
 * itself), or undefined when there is none.
 */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return itemPath;
      const found = findControlCharacter(item, itemPath);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
