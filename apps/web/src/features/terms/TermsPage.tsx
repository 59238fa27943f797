import './terms.css';
import { terms } from '@shata/domain';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { useLocale } from '../../lib/i18n/locale';
import { termsMessages } from '../../lib/i18n/messages/terms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { termsSections } from './terms-content';
import { termsCatalogue } from './terms-text';

/**
 * The Partner Terms and Conditions (spec section 2), with a table of contents
 * and an anchor per section. A translation opens by saying the English text prevails.
 */
export function TermsPage() {
  const { locale } = useLocale();
  const { termsPage } = useText(termsMessages);
  const text = useText(termsCatalogue);
  const sections = useMemo(() => termsSections(text), [text]);
  useDocumentTitle(termsPage.title);
  const { hash } = useLocation();

  // A link to one section lands on it once the page is rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="terms">
      <header className="terms__header">
        {locale === 'en' ? null : (
          <p className="terms__translation-notice">{text.translationNotice}</p>
        )}
        <h1>{termsPage.title}</h1>
        <p className="terms__updated">
          {text.lastUpdated} <time dateTime={terms.lastUpdated}>{text.lastUpdatedOn}</time>
        </p>
        <p>{text.intro}</p>
      </header>
      <nav className="terms__toc" aria-labelledby="terms-toc-title">
        <h2 id="terms-toc-title">{text.contents}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="terms__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
