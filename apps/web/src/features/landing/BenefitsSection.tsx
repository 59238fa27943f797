import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { landingCatalogue, landingMessagesCatalogue } from './landing-text';

/** One line icon per benefit, in the order of the spec's benefit titles. */
const icons: readonly ReactNode[] = [
  <path
    key="reach"
    d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
  />,
  <path key="booking" d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14l2 2 4-4" />,
  <path key="payment" d="M3 7h18v11H3zM3 11h18M7 15h3" />,
  <path key="grow" d="M4 19h16M6 15l4-4 3 3 6-6M15 8h4v4" />,
  <path key="secure" d="M12 3 5 6v5c0 4.4 3 8.4 7 10 4-1.6 7-5.6 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  <path
    key="kyc"
    d="M4 5h16v14H4zM8 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-3 4a3 3 0 0 1 6 0M13 9h4M13 13h4"
  />,
];

export function BenefitsSection() {
  const text = useText(landingCatalogue).benefits;
  const landingMessages = useText(landingMessagesCatalogue);
  return (
    <section className="landing-section landing-benefits" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{text.title}</h2>
      <ul className="landing-benefits__list">
        {landingMessages.benefitTitles.map((title, index) => (
          <li key={title} className="landing-card">
            <svg
              className="landing-card__icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.75}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {icons[index]}
            </svg>
            <h3>{title}</h3>
            <p>{text.bodies[index]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
