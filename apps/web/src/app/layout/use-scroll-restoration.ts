import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of this tab's history was scrolled to, by location key. */
const scrollPositions = new Map<string, number>();

/**
 * As browsers do between documents: a new page starts at the top, Back and
 * Forward return to where the reader was. Addresses with a #fragment are left
 * to the page, which scrolls to its target once that is rendered.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const remember = () => scrollPositions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = scrollPositions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!hash && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
