import './splash.css';
import { timings } from '@shata/domain';
import { useEffect, useState } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

type SplashState = 'visible' | 'fading' | 'gone';

/**
 * The logo over the whole page at start. It stays `splashDelayMs` after the
 * page has loaded, fades for `splashFadeMs`, and is removed after
 * `splashFallbackMs` whatever happens.
 */
export function Splash() {
  const [state, setState] = useState<SplashState>('visible');
  const label = useText(shellCatalogue).common.loadingPortal;

  useEffect(() => {
    const timers: number[] = [];
    const startFadeSchedule = () => {
      timers.push(
        window.setTimeout(() => setState('fading'), timings.splashDelayMs),
        window.setTimeout(() => setState('gone'), timings.splashDelayMs + timings.splashFadeMs),
      );
    };

    if (document.readyState === 'complete') startFadeSchedule();
    else window.addEventListener('load', startFadeSchedule, { once: true });
    timers.push(window.setTimeout(() => setState('gone'), timings.splashFallbackMs));

    return () => {
      window.removeEventListener('load', startFadeSchedule);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  if (state === 'gone') return null;
  return (
    <div
      className="splash"
      data-state={state}
      role="status"
      aria-label={label}
      // The fade length comes from the domain timings so CSS and timers cannot disagree.
      style={{ transitionDuration: `${timings.splashFadeMs}ms` }}
    >
      <img className="splash__logo" src="/logo.svg" alt="" width="96" height="96" />
    </div>
  );
}
