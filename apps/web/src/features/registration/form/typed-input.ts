/**
 * Puts the normal form of what the input holds in place, the caret kept
 * after the same characters: typed, pasted, dropped or autofilled alike (a
 * phone keyboard's clipboard inserts text with no paste event). The inputs
 * that use it set no maxLength: the browser would cut a pasted
 * '+91 98450 12345' or '2345 6789 0124' before the spaces are dropped; the
 * normaliser caps the length instead.
 */
export function normaliseInput(input: HTMLInputElement, normalise: (value: string) => string) {
  const { value, selectionStart } = input;
  const normalised = normalise(value);
  if (normalised === value) return;
  const caret = Math.min(
    normalised.length,
    selectionStart === null ? normalised.length : normalise(value.slice(0, selectionStart)).length,
  );
  input.value = normalised;
  input.setSelectionRange(caret, caret);
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
