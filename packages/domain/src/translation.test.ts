import { describe, expect, it } from 'vitest';
import type { Translation } from './translation';

const english = {
  title: 'Documents',
  count: (n: number) => `${n} documents`,
  steps: ['One', 'Two'],
} as const;

describe('Translation', () => {
  it('takes a module with every string and sentence of the English one', () => {
    const hindi = {
      title: 'दस्तावेज़',
      count: (n: number) => `${n} दस्तावेज़`,
      steps: ['एक', 'दो'],
    } satisfies Translation<typeof english>;
    expect(hindi.count(3)).toBe('3 दस्तावेज़');
  });

  it('fails the type check (npm run check) on a missing, an extra or a mistyped entry', () => {
    // @ts-expect-error: `count` is missing.
    const missing = { title: 'दस्तावेज़', steps: [] } satisfies Translation<typeof english>;
    const extra = {
      title: 'दस्तावेज़',
      count: (n: number) => `${n}`,
      steps: [],
      // @ts-expect-error: English has no `subtitle`.
      subtitle: 'x',
    } satisfies Translation<typeof english>;
    const mistyped = {
      title: 'दस्तावेज़',
      // @ts-expect-error: the sentence must take the count as English's does.
      count: (n: string) => n,
      steps: [],
    } satisfies Translation<typeof english>;
    expect([missing, extra, mistyped]).toHaveLength(3);
  });
});
