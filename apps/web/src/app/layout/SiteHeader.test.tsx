import type { Partner } from '@shata/domain';
import { messages, paths } from '@shata/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../lib/auth/auth-client';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { myPartnerQueryKey, sessionQueryKey } from '../../lib/auth/session';
import {
  approvedPartnerFixture,
  authUrls,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { createTestQueryClient, renderRoutes } from '../../testing/render';
import { SiteHeader } from './SiteHeader';

const routes: RouteObject[] = [
  { path: paths.login, element: <p>Login screen</p> },
  { path: '*', element: <SiteHeader /> },
];

function renderHeader(session: AuthSession | null, partner?: Partner) {
  const api = stubApi({
    [authUrls.session]: session,
    [authUrls.signOut]: { success: true },
    ...(partner ? { [authUrls.partnerMe]: partner } : {}),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  if (session && partner) queryClient.setQueryData(myPartnerQueryKey(session.user.id), partner);
  const view = renderRoutes(routes, { path: '/somewhere', queryClient });
  return { api, ...view };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  // The signed-in menus are a chunk of their own: wait for the button.
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('the header before the session is known', () => {
  it('shows the bar with the logo but no menu, so the page never moves and no wrong menu flashes', () => {
    renderRoutes([{ path: '*', element: <SiteHeader sessionChecked={false} /> }], {
      path: '/',
      queryClient: createTestQueryClient(),
    });

    expect(screen.getByRole('link', { name: 'Shata home' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeEmptyDOMElement();
  });
});

describe('the header, signed out', () => {
  it('links the logo home and offers Login and Sign Up under Account', async () => {
    renderHeader(null);
    const user = userEvent.setup();

    expect(screen.getByRole('link', { name: 'Shata home' })).toHaveAttribute('href', '/');
    const menu = await openMenu(user, messages.header.account);

    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      messages.header.login,
      messages.header.signUp,
    ]);
    expect(items[0]).toHaveAttribute('href', paths.login);
    expect(items[1]).toHaveAttribute('href', paths.signup);
  });

  it('works from the keyboard', async () => {
    const { router } = renderHeader(null);
    const user = userEvent.setup();

    screen.getByRole('button', { name: messages.header.account }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: messages.header.login })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: messages.header.account })).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  it('opens on the last item with the up arrow, on the first press, while the menu is still being fetched', async () => {
    renderHeader(null);
    const user = userEvent.setup();

    const button = screen.getByRole('button', { name: messages.header.account });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowUp}');

    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: messages.header.signUp })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: messages.header.account })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('the header, signed in', () => {
  it('greys out My Account and My Bookings with the hint until the partner is fully approved', async () => {
    const { router } = renderHeader(sessionFixture(), partnerFixture());
    const user = userEvent.setup();

    const menu = await openMenu(user, /Profile/);

    expect(within(menu).getByText('asha@example.com')).toBeVisible();
    const hint = within(menu).getByText(messages.header.verificationRequired);
    for (const name of [messages.header.myAccount, messages.header.myBookings]) {
      const item = within(menu).getByRole('menuitem', { name });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
      expect(item).toHaveAccessibleDescription(messages.header.verificationRequired);
      expect(hint).toBeVisible();
    }

    await user.click(within(menu).getByRole('menuitem', { name: messages.header.myAccount }));
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('also greys them out before the partner is known (address not verified yet)', async () => {
    renderHeader(sessionFixture({ emailVerified: false }));
    const user = userEvent.setup();

    const menu = await openMenu(user, /Profile/);

    expect(within(menu).getByRole('menuitem', { name: messages.header.myAccount })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opens them for a fully approved partner', async () => {
    renderHeader(sessionFixture(), approvedPartnerFixture());
    const user = userEvent.setup();

    const menu = await openMenu(user, /Profile/);

    const account = within(menu).getByRole('menuitem', { name: messages.header.myAccount });
    const bookings = within(menu).getByRole('menuitem', { name: messages.header.myBookings });
    expect(account).not.toHaveAttribute('aria-disabled');
    expect(account).toHaveAttribute('href', paths.myAccount('p-1'));
    expect(bookings).toHaveAttribute('href', paths.myBookings('p-1'));
    expect(within(menu).queryByText(messages.header.verificationRequired)).not.toBeInTheDocument();
  });

  it('follows the partner query, without a reload', async () => {
    const session = sessionFixture();
    const { queryClient } = renderHeader(session, partnerFixture());
    const user = userEvent.setup();
    const menu = await openMenu(user, /Profile/);
    expect(within(menu).getByRole('menuitem', { name: messages.header.myAccount })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    act(() => {
      queryClient.setQueryData(myPartnerQueryKey(session.user.id), approvedPartnerFixture());
    });

    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: messages.header.myAccount }),
      ).toHaveAttribute('href', paths.myAccount('p-1')),
    );
  });

  it("shows the first letter of the partner's name in the avatar, not of the address", async () => {
    renderHeader(
      sessionFixture({ email: 'rao.family@example.com', name: 'rao.family@example.com' }),
      approvedPartnerFixture({ name: 'asha Rao', personalEmail: 'rao.family@example.com' }),
    );

    const trigger = await screen.findByRole('button', { name: /Profile/ });

    expect(trigger).toHaveTextContent(/^AProfile$/);
  });

  it('takes the letter from the address while the partner has no name', async () => {
    renderHeader(
      sessionFixture({ email: 'rao.family@example.com', name: 'rao.family@example.com' }),
      partnerFixture({ personalEmail: 'rao.family@example.com' }),
    );

    const trigger = await screen.findByRole('button', { name: /Profile/ });

    expect(trigger).toHaveTextContent(/^RProfile$/);
  });

  it('asks before logging out, and Cancel keeps the user signed in', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const { api } = renderHeader(sessionFixture(), partnerFixture());
    const user = userEvent.setup();

    const menu = await openMenu(user, /Profile/);
    await user.click(within(menu).getByRole('menuitem', { name: messages.header.logout }));

    const dialog = await screen.findByRole('dialog', { name: messages.logoutDialog.title });
    expect(dialog).toHaveAccessibleDescription(messages.logoutDialog.question);
    await user.click(within(dialog).getByRole('button', { name: messages.logoutDialog.cancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Profile/ })).toHaveFocus();
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBe('1');
  });

  it('logs out on Log Out: signs out, clears the flag and goes to /login', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const { api, router } = renderHeader(sessionFixture(), partnerFixture());
    const user = userEvent.setup();

    const menu = await openMenu(user, /Profile/);
    await user.click(within(menu).getByRole('menuitem', { name: messages.header.logout }));
    const dialog = await screen.findByRole('dialog', { name: messages.logoutDialog.title });
    await user.click(within(dialog).getByRole('button', { name: messages.logoutDialog.confirm }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBeNull();
  });

  it('closes the dialog on Escape', async () => {
    const { api } = renderHeader(sessionFixture(), partnerFixture());
    const user = userEvent.setup();

    const menu = await openMenu(user, /Profile/);
    await user.click(within(menu).getByRole('menuitem', { name: messages.header.logout }));
    const dialog = await screen.findByRole('dialog', { name: messages.logoutDialog.title });
    // jsdom does not turn Escape into the dialog's cancel event as browsers do.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
  });
});
