import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DigitsField } from './DigitsField';

/** Renders a field and answers whether a key press in it goes through (true) or is blocked. */
function renderField() {
  render(<DigitsField label="Phone" />);
  const input = screen.getByRole('textbox', { name: 'Phone' });
  return (init: KeyboardEventInit) => fireEvent.keyDown(input, init);
}

describe('a digits-only field', () => {
  it('opens the numeric keypad', () => {
    render(<DigitsField label="Phone" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('lets digits and editing keys through and blocks the rest', () => {
    const pressGoesThrough = renderField();
    expect(pressGoesThrough({ key: '7' })).toBe(true);
    expect(pressGoesThrough({ key: 'Backspace' })).toBe(true);
    expect(pressGoesThrough({ key: 'a' })).toBe(false);
  });

  it('lets shortcuts and an input method composing text through', () => {
    const pressGoesThrough = renderField();
    expect(pressGoesThrough({ key: 'v', ctrlKey: true })).toBe(true);
    expect(pressGoesThrough({ key: 'a', isComposing: true })).toBe(true);
    expect(pressGoesThrough({ key: 'Process' })).toBe(true);
  });
});
