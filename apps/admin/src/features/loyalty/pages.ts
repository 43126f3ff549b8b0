import { createElement, lazy } from 'react';
import { BarcodeOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's loyalty pages: redemption codes and gift cards (issue 24). */
export const loyaltyPages: AdminPage[] = [
  {
    path: 'redeem-codes',
    section: 'marketing',
    labelKey: 'loyalty.nav.redeem',
    icon: createElement(BarcodeOutlined),
    permission: routes.adminRedeemBatches.permission,
    component: lazy(() => import('./redeem-page')),
  },
];
