import { messages, paths, postLoginRoute, timings } from '@shata/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formCatalogue } from '../../components/form/form-text';
import { secondFactorCatalogue } from '../../components/second-factor/second-factor-catalogue';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { accountMessages } from '../../lib/i18n/messages/account';
import {
  approvedPartnerFixture,
  authUrls,
  jsonResponse,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { advance, renderRoutes, settle } from '../../testing/render';
import { authCatalogue } from './auth-catalogue';
import { authText } from './auth-text';
import { LoginPage } from './LoginPage';

const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: '*', element: <p>Somewhere else</p> },
];

function renderLogin() {
  return renderRoutes(routes, { path: paths.login });
}

function loginButton() {
  return screen.getByRole('button', { name: messages.login.submit });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(loginButton());
}

afterEach(() => {
  vi.useRealTimers();
  // A switch of language sets <html lang>, which outlives the screen.
  document.documentElement.lang = 'en';
});

describe('the login screen', () => {
  it('offers the ways to sign up and to recover a password', () => {
    stubApi();
    renderLogin();

    expect(screen.getByRole('link', { name: messages.login.signUpLink })).toHaveAttribute(
      'href',
      paths.signup,
    );
    expect(screen.getByRole('link', { name: messages.login.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password', async () => {
    stubApi();
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the server', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderLogin();

    await user.click(loginButton());

    expect(await screen.findByText(messages.validation.required.email)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText(messages.validation.required.password)).toBeVisible();
    expect(api.calls(authUrls.signIn)).toHaveLength(0);
  });

  it('focuses the first field to fill in, and drops its message once it is filled', async () => {
    stubApi();
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(loginButton());

    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(messages.validation.required.password)).not.toBeInTheDocument();
    await user.type(email, 'a');
    expect(screen.queryByText(messages.validation.required.email)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('says the same thing for any refused login', async () => {
    const api = stubApi({
      [authUrls.signIn]: jsonResponse(
        { code: 'invalid_email_or_password', message: 'Invalid email or password' },
        401,
      ),
    });
    const user = userEvent.setup();
    const { router } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.failed);
    expect(api.calls(authUrls.signIn)[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret-pass',
    });
    expect(router.state.location.pathname).toBe(paths.login);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBeNull();
  });

  it("passes on the server's message when there were too many attempts, with how long to wait", async () => {
    const words = messages.limits.tooManySignInsFromNetwork(97);
    stubApi({
      [authUrls.signIn]: jsonResponse(
        { statusCode: 429, error: 'Too Many Requests', message: words },
        429,
      ),
    });
    const user = userEvent.setup();
    renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts from your network. Please try again in 2 minutes.',
    );
  });

  it('reads "Logging In..." and cannot be pressed again while busy', async () => {
    let answerSignIn: (response: Response) => void = () => {};
    stubApi({
      [authUrls.signIn]: () =>
        new Promise<Response>((resolve) => {
          answerSignIn = resolve;
        }),
    });
    const user = userEvent.setup();
    renderLogin();

    await fillAndSubmit(user);

    const busy = await screen.findByRole('button', { name: messages.login.submitting });
    expect(busy).toBeDisabled();
    answerSignIn(jsonResponse({ message: 'Invalid email or password' }, 401));
    expect(await screen.findByRole('button', { name: messages.login.submit })).toBeEnabled();
  });

  it('asks an account with a second factor for its code, then signs in; a wrong code says so', async () => {
    const api = stubApi({
      [authUrls.signIn]: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
      [authUrls.verifyAppCode]: ({ body }: { body: { code: string } }) =>
        body.code === '123456'
          ? { user: {} }
          : jsonResponse({ code: 'invalid_code', message: messages.twoFactor.invalidCode }, 401),
      [authUrls.session]: sessionFixture({ role: 'admin' }),
    });
    const user = userEvent.setup();
    const { router } = renderLogin();

    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
    const code = screen.getByLabelText('Code from your app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.twoFactor.codeFormat)).toBeVisible();
    expect(api.calls(authUrls.verifyAppCode)).toHaveLength(0);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.twoFactor.invalidCode)).toBeVisible();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('takes a backup code in place of the app', async () => {
    const api = stubApi({
      [authUrls.signIn]: { twoFactorRedirect: true },
      [authUrls.verifyBackupCode]: { user: {} },
      [authUrls.session]: sessionFixture({ role: 'admin' }),
    });
    const user = userEvent.setup();
    const { router } = renderLogin();

    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(api.calls(authUrls.verifyBackupCode)[0]?.body).toEqual({ code: 'abcde-12345' });
  });

  it('sends a user whose address is not verified to /verify-email and marks the tab logged in', async () => {
    const api = stubApi({
      [authUrls.signIn]: { user: {} },
      [authUrls.session]: sessionFixture({ emailVerified: false }),
    });
    const user = userEvent.setup();
    const { router } = renderLogin();

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verifyEmail));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBe('1');
    expect(api.calls(authUrls.partnerMe)).toHaveLength(0);
  });

  it.each([
    ['a new partner, to the registration form', partnerFixture()],
    ['an approved partner, to the account', approvedPartnerFixture()],
  ])('routes %s after the post-login delay, replacing the history entry', async (_, partner) => {
    vi.useFakeTimers();
    stubApi({
      [authUrls.signIn]: { user: {} },
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: partner,
    });
    const { router } = renderLogin();

    // user-event waits on timers of its own, so with a fake clock the form is driven directly.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(loginButton());
    await settle();

    expect(screen.getByRole('button', { name: messages.login.submitting })).toBeDisabled();
    await advance(timings.postLoginNavigationDelayMs - 1);
    expect(router.state.location.pathname).toBe(paths.login);

    await advance(1);
    expect(router.state.location.pathname).toBe(postLoginRoute(partner));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /dashboard/error, signed in, when the password was right but the partner lookup fails', async () => {
    const api = stubApi({
      [authUrls.signIn]: { user: {} },
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: jsonResponse({ message: 'Service unavailable' }, 503),
      [authUrls.signOut]: { success: true },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: paths.login, element: <LoginPage /> },
        { path: paths.dashboardError, element: <p>The lookup failure screen</p> },
      ],
      { path: paths.login },
    );

    await fillAndSubmit(user);

    expect(await screen.findByText('The lookup failure screen')).toBeVisible();
    expect(screen.queryByText(messages.login.failed)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.dashboardError);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.calls(authUrls.signOut)).toHaveLength(0);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBe('1');
  });

  it('signs the user out again when the new session cannot be read', async () => {
    const api = stubApi({
      [authUrls.signIn]: { user: {} },
      [authUrls.session]: jsonResponse({ message: 'Service unavailable' }, 503),
      [authUrls.signOut]: { success: true },
    });
    const user = userEvent.setup();
    const { router } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.failed);
    expect(api.calls(authUrls.signOut)).toHaveLength(1);
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBeNull();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it("moves focus to the next screen's heading, with the ring the styles give it", async () => {
    stubApi({
      [authUrls.signIn]: { user: {} },
      [authUrls.session]: sessionFixture(),
      [authUrls.partnerMe]: partnerFixture(),
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: paths.login, element: <LoginPage /> },
        { path: '*', element: <h1>Your registration</h1> },
      ],
      { path: paths.login },
    );

    await fillAndSubmit(user);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your registration' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable only to hold focus, which the global focus-ring rule covers.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it.each([
    ['verified the address', '?verified=1', 'status', authText.login.linkVerified],
    ['was used again', '?already-verified=1', 'status', authText.login.linkAlreadyVerified],
    ['failed', '?error=TOKEN_EXPIRED', 'alert', authText.login.linkFailed],
  ] as const)('says so when the mailed link %s', (_, search, role, message) => {
    stubApi();
    renderRoutes(routes, { path: `${paths.login}${search}` });

    expect(screen.getByRole(role)).toHaveTextContent(message);
    expect(screen.queryByText(messages.login.failed)).not.toBeInTheDocument();
  });
});

describe('the login screen in Hindi', () => {
  // The Hindi words load on first use; fetched once here, so each test times only its screen.
  beforeAll(() =>
    loadInHindi(authCatalogue, accountMessages, secondFactorCatalogue, formCatalogue),
  );

  function renderLoginHi() {
    return renderRoutes(routes, { path: paths.login, locale: 'hi' });
  }

  it('greets a Hindi reader in Hindi, with the ways to sign up and to recover a password', async () => {
    stubApi();
    renderLoginHi();

    expect(await screen.findByRole('heading', { name: 'पार्टनर लॉग इन' })).toBeVisible();
    expect(
      screen.getByText(
        'आपका फिर से स्वागत है। अपना पंजीकरण आगे बढ़ाने या अपना अकाउंट देखने के लिए लॉग इन करें।',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Shata होम पेज' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('पार्टनर लॉग इन | Shata पार्टनर पोर्टल'));
  });

  it("switches to Hindi from the card's switch, keeping what was typed and the field errors shown", async () => {
    const api = stubApi({ 'PUT /api/locale': new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderRoutes([{ path: paths.login, element: <LoginPage /> }], { path: paths.login });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(loginButton());
    expect(await screen.findByText(messages.validation.required.password)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'पार्टनर लॉग इन' })).toBeVisible();
    expect(screen.getByLabelText('ईमेल')).toHaveValue('asha@example.com');
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeVisible();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveFocus();
    expect(api.calls('PUT /api/locale').map((call) => call.body)).toEqual([{ locale: 'hi' }]);
  });

  it('asks for both fields in Hindi', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderLoginHi();

    await user.click(await screen.findByRole('button', { name: 'लॉग इन करें' }));

    expect(await screen.findByText('ईमेल ज़रूरी है')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeVisible();
    expect(api.calls(authUrls.signIn)).toHaveLength(0);
  });

  it('says a refused login in Hindi', async () => {
    stubApi({
      [authUrls.signIn]: jsonResponse(
        { code: 'invalid_email_or_password', message: 'Invalid email or password' },
        401,
      ),
    });
    const user = userEvent.setup();
    renderLoginHi();

    await user.type(await screen.findByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।',
    );
  });

  it.each([
    [
      messages.limits.tooManySignIns(15),
      'इस ईमेल पते से लॉग इन की बहुत ज़्यादा असफल कोशिशें हुई हैं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    ],
    [
      messages.limits.tooManySignInsFromNetwork(97),
      'आपके नेटवर्क से लॉग इन की बहुत ज़्यादा कोशिशें हुई हैं। कृपया 2 मिनट बाद फिर से कोशिश करें।',
    ],
    [messages.limits.tryAgainIn(45), 'बहुत ज़्यादा अनुरोध। कृपया 45 सेकंड बाद फिर से कोशिश करें।'],
  ])('says how long to wait in Hindi after too many sign-ins ("%s")', async (english, hindi) => {
    stubApi({
      [authUrls.signIn]: jsonResponse(
        { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: english },
        429,
      ),
    });
    const user = userEvent.setup();
    renderLoginHi();

    await user.type(await screen.findByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(hindi);
  });

  it('asks for the second-factor code in Hindi and says a wrong one in Hindi', async () => {
    stubApi({
      [authUrls.signIn]: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
      [authUrls.verifyAppCode]: jsonResponse(
        { code: 'invalid_code', message: messages.twoFactor.invalidCode },
        401,
      ),
    });
    const user = userEvent.setup();
    renderLoginHi();

    await user.type(await screen.findByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(await screen.findByRole('heading', { name: 'अपना कोड डालें' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
    expect(await screen.findByText('अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।')).toBeVisible();

    await user.type(screen.getByLabelText('ऐप में दिखा कोड'), '654321');
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
    expect(
      await screen.findByText('यह कोड सही नहीं है। अपने फ़ोन का समय जाँचें और फिर से कोशिश करें।'),
    ).toBeVisible();
  });
});
