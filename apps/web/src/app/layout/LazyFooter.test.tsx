import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfigFixture, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { LazyFooter } from './LazyFooter';

/** An IntersectionObserver the test moves by hand: `show()` brings the observed place into view. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    show: () => {
      for (const callback of callbacks) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

function renderFooter() {
  stubApi({ 'GET /api/client-config': clientConfigFixture() });
  renderRoutes([{ path: '*', element: <LazyFooter /> }]);
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the footer below the first screen', () => {
  it('is not fetched while the visitor only looks at the first screen', async () => {
    stubIntersectionObserver();
    renderFooter();
    // Were the footer asked for, its chunk would load and render by the end of these.
    await vi.dynamicImportSettled();
    await act(async () => {});
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['scroll', 'keydown', 'pointerdown'])('comes at the first %s', async (type) => {
    stubIntersectionObserver();
    renderFooter();
    fireEvent(window, new Event(type));
    expect(await screen.findByRole('contentinfo')).toBeVisible();
  });

  it('comes when its place comes into view', async () => {
    const observer = stubIntersectionObserver();
    renderFooter();
    observer.show();
    expect(await screen.findByRole('contentinfo')).toBeVisible();
  });
});
