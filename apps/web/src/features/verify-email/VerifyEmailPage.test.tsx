import { messages, paths, timings } from '@shata/domain';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { accountMessages } from '../../lib/i18n/messages/account';
import {
  authUrls,
  jsonResponse,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { advance, renderRoutes, settle } from '../../testing/render';
import { VerifyEmailPage } from './VerifyEmailPage';
import { verifyEmailCatalogue } from './verify-email-catalogue';
import { verifyEmailText } from './verify-email-text';

const routes: RouteObject[] = [
  { path: paths.verifyEmail, element: <VerifyEmailPage /> },
  { path: '*', element: <p>Somewhere else</p> },
];

const unverified = sessionFixture({ emailVerified: false, email: 'asha@example.com' });
const verified = sessionFixture({ emailVerified: true, email: 'asha@example.com' });

async function renderVerifyEmail(handlers: Parameters<typeof stubApi>[0] = {}, search = '') {
  const api = stubApi({ [authUrls.session]: unverified, ...handlers });
  const view = renderRoutes(routes, { path: `${paths.verifyEmail}${search}` });
  await settle();
  return { api, ...view };
}

function resendButton() {
  return screen.getByRole('button', { name: /^Resend/ });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the verify-email screen', () => {
  it('shows the address, what to do, that it moves on by itself, and where else to look', async () => {
    await renderVerifyEmail();

    expect(screen.getByRole('heading', { level: 1, name: verifyEmailText.title })).toBeVisible();
    expect(screen.getByText('asha@example.com')).toBeVisible();
    expect(screen.getByText('asha@example.com').closest('p')).toHaveTextContent(
      /^We have sent a verification link to asha@example\.com\.$/,
    );
    expect(screen.getByText(verifyEmailText.explainLink)).toBeVisible();
    expect(screen.getByText(verifyEmailText.redirectsAutomatically)).toBeVisible();
    expect(screen.getByText(verifyEmailText.spamHint)).toBeVisible();
  });

  it('says so when the server sends back a link it could not honour', async () => {
    await renderVerifyEmail({}, '?error=INVALID_TOKEN');

    expect(screen.getByRole('alert')).toHaveTextContent(verifyEmailText.linkFailed);
  });

  it('counts down 30 s before a resend is allowed', async () => {
    await renderVerifyEmail();

    expect(resendButton()).toHaveTextContent(messages.verifyEmail.resendIn(30));
    expect(resendButton()).toBeDisabled();

    await advance(1_000);
    expect(resendButton()).toHaveTextContent(messages.verifyEmail.resendIn(29));

    await advance(28_000);
    expect(resendButton()).toHaveTextContent(messages.verifyEmail.resendIn(1));
    expect(resendButton()).toBeDisabled();

    await advance(1_000);
    expect(resendButton()).toHaveTextContent(verifyEmailText.resend);
    expect(resendButton()).toBeEnabled();
  });

  it('resends the mail, says so, and restarts the countdown at 30', async () => {
    const { api } = await renderVerifyEmail({ [authUrls.sendVerification]: { status: true } });
    await advance(timings.resendCooldownSeconds * 1_000);

    fireEvent.click(resendButton());
    await settle();

    expect(api.calls(authUrls.sendVerification)[0]?.body).toEqual({
      email: 'asha@example.com',
      callbackURL: paths.verifyEmail,
    });
    expect(screen.getByRole('status')).toHaveTextContent(messages.verifyEmail.resendSuccess);
    expect(resendButton()).toHaveTextContent(messages.verifyEmail.resendIn(30));
    expect(resendButton()).toBeDisabled();

    await advance(29_000);
    expect(resendButton()).toHaveTextContent(messages.verifyEmail.resendIn(1));
    await advance(1_000);
    expect(resendButton()).toBeEnabled();
  });

  it('says when the mail could not be resent, and lets the user try again', async () => {
    await renderVerifyEmail({
      [authUrls.sendVerification]: jsonResponse({ message: 'Too many requests' }, 429),
    });
    await advance(timings.resendCooldownSeconds * 1_000);

    fireEvent.click(resendButton());
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(messages.verifyEmail.resendFailure);
    expect(resendButton()).toBeEnabled();
  });

  it('checks the session every 3 s and, once verified, goes to the dashboard', async () => {
    const { api, router } = await renderVerifyEmail({ [authUrls.partnerMe]: partnerFixture() });
    expect(api.calls(authUrls.session)).toHaveLength(1);

    await advance(timings.verifyEmailPollMs - 1);
    expect(api.calls(authUrls.session)).toHaveLength(1);
    await advance(1);
    expect(api.calls(authUrls.session)).toHaveLength(2);
    expect(router.state.location.pathname).toBe(paths.verifyEmail);

    api.handlers[authUrls.session] = verified;
    await advance(timings.verifyEmailPollMs);

    expect(api.calls(authUrls.session)).toHaveLength(3);
    expect(api.calls(authUrls.partnerMe)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.dashboard('p-1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the login screen, signed out, when the partner cannot be fetched', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const { api, router } = await renderVerifyEmail({
      [authUrls.session]: verified,
      [authUrls.partnerMe]: jsonResponse({ message: 'Unavailable' }, 503),
      [authUrls.signOut]: { success: true },
    });
    await settle();

    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBeNull();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('lets a user who used the wrong address log out', async () => {
    const { api, router } = await renderVerifyEmail({ [authUrls.signOut]: { success: true } });

    fireEvent.click(screen.getByRole('button', { name: verifyEmailText.logOut }));
    await settle();

    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('stops checking once it has left the screen', async () => {
    const { api, unmount } = await renderVerifyEmail();

    unmount();
    await advance(timings.verifyEmailPollMs * 3);

    expect(api.calls(authUrls.session)).toHaveLength(1);
  });
});

describe('the verify-email screen in Hindi', () => {
  beforeAll(() => loadInHindi(verifyEmailCatalogue, accountMessages));

  async function renderVerifyEmailHi(handlers: Parameters<typeof stubApi>[0] = {}) {
    stubApi({ [authUrls.session]: unverified, ...handlers });
    renderRoutes(routes, { path: paths.verifyEmail, locale: 'hi' });
    await settle();
  }

  it('says what to do in Hindi and counts down the resend in Hindi', async () => {
    await renderVerifyEmailHi();

    expect(screen.getByRole('heading', { level: 1, name: 'अपना ईमेल सत्यापित करें' })).toBeVisible();
    // Hindi ends the sentence with a danda, not a full stop.
    expect(screen.getByText('asha@example.com').closest('p')).toHaveTextContent(
      /^हमने सत्यापन का लिंक इस पते पर भेजा है: asha@example\.com।$/,
    );
    const resend = screen.getByRole('button', { name: '30 सेकंड बाद फिर से भेजें' });
    expect(resend).toBeDisabled();

    await advance(30_000);
    expect(resend).toHaveTextContent('सत्यापन ईमेल फिर से भेजें');
    expect(resend).toBeEnabled();
    expect(screen.getByRole('button', { name: 'लॉग आउट करें' })).toBeVisible();
  });

  it('says in Hindi when the mail could not be resent', async () => {
    await renderVerifyEmailHi({
      [authUrls.sendVerification]: jsonResponse({ message: 'Too many requests' }, 429),
    });
    await advance(30_000);

    fireEvent.click(screen.getByRole('button', { name: 'सत्यापन ईमेल फिर से भेजें' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'सत्यापन ईमेल नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    );
  });
});
