import { isVerificationStage } from '@shata/domain';
import type { QueueFilters } from './operator-api';

/**
 * The queue's filters live in the address (?stage=&q=&problems=&page=), so a
 * reload, a shared link and the back button show the same rows. Anything
 * unusable there falls back to the default: all stages, no search, with or
 * without problems, page 1.
 */
export function readQueueFilters(search: URLSearchParams): QueueFilters {
  const stage = search.get('stage');
  const problems = search.get('problems');
  const page = Number(search.get('page') ?? '1');
  return {
    stage: isVerificationStage(stage) ? stage : undefined,
    q: search.get('q')?.trim() ?? '',
    problems: problems === 'true' ? true : problems === 'false' ? false : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's search parameters for `filters`, leaving the defaults out. */
export function queueSearchParams({ stage, q, problems, page }: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (stage) search.set('stage', stage);
  if (q) search.set('q', q);
  if (problems !== undefined) search.set('problems', String(problems));
  if (page > 1) search.set('page', String(page));
  return search;
}

/** No filter: every partner, from page 1. */
export const unfilteredQueue: QueueFilters = {
  stage: undefined,
  q: '',
  problems: undefined,
  page: 1,
};

/** Whether any filter narrows the queue. */
export function isFiltered({ stage, q, problems }: QueueFilters): boolean {
  return stage !== undefined || q !== '' || problems !== undefined;
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
