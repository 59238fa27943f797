import type { Locale } from '@shata/domain';
import { formatFileSize } from '../../../lib/file-size';

/**
 * How a prepared photo's size changed, as people read it: '4.8 MB → 820 KB'.
 * Null when it reads the same, as after only the location was removed.
 */
export function photoSizeLine(
  originalSize: number,
  preparedSize: number,
  locale: Locale = 'en',
): string | null {
  const before = formatFileSize(originalSize, locale);
  const after = formatFileSize(preparedSize, locale);
  return before === after ? null : `${before} → ${after}`;
}
