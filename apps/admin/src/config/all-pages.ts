import { aiChatPages } from '@/features/ai-chat/pages';
import { announcementsPages } from '@/features/announcements/pages';
import { auditPages } from '@/features/audit/pages';
import { accountPages } from '@/features/auth/pages';
import { cataloguePages } from '@/features/catalogue/pages';
import { configPages } from '@/features/config/pages';
import { dashboardPages } from '@/features/dashboard/pages';
import { financePages } from '@/features/finance/pages';
import { loyaltyPages } from '@/features/loyalty/pages';
import { membersPages } from '@/features/members/pages';
import { ordersPages } from '@/features/orders/pages';
import { systemPages } from '@/features/operators/pages';
import type { AdminPage } from './pages';

/** Every page of the console, area by area (each area's pages.ts). */
export const allPages: AdminPage[] = [
  ...dashboardPages,
  ...membersPages,
  ...cataloguePages,
  ...loyaltyPages,
  ...ordersPages,
  ...financePages,
  ...configPages,
  ...announcementsPages,
  ...aiChatPages,
  ...systemPages,
  ...auditPages,
  ...accountPages,
];
