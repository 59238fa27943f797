import type { Locale } from '@shata/domain';

const units = ['KB', 'MB', 'GB'] as const;
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1, useGrouping: false });

/** Bytes, said in each language; KB, MB and GB are written the same in both. */
const byteWords: Record<Locale, (bytes: number) => string> = {
  en: (bytes) => (bytes === 1 ? 'byte' : 'bytes'),
  hi: () => 'बाइट',
};

/**
 * A file size for people: '512 bytes', '1.5 KB', '12.3 MB'. Binary units, as
 * the 50 MB upload limit counts them.
 */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} ${byteWords[locale](bytes)}`;
  let value = bytes / 1024;
  let unit: (typeof units)[number] = 'KB';
  for (const next of units.slice(1)) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${oneDecimal.format(value)} ${unit}`;
}
