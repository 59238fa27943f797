import type { Locale } from '@shata/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { LocaleProvider } from '../lib/i18n/locale';

/** A query client like the app's, without retries, which would only slow failures down. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Renders a route table at `path` with a fresh query client; answers both for assertions. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    queryClient = createTestQueryClient(),
    locale = 'en',
  }: { path?: string; queryClient?: QueryClient; locale?: Locale } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/** With fake timers: moves the clock on and lets the promises it releases settle. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** With fake timers: lets pending promises (fetches, state updates) settle without moving the clock. */
export function settle() {
  return advance(0);
}
