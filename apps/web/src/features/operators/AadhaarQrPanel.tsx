import {
  type AadhaarQrReview,
  aadhaarGenderName,
  formatDateTime,
  type Partner,
} from '@shata/domain';
import { useId } from 'react';
import { Badge } from '../../components/console/Badge';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { aadhaarQrBadge } from './labels';
import { operatorText } from './operator-text';

const text = operatorText.aadhaarQr;

/** The latest Aadhaar QR check's result in words, beside the Aadhaar number and in its panel. */
export function AadhaarQrBadge({ qr }: { qr: AadhaarQrReview | null }) {
  const badge = aadhaarQrBadge(qr);
  return <Badge tone={badge.tone}>{badge.text}</Badge>;
}

/**
 * The latest Aadhaar Secure QR check: its result, where the code came from
 * and when, and what the signed code says beside what the partner typed.
 */
export function AadhaarQrPanel({ qr, partner }: { qr: AadhaarQrReview | null; partner: Partner }) {
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
      {qr === null ? (
        <p className="operator-panel__empty">{text.notChecked}</p>
      ) : qr.result === 'signatureInvalid' ? (
        <p className="operator-panel__empty">{text.signatureInvalid}</p>
      ) : (
        <QrComparison qr={qr} partner={partner} />
      )}
    </OperatorPanel>
  );
}

/** Stands for a typed value the registration form does not ask for. */
const notAsked = Symbol('not asked');
type Typed = string | null | undefined | typeof notAsked;

function QrComparison({ qr, partner }: { qr: AadhaarQrReview; partner: Partner }) {
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
