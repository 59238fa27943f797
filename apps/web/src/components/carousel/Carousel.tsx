import './carousel.css';
import { type FocusEvent, type ReactNode, useState } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { useInterval } from '../../lib/use-interval';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { carouselCatalogue } from './carousel-text';

interface CarouselProps {
  /** Names the carousel for assistive tech. */
  label: string;
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** The next slide shows after this long. */
  intervalMs: number;
  className?: string;
}

/**
 * One slide at a time, the next every `intervalMs`. Rotation pauses while
 * the pointer or focus is on it and when the user pauses it, and starts
 * paused for users who prefer reduced motion (they may still play it), as
 * the WAI-ARIA carousel pattern asks.
 */
export function Carousel({ label, slides, intervalMs, className }: CarouselProps) {
  const text = useText(carouselCatalogue);
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  // Focus pauses it until the user chooses: pressing Play keeps it turning with focus on the button.
  const rotating = !paused && !hovered && !(focused && pausedByUser === null);

  useInterval(() => setActive((index) => (index + 1) % slides.length), intervalMs, rotating);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription={text.carousel}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announced only while it stands still, so rotation does not keep interrupting. */}
      <div className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group by the ARIA carousel pattern; a fieldset is for form controls.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed; their position is their identity.
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription={text.slideRole}
            aria-label={text.slide(index + 1, slides.length)}
            hidden={index !== active}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__toggle" onClick={() => setPausedByUser(!paused)}>
          {paused ? text.play : text.pause}
        </button>
        <ol className="carousel__dots">
          {slides.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed; their position is their identity.
            <li key={index}>
              <button
                type="button"
                className="carousel__dot"
                aria-label={text.slide(index + 1, slides.length)}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
