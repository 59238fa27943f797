import {
  documentUploadPath,
  messages,
  operatorPaths,
  paths,
  postLoginRoute,
  routePatterns,
} from '@shata/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RouteObject, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authText } from '../../features/auth/auth-text';
import { LoginPage } from '../../features/auth/LoginPage';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { useMyPartner } from '../../lib/auth/session';
import {
  approvedPartnerFixture,
  authUrls,
  jsonResponse,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { routes } from '../routes';
import { RedirectVerifiedPartner } from './RedirectVerifiedPartner';
import { RequireOperator } from './RequireOperator';
import { RequireOwnPartner, withOwnPartnerId } from './RequireOwnPartner';
import { RequireSession } from './RequireSession';

// ZXing's writer is WASM, which jsdom cannot fetch: the QR arrives as a picture already drawn.
vi.mock('../../components/second-factor/qr-image', () => ({
  qrImageUrl: async () => 'data:image/svg+xml;base64,PHN2Zy8+',
}));

function OwnScreen() {
  return <p>Own screen of {useMyPartner().data?._id}</p>;
}

/** The shape the /…/:partnerId screens will be added in. */
const testRoutes: RouteObject[] = [
  { path: paths.login, element: <p>Login screen</p> },
  { path: paths.verifyEmail, element: <p>Verify screen</p> },
  {
    element: <RequireSession verifiedEmail />,
    children: [
      {
        element: <RequireOwnPartner />,
        children: [{ path: routePatterns.myAccount, element: <OwnScreen /> }],
      },
    ],
  },
  { path: '*', element: <p>Elsewhere</p> },
];

describe('RequireSession', () => {
  it('sends a signed-out visitor of /verify-email to /login', async () => {
    stubApi({ [authUrls.session]: null });
    const { router } = renderRoutes(routes, { path: paths.verifyEmail });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-out visitor of a partner screen to /login', async () => {
    stubApi({ [authUrls.session]: null });
    const { router } = renderRoutes(testRoutes, { path: paths.myAccount('p-1') });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  it('sends an unverified user of a screen that needs a verified address to /verify-email', async () => {
    stubApi({ [authUrls.session]: sessionFixture({ emailVerified: false }) });
    const { router } = renderRoutes(testRoutes, { path: paths.myAccount('p-1') });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verifyEmail));
  });
});

describe('RequireOwnPartner', () => {
  it("shows a partner's own screen", async () => {
    stubApi({ [authUrls.session]: sessionFixture(), [authUrls.partnerMe]: partnerFixture() });
    renderRoutes(testRoutes, { path: paths.myAccount('p-1') });

    expect(await screen.findByText('Own screen of p-1')).toBeVisible();
  });

  it("turns another partner's address into the same screen with the caller's own id", async () => {
    stubApi({ [authUrls.session]: sessionFixture(), [authUrls.partnerMe]: partnerFixture() });
    const { router } = renderRoutes(testRoutes, {
      path: `${paths.myAccount('someone-else')}?tab=documents#top`,
    });

    expect(await screen.findByText('Own screen of p-1')).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: paths.myAccount('p-1'),
      search: '?tab=documents',
      hash: '#top',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the error page when the partner cannot be loaded', async () => {
    // React reports the caught error on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: jsonResponse({ message: 'Unavailable' }, 503),
    });
    renderRoutes([{ path: '/', errorElement: <p>Error page</p>, children: testRoutes }], {
      path: paths.myAccount('p-1'),
    });

    expect(await screen.findByText('Error page')).toBeVisible();
  });

  it('keeps the screen when only a refresh of the partner fails', async () => {
    const api = stubApi({
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: partnerFixture(),
    });
    const { queryClient } = renderRoutes(
      [{ path: '/', errorElement: <p>Error page</p>, children: testRoutes }],
      { path: paths.myAccount('p-1') },
    );
    expect(await screen.findByText('Own screen of p-1')).toBeVisible();

    api.handlers[authUrls.partnerMe] = jsonResponse({ message: 'Unavailable' }, 503);
    await queryClient.refetchQueries({ queryKey: ['partners', 'me'] });
    expect(api.calls(authUrls.partnerMe)).toHaveLength(2);
    expect(screen.getByText('Own screen of p-1')).toBeVisible();
    expect(screen.queryByText('Error page')).not.toBeInTheDocument();
  });
});

describe('withOwnPartnerId', () => {
  it('replaces the id segment, encoded, and nothing else', () => {
    expect(withOwnPartnerId('/status/abc', 'abc', 'p 1')).toBe('/status/p%201');
    expect(withOwnPartnerId('/my-bookings/a%20b', 'a b', 'p-1')).toBe('/my-bookings/p-1');
    expect(withOwnPartnerId('/status/other', 'abc', 'p-1')).toBe('/status/other');
  });
});

describe('RedirectVerifiedPartner on /signup', () => {
  it('sends a verified partner to their dashboard', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: partnerFixture({ _id: 'p-9' }),
    });
    const { router } = renderRoutes(routes, { path: paths.signup });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard('p-9')));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the sign-up form to everyone else', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({ [authUrls.session]: sessionFixture({ emailVerified: false }) });
    renderRoutes(routes, { path: paths.signup });

    expect(await screen.findByLabelText('Confirm password')).toBeVisible();
  });

  it('works for any public screen given where to send the partner', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    stubApi({ [authUrls.session]: sessionFixture(), [authUrls.partnerMe]: partnerFixture() });
    const { router } = renderRoutes(
      [
        {
          element: <RedirectVerifiedPartner to={(partner) => paths.myAccount(partner._id)} />,
          children: [{ path: '/', element: <p>Landing</p> }],
        },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      { path: '/' },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.myAccount('p-1')));
  });
});

describe('operators and the console', () => {
  const queueUrl = 'GET /api/admin/partners';
  const emptyQueue = { items: [], total: 0, page: 1, pageSize: 20 };
  // Signed in in this tab, so the start-up check keeps the session.
  beforeEach(() => window.sessionStorage.setItem(loggedInFlagKey, '1'));

  it('shows a signed-in partner that the console is not theirs, and asks the server nothing', async () => {
    const api = stubApi({ [authUrls.session]: sessionFixture() });
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(api.calls(queueUrl)).toHaveLength(0);
  });

  it('sends a signed-out visitor of the console to /login', async () => {
    stubApi({ [authUrls.session]: null });
    const { router } = renderRoutes(routes, { path: '/admin/partners/p-1' });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  it('opens the console for an operator', async () => {
    stubApi({
      [authUrls.session]: sessionFixture({ role: 'admin' }),
      [queueUrl]: emptyQueue,
    });
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Partners to review' })).toBeVisible();
    expect(await screen.findByText('No partners are waiting here.')).toBeVisible();
  });

  it('has an operator without a second factor set one up before the console opens', async () => {
    const api = stubApi({
      [authUrls.session]: sessionFixture({ role: 'reviewer' }),
      [authUrls.secondFactor]: { enrolled: false, passed: false, required: true },
      [authUrls.enableSecondFactor]: {
        totpURI:
          'otpauth://totp/Shata%20Partner%20Portal:a%40x?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Shata',
        backupCodes: ['abcde-12345', 'fghij-67890'],
      },
      [authUrls.verifyAppCode]: () => {
        api.handlers[authUrls.secondFactor] = { enrolled: true, passed: true, required: true };
        return { user: {} };
      },
      [queueUrl]: emptyQueue,
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    expect(api.calls(queueUrl)).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'Kolkata#Lights42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add Shata Partner Portal to an authenticator app',
      }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByRole('list', { name: '2. Save your backup codes' })).toHaveTextContent(
      'abcde-12345fghij-67890',
    );
    expect(api.calls(authUrls.enableSecondFactor)[0]?.body).toEqual({
      password: 'Kolkata#Lights42',
    });
    expect(screen.queryByRole('button', { name: 'Use a backup code instead' })).toBeNull();
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Partners to review' })).toBeVisible();
  });

  it('asks an operator whose session has not passed the second factor for a code', async () => {
    stubApi({
      [authUrls.session]: sessionFixture({ role: 'approver' }),
      [authUrls.secondFactor]: { enrolled: true, passed: false, required: true },
    });
    renderRoutes(routes, { path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(screen.getByLabelText('Code from your app')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Partners to review' })).toBeNull();
  });

  it.each([paths.myAccount('p-1'), paths.dashboard('p-1'), '/'])(
    'sends an operator from the partner screen %s to the console, without asking for a partner',
    async (path) => {
      const api = stubApi({
        [authUrls.session]: sessionFixture({ role: 'admin' }),
        [queueUrl]: emptyQueue,
      });
      const { router } = renderRoutes(routes, { path });

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
      expect(api.calls(authUrls.partnerMe)).toHaveLength(0);
    },
  );
});

/** The screen a guarded link lands on, naming its path and hash. */
function Landed() {
  const { pathname, hash } = useLocation();
  return <h1>Landed on {`${pathname}${hash}`}</h1>;
}

describe('a link opened signed out (a mailed one, in a fresh browser)', () => {
  const linkRoutes: RouteObject[] = [
    { path: paths.login, element: <LoginPage /> },
    {
      element: <RequireSession verifiedEmail />,
      children: [
        {
          element: <RequireOwnPartner />,
          children: [routePatterns.dashboard, routePatterns.status, routePatterns.myAccount].map(
            (path) => ({ path, element: <Landed /> }),
          ),
        },
      ],
    },
    { element: <RequireOperator />, children: [{ path: '/admin/*', element: <Landed /> }] },
  ];

  /** Opens `link` signed out: the login screen shows. */
  async function openSignedOut(link: string) {
    const api = stubApi({ [authUrls.session]: null, [authUrls.signIn]: { user: {} } });
    const view = renderRoutes(linkRoutes, { path: link });
    await screen.findByRole('button', { name: messages.login.submit });
    return { api, ...view };
  }

  /** Logs in as `session`, with `partner` on record; answers the screen landed on. */
  async function logIn(
    api: ReturnType<typeof stubApi>,
    session = sessionFixture(),
    partner = partnerFixture(),
  ) {
    api.handlers[authUrls.session] = session;
    api.handlers[authUrls.partnerMe] = partner;
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: messages.login.submit }));
    return screen.findByRole('heading', { name: /^Landed on / });
  }

  it('says why on the login screen, and lands on the document step the link pointed at', async () => {
    const link = documentUploadPath('p-1', 'incorporationCertificate');
    const { api, router } = await openSignedOut(link);
    expect(
      screen.getByText('Log in to upload your certificate of incorporation again.'),
    ).toBeVisible();

    const landed = await logIn(api);
    expect(landed).toHaveTextContent(`Landed on ${link}`);
    expect(router.state.location.hash).toBe('#document-incorporationCertificate');
    await waitFor(() => expect(landed).toHaveFocus());
  });

  it.each([
    [paths.status('p-1'), 'Log in to see where your verification stands and what is left to do.'],
    [paths.dashboard('p-1'), 'Log in to continue your registration.'],
  ])('says why for %s too, and goes there', async (link, reason) => {
    const { api } = await openSignedOut(link);
    expect(screen.getByText(reason)).toBeVisible();

    const landed = await logIn(api, sessionFixture(), approvedPartnerFixture());
    expect(landed).toHaveTextContent(`Landed on ${link}`);
  });

  it("does not follow a link to another partner's screen: post-login routing decides", async () => {
    const partner = approvedPartnerFixture();
    const { api } = await openSignedOut(paths.status('p-2'));

    const landed = await logIn(api, sessionFixture(), partner);
    expect(landed).toHaveTextContent(`Landed on ${postLoginRoute(partner)}`);
  });

  it("takes an operator back to the console's page", async () => {
    const { api } = await openSignedOut(operatorPaths.partner('p-7'));
    expect(screen.getByText('Log in to open the operator console.')).toBeVisible();

    const landed = await logIn(api, sessionFixture({ role: 'admin' }));
    expect(landed).toHaveTextContent('Landed on /admin/partners/p-7');
  });

  it('shows the usual words on a login screen opened by itself', () => {
    stubApi();
    renderRoutes(linkRoutes, { path: paths.login });

    expect(screen.getByText(authText.login.intro)).toBeVisible();
  });
});
