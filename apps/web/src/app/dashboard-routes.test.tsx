import { messages, paths } from '@shata/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInFlagKey } from '../lib/auth/logged-in-flag';
import {
  authUrls,
  jsonResponse,
  partnerFixture,
  type StubAnswer,
  sessionFixture,
  stubApi,
} from '../testing/api-stub';
import { renderRoutes } from '../testing/render';
import { routes } from './routes';

const formHeading = { level: 2, name: 'Your details' } as const;
/** The form is its own chunk, whose first import under Vitest can take over a second. */
const chunkLoad = { timeout: 5_000 };

/** The portal signed in (verified unless the handlers say otherwise) in this tab. */
function renderPortal(path: string, handlers: Record<string, StubAnswer> = {}) {
  window.sessionStorage.setItem(loggedInFlagKey, '1');
  const api = stubApi({
    [authUrls.session]: sessionFixture(),
    [authUrls.partnerMe]: partnerFixture(),
    'GET /api/partners/p-1': partnerFixture(),
    ...handlers,
  });
  return { api, ...renderRoutes(routes, { path }) };
}

describe('the dashboard routes', () => {
  it("show the signed-in partner's registration form at /dashboard/:partnerId", async () => {
    renderPortal(paths.dashboard('p-1'));

    expect(await screen.findByRole('heading', formHeading, chunkLoad)).toBeVisible();
    expect(document.title).toBe('Partner registration | Shata Partner Portal');
  });

  it("turn another partner's dashboard into the caller's own", async () => {
    const { router } = renderPortal(paths.dashboard('someone-else'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard('p-1')));
    expect(await screen.findByRole('heading', formHeading, chunkLoad)).toBeVisible();
  });

  it('take /dashboard/new for itself, not for a partner id, and go on to the form', async () => {
    const { router, api } = renderPortal(paths.dashboardNew);

    fireEvent.click(
      await screen.findByRole('link', { name: 'Create my business profile' }, chunkLoad),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard('p-1')));
    expect(await screen.findByRole('heading', formHeading, chunkLoad)).toBeVisible();
    expect(api.calls('GET /api/partners/new')).toHaveLength(0);
  });

  it('take /dashboard/error for itself', async () => {
    renderPortal(paths.dashboardError, {
      [authUrls.partnerMe]: jsonResponse({ message: 'Service unavailable' }, 503),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load your profile' }),
    ).toBeVisible();
  });

  it('take a login whose partner lookup fails to /dashboard/error, with a retry, not to a login error', async () => {
    const unavailable = jsonResponse({ message: 'Service unavailable' }, 503);
    const api = stubApi({
      [authUrls.session]: null,
      [authUrls.signIn]: { user: {} },
      [authUrls.partnerMe]: unavailable,
    });
    const { router } = renderRoutes(routes, { path: paths.login });
    fireEvent.change(await screen.findByLabelText('Email', {}, chunkLoad), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    api.handlers[authUrls.session] = sessionFixture();
    fireEvent.click(screen.getByRole('button', { name: messages.login.submit }));

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'We could not load your profile' },
      chunkLoad,
    );
    expect(router.state.location.pathname).toBe(paths.dashboardError);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText(messages.login.failed)).not.toBeInTheDocument();
    // Focus moves from the login form to the new screen's heading.
    await waitFor(() => expect(heading).toHaveFocus());

    api.handlers[authUrls.partnerMe] = partnerFixture();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', formHeading, chunkLoad)).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.dashboard('p-1'));
  });

  it.each([paths.dashboardNew, paths.dashboardError, paths.dashboard('p-1')])(
    'send an unverified user of %s to /verify-email',
    async (path) => {
      const { router } = renderPortal(path, {
        [authUrls.session]: sessionFixture({ emailVerified: false }),
      });

      await waitFor(() => expect(router.state.location.pathname).toBe(paths.verifyEmail));
    },
  );

  it.each([paths.dashboardNew, paths.dashboardError, paths.dashboard('p-1')])(
    'send a signed-out visitor of %s to /login',
    async (path) => {
      const { router } = renderPortal(path, { [authUrls.session]: null });

      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    },
  );
});
