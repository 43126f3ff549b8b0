import { createElement, lazy } from 'react';
import { BarChartOutlined, RobotOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's chat pages: models, statistics, usage log (issue 23, "Operators"). */
export const aiChatPages: AdminPage[] = [
  {
    path: 'chat/models',
    section: 'content',
    labelKey: 'aiChat.nav.models',
    icon: createElement(RobotOutlined),
    permission: routes.adminListChatModels.permission,
    component: lazy(() => import('./models-page')),
  },
  {
    path: 'chat/stats',
    section: 'content',
    labelKey: 'aiChat.nav.stats',
    icon: createElement(BarChartOutlined),
    permission: routes.adminChatStats.permission,
    component: lazy(() => import('./stats-page')),
  },
  {
    path: 'chat/usage',
    section: 'content',
    labelKey: 'aiChat.nav.usage',
    icon: createElement(UnorderedListOutlined),
    permission: routes.adminChatUsage.permission,
    component: lazy(() => import('./usage-page')),
  },
];
