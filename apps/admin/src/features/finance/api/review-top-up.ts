import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@uu/contract/wallet';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { topUpQueueKey } from './get-top-up-queue';

/** Approve (UU credited 1:1) or reject a pending top-up; every queue view is read again. */
export function useReviewTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewBody }) => callApi(routes.reviewTopUp, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: topUpQueueKey }),
  });
}
