import { localeNames, paths, shellMessages } from '@shata/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInFlagKey } from '../../lib/auth/logged-in-flag';
import { LocaleProvider } from '../../lib/i18n/locale';
import { pseudoString } from '../../lib/i18n/pseudo';
import {
  authUrls,
  clientConfigFixture,
  partnerFixture,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { createTestQueryClient, renderRoutes } from '../../testing/render';
import { routes } from '../routes';
import { SiteHeader } from './SiteHeader';

/** The header above a form field, as a partner sees them mid-way through a form. */
function HeaderAndField() {
  return (
    <>
      <SiteHeader />
      <label>
        Business name
        <input />
      </label>
    </>
  );
}

function renderHeader(locale: 'en' | 'hi' = 'en') {
  const api = stubApi({
    [authUrls.session]: null,
    'PUT /api/locale': new Response(null, { status: 204 }),
  });
  renderRoutes([{ path: '*', element: <HeaderAndField /> }], { path: '/', locale });
  return api;
}

const switchButton = (locale: 'en' | 'hi') =>
  screen.getByRole('button', { name: localeNames[locale] });

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  it("offers 'English | हिन्दी' in the header, each named in itself, the one in use pressed", async () => {
    renderHeader();

    const group = await screen.findByRole('group', { name: 'Language' });
    expect(group).toHaveTextContent('English|हिन्दी');
    expect(switchButton('en')).toHaveAttribute('aria-pressed', 'true');
    expect(switchButton('hi')).toHaveAttribute('aria-pressed', 'false');
    expect(switchButton('hi')).toHaveAttribute('lang', 'hi');
  });

  it('changes the page to Hindi in place: what was typed stays, the focus stays, <html lang> follows, and the choice is saved', async () => {
    const user = userEvent.setup();
    const api = renderHeader();
    await user.type(await screen.findByRole('textbox', { name: 'Business name' }), 'Asha Events');

    await user.click(switchButton('hi'));

    expect(await screen.findByRole('button', { name: 'अकाउंट' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeVisible();
    expect(switchButton('hi')).toHaveAttribute('aria-pressed', 'true');
    expect(switchButton('hi')).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveValue('Asha Events');
    expect(document.documentElement.lang).toBe('hi');
    expect(api.calls('PUT /api/locale').map((call) => call.body)).toEqual([{ locale: 'hi' }]);

    await user.click(switchButton('en'));

    expect(await screen.findByRole('button', { name: shellMessages.header.account })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(api.calls('PUT /api/locale').map((call) => call.body)).toEqual([
      { locale: 'hi' },
      { locale: 'en' },
    ]);
  });

  it('starts in the language the page was served in', async () => {
    renderHeader('hi');

    expect(await screen.findByRole('link', { name: 'Shata होम पेज' })).toBeVisible();
    expect(switchButton('hi')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("the account's language", () => {
  it('outweighs the language the page was served in once signed in, and is not sent back', async () => {
    window.sessionStorage.setItem(loggedInFlagKey, '1');
    const api = stubApi({
      [authUrls.session]: sessionFixture({ locale: 'hi' }),
      'GET /api/partners/me': partnerFixture(),
      [authUrls.clientConfig]: clientConfigFixture(),
    });
    renderRoutes(routes, { path: paths.terms, locale: 'en' });

    expect(await screen.findByRole('link', { name: 'Shata होम पेज' })).toBeVisible();
    // <html lang> follows in an effect, after the words have rendered.
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(api.calls('PUT /api/locale')).toHaveLength(0);
  });
});

describe('the pseudo-locale', () => {
  it('accents and lengthens every word a catalogue gives, on a page served as en-XA', async () => {
    stubApi({ [authUrls.session]: null });
    document.documentElement.lang = 'en-XA';
    // Awaited: the first render waits for the pseudo-locale's module.
    await act(async () => {
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <LocaleProvider>
            <MemoryRouter>
              <SiteHeader />
            </MemoryRouter>
          </LocaleProvider>
        </QueryClientProvider>,
      );
    });

    const account = pseudoString(shellMessages.header.account);
    expect(account).toBe('Àççöüñŧ···');
    expect(await screen.findByRole('button', { name: account })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-XA'));
  });

  it('accents a word before a colon, which is no address', () => {
    expect(pseudoString('Optional: PAN')).toBe('Öƥŧïöñàļ: ƤÀÑ·····');
  });

  it('leaves addresses alone', () => {
    expect(pseudoString('Write to help@shata.in or open /login')).toBe(
      'Ŵŕïŧé ŧö help@shata.in öŕ öƥéñ /login·············',
    );
  });
});
