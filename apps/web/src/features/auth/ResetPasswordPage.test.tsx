import { messages, paths, recoveryPaths } from '@shata/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { formCatalogue } from '../../components/form/form-text';
import { accountMessages } from '../../lib/i18n/messages/account';
import { authUrls, jsonResponse, stubApi } from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { renderRoutes } from '../../testing/render';
import { authCatalogue } from './auth-catalogue';
import { authText } from './auth-text';
import { ResetPasswordPage } from './ResetPasswordPage';

const routes: RouteObject[] = [
  { path: recoveryPaths.resetPassword, element: <ResetPasswordPage /> },
];
const text = authText.resetPassword;

function renderReset(search = '?token=reset-token-1') {
  return renderRoutes(routes, { path: `${recoveryPaths.resetPassword}${search}` });
}

async function setPassword(
  user: ReturnType<typeof userEvent.setup>,
  password = 'new-secret',
  confirm = password,
) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: text.submit }));
}

function expectInvalidLink() {
  expect(screen.getByRole('alert')).toHaveTextContent(text.invalidLink);
  expect(screen.getByRole('link', { name: text.requestNewLink })).toHaveAttribute(
    'href',
    recoveryPaths.forgotPassword,
  );
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
}

describe('the reset-password screen', () => {
  it('sets the new password with the token and then offers the login', async () => {
    const api = stubApi({ [authUrls.resetPassword]: { status: true } });
    const user = userEvent.setup();
    renderReset();

    await setPassword(user);

    expect(await screen.findByRole('status')).toHaveTextContent(text.success);
    expect(api.calls(authUrls.resetPassword)[0]?.body).toEqual({
      newPassword: 'new-secret',
      token: 'reset-token-1',
    });
    expect(screen.getByRole('link', { name: text.goToLogin })).toHaveAttribute('href', paths.login);
  });

  it('tells the user to ask for a new link when the server refuses the token', async () => {
    stubApi({
      [authUrls.resetPassword]: jsonResponse(
        { code: 'invalid_token', message: 'Invalid token' },
        400,
      ),
    });
    const user = userEvent.setup();
    renderReset();

    await setPassword(user);

    expect(await screen.findByText(text.invalidLink)).toBeVisible();
    expectInvalidLink();
  });

  it.each([
    ['without a token', ''],
    ['sent back by the server as invalid', '?error=INVALID_TOKEN'],
  ])('says the link is unusable when opened %s', (_, search) => {
    stubApi();
    renderReset(search);

    expectInvalidLink();
  });

  it('checks the passwords as sign-up does', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderReset();

    await setPassword(user, 'short', 'shorter');

    expect(await screen.findByText(messages.signup.weakPassword)).toBeVisible();
    expect(screen.getByText(messages.signup.passwordMismatch)).toBeVisible();
    expect(api.calls(authUrls.resetPassword)).toHaveLength(0);
  });

  it('shows and hides each password', async () => {
    stubApi();
    const user = userEvent.setup();
    renderReset();

    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('reads "Saving..." while busy and passes on a refused common password', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      [authUrls.resetPassword]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderReset();

    await setPassword(user, 'password1');

    expect(await screen.findByRole('button', { name: text.submitting })).toBeDisabled();
    answer(
      jsonResponse({ code: 'password_too_common', message: 'This password is too common.' }, 400),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
    expect(screen.getByLabelText('New password')).toBeVisible();
  });
});

describe('the reset-password screen in Hindi', () => {
  beforeAll(() => loadInHindi(authCatalogue, accountMessages, formCatalogue));

  async function renderResetHi(search = '?token=reset-token-1') {
    renderRoutes(routes, { path: `${recoveryPaths.resetPassword}${search}`, locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'नया पासवर्ड सेट करें' })).toBeVisible();
  }

  it('checks the passwords in Hindi and then offers the login in Hindi', async () => {
    stubApi({ [authUrls.resetPassword]: { status: true } });
    const user = userEvent.setup();
    await renderResetHi();

    await user.type(screen.getByLabelText('नया पासवर्ड'), 'new-secret');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा डालें'), 'new-secrets');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं।')).toBeVisible();

    await user.clear(screen.getByLabelText('नया पासवर्ड दोबारा डालें'));
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा डालें'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(await screen.findByRole('link', { name: 'लॉग इन पर जाएँ' })).toHaveAttribute(
      'href',
      paths.login,
    );
  });

  it("says the server's refusal of a common password in Hindi", async () => {
    stubApi({
      [authUrls.resetPassword]: jsonResponse(
        { code: 'password_too_common', message: messages.signup.commonPassword },
        400,
      ),
    });
    const user = userEvent.setup();
    await renderResetHi();

    await user.type(screen.getByLabelText('नया पासवर्ड'), 'password1');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा डालें'), 'password1');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह पासवर्ड सबसे आम पासवर्ड में से एक है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
    );
  });

  it('says in Hindi that an expired link is no use', async () => {
    stubApi({
      [authUrls.resetPassword]: jsonResponse(
        { code: 'invalid_token', message: 'Invalid token' },
        400,
      ),
    });
    const user = userEvent.setup();
    await renderResetHi();

    await user.type(screen.getByLabelText('नया पासवर्ड'), 'new-secret');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा डालें'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह रीसेट लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। नया लिंक मँगाएँ।',
    );
    expect(screen.getByRole('link', { name: 'नया लिंक मँगाएँ' })).toHaveAttribute(
      'href',
      recoveryPaths.forgotPassword,
    );
  });
});
