import { createElement, lazy } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The signed-in operator's own account (every role): two-factor sign-in, sessions, sign-in history. */
export const accountPages: AdminPage[] = [
  {
    path: 'account',
    section: 'system',
    labelKey: 'account.nav',
    icon: createElement(SafetyOutlined),
    permission: routes.adminActivity.permission,
    component: lazy(() => import('./account-page')),
  },
];
