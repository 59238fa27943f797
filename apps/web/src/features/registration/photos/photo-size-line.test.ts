import { describe, expect, it } from 'vitest';
import { photoSizeLine } from './photo-size-line';

describe('photoSizeLine', () => {
  it('says the size before and after', () => {
    expect(photoSizeLine(4.8 * 1024 * 1024, 820 * 1024)).toBe('4.8 MB → 820 KB');
    expect(photoSizeLine(714, 1258)).toBe('714 bytes → 1.2 KB');
  });

  it('says nothing when the size did not change as people read it', () => {
    expect(photoSizeLine(2_000_000, 2_000_000)).toBeNull();
    expect(photoSizeLine(1_234_567, 1_234_400)).toBeNull();
  });
});
