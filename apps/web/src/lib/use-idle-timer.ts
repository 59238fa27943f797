import { useEffect, useRef } from 'react';

/** What counts as activity (spec section 4: mouse move, key, mouse down, touch, scroll). */
export const activityEvents = [
  'mousemove',
  'keydown',
  'mousedown',
  'touchstart',
  'scroll',
] as const;

interface IdleTimerOptions {
  /** The timer runs only while this is true; turning it on starts a fresh period. */
  enabled: boolean;
  /** Idle this long and `onIdle` is called. */
  timeoutMs: number;
  /**
   * Activity restarts the timer once it has paused this long, so a burst of
   * events (a mouse move fires dozens a second) restarts it once.
   */
  debounceMs: number;
}

/** Calls `onIdle` once `timeoutMs` passes without user activity. */
export function useIdleTimer(
  onIdle: () => void,
  { enabled, timeoutMs, debounceMs }: IdleTimerOptions,
) {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    let idleTimer = window.setTimeout(() => latest.current(), timeoutMs);
    let debounceTimer: number | undefined;

    const restartIdleTimer = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(() => latest.current(), timeoutMs);
    };
    const onActivity = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(restartIdleTimer, debounceMs);
    };

    // Captured on the document, so a scroll inside any element counts too.
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of activityEvents) document.addEventListener(type, onActivity, listenerOptions);
    return () => {
      for (const type of activityEvents) {
        document.removeEventListener(type, onActivity, listenerOptions);
      }
      window.clearTimeout(idleTimer);
      window.clearTimeout(debounceTimer);
    };
  }, [enabled, timeoutMs, debounceMs]);
}
