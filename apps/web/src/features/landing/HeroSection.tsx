import { paths, smallScreenQuery, timings } from '@shata/domain';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel/Carousel';
import { FallbackImage } from '../../components/fallback-image/FallbackImage';
import { useText } from '../../lib/i18n/catalogue';
import { useMediaQuery } from '../../lib/use-media-query';
import { heroImages } from './images';
import { landingCatalogue, landingMessagesCatalogue } from './landing-text';

export function HeroSection() {
  const small = useMediaQuery(smallScreenQuery);
  const landingMessages = useText(landingMessagesCatalogue);
  const text = useText(landingCatalogue);
  // The hero shows the contact section's first pictures, described in the screen's language.
  const images = heroImages.map((image, index) => ({
    ...image,
    alt: text.contact.images[index] ?? image.alt,
  }));
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-hero__text">
        <h1 id="hero-title" className="landing-hero__title">
          {landingMessages.heroTitle}
        </h1>
        <p className="landing-hero__intro">{text.hero.intro}</p>
        <Link className="button button--primary" to={paths.signup}>
          {landingMessages.becomeAPartner}
        </Link>
      </div>
      {small ? (
        <Carousel
          className="landing-hero__carousel"
          label={text.hero.imagesLabel}
          intervalMs={timings.heroCarouselMs}
          slides={images.map((image) => <FallbackImage key={image.src} {...image} eager />)}
        />
      ) : (
        <ul className="landing-hero__images" aria-label={text.hero.imagesLabel}>
          {images.map((image) => (
            <li key={image.src}>
              <FallbackImage {...image} eager />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
