import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { keepTabInDialog } from './keep-tab-in-dialog';

function renderDialog() {
  render(
    <>
      <button type="button">Behind the dialog</button>
      <dialog open aria-label="Choose" onKeyDown={keepTabInDialog}>
        <a href="/first">First</a>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </dialog>
    </>,
  );
}

describe('Tab in a modal dialog', () => {
  it('wraps from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    renderDialog();

    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('leaves Tab between the controls inside to the browser', async () => {
    const user = userEvent.setup();
    renderDialog();

    screen.getByRole('link', { name: 'First' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });
});
