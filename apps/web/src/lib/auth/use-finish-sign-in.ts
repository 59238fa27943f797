import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

const loadFinishSignIn = () => import('./finish-sign-in');

/**
 * `finishSignIn` for a login or sign-up screen. Its code (the post-login
 * routing and what it reads) is a chunk of its own, fetched once the page
 * has loaded: the login screen's first paint waits on six requests fewer,
 * and the chunk is in long before a password is typed (issue 26).
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (document.readyState === 'complete') {
      void loadFinishSignIn();
      return;
    }
    const load = () => void loadFinishSignIn();
    window.addEventListener('load', load, { once: true });
    return () => window.removeEventListener('load', load);
  }, []);

  return useCallback(
    async (): Promise<void> => (await loadFinishSignIn()).finishSignIn(queryClient, navigate),
    [queryClient, navigate],
  );
}
