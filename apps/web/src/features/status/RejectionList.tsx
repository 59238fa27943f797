import {
  documentTypeInfo,
  documentUploadPath,
  isDocumentType,
  isReviewField,
  messages,
  type PartnerRejection,
} from '@shata/domain';
import { useId } from 'react';
import { Link } from 'react-router';

const review = messages.review;

interface RejectionListProps {
  partnerId: string;
  rejections: readonly PartnerRejection[];
}

/**
 * What operators turned down and the partner has not redone, with their
 * reasons: a verification stage, or a document with a link to upload it again.
 */
export function RejectionList({ partnerId, rejections }: RejectionListProps) {
  const headingId = useId();
  const items = rejections.flatMap((rejection, index) => {
    const item = rejectionItem(partnerId, rejection);
    return item ? [{ ...item, key: `${rejection.target}-${index}` }] : [];
  });
  if (items.length === 0) return null;

  return (
    <section className="status-rejections" aria-labelledby={headingId}>
      <h2 id={headingId} className="status-rejections__title">
        {review.rejectedHeading}
      </h2>
      <ul className="status-rejections__list">
        {items.map((item) => (
          <li key={item.key} className="status-rejection">
            <p className="status-rejection__what">{item.what}</p>
            <p className="status-rejection__reason">
              <span className="status-rejection__reason-label">{review.reasonLabel}:</span>{' '}
              {item.reason}
            </p>
            {item.link ? (
              <Link className="button button--secondary status-rejection__link" to={item.link.to}>
                {item.link.text}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface RejectionItem {
  what: string;
  reason: string;
  link?: { to: string; text: string };
}

function rejectionItem(partnerId: string, rejection: PartnerRejection): RejectionItem | null {
  const { target, reason } = rejection;
  if (isReviewField(target)) {
    return { what: review.stageRejected(review.fieldLabels[target]), reason };
  }
  if (isDocumentType(target)) {
    const { label } = documentTypeInfo[target];
    return {
      what: review.documentRejected(label),
      reason,
      link: { to: documentUploadPath(partnerId, target), text: review.uploadAgain(label) },
    };
  }
  // A kind of rejection this screen does not know yet: nothing the partner can act on here.
  return null;
}
