import { type Locale, paths, postLoginRoute, routePatterns } from '@shata/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RouteObject, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  approvedPartnerFixture,
  authUrls,
  jsonResponse,
  partnerFixture,
  type StubAnswer,
  sessionFixture,
  stubApi,
} from '../../../testing/api-stub';
import { renderRoutes } from '../../../testing/render';
import { DashboardErrorPage } from './DashboardErrorPage';
import { DashboardNewPage } from './DashboardNewPage';
import { dashboardText } from './dashboard-text';

const unavailable = jsonResponse({ statusCode: 503, message: 'Service unavailable' }, 503);

function Destination({ name }: { name: string }) {
  const { partnerId } = useParams();
  return (
    <p>
      {name} of {partnerId}
    </p>
  );
}

const routes: RouteObject[] = [
  { path: paths.dashboardNew, element: <DashboardNewPage /> },
  { path: paths.dashboardError, element: <DashboardErrorPage /> },
  { path: routePatterns.dashboard, element: <Destination name="Registration form" /> },
  { path: routePatterns.myAccount, element: <Destination name="Account" /> },
];

/** Signed in with a verified address, as the routes' guard makes sure. */
function renderAt(path: string, handlers: Record<string, StubAnswer>, locale: Locale = 'en') {
  const api = stubApi({ [authUrls.session]: sessionFixture(), ...handlers });
  return { api, ...renderRoutes(routes, { path, locale }) };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('/dashboard/new', () => {
  it('explains the next step while the server creates the partner, then opens the way to the form', async () => {
    const me = deferred<Response>();
    const user = userEvent.setup();
    const { router } = renderAt(paths.dashboardNew, { [authUrls.partnerMe]: () => me.promise });

    expect(screen.getByRole('heading', { level: 1, name: dashboardText.new.title })).toBeVisible();
    expect(screen.getByText(dashboardText.new.nextStep)).toBeVisible();
    expect(screen.getByRole('button', { name: dashboardText.new.preparing })).toBeDisabled();
    expect(document.title).toBe(`${dashboardText.new.title} | Shata Partner Portal`);

    me.resolve(jsonResponse(partnerFixture({ _id: 'p-7' })));
    await user.click(await screen.findByRole('link', { name: dashboardText.new.start }));

    expect(await screen.findByText('Registration form of p-7')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.dashboard('p-7'));
  });

  it('shows the error screen when the partner cannot be had', async () => {
    const { router } = renderAt(paths.dashboardNew, { [authUrls.partnerMe]: unavailable });

    expect(
      await screen.findByRole('heading', { level: 1, name: dashboardText.error.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.dashboardError);
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('/dashboard/error', () => {
  it('says the profile could not be loaded and offers to try again', async () => {
    renderAt(paths.dashboardError, { [authUrls.partnerMe]: unavailable });

    expect(
      await screen.findByRole('heading', { level: 1, name: dashboardText.error.title }),
    ).toBeVisible();
    expect(screen.getByText(dashboardText.error.explanation)).toBeVisible();
    expect(screen.getByRole('button', { name: dashboardText.error.tryAgain })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${dashboardText.error.title} | Shata Partner Portal`);
  });

  it.each([
    ['a partner still registering, to the form', partnerFixture(), 'Registration form of p-1'],
    ['an approved partner, to the account', approvedPartnerFixture(), 'Account of p-1'],
  ])(
    'goes where login would have gone once the partner loads: %s',
    async (_, partner, screenText) => {
      const user = userEvent.setup();
      const { api, router } = renderAt(paths.dashboardError, { [authUrls.partnerMe]: unavailable });
      await screen.findByRole('heading', { level: 1, name: dashboardText.error.title });
      await waitFor(() => expect(api.calls(authUrls.partnerMe)).toHaveLength(1));

      api.handlers[authUrls.partnerMe] = partner;
      await user.click(screen.getByRole('button', { name: dashboardText.error.tryAgain }));

      expect(await screen.findByText(screenText)).toBeVisible();
      expect(router.state.location.pathname).toBe(postLoginRoute(partner));
      expect(api.calls(authUrls.partnerMe)).toHaveLength(2);
    },
  );

  it('stays with the message when trying again fails too', async () => {
    let answerRetry: (response: Response) => void = () => {};
    const user = userEvent.setup();
    const { api, router } = renderAt(paths.dashboardError, { [authUrls.partnerMe]: unavailable });
    await screen.findByRole('heading', { level: 1, name: dashboardText.error.title });
    await waitFor(() => expect(api.calls(authUrls.partnerMe)).toHaveLength(1));
    api.handlers[authUrls.partnerMe] = () =>
      new Promise<Response>((resolve) => {
        answerRetry = resolve;
      });

    await user.click(screen.getByRole('button', { name: dashboardText.error.tryAgain }));
    expect(screen.getByRole('button', { name: dashboardText.error.tryingAgain })).toBeDisabled();
    answerRetry(unavailable.clone());

    expect(await screen.findByRole('alert')).toHaveTextContent(dashboardText.error.stillFailing);
    expect(router.state.location.pathname).toBe(paths.dashboardError);
    expect(screen.getByRole('button', { name: dashboardText.error.tryAgain })).toBeEnabled();
  });
});

describe('/dashboard/new and /dashboard/error in Hindi', () => {
  it('says what comes next in Hindi, and opens the way to the form', async () => {
    // Awaited: the first render waits for the Hindi words.
    await act(async () =>
      renderAt(paths.dashboardNew, { [authUrls.partnerMe]: partnerFixture({ _id: 'p-7' }) }, 'hi'),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपका पार्टनर अकाउंट तैयार है' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'मेरी व्यवसाय प्रोफ़ाइल बनाएँ' })).toHaveAttribute(
      'href',
      paths.dashboard('p-7'),
    );
  });

  it('says in Hindi that the profile could not be loaded, and offers to try again', async () => {
    await act(async () =>
      renderAt(paths.dashboardError, { [authUrls.partnerMe]: unavailable }, 'hi'),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeEnabled();
  });
});
