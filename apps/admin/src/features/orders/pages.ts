import { createElement, lazy } from 'react';
import { ProfileOutlined, RollbackOutlined, ScanOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/**
 * The console's orders pages. The write-off desk comes first: it is a clerk's first page (the
 * console opens the first page a role may see).
 */
export const ordersPages: AdminPage[] = [
  {
    path: 'writeoff',
    section: 'orders',
    labelKey: 'orders.nav.writeoff',
    icon: createElement(ScanOutlined),
    permission: routes.redeemOrder.permission,
    component: lazy(() => import('./writeoff-page')),
  },
  {
    path: 'orders',
    section: 'orders',
    labelKey: 'orders.nav.list',
    icon: createElement(ProfileOutlined),
    permission: routes.listAdminOrders.permission,
    component: lazy(() => import('./orders-page')),
  },
  {
    path: 'after-sales',
    section: 'orders',
    labelKey: 'orders.nav.afterSales',
    icon: createElement(RollbackOutlined),
    permission: routes.adminAfterSales.permission,
    component: lazy(() => import('./after-sales-page')),
  },
];
