import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../lib/i18n/locale';
import { PasswordField } from './PasswordField';

describe("a password field's show/hide toggle", () => {
  it('is named for the field it reveals', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);

    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  it('is named in Hindi on a Hindi screen', async () => {
    const user = userEvent.setup();
    // Awaited: the first render waits for the Hindi words.
    await act(async () =>
      render(
        <LocaleProvider initial="hi">
          <PasswordField label="पासवर्ड" />
        </LocaleProvider>,
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'पासवर्ड दिखाएँ' }));

    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toBeVisible();
  });
});
