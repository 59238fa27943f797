import { smallScreenQuery, timings } from '@shata/domain';
import { type MouseEvent, useId } from 'react';
import { Carousel } from '../../components/carousel/Carousel';
import { FallbackImage } from '../../components/fallback-image/FallbackImage';
import { useText } from '../../lib/i18n/catalogue';
import { registrationMessages } from '../../lib/i18n/messages/registration';
import { useMediaQuery, usePrefersReducedMotion } from '../../lib/use-media-query';
import cateringUrl from './images/catering.svg';
import eventPlanningUrl from './images/event-planning.svg';
import photographyUrl from './images/photography.svg';
import { registrationCatalogue, registrationText } from './registration-text';

const images = [
  { src: eventPlanningUrl, name: 'eventPlanning' },
  { src: cateringUrl, name: 'catering' },
  { src: photographyUrl, name: 'photography' },
] as const;

/** The pictures with their English descriptions. */
export const heroImages = images.map(({ src, name }) => ({
  src,
  alt: registrationText.hero.images[name],
}));

interface RegistrationHeroProps {
  /** The id of the form the 'Fill Your Details Now' link leads to. */
  formId: string;
}

/** Welcome, the way to the form, and the three pictures of what partners do. */
export function RegistrationHero({ formId }: RegistrationHeroProps) {
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const text = useText(registrationCatalogue).hero;
  const { registration } = useText(registrationMessages);

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
          {registration.fillYourDetailsNow}
        </a>
      </div>
      <HeroImages />
    </section>
  );
}

function HeroImages() {
  const small = useMediaQuery(smallScreenQuery);
  const text = useText(registrationCatalogue).hero;
  const pictures = images.map(({ src, name }) => (
    <FallbackImage
      key={src}
      src={src}
      alt={text.images[name]}
      eager
      className="registration-hero__picture"
    />
  ));
  if (small) {
    return (
      <Carousel
        className="registration-hero__carousel"
        label={text.imagesLabel}
        intervalMs={timings.registrationCarouselMs}
        slides={pictures}
      />
    );
  }
  return (
    <ul className="registration-hero__images" aria-label={text.imagesLabel}>
      {pictures.map((picture) => (
        <li key={picture.key} className="registration-hero__image">
          {picture}
        </li>
      ))}
    </ul>
  );
}
