import '../../components/console/console.css';
import './operators.css';
import {
  formatDate,
  isVerificationStage,
  maxLengths,
  mayDo,
  operatorPaths,
  type PartnerQueuePage,
  partnerDisplayName,
  type QueueAssignees,
  type QueuedPartner,
  queueAssignees,
  queueSorts,
  verificationStages,
  waitingTime,
} from '@shata/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Badge } from '../../components/console/Badge';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { LoadError } from '../../components/load-error/LoadError';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { type ConsoleMessages, consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { BulkAssignBar } from './BulkAssignBar';
import { businessTypeText } from './business-type-text';
import { assigneeText } from './CasePanel';
import { ExportsPanel } from './ExportsPanel';
import { type QueueFilters, queueQueryOptions } from './operator-api';
import { type OperatorText, operatorCatalogue } from './operator-text';
import {
  isFiltered,
  type QueueLinkState,
  queueSearchParams,
  readQueueFilters,
  unfilteredQueue,
} from './queue-filters';
import { StageTime } from './StageTime';

/** Below the width the table's columns need, the queue is a list of cards. */
const narrowScreenQuery = '(max-width: 767px)';

/** The filter selects' choices, in the console's words. */
function filterOptions(text: OperatorText['queue'], domain: ConsoleMessages) {
  return {
    stage: [
      { value: '', label: text.allStages },
      ...verificationStages.map((stage) => ({
        value: stage,
        label: domain.review.stageLabels[stage],
      })),
    ],
    problems: [
      { value: '', label: text.problemOptions.any },
      { value: 'true', label: text.problemOptions.true },
      { value: 'false', label: text.problemOptions.false },
    ],
    overdue: [
      { value: '', label: text.overdueOptions.any },
      { value: 'true', label: text.overdueOptions.true },
      { value: 'false', label: text.overdueOptions.false },
    ],
    assignee: queueAssignees.map((assignee) => ({
      value: assignee,
      label: text.assigneeOptions[assignee],
    })),
    sort: queueSorts.map((sort) => ({ value: sort, label: text.sortOptions[sort] })),
  };
}

const isQueueAssignees = (value: string): value is QueueAssignees =>
  (queueAssignees as readonly string[]).includes(value);

/** A yes/no select's value as the filter: yes, no, or either. */
const yesNoFilter = (value: string) => (value === '' ? undefined : value === 'true');

/**
 * /admin: the operators' queue of partners, oldest submission first or
 * longest in their stage first (the server orders it), filtered by stage, by
 * problems in their checks and by overdue, searched by name, e-mail or
 * company, twenty to a page. The filters are the address's search parameters.
 */
/** The admins' screens, linked for admins only: the server refuses them to anyone else. */
function AdminLinks() {
  const text = useText(operatorCatalogue).queue;
  const { data: session } = useSession();
  return (
    <nav className="operator-queue__admin" aria-label={text.adminLinks}>
      {mayDo(session?.user, 'manageOperators') ? (
        <Link to={operatorPaths.team} className="operator-queue__integrations">
          {text.team}
        </Link>
      ) : null}
      {mayDo(session?.user, 'manageIntegrations') ? (
        <Link to={operatorPaths.integrations} className="operator-queue__integrations">
          {text.integrations}
        </Link>
      ) : null}
    </nav>
  );
}

export function OperatorQueuePage() {
  const text = useText(operatorCatalogue).queue;
  const say = useMessageTranslator(consoleMessages);
  useDocumentTitle(text.title);
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readQueueFilters(searchParams);
  const queue = useQuery({ ...queueQueryOptions(filters), placeholderData: keepPreviousData });

  const show = (next: QueueFilters) => setSearchParams(queueSearchParams(next));

  return (
    <section className="operator-page operator-queue" aria-labelledby={headingId}>
      <header className="operator-queue__header">
        <h1 id={headingId} className="operator-page__title">
          {text.title}
        </h1>
        <p className="operator-page__intro">{text.intro}</p>
        <AdminLinks />
      </header>
      <QueueFilterForm filters={filters} onApply={show} />
      {queue.isPending ? (
        <LoadingScreen />
      ) : queue.isError ? (
        <LoadError
          message={text.loadError}
          detail={say(queue.error.message)}
          retrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <QueueResults
          // A new view starts with nothing ticked.
          key={searchParams.toString()}
          page={queue.data}
          filters={filters}
          busy={queue.isPlaceholderData}
          onShow={show}
        />
      )}
      <ExportsPanel />
    </section>
  );
}

/** The selects apply at once; the search when submitted (Enter or the button). */
function QueueFilterForm({
  filters,
  onApply,
}: {
  filters: QueueFilters;
  onApply: (filters: QueueFilters) => void;
}) {
  const text = useText(operatorCatalogue).queue;
  const options = filterOptions(text, useText(consoleMessages));
  const [q, setQ] = useState(filters.q);
  // The address changed under the form (back, a link): show its search.
  useEffect(() => setQ(filters.q), [filters.q]);

  // Any change starts again from page 1, with the words in the search box as they are.
  const apply = (changes: Partial<QueueFilters>) =>
    onApply({ ...filters, q: q.trim(), ...changes, page: 1 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role is the landmark screen readers know; <search> is too new for many.
    <form className="operator-filters" role="search" aria-label={text.filters} onSubmit={submit}>
      <SelectField
        label={text.assignee}
        name="assignee"
        options={options.assignee}
        value={filters.assignee}
        onChange={({ target: { value } }) =>
          apply({ assignee: isQueueAssignees(value) ? value : filters.assignee })
        }
      />
      <SelectField
        label={text.stage}
        name="stage"
        options={options.stage}
        value={filters.stage ?? ''}
        onChange={({ target: { value } }) =>
          apply({ stage: isVerificationStage(value) ? value : undefined })
        }
      />
      <SelectField
        label={text.problems}
        name="problems"
        options={options.problems}
        value={filters.problems === undefined ? '' : String(filters.problems)}
        onChange={(event) => apply({ problems: yesNoFilter(event.target.value) })}
      />
      <SelectField
        label={text.overdue}
        name="overdue"
        options={options.overdue}
        value={filters.overdue === undefined ? '' : String(filters.overdue)}
        onChange={(event) => apply({ overdue: yesNoFilter(event.target.value) })}
      />
      <SelectField
        label={text.sort}
        name="sort"
        options={options.sort}
        value={filters.sort}
        onChange={({ target: { value } }) =>
          apply({ sort: value === 'timeInStage' ? 'timeInStage' : 'submitted' })
        }
      />
      <div className="operator-filters__search">
        <TextField
          label={text.search}
          type="search"
          name="q"
          autoComplete="off"
          hint={text.searchHint}
          maxLength={maxLengths.search}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <button type="submit" className="button button--primary operator-filters__submit">
          {text.searchButton}
        </button>
      </div>
    </form>
  );
}

function QueueResults({
  page,
  filters,
  busy,
  onShow,
}: {
  page: PartnerQueuePage;
  filters: QueueFilters;
  busy: boolean;
  onShow: (filters: QueueFilters) => void;
}) {
  const text = useText(operatorCatalogue).queue;
  const location = useLocation();
  const linkState: QueueLinkState = { queueSearch: location.search };
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filtered = isFiltered(filters);
  const narrow = useMediaQuery(narrowScreenQuery);

  return (
    <div className="operator-queue__results" aria-busy={busy || undefined}>
      <p className="operator-queue__count" role="status">
        {text.count(page.total)}
      </p>
      {page.items.length === 0 ? (
        <div className="operator-empty">
          <p>{filtered ? text.emptyFiltered : text.empty}</p>
          {filtered ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onShow(unfilteredQueue(filters.sort))}
            >
              {text.clear}
            </button>
          ) : null}
        </div>
      ) : narrow ? (
        <QueueCards items={page.items} linkState={linkState} caption={text.caption(filters.sort)} />
      ) : (
        <QueueTable items={page.items} linkState={linkState} caption={text.caption(filters.sort)} />
      )}
      {pages > 1 || filters.page > 1 ? (
        <nav className="operator-pagination" aria-label={text.pages}>
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={filters.page <= 1}
            onClick={() => onShow({ ...filters, page: Math.min(filters.page - 1, pages) })}
          >
            {text.previous}
          </button>
          <p className="operator-pagination__position">{text.pageOf(filters.page, pages)}</p>
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={filters.page >= pages}
            onClick={() => onShow({ ...filters, page: filters.page + 1 })}
          >
            {text.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The queue as a table, a checkbox a row: the partners ticked go to one
 * colleague at once (`BulkAssignBar`).
 */
function QueueTable({
  items,
  linkState,
  caption,
}: {
  items: QueuedPartner[];
  linkState: QueueLinkState;
  caption: string;
}) {
  const operatorText = useText(operatorCatalogue);
  const domain = useText(consoleMessages);
  const text = operatorText.queue;
  const captionId = useId();
  const me = useSession().data?.user.id;
  const [selected, setSelected] = useState<readonly string[]>([]);
  const allSelected = items.every((item) => selected.includes(item._id));
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => (on ? [...now, id] : now.filter((other) => other !== id)));

  return (
    <>
      <BulkAssignBar
        selected={selected}
        onAssigned={() => setSelected([])}
        onClear={() => setSelected([])}
      />
      <section
        className="operator-table-scroll"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take focus for keyboard users to scroll it.
        tabIndex={0}
      >
        <table className="operator-table">
          <caption id={captionId} className="operator-table__caption">
            {caption}
          </caption>
          <thead>
            <tr>
              <td className="operator-table__select">
                <input
                  type="checkbox"
                  aria-label={text.selectPage}
                  checked={allSelected}
                  onChange={(event) =>
                    setSelected(event.target.checked ? items.map((item) => item._id) : [])
                  }
                />
              </td>
              <th scope="col">{text.columns.partner}</th>
              {/* Beside the name, so a phone shows it without scrolling the table. */}
              <th scope="col">{text.columns.stage}</th>
              <th scope="col">{text.columns.inStage}</th>
              <th scope="col">{text.columns.assignee}</th>
              <th scope="col">{text.columns.problems}</th>
              <th scope="col">{text.columns.company}</th>
              <th scope="col">{text.columns.email}</th>
              <th scope="col">{text.columns.submitted}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item._id}>
                <td className="operator-table__select">
                  <input
                    type="checkbox"
                    aria-label={text.selectPartner(partnerDisplayName(item))}
                    checked={selected.includes(item._id)}
                    onChange={(event) => toggle(item._id, event.target.checked)}
                  />
                </td>
                <th scope="row">
                  <Link to={operatorPaths.partner(item._id)} state={linkState}>
                    {partnerDisplayName(item)}
                  </Link>
                  <span className="operator-table__business-type">
                    {businessTypeText(item.businessType, operatorText, domain)}
                  </span>
                </th>
                <td>
                  <StageChip item={item} />
                </td>
                <td>
                  <StageTime time={item.timeInStage} />
                </td>
                <td className="operator-table__email">
                  {assigneeText(item.assignee, me, operatorText.cases)}
                </td>
                <td className="operator-table__nowrap">
                  <ProblemCount item={item} />
                </td>
                <td>{item.companyName?.trim() || operatorText.notRecorded}</td>
                <td className="operator-table__email">{item.personalEmail}</td>
                <td className="operator-table__nowrap">{formatDate(item.submittedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function StageChip({ item }: { item: QueuedPartner }) {
  const stageLabels = useText(consoleMessages).review.stageLabels;
  return (
    <span className={`operator-stage operator-stage--${item.stage}`}>
      {stageLabels[item.stage]}
    </span>
  );
}

function ProblemCount({ item }: { item: QueuedPartner }) {
  const text = useText(operatorCatalogue).queue;
  return item.problemCount > 0 ? (
    <Badge tone="danger">{text.problemCount(item.problemCount)}</Badge>
  ) : (
    <span className="operator-fields__none">{text.noProblems}</span>
  );
}

/**
 * The queue on a phone: one card a partner, with what an operator picks by
 * (name, stage, time in it, who has the case, problems, how long they have
 * waited), and no sideways scroll. Bulk assignment is the table's only.
 */
function QueueCards({
  items,
  linkState,
  caption,
}: {
  items: QueuedPartner[];
  linkState: QueueLinkState;
  caption: string;
}) {
  const operatorText = useText(operatorCatalogue);
  const domain = useText(consoleMessages);
  const text = operatorText.queue;
  const now = new Date();
  const me = useSession().data?.user.id;
  return (
    <ul className="operator-cards" aria-label={caption}>
      {items.map((item) => (
        <li key={item._id} className="operator-card">
          <h2 className="operator-card__name">
            <Link to={operatorPaths.partner(item._id)} state={linkState}>
              {partnerDisplayName(item)}
            </Link>
          </h2>
          <p className="operator-card__business-type">
            {businessTypeText(item.businessType, operatorText, domain)}
          </p>
          <dl className="operator-card__facts">
            <div>
              <dt>{text.columns.stage}</dt>
              <dd>
                <StageChip item={item} />
              </dd>
            </div>
            <div>
              <dt>{text.columns.inStage}</dt>
              <dd>
                <StageTime time={item.timeInStage} />
              </dd>
            </div>
            <div>
              <dt>{text.columns.assignee}</dt>
              <dd>{assigneeText(item.assignee, me, operatorText.cases)}</dd>
            </div>
            <div>
              <dt>{text.columns.problems}</dt>
              <dd>
                <ProblemCount item={item} />
              </dd>
            </div>
            <div>
              <dt>{text.columns.waiting}</dt>
              <dd>
                {item.submittedAt ? (
                  <time
                    dateTime={item.submittedAt}
                    title={text.submittedOn(formatDate(item.submittedAt))}
                  >
                    {text.waited(waitingTime(item.submittedAt, now))}
                  </time>
                ) : (
                  text.waited(null)
                )}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
