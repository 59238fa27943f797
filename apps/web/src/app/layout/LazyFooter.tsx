import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const SiteFooter = lazy(() =>
  import('./SiteFooter').then((module) => ({ default: module.SiteFooter })),
);

/** What shows a visitor is on their way down the page, or about to reach the footer with the keyboard. */
const intents = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * The footer, fetched at the visitor's first scroll, key or touch, or once its
 * place comes into view: it sits below the first screen (the main area is at
 * least as tall), so the first load goes without it. A keyboard user's first
 * Tab fetches it long before they have tabbed through the page to reach it.
 */
export function LazyFooter() {
  const [wanted, setWanted] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // A browser without IntersectionObserver gets the footer at once.
    if (!('IntersectionObserver' in window)) return want();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    if (place.current) observer.observe(place.current);
    for (const type of intents) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of intents) window.removeEventListener(type, want);
    };
  }, [wanted]);

  return wanted ? (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  ) : (
    <div ref={place} />
  );
}
