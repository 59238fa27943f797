import './footer.css';
import { paths, services } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/LanguageSwitch';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { footerCatalogue } from './footer-text';

// Loaded the first time someone asks for it, not with every page.
const AppChooserDialog = lazy(() =>
  import('../../components/app-chooser/AppChooserDialog').then((m) => ({
    default: m.AppChooserDialog,
  })),
);

/**
 * The footer (spec section 2): Contact Us, Mobile Version (the 'Choose Your
 * App' popup), T&C, the services, social links and download badges that open
 * the same popup. Store and social links come from the server's configuration.
 */
export function SiteFooter() {
  const [chooserOpen, setChooserOpen] = useState(false);
  const [chooserWanted, setChooserWanted] = useState(false);
  const { data: config } = useQuery(clientConfigQueryOptions);
  const footerText = useText(footerCatalogue);
  const shellMessages = useText(shellCatalogue);
  const openChooser = () => {
    setChooserWanted(true);
    setChooserOpen(true);
  };

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{footerText.brand}</p>
          <div className="site-footer__badges">
            <p className="site-footer__title">{footerText.appTitle}</p>
            <button type="button" className="store-badge" onClick={openChooser}>
              {shellMessages.appChooser.googlePlay}
            </button>
            <button type="button" className="store-badge" onClick={openChooser}>
              {shellMessages.appChooser.appStore}
            </button>
          </div>
        </div>
        <nav className="site-footer__column" aria-label={footerText.linksTitle}>
          <p className="site-footer__title">{footerText.linksTitle}</p>
          <ul>
            <li>
              <Link to={{ pathname: '/', hash: 'contact' }}>{shellMessages.footer.contactUs}</Link>
            </li>
            <li>
              <button type="button" className="site-footer__link-button" onClick={openChooser}>
                {shellMessages.footer.mobileVersion}
              </button>
            </li>
            <li>
              <Link to={paths.terms}>{shellMessages.footer.termsLink}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label={footerText.servicesTitle}>
          <p className="site-footer__title">{footerText.servicesTitle}</p>
          <ul>
            {services.map((service) => (
              <li key={service}>
                <Link to={paths.signup}>{shellMessages.services[service]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label={footerText.socialTitle}>
          <p className="site-footer__title">{footerText.socialTitle}</p>
          {config ? (
            <ul>
              {(['facebook', 'instagram', 'linkedin'] as const).map((network) => (
                <li key={network}>
                  <a href={config.socialLinks[network]} target="_blank" rel="noopener noreferrer">
                    {footerText.social[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">{footerText.copyright(new Date().getFullYear())}</p>
        <LanguageSwitch />
      </div>
      {chooserWanted ? (
        <Suspense fallback={null}>
          <AppChooserDialog open={chooserOpen} onClose={() => setChooserOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
