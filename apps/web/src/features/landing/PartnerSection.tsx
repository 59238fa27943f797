import { paths, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../../components/carousel/Carousel';
import { FallbackImage } from '../../components/fallback-image/FallbackImage';
import { FeeNote } from '../../components/fee-note/FeeNote';
import { ChevronDownIcon } from '../../components/icons/icons';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { partnerSlideImages } from './images';
import { landingCatalogue, landingMessagesCatalogue } from './landing-text';

/**
 * The Download App dropdown (spec section 2): a disclosure button showing the
 * partner app's store links. A plain disclosure, not an ARIA menu: two links
 * need no menu semantics, and the landing page stays light.
 */
function DownloadApp() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  const landingMessages = useText(landingMessagesCatalogue);
  const { appChooser } = useText(shellCatalogue);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  // Closes on a click elsewhere and on Escape, as a dropdown does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="download-app" ref={rootRef}>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {landingMessages.downloadApp}
        <ChevronDownIcon />
      </button>
      <ul id={listId} className="download-app__list" hidden={!open}>
        {config ? (
          <>
            <li>
              <a href={config.partnerApp.ios} target="_blank" rel="noopener noreferrer">
                {appChooser.appStore}
              </a>
            </li>
            <li>
              <a href={config.partnerApp.android} target="_blank" rel="noopener noreferrer">
                {appChooser.googlePlay}
              </a>
            </li>
          </>
        ) : null}
      </ul>
    </div>
  );
}

export function PartnerSection() {
  const text = useText(landingCatalogue).partner;
  const landingMessages = useText(landingMessagesCatalogue);
  return (
    <section className="landing-section landing-partner" aria-labelledby="partner-title">
      <div className="landing-partner__text">
        <h2 id="partner-title">{text.title}</h2>
        <p>{text.intro}</p>
        <div className="landing-partner__actions">
          <DownloadApp />
          <Link className="button button--secondary" to={paths.login}>
            {landingMessages.loginSignUp}
          </Link>
        </div>
        <FeeNote headingLevel={3} />
      </div>
      <Carousel
        className="landing-partner__slider"
        label={text.slidesLabel}
        intervalMs={timings.partnerSliderMs}
        slides={text.slides.slice(0, timings.partnerSliderSlides).map((slide, index) => (
          <figure key={slide.title} className="landing-slide">
            <FallbackImage src={partnerSlideImages[index] ?? ''} alt={slide.alt} />
            <figcaption>
              <h3>{slide.title}</h3>
              <p>{slide.body}</p>
            </figcaption>
          </figure>
        ))}
      />
    </section>
  );
}
