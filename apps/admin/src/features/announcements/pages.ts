import { createElement, lazy } from 'react';
import { NotificationOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's announcements (issue 21): the composer and the list. */
export const announcementsPages: AdminPage[] = [
  {
    path: 'announcements',
    section: 'content',
    labelKey: 'announcements.nav',
    icon: createElement(NotificationOutlined),
    permission: routes.createAnnouncement.permission,
    component: lazy(() => import('./announcements-page')),
  },
];
