import { useEffect, useSyncExternalStore } from 'react';

/**
 * Work that counts as the user's activity while it runs, though no key or
 * mouse is touched: a document crawling up a slow link. The inactivity
 * sign-out (app/session) reads it; the screens doing the work hold it
 * (`useActivityHold`). Kept here, below both, so neither imports the other.
 */
let holds = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => holds > 0;

/** Counts as activity while `active` is true, and until the calling component unmounts. */
export function useActivityHold(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    emit();
    return () => {
      holds -= 1;
      emit();
    };
  }, [active]);
}

/** Whether any work holds activity now. */
export function useActivityHeld(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
