import { paths } from '@shata/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInFlagKey } from '../lib/auth/logged-in-flag';
import {
  approvedPartnerFixture,
  authUrls,
  type StubAnswer,
  sessionFixture,
  stubApi,
} from '../testing/api-stub';
import { renderRoutes } from '../testing/render';
import { routes } from './routes';

/** The portal signed in, as an approved partner unless the handlers say otherwise, in this tab. */
function renderPortal(path: string, handlers: Record<string, StubAnswer> = {}) {
  window.sessionStorage.setItem(loggedInFlagKey, '1');
  const api = stubApi({
    [authUrls.session]: sessionFixture(),
    [authUrls.partnerMe]: approvedPartnerFixture(),
    'GET /api/partners/p-1': approvedPartnerFixture(),
    'GET /api/bookings': { items: [], nextCursor: null },
    ...handlers,
  });
  return { api, ...renderRoutes(routes, { path }) };
}

describe('the My Bookings route', () => {
  it("turns another partner's bookings address into the caller's own", async () => {
    const { router, api } = renderPortal(paths.myBookings('someone-else'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.myBookings('p-1')));
    expect(await screen.findByText('No bookings found.')).toBeVisible();
    expect(document.title).toBe('My Bookings | Shata Partner Portal');
    expect(
      api.calls('GET /api/bookings').map((call) => call.url.searchParams.get('partnerId')),
    ).toEqual(['p-1']);
  });

  it('sends an unverified user to /verify-email and a signed-out visitor to /login', async () => {
    const unverified = renderPortal(paths.myBookings('p-1'), {
      [authUrls.session]: sessionFixture({ emailVerified: false }),
    });
    await waitFor(() => expect(unverified.router.state.location.pathname).toBe(paths.verifyEmail));
    unverified.unmount();

    const signedOut = renderPortal(paths.myBookings('p-1'), { [authUrls.session]: null });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe(paths.login));
  });
});
