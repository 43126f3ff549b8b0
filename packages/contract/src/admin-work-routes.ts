import { waitingWorkSchema } from './admin-work';
import { route, type RouteDef } from './route-def';

/** The back office's own counters (issue 21). */
export const adminWorkRoutes = {
  adminWaitingWork: route({
    method: 'GET',
    path: '/admin/work/waiting',
    auth: 'operator',
    // Any operator: the console shows each count beside a page only to those who may open it.
    permission: null,
    tag: 'operator',
    summary: 'Work waiting: top-ups and withdrawals to review, paid orders to ship (the console menu’s badges, polled)',
    response: waitingWorkSchema,
  }),
} as const satisfies Record<string, RouteDef>;
