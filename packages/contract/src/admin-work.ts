import { z } from 'zod';

// ---- GET /admin/work/waiting ----
/** Work waiting for the back office (issue 21): the console's menu badges, polled. */
export const waitingWorkSchema = z.object({
  /** Top-ups waiting for review. */
  topUps: z.number().int(),
  /** Withdrawals waiting for review. */
  withdrawals: z.number().int(),
  /** Paid orders waiting to be shipped. */
  ordersToShip: z.number().int(),
  /** After-sales requests waiting for the operator: new ones to decide, parcels sent back to receive. */
  afterSales: z.number().int(),
});
export type WaitingWork = z.infer<typeof waitingWorkSchema>;
