import { describe, expect, it } from 'vitest';
import { isUuid } from './access';

describe('isUuid', () => {
  it('takes the ids PostgreSQL makes, in either case', () => {
    expect(isUuid('0b5e8c9a-3f2d-4e1b-9c7a-6d5e4f3a2b1c')).toBe(true);
    expect(isUuid('0B5E8C9A-3F2D-4E1B-9C7A-6D5E4F3A2B1C')).toBe(true);
  });

  it('refuses anything else, so it never reaches a uuid comparison', () => {
    for (const text of [
      '',
      'me',
      '0b5e8c9a3f2d4e1b9c7a6d5e4f3a2b1c',
      '{0b5e8c9a-3f2d-4e1b-9c7a-6d5e4f3a2b1c}',
      '0b5e8c9a-3f2d-4e1b-9c7a-6d5e4f3a2b1c ',
      '0b5e8c9a-3f2d-4e1b-9c7a-6d5e4f3a2b1g',
    ]) {
      expect(isUuid(text)).toBe(false);
    }
  });
});
