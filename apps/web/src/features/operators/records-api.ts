import type {
  AccessLogPage,
  ExportRange,
  PartnerNote,
  PartnerNoteInput,
  PartnerNotesPage,
} from '@shata/domain';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { partnerReviewQueryKey } from './operator-api';

/**
 * The console's records of a partner that the partner never sees (issue 30):
 * operators' notes and who opened the partner's documents, keyed under the
 * partner's page, so asking the page again asks these too; and the exports.
 */

const notesPath = (partnerId: string) =>
  `/api/admin/partners/${encodeURIComponent(partnerId)}/notes`;

export const partnerNotesQueryKey = (partnerId: string) =>
  [...partnerReviewQueryKey(partnerId), 'notes'] as const;

/** GET /api/admin/partners/:id/notes: the notes, newest first, a page at a time. */
export const partnerNotesQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: partnerNotesQueryKey(partnerId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PartnerNotesPage>(
        pageParam
          ? `${notesPath(partnerId)}?before=${encodeURIComponent(pageParam)}`
          : notesPath(partnerId),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** POST /api/admin/partners/:id/notes; the list is asked again. */
export async function addPartnerNote(
  queryClient: QueryClient,
  partnerId: string,
  note: PartnerNoteInput,
): Promise<PartnerNote> {
  const added = await apiFetch<PartnerNote>(notesPath(partnerId), { method: 'POST', json: note });
  await queryClient.invalidateQueries({ queryKey: partnerNotesQueryKey(partnerId) });
  return added;
}

const accessLogPath = (partnerId: string) =>
  `/api/admin/partners/${encodeURIComponent(partnerId)}/access-log`;

/** GET /api/admin/partners/:id/access-log (admins): who opened the documents, newest first. */
export const accessLogQueryOptions = (partnerId: string) =>
  infiniteQueryOptions({
    queryKey: [...partnerReviewQueryKey(partnerId), 'access-log'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AccessLogPage>(
        pageParam
          ? `${accessLogPath(partnerId)}?before=${encodeURIComponent(pageParam)}`
          : accessLogPath(partnerId),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Where an export of `range` downloads from (admins): the audit trail or the access log, as CSV. */
export function exportPath(what: 'audit' | 'access-log', { from, to }: ExportRange): string {
  return `/api/admin/exports/${what}.csv?${new URLSearchParams({ from, to })}`;
}
