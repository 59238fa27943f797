import { paths, recoveryPaths } from '@shata/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../lib/i18n/messages/account';
import { authUrls, jsonResponse, stubApi } from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { renderRoutes } from '../../testing/render';
import { authCatalogue } from './auth-catalogue';
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

describe('the forgot-password screen in Hindi', () => {
  beforeAll(() => loadInHindi(authCatalogue, accountMessages));

  async function renderForgotHi() {
    renderRoutes(routes, { path: recoveryPaths.forgotPassword, locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' })).toBeVisible();
  }

  it('checks the address in Hindi, then answers in Hindi', async () => {
    const api = stubApi({ [authUrls.requestReset]: { status: true } });
    const user = userEvent.setup();
    await renderForgotHi();

    await user.type(screen.getByLabelText('ईमेल'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('सही ईमेल पता लिखें');
    expect(api.calls(authUrls.requestReset)).toHaveLength(0);

    await user.clear(screen.getByLabelText('ईमेल'));
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'अगर इस पते का कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है।',
    );
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toHaveAttribute(
      'href',
      paths.login,
    );
  });

  it('says how long to wait in Hindi when asked too often', async () => {
    stubApi({
      [authUrls.requestReset]: new Response(
        JSON.stringify({ message: 'Too many requests. Please try again later.' }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '90' } },
      ),
    });
    const user = userEvent.setup();
    await renderForgotHi();

    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'बहुत ज़्यादा अनुरोध। कृपया 2 मिनट बाद फिर से कोशिश करें।',
    );
  });
});
