import { paths } from '@shata/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { authUrls, partnerFixture, sessionFixture, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { routes } from '../routes';

/** The copy the landing screens show, as a partner reads it. */
const verifiedOnDashboard = 'E-mail verified. You can now complete your registration.';
const verifiedAtLogin = 'E-mail verified. Log in to continue your registration.';
const linkFailedAtLogin =
  'This verification link is invalid or has expired. Log in, and you can send yourself a new one from the next screen.';
const linkFailedOnScreen =
  'This verification link is invalid or has expired. Send yourself a new one with the button below.';
/** Screens are chunks of their own, whose first import under Vitest can take seconds on a busy machine. */
const chunkLoad = { timeout: 10_000 };

describe('where the mailed verification link lands', () => {
  it('confirms the address briefly on the dashboard of the browser that signed up', async () => {
    stubApi({
      [authUrls.session]: sessionFixture({ emailVerified: true }),
      [authUrls.partnerMe]: partnerFixture({ _id: 'p-7' }),
      'GET /api/partners/p-7': partnerFixture({ _id: 'p-7' }),
    });
    const { router } = renderRoutes(routes, { path: `${paths.verifyEmail}?verified=1` });

    const message = await screen.findByText(verifiedOnDashboard, {}, chunkLoad);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe(paths.dashboard('p-7'));
  });

  it('says so at login, for a browser that is not signed in, when the address was verified', async () => {
    stubApi({ [authUrls.session]: null });
    const { router } = renderRoutes(routes, { path: `${paths.verifyEmail}?verified=1` });

    const message = await screen.findByText(verifiedAtLogin, {}, chunkLoad);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('says at login that an expired link failed, and how to get a new one, for a browser signed out', async () => {
    stubApi({ [authUrls.session]: null });
    const { router } = renderRoutes(routes, { path: `${paths.verifyEmail}?error=TOKEN_EXPIRED` });

    expect(await screen.findByRole('alert', {}, chunkLoad)).toHaveTextContent(linkFailedAtLogin);
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('says the same after signing out the stale session of a new tab', async () => {
    const api = stubApi({
      [authUrls.session]: sessionFixture({ emailVerified: false }),
      [authUrls.signOut]: { success: true },
    });
    const { router } = renderRoutes(routes, { path: `${paths.verifyEmail}?error=INVALID_TOKEN` });

    expect(await screen.findByRole('alert', {}, chunkLoad)).toHaveTextContent(linkFailedAtLogin);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
  });

  it('offers a new link at once to the signed-in partner whose link failed', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({ [authUrls.session]: sessionFixture({ emailVerified: false }) });
    const { router } = renderRoutes(routes, { path: `${paths.verifyEmail}?error=TOKEN_EXPIRED` });

    expect(await screen.findByRole('alert', {}, chunkLoad)).toHaveTextContent(linkFailedOnScreen);
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(paths.verifyEmail);
  });

  it('leaves a signed-out visit without a link as the plain login screen', async () => {
    stubApi({ [authUrls.session]: null });
    const { router } = renderRoutes(routes, { path: paths.verifyEmail });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByRole('heading', { level: 1 }, chunkLoad)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
