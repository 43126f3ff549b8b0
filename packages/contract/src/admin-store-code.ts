import { z } from 'zod';
import { route, type RouteDef } from './route-def';

// ---- GET /admin/store-code: the store's rotating code, for its signed-in clerk ----
export const storeCodeQuerySchema = z.object({
  /** Operators and admins name the store; a clerk always gets their own. */
  storeId: z.coerce.number().int().positive().optional(),
});
export const storeCodeSchema = z.object({
  storeId: z.number().int(),
  /** Six digits a member types at the counter to redeem their own write-off order; null: the store does not allow it. */
  code: z.string().nullable(),
  /** When this code stops being shown (ISO); it is still taken for one more window after. */
  changesAt: z.string(),
  windowSeconds: z.number().int(),
});
export type StoreCode = z.infer<typeof storeCodeSchema>;

/** The write-off desk's rotating store code (issue 18: a fixed store code could be reused by anyone who learnt it). */
export const adminStoreCodeRoutes = {
  getStoreCode: route({
    method: 'GET',
    path: '/admin/store-code',
    auth: 'operator',
    permission: 'orders.writeoff',
    tag: 'operator',
    summary: "The store's current self-service write-off code (changes every minute); a clerk sees only their store's",
    query: storeCodeQuerySchema,
    response: storeCodeSchema,
  }),
} as const satisfies Record<string, RouteDef>;
