import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewsQuery } from '@uu/contract/reviews';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { catalogueKeys } from '../catalogue-lib';

const reviewsKey = [...catalogueKeys.all, 'reviews'] as const;

/** The reviews to moderate, newest first, by goods, rating, visibility and whether replied. */
export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery({
    queryKey: [...reviewsKey, 'list', query],
    queryFn: () => callApi(routes.adminReviews, { query }),
    placeholderData: keepPreviousData,
  });
}

function useReviewStep<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: reviewsKey });
    },
  });
}

/** Hide a review from the goods page, or show it again. */
export function useSetReviewVisibility() {
  return useReviewStep(({ id, hidden }: { id: number; hidden: boolean }) =>
    callApi(routes.setReviewVisibility, { params: { id }, body: { hidden } }),
  );
}

/** Reply under the shop's name; an empty reply takes it down. */
export function useReplyReview() {
  return useReviewStep(({ id, content }: { id: number; content: string }) =>
    callApi(routes.replyReview, { params: { id }, body: { content } }),
  );
}
