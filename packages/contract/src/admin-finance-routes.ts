import {
  adminTopUpPageSchema,
  adminWithdrawalPageSchema,
  csvFileSchema,
  entriesExportQuerySchema,
  ledgerVerifyResultSchema,
  ordersExportQuerySchema,
  topUpQueueQuerySchema,
  withdrawalQueueQuerySchema,
  withdrawalsExportQuerySchema,
} from './admin-finance';
import { route, type RouteDef } from './route-def';

/**
 * The back office's calls for top-up and withdrawal queues, the ledger, exports (admin console).
 * The decisions themselves are `reviewTopUp` and `reviewWithdrawal` in routes.ts.
 */
export const adminFinanceRoutes = {
  listTopUpQueue: route({
    method: 'GET',
    path: '/admin/wallet/topUps',
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary:
      'Top-ups to review: pending ones oldest first, the others newest first; by status, member search and platform days; with the member, the proof and who decided',
    query: topUpQueueQuerySchema,
    response: adminTopUpPageSchema,
  }),
  listWithdrawalQueue: route({
    method: 'GET',
    path: '/admin/wallet/withdrawals',
    auth: 'operator',
    roles: ['finance'],
    tag: 'operator',
    summary:
      'Withdrawals and payouts to review: pending ones oldest first, the others newest first; with the member, the destination (card number masked), the breakdown and who decided',
    query: withdrawalQueueQuerySchema,
    response: adminWithdrawalPageSchema,
  }),
  verifyLedger: route({
    method: 'POST',
    path: '/admin/ledger/verify',
    auth: 'operator',
    roles: ['finance'],
    target: 'ledger',
    tag: 'operator',
    summary: 'Check the ledger now: every transaction sums to zero per currency, every balance equals its entries, no member balance below zero',
    response: ledgerVerifyResultSchema,
  }),
  exportEntries: route({
    method: 'GET',
    path: '/admin/exports/entries.csv',
    auth: 'operator',
    roles: ['finance'],
    target: 'export',
    tag: 'operator',
    summary: 'Ledger entries of a range of platform days (optionally one currency) as CSV (text/csv, UTF-8 with BOM); audited',
    query: entriesExportQuerySchema,
    response: csvFileSchema,
  }),
  exportWithdrawals: route({
    method: 'GET',
    path: '/admin/exports/withdrawals.csv',
    auth: 'operator',
    roles: ['finance'],
    target: 'export',
    tag: 'operator',
    summary: 'Withdrawals and payouts asked in a range of platform days (optionally one status) as CSV; audited',
    query: withdrawalsExportQuerySchema,
    response: csvFileSchema,
  }),
  exportOrders: route({
    method: 'GET',
    path: '/admin/exports/orders.csv',
    auth: 'operator',
    roles: ['finance'],
    target: 'export',
    tag: 'operator',
    summary: 'Orders placed in a range of platform days (optionally one state) as CSV; audited',
    query: ordersExportQuerySchema,
    response: csvFileSchema,
  }),
} as const satisfies Record<string, RouteDef>;
