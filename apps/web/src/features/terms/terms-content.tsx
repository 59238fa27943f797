import { kycDocumentsSectionId, type Translation, terms } from '@shata/domain';
import { Fragment, type ReactNode } from 'react';
import type { termsText } from './terms-text';

type TermsText = Translation<typeof termsText>;

interface TermsSection {
  /** The anchor of the section: /terms-and-conditions#{id}. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A section of prose: paragraphs, then a list. */
function Prose({
  paragraphs = [],
  items = [],
}: {
  paragraphs?: readonly string[];
  items?: readonly string[];
}) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The terms' sections in order, in the words of `text` (a language's `termsText`). */
export function termsSections(text: TermsText): readonly TermsSection[] {
  const area = text.serviceArea;
  const prose = (
    id: string,
    section: { title: string; paragraphs?: readonly string[]; items?: readonly string[] },
  ): TermsSection => ({
    id,
    title: section.title,
    body: <Prose paragraphs={section.paragraphs} items={section.items} />,
  });
  return [
    {
      id: 'definitions',
      title: text.definitions.title,
      body: (
        <dl className="terms-definitions">
          {text.definitions.entries.map((entry) => (
            <Fragment key={entry.term}>
              <dt>{entry.term}</dt>
              <dd>{entry.definition}</dd>
            </Fragment>
          ))}
        </dl>
      ),
    },
    prose('joining-fee', text.joiningFee),
    prose('lead-guarantee', text.leadGuarantee),
    prose('service-fee', text.serviceFee),
    prose('cancellation', text.cancellation),
    prose('conduct', text.conduct),
    prose('non-circumvention', text.nonCircumvention),
    prose('ratings', text.ratings),
    prose('shata-score', text.shataScore),
    {
      id: 'service-area',
      title: area.title,
      body: (
        <table className="terms-table">
          <caption>{area.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{area.cityTier}</th>
              <th scope="col">{area.leadsSentWithin}</th>
            </tr>
          </thead>
          <tbody>
            {terms.leadRadiusByCityTier.map((row) => (
              <tr key={row.tier}>
                <th scope="row">{area.tier(row.tier)}</th>
                <td>{area.radius(row.radiusKm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    prose('partner-kit', text.partnerKit),
    prose('term-and-termination', text.termAndTermination),
    prose(kycDocumentsSectionId, text.kycDocuments),
  ];
}
