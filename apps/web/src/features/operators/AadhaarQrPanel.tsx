import './records.css';
import {
  type AadhaarQrReview,
  aadhaarGenderName,
  formatDateTime,
  type Partner,
} from '@shata/domain';
import { useId } from 'react';
import { Badge } from '../../components/console/Badge';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { useText } from '../../lib/i18n/catalogue';
import { aadhaarQrBadge } from './labels';
import { operatorCatalogue } from './operator-text';
import { recordsCatalogue } from './records-text';

/** The kept Aadhaar QR check's result in words, beside the Aadhaar number and in its panel. */
export function AadhaarQrBadge({ qr }: { qr: AadhaarQrReview | null }) {
  const badge = aadhaarQrBadge(qr, useText(operatorCatalogue).aadhaarQr.results);
  return <Badge tone={badge.tone}>{badge.text}</Badge>;
}

/**
 * The Aadhaar Secure QR: the kept check (the one that proves the most) with
 * its result, where the code came from and when, and what the signed code
 * says beside what the partner typed; then, as a warning, every forged or
 * mismatched attempt with its time.
 */
export function AadhaarQrPanel({ qr, partner }: { qr: AadhaarQrReview | null; partner: Partner }) {
  const text = useText(operatorCatalogue).aadhaarQr;
  const keptNote = useText(recordsCatalogue).qrAttempts.keptNote;
  return (
    <OperatorPanel title={text.title}>
      <dl className="operator-facts operator-qr__facts">
        <div>
          <dt>{text.facts.result}</dt>
          <dd>
            <AadhaarQrBadge qr={qr} />
          </dd>
        </div>
        {qr ? (
          <>
            <div>
              <dt>{text.facts.source}</dt>
              <dd>{text.sources[qr.source]}</dd>
            </div>
            <div>
              <dt>{text.facts.checkedAt}</dt>
              <dd>{formatDateTime(qr.checkedAt)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {qr && qr.warningCount > 0 ? <p className="operator-qr__note">{keptNote}</p> : null}
      {qr === null ? (
        <p className="operator-panel__empty">{text.notChecked}</p>
      ) : qr.result === 'signatureInvalid' ? (
        <p className="operator-panel__empty">{text.signatureInvalid}</p>
      ) : (
        <QrComparison qr={qr} partner={partner} />
      )}
      {qr && qr.warningCount > 0 ? <QrWarnings qr={qr} /> : null}
    </OperatorPanel>
  );
}

/** Stands for a typed value the registration form does not ask for. */
const notAsked = Symbol('not asked');
type Typed = string | null | undefined | typeof notAsked;

function QrComparison({ qr, partner }: { qr: AadhaarQrReview; partner: Partner }) {
  const operatorText = useText(operatorCatalogue);
  const text = operatorText.aadhaarQr;
  const captionId = useId();
  const rows = text.rows;
  // The server masks the number ('XXXX XXXX 1234'): only its last 4 digits are there to compare.
  const typedLast4 = partner.aadharNo?.replace(/\D/g, '').slice(-4);
  const gender = qr.gender ? aadhaarGenderName(qr.gender) : null;
  const comparison: [label: string, typed: Typed, onQr: string | number | null][] = [
    [rows.name, partner.name, qr.name],
    [rows.last4, typedLast4, qr.last4],
    [rows.state, partner.companyAddress?.state, qr.state],
    [rows.postalCode, partner.companyAddress?.postalCode, qr.pincode],
    [rows.district, notAsked, qr.district],
    [rows.yearOfBirth, notAsked, qr.yearOfBirth],
    [rows.gender, notAsked, gender],
  ];

  return (
    <>
      <section
        className="operator-table-scroll"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take focus for keyboard users to scroll it.
        tabIndex={0}
      >
        <table className="operator-table operator-table--qr">
          <caption id={captionId} className="operator-table__caption">
            {text.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.detail}</th>
              <th scope="col">{text.columns.typed}</th>
              <th scope="col">{text.columns.qr}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.map(([label, typed, onQr]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <ComparedValue value={typed === notAsked ? undefined : typed}>
                  {typed === notAsked ? text.notAsked : operatorText.partner.notGiven}
                </ComparedValue>
                <ComparedValue value={onQr}>{text.notOnQr}</ComparedValue>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="operator-qr__note">{text.addressNote}</p>
    </>
  );
}

/** One side of the comparison, or in muted words why there is nothing (the children). */
function ComparedValue({
  value,
  children,
}: {
  value: string | number | null | undefined;
  children: string;
}) {
  const shown = typeof value === 'number' ? String(value) : value?.trim();
  return shown ? <td>{shown}</td> : <td className="operator-fields__none">{children}</td>;
}

/** The forged or mismatched attempts, newest first, each with its time and where it was read. */
function QrWarnings({ qr }: { qr: AadhaarQrReview }) {
  const text = useText(operatorCatalogue).aadhaarQr;
  const words = useText(recordsCatalogue).qrAttempts;
  const older = qr.warningCount - qr.warnings.length;
  return (
    <div className="operator-qr__warnings" role="note">
      <h3 className="operator-qr__warnings-title">
        <span aria-hidden="true">⚠</span> {words.title}
      </h3>
      <p className="operator-qr__note">{words.intro}</p>
      <ul className="operator-qr__attempts" aria-label={words.listLabel}>
        {qr.warnings.map((attempt) => (
          <li key={`${attempt.checkedAt}:${attempt.result}:${attempt.source}`}>
            <time dateTime={attempt.checkedAt}>{formatDateTime(attempt.checkedAt)}</time>:{' '}
            <strong>{words.attempt(attempt.result, attempt.last4)}</strong> (
            {text.sources[attempt.source]})
          </li>
        ))}
      </ul>
      {older > 0 ? <p className="operator-qr__note">{words.more(older)}</p> : null}
    </div>
  );
}
