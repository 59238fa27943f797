import type { PartnerReview } from '@shata/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeReview } from './operator-api';

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
  });
}
