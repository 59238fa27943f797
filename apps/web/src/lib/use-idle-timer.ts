import { useCallback, useEffect, useRef } from 'react';

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
  onIdle: () => void;
  /** With `onWarning`: how long before `onIdle` it is called. */
  warningLeadMs?: number;
  onWarning?: () => void;
  /** A period has begun: on enabling, after activity, or on `restart`. */
  onNewPeriod?: () => void;
}

/**
 * Calls `onIdle` once `timeoutMs` passes without user activity, and
 * `onWarning` `warningLeadMs` before that. Answers `restart`, which begins a
 * new period at once, as activity would.
 */
export function useIdleTimer({
  enabled,
  timeoutMs,
  debounceMs,
  warningLeadMs,
  ...callbacks
}: IdleTimerOptions): () => void {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  const restartNow = useRef(() => {});

  useEffect(() => {
    if (!enabled) return;
    let periodTimers: number[] = [];
    let debounceTimer: number | undefined;

    const startPeriod = () => {
      latest.current.onNewPeriod?.();
      for (const timer of periodTimers) window.clearTimeout(timer);
      periodTimers = [window.setTimeout(() => latest.current.onIdle(), timeoutMs)];
      if (warningLeadMs !== undefined) {
        const warnAt = timeoutMs - warningLeadMs;
        periodTimers.push(window.setTimeout(() => latest.current.onWarning?.(), warnAt));
      }
    };
    const onActivity = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(startPeriod, debounceMs);
    };

    startPeriod();
    restartNow.current = () => {
      window.clearTimeout(debounceTimer);
      startPeriod();
    };
    // Captured on the document, so a scroll inside any element counts too.
    const listenerOptions = { capture: true, passive: true } as const;
    for (const type of activityEvents) document.addEventListener(type, onActivity, listenerOptions);
    return () => {
      for (const type of activityEvents) {
        document.removeEventListener(type, onActivity, listenerOptions);
      }
      for (const timer of periodTimers) window.clearTimeout(timer);
      window.clearTimeout(debounceTimer);
      restartNow.current = () => {};
    };
  }, [enabled, timeoutMs, debounceMs, warningLeadMs]);

  return useCallback(() => restartNow.current(), []);
}
