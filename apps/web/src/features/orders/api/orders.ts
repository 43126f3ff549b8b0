import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Code } from '@uu/contract/codes';
import type { Address } from '@uu/contract/addresses';
import { Header } from '@uu/contract/headers';
import type { Goods, Store } from '@uu/contract/mall';
import type { ListOrdersBody, Order, OrderDetail, SubmitOrderBody, UpdateOrderBody } from '@uu/contract/orders';
import { routes } from '@uu/contract/routes';
import { ApiError, request } from '@/lib/api-client';
import type { OrderList, OrderTab } from '../utils/order-rules';

/** Every order query starts with this key: an action refreshes the lists and the details at once. */
export const ORDERS_KEY = ['orders'] as const;
export const PAGE_SIZE = 10;

/** POST /planHistory/submitOrder; `key` is the submission's Idempotency-Key. */
export function submitOrder({ body, key }: { body: SubmitOrderBody; key: string }): Promise<Order> {
  return request(routes.submitOrder, { body, headers: { [Header.idempotencyKey]: key } });
}

/** POST /planHistory/updatePlanHistory: cancel, pay, confirm, delete, write-off. */
export function updateOrder({ body, key }: { body: UpdateOrderBody; key: string }): Promise<Order> {
  return request(routes.updateOrder, { body, headers: { [Header.idempotencyKey]: key } });
}

/** POST /planHistory/listPlanHistoryVO: one page of a tab. */
export function listOrders(body: ListOrdersBody, signal?: AbortSignal) {
  return request(routes.listOrders, { body, signal });
}

type Page = { page: number; size: number; total: number };
export function nextPage(last: Page): number | undefined {
  return last.page * last.size < last.total ? last.page + 1 : undefined;
}

export const ordersQueryOptions = (list: OrderList, tab: OrderTab, locale: string) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'list', list, tab, locale],
    queryFn: ({ pageParam, signal }) => listOrders({ list, tab, page: pageParam, size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export function useOrders(list: OrderList, tab: OrderTab, locale: string) {
  return useInfiniteQuery(ordersQueryOptions(list, tab, locale));
}

/** GET /planHistory/getPlanHistory: one order with its timeline, or null when it is not (or no longer) the member's. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail | null> {
  try {
    return await request(routes.getOrder, { query: { id }, signal, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.ORDER_NOT_FOUND) return null;
    throw error;
  }
}

export const orderQueryOptions = (id: number, locale: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'one', id, locale], queryFn: ({ signal }) => getOrder(id, signal) });

/** The order, shown at once from what the list handed over (no timeline yet), then read again. */
export function useOrder(id: number, locale: string, initial: Order | undefined) {
  return useQuery({
    ...orderQueryOptions(id, locale),
    initialData: initial ? { ...initial, timeline: [] } : undefined,
    initialDataUpdatedAt: 0,
  });
}

/** GET /mall/goods/:id, for submitOrder (silent: the screen shows its own view). */
export function useOrderGoods(id: number | null, locale: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'goods', id, locale],
    queryFn: ({ signal }): Promise<Goods> => request(routes.mallGoodsDetail, { params: { id: id ?? 0 }, signal, silent: true }),
    enabled: id !== null,
    staleTime: 0,
    // The price and stock shown before paying are read again when the member comes back to the app.
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** GET /mall/stores?goodsId: the stores a pickup or write-off goods is collected in. */
export function useOrderStores(goodsId: number, locale: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'stores', goodsId, locale],
    queryFn: async ({ signal }): Promise<Store[]> => (await request(routes.mallStores, { query: { goodsId }, signal })).list,
    enabled,
  });
}

/** GET /coupon/listCoupon: how many coupons the member could choose from (available ones). */
export function useAvailableCouponCount(locale: string) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'coupons', locale],
    queryFn: async ({ signal }) => (await request(routes.listCoupon, { query: { status: 'available', size: 1 }, signal })).counts.forOrders,
    staleTime: 0,
  });
}

/** PUT /address/list: for the default address when none was chosen. */
export function useOrderAddresses(locale: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'addresses', locale],
    queryFn: async ({ signal }): Promise<Address[]> => (await request(routes.listAddress, { signal })).list,
    enabled,
  });
}

/**
 * GET /personInfo/selectMyWallet, for the pay sheet's FB balance. The key is the wallet screen's, so
 * a payment's refresh of the wallet reaches both (the answer is the same wallet).
 */
export function useOrderWallet(enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'summary'],
    queryFn: ({ signal }) => request(routes.selectMyWallet, { signal }),
    enabled,
  });
}
