import { keepDigits } from '@shata/domain';
import type { ClipboardEvent } from 'react';

/**
 * The value a paste leaves: the pasted text's digits put in place of the
 * selection, cut to `max` digits, and where the caret goes. The paste itself
 * is cancelled; the caller sets the value (pasting '98765 43210' into a field
 * of 10 would otherwise be cut to 10 characters before the space is dropped).
 */
export function pasteDigits(
  event: ClipboardEvent<HTMLInputElement>,
  max: number,
  { replaceAll = false }: { replaceAll?: boolean } = {},
): { value: string; caret: number } {
  event.preventDefault();
  const input = event.currentTarget;
  const pasted = event.clipboardData.getData('text');
  const current = replaceAll ? '' : input.value;
  const start = replaceAll ? 0 : (input.selectionStart ?? current.length);
  const end = replaceAll ? 0 : (input.selectionEnd ?? start);
  const before = keepDigits(current.slice(0, start) + pasted, max);
  const value = keepDigits(before + current.slice(end), max);
  return { value, caret: before.length };
}

/** What an edit typed into `previous` to make `next` ('' for a deletion). */
export function insertedText(previous: string, next: string): string {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  return next.slice(start, next.length - end);
}
