import type {
  AdminPartnerDetail,
  AdminPartnerPage,
  DocumentType,
  ReviewDecision,
  ReviewField,
  VerificationStage,
} from '@shata/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** Rows per page of the queue. */
export const queuePageSize = 20;

/** What the queue shows: a stage (or all), words to search for, and a page from 1. */
export interface QueueFilters {
  stage: VerificationStage | undefined;
  q: string;
  page: number;
}

const partnersPath = '/api/admin/partners';
const partnerPath = (partnerId: string) => `${partnersPath}/${encodeURIComponent(partnerId)}`;

/** Every console query sits under this key; signing out drops them with the rest. */
const adminKey = 'admin';
export const queueQueryKey = [adminKey, 'queue'] as const;
export const partnerReviewQueryKey = (partnerId: string) =>
  [adminKey, 'partner', partnerId] as const;

export function queueRequestPath({ stage, q, page }: QueueFilters): string {
  const search = new URLSearchParams();
  if (stage) search.set('stage', stage);
  if (q) search.set('q', q);
  search.set('page', String(page));
  search.set('pageSize', String(queuePageSize));
  return `${partnersPath}?${search}`;
}

/** GET /api/admin/partners: one page of the queue, oldest submission first. */
export const queueQueryOptions = (filters: QueueFilters) =>
  queryOptions({
    queryKey: [...queueQueryKey, filters] as const,
    queryFn: ({ signal }) => apiFetch<AdminPartnerPage>(queueRequestPath(filters), { signal }),
  });

/** GET /api/admin/partners/:id: the partner, their documents and audit trail. */
export const partnerReviewQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: partnerReviewQueryKey(partnerId),
    queryFn: ({ signal }) => apiFetch<AdminPartnerDetail>(partnerPath(partnerId), { signal }),
  });

/** PUT /api/admin/partners/:id/video */
export function recordVideo(partnerId: string, videoUrl: string): Promise<AdminPartnerDetail> {
  return apiFetch(`${partnerPath(partnerId)}/video`, { method: 'PUT', json: { videoUrl } });
}

/** PUT /api/admin/partners/:id/review/:field */
export function decideReview(
  partnerId: string,
  field: ReviewField,
  decision: ReviewDecision,
): Promise<AdminPartnerDetail> {
  return apiFetch(`${partnerPath(partnerId)}/review/${field}`, { method: 'PUT', json: decision });
}

/** POST /api/admin/partners/:id/documents/:type/rejection */
export function rejectDocument(
  partnerId: string,
  type: DocumentType,
  reason: string,
): Promise<AdminPartnerDetail> {
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
  detail: AdminPartnerDetail,
): void {
  queryClient.setQueryData(partnerReviewQueryKey(partnerId), detail);
  void queryClient.invalidateQueries({ queryKey: queueQueryKey });
}
