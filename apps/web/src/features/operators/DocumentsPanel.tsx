import './document-viewer.css';
import {
  type DocumentType,
  documentTypes,
  formatDate,
  type Requirement,
  type ReviewedDocument,
} from '@shata/domain';
import { useId, useState } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { formatFileSize } from '../../lib/file-size';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { rejectDocument } from './operator-api';
import { operatorCatalogue } from './operator-text';
import { RejectForm } from './RejectForm';
import { ActionOutcome } from './ReviewActions';
import { useReviewChange } from './use-review-change';

/** The zoom levels of an image, as scale factors; 1 is the image fitted to the viewer's width. */
export const zoomLevels = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
const fittedZoom = zoomLevels.indexOf(1);

/** Every document type in wizard order: those on file shown, the others listed as not on file. */
export function DocumentsPanel({
  partnerId,
  documents,
  requirements,
}: {
  partnerId: string;
  documents: readonly ReviewedDocument[];
  /** What the partner's kind of business asks of each document. */
  requirements: Record<DocumentType, Requirement>;
}) {
  const text = useText(operatorCatalogue).documents;
  return (
    <OperatorPanel title={text.title}>
      <ul className="operator-documents">
        {documentTypes.map((type) => {
          const document = documents.find((candidate) => candidate.type === type);
          return (
            <li key={type} className="operator-documents__item">
              {document ? (
                <DocumentCard partnerId={partnerId} document={document} />
              ) : (
                <MissingDocument type={type} requirement={requirements[type]} />
              )}
            </li>
          );
        })}
      </ul>
    </OperatorPanel>
  );
}

function MissingDocument({ type, requirement }: { type: DocumentType; requirement: Requirement }) {
  const text = useText(operatorCatalogue).documents;
  const label = useText(consoleMessages).documents.labels[type];
  const required = requirement === 'required';
  return (
    <div
      className={`document-card document-card--missing${required ? ' document-card--required' : ''}`}
    >
      <h3 className="document-card__title">{label}</h3>
      <p className="document-card__missing">
        {text.notOnFile}
        <span className="document-card__requirement"> ({text[requirement]})</span>
      </p>
    </div>
  );
}

/** A document on file: shown inline by its type, opened in a tab, or turned down with a reason. */
function DocumentCard({ partnerId, document }: { partnerId: string; document: ReviewedDocument }) {
  const text = useText(operatorCatalogue).documents;
  const label = useText(consoleMessages).documents.labels[document.type];
  const headingId = useId();
  const reject = useReviewChange(partnerId, (reason: string) =>
    rejectDocument(partnerId, document.type, reason),
  );

  return (
    <section className="document-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="document-card__title">
        {label}
      </h3>
      <p className="document-card__meta">
        {text.details(
          document.contentType,
          formatFileSize(document.sizeBytes),
          formatDate(document.uploadedAt),
        )}
      </p>
      <DocumentPreview document={document} label={label} />
      <div className="document-card__actions">
        <a
          className="button button--secondary operator-button"
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text.openInNewTab}
          <span className="visually-hidden"> ({label})</span>
        </a>
        <RejectForm
          toggleText={text.reject}
          subject={label}
          hint={text.rejectHint}
          busy={reject.isPending}
          onReject={(reason) => reject.mutateAsync(reason)}
        />
      </div>
      <ActionOutcome mutation={reject} />
    </section>
  );
}

function DocumentPreview({ document, label }: { document: ReviewedDocument; label: string }) {
  const text = useText(operatorCatalogue).documents;
  const type = document.contentType.toLowerCase();
  if (type.startsWith('image/')) return <ZoomableImage src={document.url} label={label} />;
  if (type === 'application/pdf') {
    return <iframe className="document-card__pdf" src={document.url} title={text.pdf(label)} />;
  }
  return <p className="document-card__meta">{text.noPreview}</p>;
}

/**
 * An image with zoom out, zoom in and reset buttons. The zoom is a CSS scale
 * from the top left corner inside a scrolling frame, which takes keyboard
 * focus so the arrow keys move around a zoomed image.
 */
export function ZoomableImage({ src, label }: { src: string; label: string }) {
  const text = useText(operatorCatalogue).documents;
  const [level, setLevel] = useState(fittedZoom);
  const zoom = zoomLevels[level] ?? 1;
  const toolbarLabel = text.zoomControls(label);

  return (
    <div className="zoomable-image">
      {/* biome-ignore lint/a11y/useSemanticElements: buttons acting on one image, not form fields of one value. */}
      <div className="zoomable-image__toolbar" role="group" aria-label={toolbarLabel}>
        <button
          type="button"
          className="zoomable-image__button"
          disabled={level === 0}
          onClick={() => setLevel(level - 1)}
        >
          {text.zoomOut}
        </button>
        <output className="zoomable-image__level" aria-live="polite">
          {text.zoomLevel(Math.round(zoom * 100))}
        </output>
        <button
          type="button"
          className="zoomable-image__button"
          disabled={level === zoomLevels.length - 1}
          onClick={() => setLevel(level + 1)}
        >
          {text.zoomIn}
        </button>
        <button
          type="button"
          className="zoomable-image__button"
          disabled={level === fittedZoom}
          onClick={() => setLevel(fittedZoom)}
        >
          {text.resetZoom}
        </button>
      </div>
      <section
        className="zoomable-image__frame"
        aria-label={text.viewer(label)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must take focus for keyboard users to scroll it.
        tabIndex={0}
      >
        <img
          className="zoomable-image__image"
          src={src}
          alt={text.image(label)}
          // A style set from script, not an inline style attribute: the CSP allows it.
          style={{ transform: `scale(${zoom})` }}
        />
      </section>
    </div>
  );
}
