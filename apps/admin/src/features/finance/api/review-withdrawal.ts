import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@uu/contract/wallet';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { withdrawalQueueKey } from './get-withdrawal-queue';

/** Approve, reject (refund) or mark paid a withdrawal; every queue view is read again. */
export function useReviewWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewBody }) => callApi(routes.reviewWithdrawal, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalQueueKey }),
  });
}
