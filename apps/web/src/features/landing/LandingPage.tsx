import './landing.css';
import { landingMessages } from '@shata/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AboutSection } from './AboutSection';
import { BenefitsSection } from './BenefitsSection';
import { ContactSection } from './ContactSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { PartnerSection } from './PartnerSection';

/** The public landing page (spec section 2), its sections in the spec's order; header and footer come from the layout. */
export function LandingPage() {
  useDocumentTitle(landingMessages.heroTitle);
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
