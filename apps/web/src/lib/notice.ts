import { useSyncExternalStore } from 'react';

/**
 * A flash notice: a message a screen leaves for the next one to show (the
 * spec's success alert after submitting the registration form is seen on the
 * status screen). Kept in memory only, one at a time; the layout shows it
 * (`NoticeBanner`) and hides it again on the navigation after it was seen.
 */
interface Notice {
  id: number;
  message: string;
  /** Show it only once the user is on this path (the screen being navigated to). */
  path?: string;
}

let current: Notice | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Leaves `message` to be shown, at once or, with `path`, once the user gets there. */
export function showNotice(message: string, options: { path?: string } = {}): Notice {
  lastId += 1;
  current = { id: lastId, message, ...options };
  emit();
  return current;
}

/** Hides the notice `id`, or whatever notice there is. */
export function dismissNotice(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

/** The notice waiting to be shown, or null. */
export function useNotice(): Notice | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
