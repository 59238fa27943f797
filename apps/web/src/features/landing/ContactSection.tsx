import { timings } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { Carousel } from '../../components/carousel/Carousel';
import { FallbackImage } from '../../components/fallback-image/FallbackImage';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useText } from '../../lib/i18n/catalogue';
import { contactImages } from './images';
import { landingCatalogue } from './landing-text';
import { OfficeMap } from './OfficeMap';
import { useNearView } from './use-near-view';

// The form brings the validation schemas with it: fetched only as the visitor nears it.
const ContactForm = lazy(() =>
  import('./ContactForm').then((module) => ({ default: module.ContactForm })),
);

/** A number as written ('+91 80 4567 8900') as the digits a link dials: '918045678900'. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * The office block: hours and the support promises of spec section 9, with
 * the contact details the server is configured with; one not configured is left out.
 */
function OfficeBlock() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  const text = useText(landingCatalogue).contact;
  return (
    <div className="office">
      <h3>{text.office.title}</h3>
      {config?.officeAddress ? (
        <address className="office__address">{config.officeAddress}</address>
      ) : null}
      <dl className="office__facts">
        <dt>{text.office.hoursLabel}</dt>
        <dd>{text.office.hours}</dd>
        {config?.supportPhone ? (
          <>
            <dt>{text.office.phoneLabel}</dt>
            <dd>
              <a href={`tel:+${digitsOf(config.supportPhone)}`}>{config.supportPhone}</a>
            </dd>
          </>
        ) : null}
        {config?.supportWhatsApp ? (
          <>
            <dt>{text.office.whatsAppLabel}</dt>
            <dd>
              <a
                href={`https://wa.me/${digitsOf(config.supportWhatsApp)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {config.supportWhatsApp}
              </a>
            </dd>
          </>
        ) : null}
        {config?.supportEmail ? (
          <>
            <dt>{text.office.emailLabel}</dt>
            <dd>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
              <span className="office__note">{text.office.emailReply}</span>
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

export function ContactSection() {
  const formSlot = useRef<HTMLDivElement>(null);
  const near = useNearView(formSlot);
  const text = useText(landingCatalogue).contact;
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
            .map((image, index) => (
              <FallbackImage
                key={image.src}
                src={image.src}
                alt={text.images[index] ?? image.alt}
              />
            ))}
        />
      </div>
      <div className="landing-contact__grid">
        <OfficeBlock />
        <OfficeMap />
      </div>
    </section>
  );
}
