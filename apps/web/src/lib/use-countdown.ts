import { useCallback, useEffect, useState } from 'react';

const second = 1_000;

/**
 * Counts whole seconds down to 0 from `startSeconds` (by default `seconds`),
 * starting at mount; `restart` starts again from `seconds`. The count is read
 * from a deadline, so a tab whose timers the browser slows down still shows
 * the right number.
 */
export function useCountdown(seconds: number, startSeconds = seconds) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + startSeconds * second);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / second));
  const finished = remaining === 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new deadline starts the ticks afresh, in step with it.
  useEffect(() => {
    if (finished) return;
    const timer = window.setInterval(() => setNow(Date.now()), second);
    return () => window.clearInterval(timer);
  }, [finished, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * second);
  }, [seconds]);

  return { remaining, restart };
}
