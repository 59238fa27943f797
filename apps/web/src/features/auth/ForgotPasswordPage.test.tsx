import { paths, recoveryPaths } from '@shata/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authUrls, jsonResponse, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { authText } from './auth-text';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const routes: RouteObject[] = [
  { path: recoveryPaths.forgotPassword, element: <ForgotPasswordPage /> },
];
const text = authText.forgotPassword;

async function requestLink(answer: unknown) {
  const api = stubApi({ [authUrls.requestReset]: answer });
  const user = userEvent.setup();
  renderRoutes(routes, { path: recoveryPaths.forgotPassword });
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: text.submit }));
  return api;
}

describe('the forgot-password screen', () => {
  it('asks the server for a link to the reset screen and answers neutrally', async () => {
    const api = await requestLink({ status: true });

    expect(await screen.findByRole('status')).toHaveTextContent(text.sent);
    expect(api.calls(authUrls.requestReset)[0]?.body).toEqual({
      email: 'asha@example.com',
      redirectTo: recoveryPaths.resetPassword,
    });
    expect(screen.getByRole('link', { name: text.backToLogin })).toHaveAttribute(
      'href',
      paths.login,
    );
  });

  it.each([
    ['a refusal', jsonResponse({ code: 'auth_refused', message: 'User not found' }, 400)],
    ['a server failure', jsonResponse({ message: 'Internal error' }, 500)],
  ])('gives the same answer after %s', async (_, answer) => {
    await requestLink(answer);

    expect(await screen.findByRole('status')).toHaveTextContent(text.sent);
    expect(screen.queryByText(/not found|internal/i)).not.toBeInTheDocument();
  });

  it("passes on the server's message when asked too often", async () => {
    await requestLink(jsonResponse({ message: 'Too many requests. Please try again later.' }, 429));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(screen.queryByText(text.sent)).not.toBeInTheDocument();
  });

  it('checks the address before asking', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, { path: recoveryPaths.forgotPassword });

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(api.calls(authUrls.requestReset)).toHaveLength(0);
  });
});
