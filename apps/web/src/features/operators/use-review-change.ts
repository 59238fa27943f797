import type { ErrorCode, PartnerReview } from '@shata/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { partnerReviewQueryKey, storeReview } from './operator-api';

/** Refusals over the partner's state, which may have changed since the page loaded. */
const stateRefusals: ReadonlySet<ErrorCode | undefined> = new Set<ErrorCode>([
  'stage_out_of_order',
  'reason_required',
  'decision_already_taken',
]);

/**
 * One of the operator's changes to a partner. Its answer, the partner as the
 * console shows it, replaces the page's copy, and the queue is asked again.
 */
export function useReviewChange<Input>(
  partnerId: string,
  change: (input: Input) => Promise<PartnerReview>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => storeReview(queryClient, partnerId, detail),
    onError: (error) => {
      // Refused over the partner's state (out of order, a problem found since the page loaded):
      // the page is asked again, so it shows what the server went by.
      if (isApiError(error) && stateRefusals.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: partnerReviewQueryKey(partnerId) });
      }
    },
  });
}
