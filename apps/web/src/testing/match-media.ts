import { vi } from 'vitest';

export interface FakeScreen {
  /** The viewport width in CSS pixels. */
  width: number;
  /** The user's "reduce motion" setting. */
  reducedMotion?: boolean;
  /** A finger rather than a mouse: `pointer: coarse`. */
  touch?: boolean;
}

function evaluate(query: string, screen: FakeScreen): boolean {
  return query
    .split(/\band\b/)
    .map((part) => part.trim().replace(/^\(|\)$/g, ''))
    .every((feature) => {
      const [name, value = ''] = feature.split(':').map((piece) => piece.trim());
      if (name === 'max-width') return screen.width <= Number.parseFloat(value);
      if (name === 'min-width') return screen.width >= Number.parseFloat(value);
      if (name === 'prefers-reduced-motion') {
        return value === 'reduce' ? Boolean(screen.reducedMotion) : !screen.reducedMotion;
      }
      if (name === 'pointer') return value === (screen.touch ? 'coarse' : 'fine');
      return false;
    });
}

/**
 * Gives jsdom a `matchMedia` answering width, reduced-motion and pointer queries for a
 * screen the test describes; `resize` changes it and tells the listeners.
 */
export function stubMatchMedia(initial: FakeScreen) {
  let screen = { ...initial };
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();

  const matchMedia = vi.fn((query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query, screen);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);

  return {
    resize(next: FakeScreen) {
      screen = { ...next };
      for (const entry of lists) for (const listener of entry.listeners) listener();
    },
  };
}
