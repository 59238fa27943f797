import {
  isVerificationStage,
  type QueueAssignees,
  type QueueSort,
  queueAssignees,
  queueSorts,
} from '@shata/domain';
import type { QueueFilters } from './operator-api';

/** 'true' or 'false' in the address as the filter; anything else is no filter. */
const trueOrFalse = (value: string | null) =>
  value === 'true' ? true : value === 'false' ? false : undefined;

const isQueueSort = (value: string | null): value is QueueSort =>
  (queueSorts as readonly (string | null)[]).includes(value);

const isQueueAssignees = (value: string | null): value is QueueAssignees =>
  (queueAssignees as readonly (string | null)[]).includes(value);

/** The queue's first view: the operator's own cases, then those nobody has claimed. */
export const defaultAssignees: QueueAssignees = 'mineAndUnassigned';

/**
 * The queue's filters live in the address
 * (?assignee=&stage=&q=&problems=&overdue=&sort=&page=), so a reload, a
 * shared link and the back button show the same rows. Anything unusable
 * there falls back to the default: mine and unassigned, all stages, no
 * search, with or without problems, overdue or not, oldest submission first,
 * page 1.
 */
export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const assignee = search.get('assignee');
  const stage = search.get('stage');
  const sort = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  return {
    assignee: isQueueAssignees(assignee) ? assignee : defaultAssignees,
    stage: isVerificationStage(stage) ? stage : undefined,
    q: search.get('q')?.trim() ?? '',
    problems: trueOrFalse(search.get('problems')),
    overdue: trueOrFalse(search.get('overdue')),
    sort: isQueueSort(sort) ? sort : 'submitted',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's search parameters for `filters`, leaving the defaults out. */
export function queueSearchParams(filters: QueueFilters): URLSearchParams {
  const { assignee, stage, q, problems, overdue, sort, page } = filters;
  const search = new URLSearchParams();
  if (assignee !== defaultAssignees) search.set('assignee', assignee);
  if (stage) search.set('stage', stage);
  if (q) search.set('q', q);
  if (problems !== undefined) search.set('problems', String(problems));
  if (overdue !== undefined) search.set('overdue', String(overdue));
  if (sort !== 'submitted') search.set('sort', sort);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** No filter: the first view, from page 1, in the order chosen. */
export const unfilteredQueue = (sort: QueueSort): QueueFilters => ({
  assignee: defaultAssignees,
  stage: undefined,
  q: '',
  problems: undefined,
  overdue: undefined,
  sort,
  page: 1,
});

/** Whether any filter narrows the queue beyond its first view (the order narrows nothing). */
export function isFiltered({ assignee, stage, q, problems, overdue }: QueueFilters): boolean {
  return (
    assignee !== defaultAssignees ||
    stage !== undefined ||
    q !== '' ||
    problems !== undefined ||
    overdue !== undefined
  );
}

/** What the queue hands a partner's page in the history state: its own search, to go back to. */
export interface QueueLinkState {
  queueSearch: string;
}

/** The queue's search ('?stage=…') kept in a history state, or '' when there is none. */
export function queueSearchOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('queueSearch' in state)) return '';
  const { queueSearch } = state;
  return typeof queueSearch === 'string' && queueSearch.startsWith('?') ? queueSearch : '';
}
