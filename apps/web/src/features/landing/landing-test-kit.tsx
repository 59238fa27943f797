import type { Locale } from '@shata/domain';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { clientConfigFixture, type StubAnswer, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';

export const clientConfig = clientConfigFixture();

/** Renders `element` at '/' (in `locale`) with the portal's API stubbed, and stand-ins for the pages its links lead to. */
export function renderPublic(
  element: ReactElement,
  handlers: Record<string, StubAnswer> = {},
  path = '/',
  locale: Locale = 'en',
) {
  const api = stubApi({ 'GET /api/client-config': clientConfig, ...handlers });
  const view = renderRoutes(
    [
      { path: '/', element },
      { path: '/signup', element: <p>Signup screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { path, locale },
  );
  return { api, ...view };
}

/** As `renderPublic`, in Hindi; awaited, so that the screen renders once its Hindi words have loaded. */
export async function renderPublicInHindi(
  element: ReactElement,
  handlers: Record<string, StubAnswer> = {},
) {
  let view: ReturnType<typeof renderPublic> | undefined;
  await act(async () => {
    view = renderPublic(element, handlers, '/', 'hi');
  });
  if (!view) throw new Error('The screen did not render');
  return view;
}

/** The descriptions of the images a visitor can see in the carousel named `label`. */
export function visibleImages(label: string): (string | null)[] {
  return within(screen.getByRole('region', { name: label }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'));
}
