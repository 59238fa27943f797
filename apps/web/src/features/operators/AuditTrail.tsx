import { type AuditEntry, formatDateTime } from '@shata/domain';
import { useId } from 'react';
import { subjectLabel } from './labels';
import { OperatorPanel } from './OperatorPanel';
import { operatorText } from './operator-text';

const text = operatorText.audit;
const orNone = (value: string | null) => value?.trim() || operatorText.notRecorded;

/** Who changed what on the partner, when, from what to what, and why; newest first. */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  const captionId = useId();

  return (
    <OperatorPanel title={text.title}>
      {entries.length === 0 ? (
        <p className="operator-panel__empty">{text.empty}</p>
      ) : (
        <section
          className="operator-table-scroll"
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take focus for keyboard users to scroll it.
          tabIndex={0}
        >
          <table className="operator-table operator-table--audit">
            <caption id={captionId} className="operator-table__caption">
              {text.caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text.columns.when}</th>
                <th scope="col">{text.columns.who}</th>
                <th scope="col">{text.columns.what}</th>
                <th scope="col">{text.columns.change}</th>
                <th scope="col">{text.columns.reason}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="operator-table__nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>
                    <span className="operator-table__email">{entry.actorEmail}</span>{' '}
                    <span className="operator-role">({text.roles[entry.actorRole]})</span>
                  </td>
                  <td>{subjectLabel(entry.subject)}</td>
                  <td className="operator-table__change">
                    {text.change(orNone(entry.from), orNone(entry.to))}
                  </td>
                  <td>{orNone(entry.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </OperatorPanel>
  );
}
