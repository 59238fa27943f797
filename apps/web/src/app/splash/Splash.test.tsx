import { timings } from '@shata/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Splash } from './Splash';

const splashName = 'Loading Shata Partner Portal';

function querySplash() {
  return screen.queryByRole('status', { name: splashName });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Splash on a page that has already loaded', () => {
  it('covers the page with the logo at start', () => {
    render(<Splash />);

    const splash = screen.getByRole('status', { name: splashName });
    expect(splash).toBeVisible();
    expect(splash).not.toHaveAttribute('data-state', 'fading');
  });

  it('stays fully visible until the delay has passed, fades, then goes away', () => {
    render(<Splash />);

    advance(timings.splashDelayMs - 1);
    expect(querySplash()).toHaveAttribute('data-state', 'visible');

    advance(1);
    expect(querySplash()).toHaveAttribute('data-state', 'fading');

    advance(timings.splashFadeMs - 1);
    expect(querySplash()).toHaveAttribute('data-state', 'fading');

    advance(1);
    expect(querySplash()).not.toBeInTheDocument();
  });

  it('fades over the duration named in the timings', () => {
    render(<Splash />);

    // The computed style gives times in seconds, as browsers do (jsdom 31 on).
    expect(querySplash()).toHaveStyle({ transitionDuration: `${timings.splashFadeMs / 1000}s` });
  });

  it('leaves no timer running once unmounted', () => {
    const { unmount } = render(<Splash />);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Splash on a page that is still loading', () => {
  beforeEach(() => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });

  it('waits for the load event before counting the delay', () => {
    render(<Splash />);

    advance(1_000);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });

    advance(timings.splashDelayMs - 1);
    expect(querySplash()).toHaveAttribute('data-state', 'visible');

    advance(1);
    expect(querySplash()).toHaveAttribute('data-state', 'fading');
  });

  it('is removed after the fallback time even if the page never finishes loading', () => {
    render(<Splash />);

    advance(timings.splashFallbackMs - 1);
    expect(querySplash()).toHaveAttribute('data-state', 'visible');

    advance(1);
    expect(querySplash()).not.toBeInTheDocument();
  });

  it('is removed by the fallback even when a late load would keep it longer', () => {
    render(<Splash />);

    advance(timings.splashFallbackMs - 1_000);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });

    advance(1_000);
    expect(querySplash()).not.toBeInTheDocument();
  });

  it('ignores a load event that comes after it was unmounted', () => {
    const { unmount } = render(<Splash />);

    unmount();
    window.dispatchEvent(new Event('load'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
