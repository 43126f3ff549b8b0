import { lazy } from 'react';
import { createElement } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** Back-office accounts: admin only, as their calls are. */
export const systemPages: AdminPage[] = [
  {
    path: 'operators',
    section: 'system',
    labelKey: 'nav.operators',
    icon: createElement(TeamOutlined),
    permission: routes.listAdminUsers.permission,
    component: lazy(() => import('./operators-page')),
  },
];
