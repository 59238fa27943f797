import { landingMessages, paths, smallScreenQuery, timings } from '@shata/domain';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel/Carousel';
import { FallbackImage } from '../../components/fallback-image/FallbackImage';
import { useMediaQuery } from '../../lib/use-media-query';
import { heroImages } from './images';
import { landingText } from './landing-text';

export function HeroSection() {
  const small = useMediaQuery(smallScreenQuery);
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-hero__text">
        <h1 id="hero-title" className="landing-hero__title">
          {landingMessages.heroTitle}
        </h1>
        <p className="landing-hero__intro">{landingText.hero.intro}</p>
        <Link className="button button--primary" to={paths.signup}>
          {landingMessages.becomeAPartner}
        </Link>
      </div>
      {small ? (
        <Carousel
          className="landing-hero__carousel"
          label={landingText.hero.imagesLabel}
          intervalMs={timings.heroCarouselMs}
          slides={heroImages.map((image) => <FallbackImage key={image.src} {...image} eager />)}
        />
      ) : (
        <ul className="landing-hero__images" aria-label={landingText.hero.imagesLabel}>
          {heroImages.map((image) => (
            <li key={image.src}>
              <FallbackImage {...image} eager />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
