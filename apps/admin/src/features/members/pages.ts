import { createElement, lazy } from 'react';
import { AuditOutlined, UserOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's members pages: the search, and a member's detail (no menu entry of its own). */
export const membersPages: AdminPage[] = [
  {
    path: 'members',
    section: 'members',
    labelKey: 'members.title',
    icon: createElement(UserOutlined),
    permission: routes.adminListMembers.permission,
    component: lazy(() => import('./members-page')),
  },
  {
    path: 'members/:id',
    section: 'members',
    labelKey: 'members.title',
    permission: routes.adminMemberDetail.permission,
    component: lazy(() => import('./member-detail-page')),
    hidden: true,
  },
  {
    path: 'adjustments',
    section: 'finance',
    labelKey: 'members.adjustments.nav',
    icon: createElement(AuditOutlined),
    permission: routes.listAdjustmentRequests.permission,
    component: lazy(() => import('./adjustments-page')),
  },
];
