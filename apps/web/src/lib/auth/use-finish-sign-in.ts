import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

const loadFinishSignIn = () => import('./finish-sign-in');

/** The partner starting to fill the form in: the post-login code is fetched then. */
const intentEvents = ['pointerdown', 'keydown', 'focusin'] as const;
/** Else this long after the screen mounted, well after its largest paint. */
const prefetchAfterMs = 3_000;

/**
 * `finishSignIn` for a login or sign-up screen. Its code (the post-login
 * routing and what it reads) is a chunk of its own, fetched when the partner
 * starts on the form or a few seconds after the screen shows: the login
 * screen's largest paint waits on six requests fewer (fetched at the load
 * event or the next frame, they still came before it), and the chunk is in
 * long before a password is typed (issue 26). `returnTo`: see `finishSignIn`.
 */
export function useFinishSignIn(returnTo?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    // A prefetch that fails is tried again when the form is sent, which reports it.
    const load = () => void loadFinishSignIn().catch(() => undefined);
    for (const event of intentEvents) window.addEventListener(event, load, { once: true });
    const timer = setTimeout(load, prefetchAfterMs);
    return () => {
      for (const event of intentEvents) window.removeEventListener(event, load);
      clearTimeout(timer);
    };
  }, []);

  return useCallback(
    async (): Promise<void> =>
      (await loadFinishSignIn()).finishSignIn(queryClient, navigate, returnTo),
    [queryClient, navigate, returnTo],
  );
}
