import './fee-note.css';
import { paths } from '@shata/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n/catalogue';
import { feeNoteCatalogue } from './fee-note-text';

interface FeeNoteProps {
  /** Where the note sits in the page's outline: under an h1 it is an h2, under an h2 an h3. */
  headingLevel: 2 | 3;
}

/**
 * The programme's fees up front, before anyone signs up: the words come from
 * the domain's `terms`, as the terms page's do, so the two cannot disagree.
 */
export function FeeNote({ headingLevel }: FeeNoteProps) {
  const text = useText(feeNoteCatalogue);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="fee-note" aria-labelledby={headingId}>
      <Heading id={headingId} className="fee-note__title">
        {text.title}
      </Heading>
      <dl className="fee-note__fees">
        <dt>{text.joiningFee}</dt>
        <dd>{text.joiningFeeAmount()}</dd>
        <dt>{text.serviceFee}</dt>
        <dd>{text.serviceFeeAmount()}</dd>
      </dl>
      <Link to={paths.terms}>{text.termsLink}</Link>
    </section>
  );
}
