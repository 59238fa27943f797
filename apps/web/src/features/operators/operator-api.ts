import type {
  AuditPage,
  BookingInput,
  BookingItem,
  BookingRecord,
  BookingRecordCollection,
  BookingRecordInput,
  BulkAssignResult,
  Colleague,
  DocumentType,
  PartnerQueuePage,
  PartnerReview,
  QueueAssignees,
  QueueSort,
  ReviewDecision,
  ReviewField,
  VerificationStage,
} from '@shata/domain';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { fetchBookingPage } from '../../lib/bookings';

/** Rows per page of the queue. */
export const queuePageSize = 20;

/**
 * What the queue shows: a stage (or all), words to search for, partners with
 * problems in their checks or without (or all), overdue or not (or all),
 * whose cases, in an order, and a page from 1.
 */
export interface QueueFilters {
  assignee: QueueAssignees;
  stage: VerificationStage | undefined;
  q: string;
  problems: boolean | undefined;
  overdue: boolean | undefined;
  sort: QueueSort;
  page: number;
}

const partnersPath = '/api/admin/partners';
const partnerPath = (partnerId: string) => `${partnersPath}/${encodeURIComponent(partnerId)}`;

/** Every console query sits under this key; signing out drops them with the rest. */
const operatorKey = 'operator';
export const queueQueryKey = [operatorKey, 'queue'] as const;
export const partnerReviewQueryKey = (partnerId: string) =>
  [operatorKey, 'partner', partnerId] as const;
export const partnerBookingsQueryKey = (partnerId: string) =>
  [operatorKey, 'bookings', partnerId] as const;
const recordsQueryKey = (collection: BookingRecordCollection) =>
  [operatorKey, 'records', collection] as const;

export function queueRequestPath(filters: QueueFilters): string {
  const { assignee, stage, q, problems, overdue, sort, page } = filters;
  const search = new URLSearchParams();
  search.set('assignee', assignee);
  if (stage) search.set('stage', stage);
  if (q) search.set('q', q);
  if (problems !== undefined) search.set('problems', String(problems));
  if (overdue !== undefined) search.set('overdue', String(overdue));
  search.set('sort', sort);
  search.set('page', String(page));
  search.set('pageSize', String(queuePageSize));
  return `${partnersPath}?${search}`;
}

/** GET /api/admin/partners: one page of the queue, in the order asked. */
export const queueQueryOptions = (filters: QueueFilters) =>
  queryOptions({
    queryKey: [...queueQueryKey, filters] as const,
    queryFn: ({ signal }) => apiFetch<PartnerQueuePage>(queueRequestPath(filters), { signal }),
  });

/** GET /api/admin/assignees: the colleagues a case may be assigned to. */
export const assigneesQueryOptions = queryOptions({
  queryKey: [operatorKey, 'assignees'] as const,
  queryFn: ({ signal }) =>
    apiFetch<{ assignees: Colleague[] }>('/api/admin/assignees', { signal }).then(
      (answer) => answer.assignees,
    ),
});

/** POST /api/admin/partners/:id/claim: the case becomes the caller's. */
export function claimCase(partnerId: string): Promise<PartnerReview> {
  return apiFetch(`${partnerPath(partnerId)}/claim`, { method: 'POST' });
}

/** POST /api/admin/partners/:id/release: nobody has the case any more. */
export function releaseCase(partnerId: string): Promise<PartnerReview> {
  return apiFetch(`${partnerPath(partnerId)}/release`, { method: 'POST' });
}

/** PUT /api/admin/partners/:id/assignee: the case goes to a colleague. */
export function assignCase(partnerId: string, operatorId: string): Promise<PartnerReview> {
  return apiFetch(`${partnerPath(partnerId)}/assignee`, { method: 'PUT', json: { operatorId } });
}

/** POST /api/admin/assignments: partners from the queue to one colleague, all or none. */
export function bulkAssign(partnerIds: string[], operatorId: string): Promise<BulkAssignResult> {
  return apiFetch('/api/admin/assignments', { method: 'POST', json: { partnerIds, operatorId } });
}

/** GET /api/admin/partners/:id: the partner, their documents and audit trail. */
export const partnerReviewQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: partnerReviewQueryKey(partnerId),
    queryFn: ({ signal }) => apiFetch<PartnerReview>(partnerPath(partnerId), { signal }),
  });

/**
 * GET /api/admin/partners/:id/audit?before=: the audit entries older than the
 * partner's page carries (`from`, its `auditNextCursor`), a page at a time.
 * Keyed by `from`: once new entries push the page's last one down, the pages
 * after it no longer follow on, and are asked for again from the new cursor.
 */
export const olderAuditQueryOptions = (partnerId: string, from: string) =>
  infiniteQueryOptions({
    queryKey: [operatorKey, 'audit', partnerId, from] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AuditPage>(
        `${partnerPath(partnerId)}/audit?before=${encodeURIComponent(pageParam)}`,
        {
          signal,
        },
      ),
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
  });

/** PUT /api/admin/partners/:id/video */
export function recordVideo(partnerId: string, videoUrl: string): Promise<PartnerReview> {
  return apiFetch(`${partnerPath(partnerId)}/video`, { method: 'PUT', json: { videoUrl } });
}

/** PUT /api/admin/partners/:id/review/:field */
export function decideReview(
  partnerId: string,
  field: ReviewField,
  decision: ReviewDecision,
): Promise<PartnerReview> {
  return apiFetch(`${partnerPath(partnerId)}/review/${field}`, { method: 'PUT', json: decision });
}

/** POST /api/admin/partners/:id/documents/:type/rejection */
export function rejectDocument(
  partnerId: string,
  type: DocumentType,
  reason: string,
): Promise<PartnerReview> {
  return apiFetch(`${partnerPath(partnerId)}/documents/${type}/rejection`, {
    method: 'POST',
    json: { reason },
  });
}

/**
 * Every change answers the partner as the console shows it: that replaces the
 * page's copy, and the queue (whose stages it may have moved) is asked again.
 */
export function storeReview(
  queryClient: QueryClient,
  partnerId: string,
  detail: PartnerReview,
): void {
  queryClient.setQueryData(partnerReviewQueryKey(partnerId), detail);
  void queryClient.invalidateQueries({ queryKey: queueQueryKey });
}

/** GET /api/bookings?partnerId=: the partner's bookings, newest date first, a page at a time. */
export const partnerBookingsQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: partnerBookingsQueryKey(partnerId),
    queryFn: ({ pageParam, signal }) => fetchBookingPage(partnerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

const recordsPath = (collection: BookingRecordCollection) => `/api/admin/records/${collection}`;

/** GET /api/admin/records/:collection: the newest records a booking may link. */
export const recordsQueryOptions = (collection: BookingRecordCollection) =>
  queryOptions({
    queryKey: recordsQueryKey(collection),
    queryFn: ({ signal }) => apiFetch<BookingRecord[]>(recordsPath(collection), { signal }),
  });

/** POST /api/admin/records/:collection; the collection's list is asked again. */
export async function createRecord(
  queryClient: QueryClient,
  collection: BookingRecordCollection,
  input: BookingRecordInput,
): Promise<BookingRecord> {
  const record = await apiFetch<BookingRecord>(recordsPath(collection), {
    method: 'POST',
    json: input,
  });
  // Listed at once, so the form can show it linked, then asked for again.
  queryClient.setQueryData(recordsQueryKey(collection), (list: BookingRecord[] | undefined) =>
    list ? [record, ...list] : list,
  );
  void queryClient.invalidateQueries({ queryKey: recordsQueryKey(collection) });
  return record;
}

/** POST /api/admin/partners/:id/bookings */
export function createBooking(partnerId: string, input: BookingInput): Promise<BookingItem> {
  return apiFetch(`${partnerPath(partnerId)}/bookings`, { method: 'POST', json: input });
}

const bookingPath = (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}`;

/** PUT /api/admin/bookings/:id */
export function updateBooking(bookingId: string, input: BookingInput): Promise<BookingItem> {
  return apiFetch(bookingPath(bookingId), { method: 'PUT', json: input });
}

/** POST /api/admin/bookings/:id/cancel: the booking stays, marked cancelled. */
export function cancelBooking(bookingId: string): Promise<BookingItem> {
  return apiFetch(`${bookingPath(bookingId)}/cancel`, { method: 'POST' });
}

/**
 * After a change to a partner's bookings, the list and the partner's page
 * (whose audit trail has a new line) are asked again.
 */
export function refreshBookings(queryClient: QueryClient, partnerId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerBookingsQueryKey(partnerId) }),
    queryClient.invalidateQueries({ queryKey: partnerReviewQueryKey(partnerId) }),
  ]);
}
