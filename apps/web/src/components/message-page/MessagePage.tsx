import './message-page.css';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { messagePageCatalogue } from './message-page-catalogue';

interface MessagePageProps {
  /** The heading, also used as the document title. */
  title: string;
  /** What happened and what the user can do, in a sentence or two. */
  children: ReactNode;
}

/** A page that only tells the user something and offers the way back home. */
export function MessagePage({ title, children }: MessagePageProps) {
  const headingId = useId();
  const text = useText(messagePageCatalogue);
  useDocumentTitle(title);

  return (
    <section className="message-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <div className="message-page__text">{children}</div>
      <Link className="message-page__home-link" to="/">
        {text.home}
      </Link>
    </section>
  );
}
