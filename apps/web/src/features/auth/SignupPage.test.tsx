import { messages, paths } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeNoteCatalogue } from '../../components/fee-note/fee-note-text';
import { formCatalogue } from '../../components/form/form-text';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { accountMessages } from '../../lib/i18n/messages/account';
import { authUrls, jsonResponse, sessionFixture, stubApi } from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { renderRoutes } from '../../testing/render';
import { authCatalogue } from './auth-catalogue';
import { SignupPage } from './SignupPage';

const routes: RouteObject[] = [
  { path: paths.signup, element: <SignupPage /> },
  { path: '*', element: <p>Somewhere else</p> },
];

function renderSignup() {
  return renderRoutes(routes, { path: paths.signup });
}

function verifyButton() {
  return screen.getByRole('button', { name: messages.signup.submit });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  {
    email = 'asha@example.com',
    password = 'secret-pass',
    confirm = password,
  }: { email?: string; password?: string; confirm?: string } = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('the sign-up screen', () => {
  it('has the fields, toggles and the way back to Login', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();

    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: messages.signup.loginLink })).toHaveAttribute(
      'href',
      paths.login,
    );

    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('states the joining and service fees beside the form, with the way to the terms', () => {
    stubApi();
    renderSignup();

    const fees = screen.getByRole('region', { name: 'What it costs' });
    expect(fees).toHaveTextContent('Joining feeINR 2,00,000 per year plus GST');
    expect(fees).toHaveTextContent(
      'Service fee5% of the event value (excluding GST), charged on converted leads',
    );
    expect(within(fees).getByRole('link', { name: 'Read the partner terms' })).toHaveAttribute(
      'href',
      paths.terms,
    );
  });

  it('says when the passwords do not match', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSignup();

    await fill(user, { password: 'secret-pass', confirm: 'secret-pasS' });
    await user.click(verifyButton());

    expect(await screen.findByText(messages.signup.passwordMismatch)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(authUrls.signUp)).toHaveLength(0);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSignup();

    await fill(user, { password: 'abc12' });
    await user.click(verifyButton());

    expect(await screen.findByText(messages.signup.weakPassword)).toBeVisible();
    expect(api.calls(authUrls.signUp)).toHaveLength(0);
  });

  it('refuses a password longer than 128 characters', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(129));
    await user.click(verifyButton());

    expect(await screen.findByText(messages.validation.passwordTooLong)).toBeVisible();
  });

  it('asks for every field', async () => {
    stubApi();
    const user = userEvent.setup();
    renderSignup();

    await user.click(verifyButton());

    expect(await screen.findByText(messages.validation.required.email)).toBeVisible();
    expect(screen.getByText(messages.validation.required.password)).toBeVisible();
    expect(screen.getByText(messages.validation.required.confirmPassword)).toBeVisible();
  });

  it('creates the account, marks the tab logged in and moves to /verify-email', async () => {
    const api = stubApi({
      [authUrls.signUp]: { token: 't', user: {} },
      [authUrls.session]: sessionFixture({ emailVerified: false }),
    });
    const user = userEvent.setup();
    const { router } = renderSignup();

    await fill(user, { email: '  asha@example.com ' });
    await user.click(verifyButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verifyEmail));
    expect(api.calls(authUrls.signUp)[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret-pass',
      name: 'asha@example.com',
      callbackURL: paths.verifyEmail,
    });
    expect(window.sessionStorage.getItem(loggedInFlagKey)).toBe('1');
  });

  it('reads "Verifying..." and cannot be pressed again while busy', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      [authUrls.signUp]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderSignup();

    await fill(user);
    await user.click(verifyButton());

    expect(await screen.findByRole('button', { name: messages.signup.submitting })).toBeDisabled();
    answer(jsonResponse({ code: 'UNKNOWN' }, 500));
    expect(await screen.findByRole('button', { name: messages.signup.submit })).toBeEnabled();
  });

  it.each([
    ['user_already_exists', 422, 'User already exists', messages.signup.emailInUse],
    [
      'user_already_exists_use_another_email',
      422,
      'User already exists. Use another email.',
      messages.signup.emailInUse,
    ],
    ['password_too_short', 400, 'Password too short', messages.signup.weakPassword],
    [
      'password_too_common',
      400,
      'This password is too common. Choose a less common one.',
      'This password is too common. Choose a less common one.',
    ],
    ['internal_error', 500, 'Failed to create user', messages.signup.failed],
    [undefined, 502, 'Bad gateway', messages.signup.failed],
  ])(
    'maps the server answer %s (%i) to its message',
    async (code, status, serverMessage, shown) => {
      stubApi({ [authUrls.signUp]: jsonResponse({ code, message: serverMessage }, status) });
      const user = userEvent.setup();
      const { router } = renderSignup();

      await fill(user);
      await user.click(verifyButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(router.state.location.pathname).toBe(paths.signup);
      expect(window.sessionStorage.getItem(loggedInFlagKey)).toBeNull();
    },
  );

  it('says the account could not be created when the server cannot be reached', async () => {
    const api = stubApi();
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderSignup();

    await fill(user);
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.failed);
  });
});

describe("the sign-up screen's password rules", () => {
  const rules = () => screen.getByRole('list', { name: '' });
  const rule = (label: string) => {
    const item = within(rules())
      .getAllByRole('listitem')
      .find((entry) => entry.textContent?.includes(label));
    if (!item) throw new Error(`No rule ${label}`);
    return item;
  };
  const length = () => rule('At least 6 characters');
  const common = () => rule('Not one of the most common passwords');

  it('shows the rules under the field before anything is typed, read with it and announced politely', () => {
    stubApi();
    renderSignup();

    expect(rules()).toHaveAttribute('aria-live', 'polite');
    expect(length()).toHaveTextContent('At least 6 characters: not yet');
    expect(common()).toHaveTextContent(
      'Not one of the most common passwords (checked when you sign up)',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Your password needs.*At least 6 characters/,
    );
  });

  it('ticks the length as it is typed, and crosses a password the browser knows to be common at once', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    renderSignup();
    const field = screen.getByLabelText('Password');

    await user.type(field, 'abc12');
    expect(length()).toHaveTextContent('At least 6 characters: not yet');
    await user.type(field, '3');
    expect(length()).toHaveTextContent('At least 6 characters: done');
    expect(length()).toHaveAttribute('data-state', 'met');
    expect(common()).toHaveTextContent('Not one of the most common passwords: not yet');
    expect(common()).toHaveAttribute('data-state', 'unmet');

    await user.clear(field);
    await user.type(field, 'Kolkata#Lights42');
    expect(common()).toHaveTextContent('(checked when you sign up)');
    expect(api.calls(authUrls.signUp)).toHaveLength(0);
  });

  it('crosses the common rule when the server finds the password common, until it is changed', async () => {
    stubApi({
      [authUrls.signUp]: jsonResponse(
        { code: 'password_too_common', message: messages.signup.commonPassword },
        400,
      ),
    });
    const user = userEvent.setup();
    renderSignup();

    await fill(user, { password: 'marigold1977' });
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.commonPassword);
    expect(common()).toHaveTextContent('Not one of the most common passwords: not yet');
    await user.type(screen.getByLabelText('Password'), '!');
    expect(common()).toHaveTextContent('(checked when you sign up)');
  });

  it('ticks the common rule once the server has passed the password', async () => {
    stubApi({
      [authUrls.signUp]: jsonResponse({ code: 'user_already_exists', message: 'exists' }, 422),
    });
    const user = userEvent.setup();
    renderSignup();

    await fill(user, { password: 'Kolkata#Lights42' });
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.emailInUse);
    expect(common()).toHaveTextContent('Not one of the most common passwords: done');
  });

  it('says how long to wait when there were too many sign-ups', async () => {
    stubApi({
      [authUrls.signUp]: new Response(
        JSON.stringify({ message: 'Too many requests. Please try again later.' }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '45' } },
      ),
    });
    const user = userEvent.setup();
    renderSignup();

    await fill(user);
    await user.click(verifyButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 45 seconds.',
    );
  });
});

describe('the sign-up screen in Hindi', () => {
  beforeAll(() => loadInHindi(authCatalogue, accountMessages, formCatalogue, feeNoteCatalogue));

  async function renderSignupHi() {
    const view = renderRoutes(routes, { path: paths.signup, locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'Shata पार्टनर बनें' })).toBeVisible();
    return view;
  }

  it('names its fields, rules and button in Hindi', async () => {
    stubApi();
    await renderSignupHi();

    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('पासवर्ड दोबारा डालें')).toBeVisible();
    expect(screen.getByText('आपके पासवर्ड में ये ज़रूरी हैं')).toBeVisible();
    expect(screen.getByText('कम से कम 6 अक्षर')).toBeVisible();
    expect(screen.getByRole('button', { name: 'सत्यापित करें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', paths.login);
  });

  it('says what is wrong with the fields in Hindi', async () => {
    const api = stubApi();
    const user = userEvent.setup();
    await renderSignupHi();

    await user.type(screen.getByLabelText('ईमेल'), 'not-an-address');
    await user.type(screen.getByLabelText('पासवर्ड'), 'abc');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें'), 'abd');
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));

    expect(await screen.findByText('सही ईमेल पता लिखें')).toBeVisible();
    expect(screen.getByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।')).toBeVisible();
    expect(screen.getByText('दोनों पासवर्ड एक जैसे नहीं हैं।')).toBeVisible();
    expect(api.calls(authUrls.signUp)).toHaveLength(0);
  });

  it('says in Hindi that the address is already registered', async () => {
    stubApi({
      [authUrls.signUp]: jsonResponse(
        { code: 'user_already_exists', message: 'User already exists' },
        422,
      ),
    });
    const user = userEvent.setup();
    await renderSignupHi();

    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('यह ईमेल पता पहले से पंजीकृत है।');
  });
});
