import { receiptParamsSchema, receiptSchema, statementQuerySchema, statementSchema } from './statements';
import { route } from './route-def';

/** A member's monthly statements and transaction receipts (issue 24). */
export const statementsRoutes = {
  statement: route({
    method: 'GET',
    path: '/moneyLog/statement',
    auth: 'required',
    tag: 'wallet',
    summary:
      "A month (platform time zone) of one of the member's balances: opening balance, every movement oldest first, closing balance; opening plus the movements is the closing",
    query: statementQuerySchema,
    response: statementSchema,
  }),
  receipt: route({
    method: 'GET',
    path: '/moneyLog/receipt/:id',
    auth: 'required',
    tag: 'wallet',
    summary:
      "One transaction of the member's by its id: type, the member's lines and balances after, fee, counterparty, time and status. Another member's transaction is not found",
    params: receiptParamsSchema,
    response: receiptSchema,
  }),
};
