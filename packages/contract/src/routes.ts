import type { z } from 'zod';
import type { RouteDef } from './route-def';
import { accountsRoutes } from './accounts-routes';
import { addressesRoutes } from './addresses-routes';
import { afterSalesRoutes } from './after-sales-routes';
import { cartRoutes } from './cart-routes';
import { browseRoutes } from './browse-routes';
import { chatRoutes } from './chat-routes';
import { contentRoutes } from './content-routes';
import { couponsRoutes } from './coupons-routes';
import { devicesRoutes } from './devices-routes';
import { homeRoutes } from './home-routes';
import { mallRoutes } from './mall-routes';
import { messagesRoutes } from './messages-routes';
import { ordersRoutes } from './orders-routes';
import { packagesRoutes } from './packages-routes';
import { passwordsRoutes } from './passwords-routes';
import { placesRoutes } from './places-routes';
import { profileRoutes } from './profile-routes';
import { redemptionRoutes } from './redemption-routes';
import { reviewsRoutes } from './reviews-routes';
import { statementsRoutes } from './statements-routes';
import { systemRoutes } from './system-routes';
import { teamRoutes } from './team-routes';
import { versionsRoutes } from './versions-routes';
import { walletRoutes } from './wallet-routes';

export type { Auth, RouteDef } from './route-def';
export { healthSchema, readinessSchema } from './system-routes';

/**
 * Every call of the API (spec §7) in one place: method, path, request schemas, the schema of
 * `data` in the answer, and who may call it (route-def.ts). The server registers its routes from
 * these and the web's and the admin console's API files call through them, so neither side
 * hand-copies a type. The calls are kept one file per area (<area>-routes.ts, beside the area's
 * schemas in <area>.ts) and joined here. The back office's own calls live in admin-*-routes.ts,
 * joined with these in all-routes.ts: the member app imports this file only, so its bundle carries
 * none of the console's schemas.
 */
export const routes = {
  ...systemRoutes,
  ...accountsRoutes,
  ...passwordsRoutes,
  ...profileRoutes,
  ...devicesRoutes,
  ...placesRoutes,
  ...contentRoutes,
  ...walletRoutes,
  ...statementsRoutes,
  ...chatRoutes,
  ...addressesRoutes,
  ...mallRoutes,
  ...browseRoutes,
  ...ordersRoutes,
  ...afterSalesRoutes,
  ...cartRoutes,
  ...couponsRoutes,
  ...homeRoutes,
  ...packagesRoutes,
  ...teamRoutes,
  ...redemptionRoutes,
  ...versionsRoutes,
  ...messagesRoutes,
  ...reviewsRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
export type QueryOf<R extends RouteDef> = R['query'] extends z.ZodType ? InputOf<R['query']> : undefined;
export type BodyOf<R extends RouteDef> = R['body'] extends z.ZodType ? InputOf<R['body']> : undefined;
export type ParamsOf<R extends RouteDef> = R['params'] extends z.ZodType ? InputOf<R['params']> : undefined;
export type DataOf<R extends RouteDef> = z.output<R['response']>;

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
