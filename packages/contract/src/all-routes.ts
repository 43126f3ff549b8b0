import { adminAfterSalesRoutes } from './admin-after-sales-routes';
import { adminAnnouncementsRoutes } from './admin-announcements-routes';
import { adminChatRoutes } from './admin-chat-routes';
import { adminCatalogueRoutes } from './admin-catalogue-routes';
import { adminConfigRoutes } from './admin-config-routes';
import { adminFinanceRoutes } from './admin-finance-routes';
import { adminMembersRoutes } from './admin-members-routes';
import { adminOrdersRoutes } from './admin-orders-routes';
import { adminRoutes } from './admin-routes';
import { adminSecurityRoutes } from './admin-security-routes';
import { adminWorkRoutes } from './admin-work-routes';
import { adminStoreCodeRoutes } from './admin-store-code';
import { adminPasswordRoutes } from './admin-password';
import { adminRedemptionRoutes } from './admin-redemption-routes';
import { adminReviewsRoutes } from './admin-reviews-routes';
import { adminLoyaltyRoutes } from './admin-loyalty-routes';
import { routes as appRoutes } from './routes';

/**
 * Every call of the API: the member app's registry (routes.ts, with the operator calls the member
 * features came with) and the back office's, one file per area of the console. The server, the
 * admin console and the tests read this one; the member app reads routes.ts only, so members never
 * download the console's schemas (apps/web's feature-boundaries test keeps it so).
 */
export const routes = {
  ...appRoutes,
  ...adminRoutes,
  ...adminMembersRoutes,
  ...adminCatalogueRoutes,
  ...adminOrdersRoutes,
  ...adminFinanceRoutes,
  ...adminConfigRoutes,
  ...adminStoreCodeRoutes,
  ...adminPasswordRoutes,
  ...adminReviewsRoutes,
  ...adminSecurityRoutes,
  ...adminAnnouncementsRoutes,
  ...adminWorkRoutes,
  ...adminRedemptionRoutes,
  ...adminAfterSalesRoutes,
  ...adminLoyaltyRoutes,
  ...adminChatRoutes,
} as const;

export type AllRoutes = typeof routes;
