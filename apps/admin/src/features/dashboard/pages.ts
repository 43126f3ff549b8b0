import { createElement, lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's dashboard pages (menu entries and detail routes): first in the menu. */
export const dashboardPages: AdminPage[] = [
  {
    path: 'dashboard',
    section: 'overview',
    labelKey: 'dashboard.title',
    icon: createElement(DashboardOutlined),
    permission: routes.adminDashboard.permission,
    component: lazy(() => import('./dashboard-page')),
  },
];
