import { paths } from '@shata/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n/locale';
import { authUrls, sessionFixture, stubApi } from '../../testing/api-stub';
import { createTestQueryClient } from '../../testing/render';
import { draftSaved, newPartner, partnerUrls, registrationRoutes } from './test-kit';

vi.mock('./aadhaar-qr/qr-decoder', () => ({
  prepareQrDecoder: async () => {},
  decodeQrInPicture: async () => null,
  decodeQrInVideoFrame: async () => null,
}));

afterEach(() => {
  document.documentElement.lang = 'en';
});

/**
 * Words of two letters or more left unaccented: written into a component
 * rather than read from a catalogue. A word before a colon is passed over:
 * the pseudo-locale leaves it alone as it would a URL's scheme ('mailto:').
 */
const unaccented = /[A-Za-z]{2,}(?![A-Za-z:])/g;

function wordsNotFromCatalogues(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    found.push(...(node.textContent?.match(unaccented) ?? []));
  }
  for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      found.push(...(element.getAttribute(name)?.match(unaccented) ?? []));
    }
  }
  return found;
}

describe('the registration in the pseudo-locale', () => {
  it('shows no word that did not come from a catalogue, the QR dialog included', async () => {
    stubApi({
      [authUrls.session]: sessionFixture(),
      [partnerUrls.get]: newPartner,
      [partnerUrls.draftGet]: { values: null, savedAt: null },
      [partnerUrls.draftPut]: draftSaved,
    });
    document.documentElement.lang = 'en-XA';
    const router = createMemoryRouter(registrationRoutes, {
      initialEntries: [paths.dashboard('p-1')],
    });
    // Awaited: the first render waits for the pseudo-locale's module.
    await act(async () => {
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <LocaleProvider>
            <RouterProvider router={router} />
          </LocaleProvider>
        </QueryClientProvider>,
      );
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: /^Ýöüŕ đéŧàïļš/ });

    expect(wordsNotFromCatalogues(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Šçàñ ŧĥé ǪŔ/ }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(/^Ŧĥé çàɱéŕà çöüļđ ñöŧ/);
    expect(wordsNotFromCatalogues(document.body)).toEqual([]);
  });
});
