import { maxUploadBytes } from '@shata/domain';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says bytes, KB and MB the way people read them', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(150 * 1024)).toBe('150 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatFileSize(maxUploadBytes)).toBe('50 MB');
    expect(formatFileSize(2 * 1024 ** 3)).toBe('2 GB');
  });

  it('says bytes in Hindi, and the units as Hindi readers write them', () => {
    expect(formatFileSize(1, 'hi')).toBe('1 बाइट');
    expect(formatFileSize(512, 'hi')).toBe('512 बाइट');
    expect(formatFileSize(1536, 'hi')).toBe('1.5 KB');
  });
});
