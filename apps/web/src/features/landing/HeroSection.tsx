import { messages, paths, timings } from '@shata/domain';
import { Link } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query';
import { Carousel } from './Carousel';
import { heroImages } from './images';
import { LandingImage } from './LandingImage';
import { landingText } from './landing-text';

/** The spec's "small screens", where the hero's images take turns: below the registration carousel's width. */
export const smallScreenQuery = `(max-width: ${timings.registrationCarouselMaxWidthPx - 0.02}px)`;

export function HeroSection() {
  const small = useMediaQuery(smallScreenQuery);
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-hero__text">
        <h1 id="hero-title" className="landing-hero__title">
          {messages.landing.heroTitle}
        </h1>
        <p className="landing-hero__intro">{landingText.hero.intro}</p>
        <Link className="button button--primary" to={paths.signup}>
          {messages.landing.becomeAPartner}
        </Link>
      </div>
      {small ? (
        <Carousel
          className="landing-hero__carousel"
          label={landingText.hero.imagesLabel}
          intervalMs={timings.heroCarouselMs}
          slides={heroImages.map((image) => <LandingImage key={image.src} {...image} eager />)}
        />
      ) : (
        <ul className="landing-hero__images" aria-label={landingText.hero.imagesLabel}>
          {heroImages.map((image) => (
            <li key={image.src}>
              <LandingImage {...image} eager />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
