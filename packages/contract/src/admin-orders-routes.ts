import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  writeOffLookupQuerySchema,
  writeOffLookupSchema,
} from './admin-orders';
import { route, type RouteDef } from './route-def';

/**
 * The back office's calls for orders and the write-off desk (admin console). The actions on an
 * order (ship, tracking, hand over, redeem, installed, refund) are the operator calls of routes.ts.
 */
export const adminOrdersRoutes = {
  listAdminOrders: route({
    method: 'GET',
    path: '/admin/orders',
    auth: 'operator',
    permission: 'orders.view',
    tag: 'operator',
    summary: "Orders, newest first, by state, delivery type, search, member, store and creation time; a clerk sees only their store's",
    query: adminOrderListQuerySchema,
    response: adminOrderPageSchema,
  }),
  /** Before getAdminOrder: its static path must be matched before `/admin/orders/:id` by whoever walks the list. */
  lookupWriteOff: route({
    method: 'GET',
    path: '/admin/orders/write-off',
    auth: 'operator',
    permission: 'orders.writeoff',
    tag: 'operator',
    summary:
      "The order a write-off code belongs to and its state (the desk says why a code cannot be redeemed); a clerk only their store's",
    query: writeOffLookupQuerySchema,
    response: writeOffLookupSchema,
  }),
  getAdminOrder: route({
    method: 'GET',
    path: '/admin/orders/:id',
    auth: 'operator',
    permission: 'orders.view',
    tag: 'operator',
    summary: "One order with its member, address, logistics, coupon, refund reason and timeline; a clerk only their store's",
    params: adminOrderParamsSchema,
    response: adminOrderDetailSchema,
  }),
} as const satisfies Record<string, RouteDef>;
