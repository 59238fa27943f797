import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { LoadError } from '../load-error/LoadError';

/** The parts of a TanStack query this reads: any query or infinite query. */
interface LoadingQuery {
  isPending: boolean;
  isLoadingError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * What a console panel shows before its list is there: a status line while
 * its query loads, or what went wrong with a retry once the first load
 * failed. A failed refresh keeps showing what was loaded, so a panel renders
 * this only while `isPending || isLoadingError`.
 */
export function QueryNotReady({
  query,
  text,
}: {
  query: LoadingQuery;
  text: { loading: string; loadError: string };
}) {
  const say = useMessageTranslator(consoleMessages);
  if (query.isPending) {
    return (
      <p className="operator-panel__empty" role="status">
        {text.loading}
      </p>
    );
  }
  return (
    <LoadError
      message={text.loadError}
      detail={query.error ? say(query.error.message) : undefined}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
      buttonClassName="operator-button"
    />
  );
}
