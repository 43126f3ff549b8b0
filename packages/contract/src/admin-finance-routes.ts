import type { RouteDef } from './route-def';

/** The back office's calls for top-up and withdrawal queues, the ledger, exports (admin console). */
export const adminFinanceRoutes = {
} as const satisfies Record<string, RouteDef>;
