import {
  afterSalePageSchema,
  afterSaleQuerySchema,
  afterSaleSchema,
  applyAfterSaleBodySchema,
  listAfterSalesQuerySchema,
  returnShipmentBodySchema,
} from './after-sales';
import { route, type RouteDef } from './route-def';

/** The member's after-sales requests (issue 22). */
export const afterSalesRoutes = {
  applyAfterSale: route({
    method: 'POST',
    path: '/afterSales/apply',
    auth: 'required',
    tag: 'orders',
    summary: "Ask for a refund, a return and refund or an exchange of a done order, within the operator's window (one request per order)",
    body: applyAfterSaleBodySchema,
    response: afterSaleSchema,
  }),
  listAfterSales: route({
    method: 'GET',
    path: '/afterSales/list',
    auth: 'required',
    tag: 'orders',
    summary: "The member's after-sales requests, newest first",
    query: listAfterSalesQuerySchema,
    response: afterSalePageSchema,
  }),
  getAfterSale: route({
    method: 'GET',
    path: '/afterSales/get',
    auth: 'required',
    tag: 'orders',
    summary: "One of the member's after-sales requests with its timeline",
    query: afterSaleQuerySchema,
    response: afterSaleSchema,
  }),
  returnShipment: route({
    method: 'POST',
    path: '/afterSales/returnShipment',
    auth: 'required',
    tag: 'orders',
    summary: 'The carrier and tracking number of the goods sent back (approved returns and exchanges)',
    body: returnShipmentBodySchema,
    response: afterSaleSchema,
  }),
} as const satisfies Record<string, RouteDef>;
