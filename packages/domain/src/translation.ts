/**
 * The other-language version of an English text object (issue 31): every
 * string and every sentence-making function, under the same keys. A Hindi
 * module written `satisfies Translation<typeof authText>` fails the type check
 * (`npm run check`) when a key is missing or one is added that English lacks,
 * and a function must take the same arguments as its English one.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
