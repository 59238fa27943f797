import './auth-card.css';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LanguageSwitch } from '../language-switch/LanguageSwitch';

interface AuthCardProps {
  /** The heading, also the document title. */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (to the other auth screens). */
  footer?: ReactNode;
}

/**
 * The card the sign-in family of screens sits in. Those screens hide the
 * navigation bar, so the card carries the logo, the way home and the switch
 * between languages.
 */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const headingId = useId();
  const text = useText(shellCatalogue).header;
  useDocumentTitle(title);

  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <div className="auth-card__top">
        <Link className="auth-card__brand" to="/" aria-label={text.home}>
          <img src="/logo.svg" alt="" width="48" height="48" />
        </Link>
        <LanguageSwitch />
      </div>
      <h1 id={headingId} className="auth-card__title">
        {title}
      </h1>
      {intro ? <div className="auth-card__intro">{intro}</div> : null}
      <div className="auth-card__body">{children}</div>
      {footer ? <div className="auth-card__footer">{footer}</div> : null}
    </section>
  );
}
