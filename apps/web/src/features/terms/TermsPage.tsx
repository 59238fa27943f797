import './terms.css';
import { messages, terms } from '@shata/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { termsSections } from './terms-content';

const lastUpdated = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(terms.lastUpdated));

/** The Partner Terms and Conditions (spec section 2), with a table of contents and an anchor per section. */
export function TermsPage() {
  useDocumentTitle(messages.termsPage.title);
  const { hash } = useLocation();

  // A link to one section lands on it once the page is rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="terms">
      <header className="terms__header">
        <h1>{messages.termsPage.title}</h1>
        <p className="terms__updated">
          Last updated <time dateTime={terms.lastUpdated}>{lastUpdated}</time>
        </p>
        <p>
          These terms govern the partnership between Shata, the platform operator, and the service
          partners (event planners, caterers and photographers) who serve Shata's customers.
        </p>
      </header>
      <nav className="terms__toc" aria-labelledby="terms-toc-title">
        <h2 id="terms-toc-title">Contents</h2>
        <ol>
          {termsSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {termsSections.map((section, index) => (
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
