import { type AuditEntry, formatDateTime } from '@shata/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { FormMessage } from '../../components/form/FormMessage';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { subjectLabel } from './labels';
import { olderAuditQueryOptions } from './operator-api';
import { operatorCatalogue } from './operator-text';

/**
 * Who changed what on the partner, when, from what to what, and why; newest
 * first. The partner's page carries the latest entries; 'Show older entries'
 * adds a page at a time after them (`nextCursor`), and moves focus to the
 * first entry it added, so keyboard and screen-reader users read on from there.
 */
export function AuditTrail({
  partnerId,
  entries,
  nextCursor,
}: {
  partnerId: string;
  entries: readonly AuditEntry[];
  nextCursor: string | null;
}) {
  const operatorText = useText(operatorCatalogue);
  const domain = useText(consoleMessages);
  const text = operatorText.audit;
  const orNone = (value: string | null) => value?.trim() || operatorText.notRecorded;
  const captionId = useId();
  // The cursor the older pages were asked after: a page whose entries moved on starts over.
  const [olderFrom, setOlderFrom] = useState<string | null>(null);
  const showingOlder = nextCursor !== null && olderFrom === nextCursor;
  const older = useInfiniteQuery({
    ...olderAuditQueryOptions(partnerId, nextCursor ?? ''),
    enabled: showingOlder,
  });
  const olderPages = showingOlder ? (older.data?.pages ?? []) : [];
  const firstAdded = olderPages.at(-1)?.items[0]?.id;

  const firstAddedRow = useRef<HTMLTableRowElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (firstAdded && asked.current) {
      asked.current = false;
      firstAddedRow.current?.focus();
    }
  }, [firstAdded]);

  const loading = showingOlder && (older.isFetchingNextPage || older.isPending);
  const failed = showingOlder && older.isError;
  const more = nextCursor !== null && (!showingOlder || loading || older.hasNextPage || failed);
  const showMore = () => {
    if (loading) return;
    asked.current = true;
    if (!showingOlder) setOlderFrom(nextCursor);
    else if (older.isLoadingError) void older.refetch();
    else void older.fetchNextPage();
  };
  const shown = [...entries, ...olderPages.flatMap((page) => page.items)];

  return (
    <OperatorPanel title={text.title}>
      {shown.length === 0 ? (
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
              {shown.map((entry) => (
                <tr
                  key={entry.id}
                  ref={entry.id === firstAdded ? firstAddedRow : undefined}
                  tabIndex={entry.id === firstAdded ? -1 : undefined}
                >
                  <td className="operator-table__nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>
                    <span className="operator-table__email">{entry.actorEmail}</span>{' '}
                    <span className="operator-role">({text.roles[entry.actorRole]})</span>
                  </td>
                  <td>{subjectLabel(entry.subject, domain)}</td>
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
      {failed ? <FormMessage tone="error">{text.olderError}</FormMessage> : null}
      {more ? (
        <div className="operator-bookings__more">
          {/* Not disabled while loading: a disabled button would drop the focus it holds. */}
          <button
            type="button"
            className="button button--secondary operator-button"
            aria-disabled={loading}
            onClick={showMore}
          >
            {loading ? text.loadingOlder : text.showOlder}
          </button>
        </div>
      ) : null}
    </OperatorPanel>
  );
}
