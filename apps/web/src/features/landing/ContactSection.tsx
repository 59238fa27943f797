import { officeHours, timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Carousel } from '../../components/carousel/Carousel';
import { FallbackImage } from '../../components/fallback-image/FallbackImage';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { contactImages } from './images';
import { landingText } from './landing-text';
import { OfficeMap } from './OfficeMap';

const text = landingText.contact;

// The form brings the validation schemas with it: fetched only as the visitor nears it.
const ContactForm = lazy(() =>
  import('./ContactForm').then((module) => ({ default: module.ContactForm })),
);

/** Whether the element is within a screen or so of the view; true at once where that cannot be told. */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** The office block: hours and the support promises of spec section 9. */
function OfficeBlock() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  return (
    <div className="office">
      <h3>{text.office.title}</h3>
      <address className="office__address">{text.office.address}</address>
      <dl className="office__facts">
        <dt>{text.office.hoursLabel}</dt>
        <dd>{officeHours}</dd>
        <dt>{text.office.phoneLabel}</dt>
        <dd>{text.office.phone}</dd>
        <dt>{text.office.emailLabel}</dt>
        <dd>
          {config ? <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> : null}
          <span className="office__note">{text.office.emailReply}</span>
        </dd>
      </dl>
    </div>
  );
}

export function ContactSection() {
  const formSlot = useRef<HTMLDivElement>(null);
  const near = useNearView(formSlot);
  return (
    <section
      id="contact"
      className="landing-section landing-contact"
      aria-labelledby="contact-title"
      tabIndex={-1}
    >
      <h2 id="contact-title">{text.title}</h2>
      <p>{text.intro}</p>
      <div className="landing-contact__grid">
        <div ref={formSlot} className="contact-form-slot">
          {near ? (
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          ) : null}
        </div>
        <Carousel
          className="landing-contact__carousel"
          label={text.imagesLabel}
          intervalMs={timings.contactCarouselMs}
          slides={contactImages
            .slice(0, timings.contactCarouselImages)
            .map((image) => <FallbackImage key={image.src} {...image} />)}
        />
      </div>
      <div className="landing-contact__grid">
        <OfficeBlock />
        <OfficeMap />
      </div>
    </section>
  );
}
