import { paths, timings } from '@shata/domain';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../features/auth/LoginPage';
import { useDocumentUploads } from '../../features/registration/uploads/use-document-uploads';
import { activityEvents } from '../../lib/use-idle-timer';
import { authUrls, sessionFixture, stubApi } from '../../testing/api-stub';
import { fakeUploads } from '../../testing/fake-uploads';
import { advance, renderRoutes, settle } from '../../testing/render';
import { InactivityLogout } from './InactivityLogout';
import { sessionText } from './session-text';

vi.mock(
  '../../features/registration/uploads/resumable-upload',
  async () => (await import('../../testing/fake-uploads')) as object,
);

const text = sessionText.inactivity;

function Harness() {
  return (
    <>
      <p>Working</p>
      <InactivityLogout />
    </>
  );
}

/** The registration form's uploads, without the form: a button starts one. */
function UploadHarness() {
  const { start } = useDocumentUploads('p-1', undefined);
  const photo = new File(['a photo'], 'aadhaar.jpg', { type: 'image/jpeg' });
  return (
    <>
      <button type="button" onClick={() => start('aadharCard', photo)}>
        Upload
      </button>
      <InactivityLogout />
    </>
  );
}

const routes: RouteObject[] = [
  { path: paths.login, element: <p>Login screen</p> },
  { path: '/uploading', element: <UploadHarness /> },
  { path: '*', element: <Harness /> },
];

const timeout = timings.inactivityTimeoutMs;
const debounce = timings.activityDebounceMs;
const warnAt = timeout - timings.inactivityWarningLeadMs;

const warningDialog = () => screen.queryByRole('dialog', { name: text.title });
const staySignedInButton = () => screen.getByRole('button', { name: text.staySignedIn });

async function renderSignedIn({
  inactivityLogout = true,
  session = sessionFixture(),
  path = '/working',
  routeTable = routes,
} = {}) {
  const api = stubApi({
    [authUrls.session]: session,
    [authUrls.clientConfig]: { inactivityLogout },
    [authUrls.signOut]: { success: true },
  });
  const view = renderRoutes(routeTable, { path });
  // Query results reach components through a 0 ms timer, which a fake clock
  // runs 1 ms late when it was set during a tick: the period starts then.
  await settle();
  await advance(1);
  return { api, start: Date.now(), ...view };
}

/** Moves the clock to `ms` after `start`. */
async function advanceTo(ms: number, start: number) {
  await advance(ms - (Date.now() - start));
}

beforeEach(() => {
  vi.useFakeTimers();
  fakeUploads.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('inactivity logout', () => {
  it('signs an idle user out after 300000 ms and goes to /login', async () => {
    const { api, router, start } = await renderSignedIn();

    await advanceTo(timeout - 1, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/working');

    await advanceTo(timeout, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    await advance(1);
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it.each(activityEvents)(
    'starts the period again on %s, once the activity pauses',
    async (type) => {
      const { api, start } = await renderSignedIn();

      await advanceTo(200_000, start);
      fireEvent(document, new Event(type, { bubbles: true }));

      await advanceTo(200_000 + debounce + timeout - 1, start);
      expect(api.calls(authUrls.signOut)).toHaveLength(0);
      await advanceTo(200_000 + debounce + timeout, start);
      expect(api.calls(authUrls.signOut)).toHaveLength(1);
    },
  );

  it('notices activity anywhere on the page, a scroll inside an element included', async () => {
    const { api, start } = await renderSignedIn();
    const inner = document.createElement('div');
    document.body.append(inner);

    await advanceTo(100_000, start);
    // A scroll does not bubble: only a listener that captures sees it.
    fireEvent.scroll(inner);
    await advanceTo(timeout, start);

    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    inner.remove();
  });

  it('counts a burst of activity once, from its end', async () => {
    const { api, start } = await renderSignedIn();

    // Each event comes within the debounce time of the previous one.
    for (const at of [200_000, 200_200, 200_400]) {
      await advanceTo(at, start);
      fireEvent.mouseMove(document);
    }

    const burstEnd = 200_400 + debounce;
    await advanceTo(burstEnd + timeout - 1, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    await advanceTo(burstEnd + timeout, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
  });

  it('warns a minute ahead with a countdown, focused on staying signed in, then signs out', async () => {
    const { api, router, start } = await renderSignedIn();

    await advanceTo(warnAt - 1, start);
    expect(warningDialog()).not.toBeInTheDocument();

    await advanceTo(warnAt, start);
    const dialog = warningDialog();
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(text.countdown(60));
    expect(staySignedInButton()).toHaveFocus();

    await advanceTo(warnAt + 15_000, start);
    expect(dialog).toHaveAccessibleDescription(text.countdown(45));
    expect(api.calls(authUrls.signOut)).toHaveLength(0);

    await advanceTo(timeout, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    await advance(1);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(warningDialog()).not.toBeInTheDocument();
  });

  it('tells screen readers the time left only at 30 and 10 seconds, not every second', async () => {
    const { start } = await renderSignedIn();
    await advanceTo(warnAt, start);
    const liveRegion = () => warningDialog()?.querySelector('[aria-live="polite"]');
    // The dialog's own title and description are read as it opens.
    expect(liveRegion()).toBeEmptyDOMElement();

    await advanceTo(warnAt + 29_000, start);
    expect(liveRegion()).toBeEmptyDOMElement();
    await advanceTo(warnAt + 30_000, start);
    expect(liveRegion()).toHaveTextContent(text.announcement(30));
    await advanceTo(warnAt + 49_000, start);
    expect(liveRegion()).toHaveTextContent(text.announcement(30));
    await advanceTo(warnAt + 50_000, start);
    expect(liveRegion()).toHaveTextContent(text.announcement(10));
  });

  it("starts a full period again on 'Stay signed in'", async () => {
    const { api, router, start } = await renderSignedIn();
    const stayAt = warnAt + 40_000;
    await advanceTo(stayAt, start);

    fireEvent.click(staySignedInButton());
    await advance(0);
    expect(warningDialog()).not.toBeInTheDocument();

    // The next warning comes a full period later, with the whole minute again.
    await advanceTo(stayAt + warnAt - 1, start);
    expect(warningDialog()).not.toBeInTheDocument();
    await advanceTo(stayAt + warnAt, start);
    expect(warningDialog()).toHaveAccessibleDescription(text.countdown(60));
    await advanceTo(stayAt + timeout - 1, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/working');
    await advanceTo(stayAt + timeout, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
  });

  it('takes Escape in the warning as staying signed in', async () => {
    const { api, start } = await renderSignedIn();
    await advanceTo(warnAt, start);

    fireEvent(warningDialog() as HTMLElement, new Event('cancel', { cancelable: true }));
    await advance(0);
    expect(warningDialog()).not.toBeInTheDocument();

    await advanceTo(timeout + 1_000, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
  });

  it('closes the warning and calls off the sign-out on any activity', async () => {
    const { api, start } = await renderSignedIn();
    await advanceTo(warnAt + 10_000, start);
    expect(warningDialog()).toBeVisible();

    fireEvent.mouseMove(document);
    await advance(debounce);
    expect(warningDialog()).not.toBeInTheDocument();

    await advanceTo(timeout + 1_000, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
  });

  it('does nothing when the server has the feature off', async () => {
    const { api, router } = await renderSignedIn({ inactivityLogout: false });

    await advance(timeout * 2);

    expect(api.calls(authUrls.clientConfig)).toHaveLength(1);
    expect(warningDialog()).not.toBeInTheDocument();
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/working');
  });

  it('does nothing, and does not ask, for a signed-out visitor', async () => {
    const api = stubApi({ [authUrls.session]: null });
    renderRoutes(routes, { path: '/working' });
    await settle();

    await advance(timeout * 2);

    expect(api.calls(authUrls.clientConfig)).toHaveLength(0);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
  });

  it('tells the login screen the sign-out was for inactivity, and where the user was', async () => {
    const { api, router, start } = await renderSignedIn({
      path: '/working?tab=2#part',
      routeTable: [{ path: paths.login, element: <LoginPage /> }, ...routes],
    });

    await advanceTo(timeout, start);
    await advance(1);

    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.state).toEqual({
      returnTo: '/working?tab=2#part',
      signedOutAfterMinutes: 5,
    });
    expect(
      screen.getByText(
        'You were signed out after 5 minutes without activity. Log in to continue where you left off.',
      ),
    ).toBeVisible();
  });
});

describe('an operator', () => {
  const operatorTimeout = timings.operatorInactivityTimeoutMs;

  it('is warned at 13 minutes and signed out at 15, even where partners are not', async () => {
    const { api, router, start } = await renderSignedIn({
      inactivityLogout: false,
      session: sessionFixture({ role: 'reviewer' }),
      routeTable: [{ path: paths.login, element: <LoginPage /> }, ...routes],
    });

    await advanceTo(13 * 60_000 - 1_000, start);
    expect(warningDialog()).toBeNull();
    await advanceTo(13 * 60_000, start);
    expect(warningDialog()).not.toBeNull();
    expect(screen.getByRole('dialog')).toHaveTextContent('signed out in 120 seconds');

    await advanceTo(operatorTimeout, start);
    await advance(1);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(
      screen.getByText(
        'You were signed out after 15 minutes without activity. Log in to continue where you left off.',
      ),
    ).toBeVisible();
  });

  it('tells the server of their activity, at most once a minute', async () => {
    const { api, start } = await renderSignedIn({ session: sessionFixture({ role: 'admin' }) });
    expect(api.calls(authUrls.secondFactor)).toHaveLength(1);

    await advanceTo(30_000, start);
    fireEvent.mouseMove(document);
    await advance(debounce);
    expect(api.calls(authUrls.secondFactor)).toHaveLength(1);

    await advanceTo(70_000, start);
    fireEvent.mouseMove(document);
    await advance(debounce);
    expect(api.calls(authUrls.secondFactor)).toHaveLength(2);
  });
});

describe('an upload under way', () => {
  async function startUpload() {
    const view = await renderSignedIn({ path: '/uploading' });
    // A click alone is none of the activity events: the period runs on from the start.
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The file's fingerprint is read off the clock (Web Crypto) before the upload starts.
    const upload = await vi.waitFor(() => fakeUploads.latest('aadharCard'));
    return { ...view, upload };
  }

  it('keeps an idle partner signed in for 6 minutes and more, the warning saying why', async () => {
    const { api, router, start, upload } = await startUpload();

    // No input, the upload crawling on a little every minute.
    let minute = 0;
    const crawlUntil = async (minutes: number) => {
      while (minute < minutes) {
        minute += 1;
        await advanceTo(minute * 60_000, start);
        upload.progress(minute * 100_000);
      }
    };
    await crawlUntil(warnAt / 60_000);
    expect(warningDialog()).toHaveAccessibleDescription(text.uploading);
    await crawlUntil(6);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/uploading');
    expect(warningDialog()).toHaveAccessibleDescription(text.uploading);

    // Its end is the last activity: a full period from there.
    const stagedAt = 6 * 60_000;
    upload.stage();
    await advance(0);
    expect(warningDialog()).not.toBeInTheDocument();
    await advanceTo(stagedAt + timeout - 1, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    await advanceTo(stagedAt + timeout, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
  });

  it('does not keep the partner signed in while it only waits for the network', async () => {
    const { api, start, upload } = await startUpload();

    await advanceTo(60_000, start);
    upload.waitForNetwork(true);
    // The last bytes moved then: a period from there, with the usual countdown.
    await advanceTo(60_000 + warnAt, start);
    expect(warningDialog()).toHaveAccessibleDescription(text.countdown(60));
    await advanceTo(60_000 + timeout, start);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
  });
});
