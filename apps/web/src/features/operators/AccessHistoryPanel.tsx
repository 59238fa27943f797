import { type AccessLogEntry, formatDateTime, mayDo } from '@shata/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { type ConsoleMessages, consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { subjectLabel } from './labels';
import { operatorCatalogue } from './operator-text';
import { accessLogQueryOptions } from './records-api';
import { type RecordsText, recordsCatalogue } from './records-text';

const whatOf = (entry: AccessLogEntry, text: RecordsText['access'], domain: ConsoleMessages) =>
  entry.documentType
    ? `${subjectLabel(entry.documentType, domain)}${entry.fileName ? ` (${entry.fileName})` : ''}`
    : text.aadhaarNumber;

/**
 * Who opened or downloaded the partner's documents, when and from which
 * address, newest first: for admins only (`readAccessLog`); other operators
 * see nothing of it, and the server refuses them anyway.
 */
export function AccessHistoryPanel({ partnerId }: { partnerId: string }) {
  const text = useText(recordsCatalogue).access;
  const { data: session } = useSession();
  if (!mayDo(session?.user, 'readAccessLog')) return null;
  return (
    <OperatorPanel title={text.title}>
      <p className="operator-records__intro">{text.intro}</p>
      <AccessHistory partnerId={partnerId} />
    </OperatorPanel>
  );
}

function AccessHistory({ partnerId }: { partnerId: string }) {
  const text = useText(recordsCatalogue).access;
  const roles = useText(operatorCatalogue).audit.roles;
  const domain = useText(consoleMessages);
  const say = useMessageTranslator(consoleMessages);
  const captionId = useId();
  const history = useInfiniteQuery(accessLogQueryOptions(partnerId));
  if (history.isPending || history.isLoadingError) {
    return <QueryNotReady query={history} text={text} />;
  }
  const entries = history.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="operator-panel__empty">{text.empty}</p>;

  return (
    <>
      <section
        className="operator-table-scroll"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take focus for keyboard users to scroll it.
        tabIndex={0}
      >
        <table className="operator-table">
          <caption id={captionId} className="operator-table__caption">
            {text.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text.columns.when}</th>
              <th scope="col">{text.columns.who}</th>
              <th scope="col">{text.columns.what}</th>
              <th scope="col">{text.columns.from}</th>
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
                  <span className="operator-role">({roles[entry.actorRole]})</span>
                </td>
                <td>{whatOf(entry, text, domain)}</td>
                <td className="operator-table__nowrap">{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {history.isFetchNextPageError ? (
        <FormMessage tone="error">
          {history.error ? say(history.error.message) : text.loadError}
        </FormMessage>
      ) : null}
      {history.hasNextPage ? (
        <div className="operator-records__actions">
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? text.loadingMore : text.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
