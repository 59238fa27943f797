import { messages, paths, recoveryPaths } from '@shata/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import {
  authUrls,
  jsonResponse,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { routes } from '../routes';

function renderApp(path: string) {
  return renderRoutes(routes, { path });
}

describe('the first session check', () => {
  it('shows a loading screen until the session is known', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      [authUrls.session]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/somewhere');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // The bar is there, so nothing moves later, but its menu waits for the answer.
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    // The layout asks once the first screen's chunk has loaded.
    await waitFor(() => expect(api.calls(authUrls.session)).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    answer(jsonResponse(null));

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('button', { name: messages.header.account })).toBeVisible();
  });

  it('signs out a session the tab did not log in (the browser was closed since)', async () => {
    const api = stubApi({
      [authUrls.session]: sessionFixture(),
      [authUrls.signOut]: { success: true },
    });
    renderApp('/somewhere');

    expect(await screen.findByRole('button', { name: messages.header.account })).toBeVisible();
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBeNull();
  });

  it('keeps a session the tab logged in', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const api = stubApi({
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: partnerFixture(),
    });
    renderApp('/somewhere');

    expect(await screen.findByRole('button', { name: /Profile/ })).toBeVisible();
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
  });

  it('keeps a verified user who arrives from the verification link, and moves on to the dashboard', async () => {
    const api = stubApi({
      [authUrls.session]: sessionFixture({ emailVerified: true }),
      [authUrls.partnerMe]: partnerFixture({ _id: 'p-7' }),
    });
    const { router } = renderApp(paths.verifyEmail);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard('p-7')));
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBe('1');
  });

  it('signs out an unverified leftover session on /verify-email and asks for a login', async () => {
    const api = stubApi({
      [authUrls.session]: sessionFixture({ emailVerified: false }),
      [authUrls.signOut]: { success: true },
    });
    const { router } = renderApp(paths.verifyEmail);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
  });

  it('treats an unreachable server as signed out', async () => {
    const api = stubApi();
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/somewhere');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('button', { name: messages.header.account })).toBeVisible();
  });
});

describe('the navigation bar', () => {
  it.each([
    paths.login,
    paths.signup,
    paths.verifyEmail,
    recoveryPaths.forgotPassword,
    `${recoveryPaths.resetPassword}?token=t`,
  ])('is hidden on %s', async (path) => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({ [authUrls.session]: sessionFixture({ emailVerified: false }) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('is shown elsewhere', async () => {
    stubApi({ [authUrls.session]: null });
    renderApp('/somewhere');

    expect(await screen.findByRole('banner')).toBeVisible();
  });
});
