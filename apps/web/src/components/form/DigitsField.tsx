import { isAllowedDigitKey } from '@shata/domain';
import type { KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/**
 * Digits-only inputs (spec section 5): key presses other than digits,
 * Backspace, Delete, the arrows and Tab are blocked. Shortcuts (Ctrl or Cmd
 * with a key: paste, select all, undo) pass, and so do the keys of an input
 * method or an on-screen keyboard, which report no real key ('Unidentified',
 * 'Process') or are still composing: what they type is filtered on change instead.
 */
function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.nativeEvent.isComposing || event.key === 'Unidentified' || event.key === 'Process') {
    return;
  }
  if (!isAllowedDigitKey(event.key)) event.preventDefault();
}

/**
 * A text field that takes digits only, with the numeric keypad on phones.
 * The key filter only keeps typing tidy: the caller still filters the value on
 * change, since pastes, drops and autofill pass no key.
 */
export function DigitsField(props: Omit<TextFieldProps, 'onKeyDown' | 'inputMode'>) {
  return <TextField inputMode="numeric" onKeyDown={blockNonDigitKeys} {...props} />;
}
