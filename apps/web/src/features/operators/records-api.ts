import type { PartnerNote, PartnerNoteInput, PartnerNotesPage } from '@shata/domain';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { partnerReviewQueryKey } from './operator-api';

/**
 * The console's records of a partner that the partner never sees: operators'
 * notes (issue 30). Keyed under the partner's page, so asking the page again
 * asks these too.
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
