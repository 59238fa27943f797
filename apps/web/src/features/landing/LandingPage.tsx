import './landing.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { carouselCatalogue } from '../../components/carousel/carousel-text';
import { feeNoteCatalogue } from '../../components/fee-note/fee-note-text';
import { loadCatalogue, useText } from '../../lib/i18n/catalogue';
import { useLocale } from '../../lib/i18n/locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AboutSection } from './AboutSection';
import { BenefitsSection } from './BenefitsSection';
import { ContactSection } from './ContactSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { landingCatalogue, landingMessagesCatalogue } from './landing-text';
import { PartnerSection } from './PartnerSection';

/** The public landing page (spec section 2), its sections in the spec's order; header and footer come from the layout. */
export function LandingPage() {
  const { locale } = useLocale();
  // Every section's words start loading at once, rather than each after the one before it;
  // a failed fetch is retried by the section that needs the words.
  for (const source of [
    landingMessagesCatalogue,
    landingCatalogue,
    feeNoteCatalogue,
    carouselCatalogue,
  ]) {
    loadCatalogue(source, locale)?.catch(() => {});
  }
  useDocumentTitle(useText(landingMessagesCatalogue).heroTitle);
  const { hash } = useLocation();

  // The footer's Contact Us (and a shared /#contact link) lands on the section once it is rendered.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className="landing">
      <HeroSection />
      <AboutSection />
      <PartnerSection />
      <BenefitsSection />
      <FaqSection />
      <ContactSection />
    </div>
  );
}
