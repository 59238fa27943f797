import { useEffect, useRef } from 'react';

/** Calls `callback` every `ms` milliseconds while `enabled`; the latest callback is the one called. */
export function useInterval(callback: () => void, ms: number, enabled = true) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => latest.current(), ms);
    return () => window.clearInterval(timer);
  }, [ms, enabled]);
}
