import { messages, timings } from '@shata/domain';
import { type FocusEvent, type MouseEvent, useId, useState } from 'react';
import { useInterval } from '../../lib/use-interval';
import { useMediaQuery, usePrefersReducedMotion } from '../../lib/use-media-query';
import cateringUrl from './images/catering.svg';
import eventPlanningUrl from './images/event-planning.svg';
import photographyUrl from './images/photography.svg';
import { registrationText } from './registration-text';

const text = registrationText.hero;

export const heroImages = [
  { src: eventPlanningUrl, alt: text.images.eventPlanning },
  { src: cateringUrl, alt: text.images.catering },
  { src: photographyUrl, alt: text.images.photography },
] as const;

/** Below `registrationCarouselMaxWidthPx` the images take turns (spec section 2). */
export const carouselMediaQuery = `(max-width: ${timings.registrationCarouselMaxWidthPx - 0.02}px)`;

interface RegistrationHeroProps {
  /** The id of the form the 'Fill Your Details Now' link leads to. */
  formId: string;
}

/** Welcome, the way to the form, and the three pictures of what partners do. */
export function RegistrationHero({ formId }: RegistrationHeroProps) {
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();

  const goToForm = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(formId);
    if (!form) return;
    // Moves focus too, so keyboard and screen-reader users land on the form, not just the view.
    event.preventDefault();
    form.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    form.focus({ preventScroll: true });
  };

  return (
    <section className="registration-hero" aria-labelledby={headingId}>
      <div className="registration-hero__text">
        <h1 id={headingId} className="registration-hero__title">
          {text.title}
        </h1>
        <p className="registration-hero__intro">{text.intro}</p>
        <a className="button button--primary" href={`#${formId}`} onClick={goToForm}>
          {messages.registration.fillYourDetailsNow}
        </a>
      </div>
      <HeroImages />
    </section>
  );
}

function HeroImages() {
  const small = useMediaQuery(carouselMediaQuery);
  if (!small) {
    return (
      <ul className="registration-hero__images" aria-label={text.imagesLabel}>
        {heroImages.map((image) => (
          <li key={image.src} className="registration-hero__image">
            <HeroImage {...image} />
          </li>
        ))}
      </ul>
    );
  }
  return <HeroCarousel />;
}

/**
 * One image at a time, the next every `registrationCarouselMs`. Rotation
 * pauses while the pointer or focus is on it and when the user pauses it,
 * and starts paused for users who prefer reduced motion (they may still play
 * it), as the WAI-ARIA carousel pattern asks.
 */
function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  // Focus pauses it until the partner chooses: pressing Play keeps it turning with focus on the button.
  const rotating = !paused && !hovered && !(focused && pausedByUser === null);

  useInterval(
    () => setActive((index) => (index + 1) % heroImages.length),
    timings.registrationCarouselMs,
    rotating,
  );

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="registration-carousel"
      aria-roledescription="carousel"
      aria-label={text.imagesLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <button
        type="button"
        className="registration-carousel__toggle"
        onClick={() => setPausedByUser(!paused)}
      >
        {paused ? text.play : text.pause}
      </button>
      {/* Announced only while it stands still, so rotation does not keep interrupting. */}
      <div className="registration-carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {heroImages.map((image, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group by the ARIA carousel pattern; a fieldset is for form controls.
          <div
            key={image.src}
            className="registration-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={text.slide(index + 1, heroImages.length)}
            hidden={index !== active}
          >
            <HeroImage {...image} />
          </div>
        ))}
      </div>
    </section>
  );
}

/** An image that turns into a plain placeholder, keeping its description, if it fails to load. */
function HeroImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <div className="registration-hero__placeholder" role="img" aria-label={alt} />;
  }
  return (
    <img
      className="registration-hero__picture"
      src={src}
      alt={alt}
      width={400}
      height={300}
      onError={() => setFailed(true)}
    />
  );
}
