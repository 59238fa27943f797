import { paths, timings } from '@shata/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedInFlagKey } from '../lib/auth/logged-in-flag';
import { authUrls, clientConfigFixture, sessionFixture, stubApi } from '../testing/api-stub';
import { advance, renderRoutes, settle } from '../testing/render';
import { App } from './App';
import { routes } from './routes';
import { sessionText } from './session/session-text';

/** Renders the portal signed out and waits for the first session check. */
async function renderAt(path: string, routeTable: RouteObject[] = routes) {
  stubApi({ [authUrls.session]: null });
  const { router } = renderRoutes(routeTable, { path });
  await screen.findByRole('main');
  await screen.findByRole('contentinfo');
  return router;
}

describe('an unknown path', () => {
  it('shows the not-found page inside the layout', async () => {
    await renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('link', { name: 'Go to the home page' }),
    );
    expect(screen.getByRole('link', { name: 'Shata home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Shata`,
    );
    await waitFor(() => expect(document.title).toBe('Page not found | Shata Partner Portal'));
  });

  it('offers a link that takes the user home', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/no-such-page');

    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    // The landing page is its own chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets keyboard users skip straight to the content', async () => {
    const user = userEvent.setup();
    await renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    await user.tab();

    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe("the operators' console", () => {
  it("carries the header but not the partners' site footer", async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({
      [authUrls.session]: sessionFixture({ email: 'operator@example.com', role: 'admin' }),
      'GET /api/admin/partners': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    renderRoutes(routes, { path: '/admin' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partners to review' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shata home' })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("leads from the queue's header to the Integrations page, a page of its own", async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const user = userEvent.setup();
    stubApi({
      [authUrls.session]: sessionFixture({ email: 'operator@example.com', role: 'admin' }),
      'GET /api/admin/partners': { items: [], total: 0, page: 1, pageSize: 20 },
      'GET /api/admin/api-keys': { keys: [] },
      'GET /api/admin/webhooks': { endpoints: [] },
      'GET /api/admin/operator-actions': { actions: [] },
    });
    const { router } = renderRoutes(routes, { path: '/admin' });

    await user.click(
      await screen.findByRole('link', { name: 'Integrations: API keys and webhooks' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/integrations');
    expect(await screen.findByText('No API keys yet.')).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('leads an admin from the queue to the Team page', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const user = userEvent.setup();
    stubApi({
      [authUrls.session]: sessionFixture({ email: 'operator@example.com', role: 'admin' }),
      'GET /api/admin/partners': { items: [], total: 0, page: 1, pageSize: 20 },
      'GET /api/admin/operators': { operators: [] },
    });
    const { router } = renderRoutes(routes, { path: '/admin' });
    await user.click(await screen.findByRole('link', { name: 'Team: operators and their roles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/team');
  });

  it('shows a reviewer no link to the admins’ pages', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({
      [authUrls.session]: sessionFixture({ email: 'operator@example.com', role: 'reviewer' }),
      'GET /api/admin/partners': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    renderRoutes(routes, { path: '/admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Partners to review' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Team/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Integrations/ })).toBeNull();
  });

  it('keeps the Integrations page from partners, asking the server nothing', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const api = stubApi({ [authUrls.session]: sessionFixture() });
    renderRoutes(routes, { path: '/admin/integrations' });

    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(api.calls('GET /api/admin/api-keys')).toHaveLength(0);
    expect(api.calls('GET /api/admin/webhooks')).toHaveLength(0);
  });
});

function BrokenScreen(): never {
  throw new Error('The screen failed to render');
}

describe('the auto-logout, loaded once someone is signed in', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns an idle partner, then signs them out to the login, on any page', async () => {
    // The clock also runs on by itself, for the screen's chunks to load as in a browser.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const api = stubApi({
      [authUrls.session]: sessionFixture(),
      [authUrls.clientConfig]: clientConfigFixture(),
      [authUrls.signOut]: { success: true },
    });
    const { router } = renderRoutes(routes, { path: paths.terms });
    // The auto-logout is a chunk of its own, asked for once the session check has found the
    // session: the period starts once it has loaded.
    await screen.findByRole('heading', { level: 1 });
    await vi.dynamicImportSettled();
    await settle();
    await advance(1);
    const warningDialog = () =>
      screen.queryByRole('dialog', { name: sessionText.inactivity.title });

    await advance(timings.inactivityTimeoutMs - timings.inactivityWarningLeadMs);
    expect(warningDialog()).toBeVisible();
    expect(api.calls(authUrls.signOut)).toHaveLength(0);

    await advance(timings.inactivityWarningLeadMs);
    await advance(1);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.login);
  });
});

describe('a screen that fails', () => {
  const withFailingScreen: RouteObject[] = routes.map((route) =>
    route.index
      ? route
      : {
          ...route,
          children: [...(route.children ?? []), { path: 'broken', Component: BrokenScreen }],
        },
  );

  it('shows a friendly error page with a way home', async () => {
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [authUrls.session]: null });

    renderRoutes(withFailingScreen, { path: '/broken' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByText(/could not be shown/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('The screen failed to render')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Something went wrong | Shata Partner Portal'));
  });

  it('gives the next page its chance once the user goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ [authUrls.session]: null });
    const user = userEvent.setup();
    renderRoutes(withFailingScreen, { path: '/broken' });

    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Turn Your Skills into Income' }),
    ).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

describe('the app in the browser', () => {
  it('routes the address bar: an unknown path shows the not-found page', async () => {
    stubApi({ [authUrls.session]: null });
    window.history.pushState(null, '', '/no-such-page');

    render(<App />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    window.history.pushState(null, '', '/');
  });
});

describe('scrolling between pages', () => {
  it('starts a new page at the top and returns to the place on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    const router = await renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('scroll'));
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});
