import { createElement, lazy } from 'react';
import { BarcodeOutlined, CalendarOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's loyalty pages: redemption codes and gift cards, the check-in designer (issue 24). */
export const loyaltyPages: AdminPage[] = [
  {
    path: 'redeem-codes',
    section: 'marketing',
    labelKey: 'loyalty.nav.redeem',
    icon: createElement(BarcodeOutlined),
    permission: routes.adminRedeemBatches.permission,
    component: lazy(() => import('./redeem-page')),
  },
  {
    path: 'check-in',
    section: 'marketing',
    labelKey: 'loyalty.nav.checkIn',
    icon: createElement(CalendarOutlined),
    permission: routes.adminCheckInDesign.permission,
    component: lazy(() => import('./check-in-page')),
  },
];
