import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReviews, Review, ReviewSummary, SubmitReviewBody } from '@uu/contract/reviews';
import { routes } from '@uu/contract/routes';
import { request } from '@/lib/api-client';

/** Goods reviews (issue 22): the goods page's summary and pages, an order's lines to review, and writing one. */
const REVIEWS_KEY = ['reviews'] as const;
export const REVIEWS_PAGE_SIZE = 10;

type ReviewPage = { list: Review[]; total: number; page: number; size: number };

export const reviewSummaryQueryOptions = (goodsId: number) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'summary', goodsId],
    queryFn: ({ signal }): Promise<ReviewSummary> => request(routes.goodsReviewSummary, { params: { id: goodsId }, signal, silent: true }),
  });

export function useReviewSummary(goodsId: number) {
  return useQuery(reviewSummaryQueryOptions(goodsId));
}

export const reviewPagesQueryOptions = (goodsId: number) =>
  infiniteQueryOptions({
    queryKey: [...REVIEWS_KEY, 'pages', goodsId],
    queryFn: ({ pageParam, signal }): Promise<ReviewPage> =>
      request(routes.goodsReviews, { params: { id: goodsId }, query: { page: pageParam, size: REVIEWS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export function useReviewPages(goodsId: number, enabled: boolean) {
  return useInfiniteQuery({ ...reviewPagesQueryOptions(goodsId), enabled });
}

export const orderReviewsQueryOptions = (orderId: number, locale: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'order', orderId, locale],
    queryFn: ({ signal }): Promise<OrderReviews> => request(routes.orderReviews, { params: { id: orderId }, signal, silent: true }),
  });

export function useOrderReviews(orderId: number, locale: string, enabled: boolean) {
  return useQuery({ ...orderReviewsQueryOptions(orderId, locale), enabled });
}

export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewBody): Promise<Review> => request(routes.submitReview, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
