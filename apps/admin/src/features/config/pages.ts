import { createElement, lazy } from 'react';
import { FileTextOutlined, HomeOutlined, RocketOutlined, SettingOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's config pages (menu entries and detail routes); roles are those of the calls each page makes. */
export const configPages: AdminPage[] = [
  {
    path: 'content',
    section: 'content',
    labelKey: 'config.nav.content',
    icon: createElement(FileTextOutlined),
    permission: routes.listContentPagesAdmin.permission,
    component: lazy(() => import('./content-page')),
  },
  {
    path: 'home',
    section: 'content',
    labelKey: 'config.nav.home',
    icon: createElement(HomeOutlined),
    permission: routes.getBannersAdmin.permission,
    component: lazy(() => import('./home-page')),
  },
  {
    path: 'versions',
    section: 'content',
    labelKey: 'config.nav.versions',
    icon: createElement(RocketOutlined),
    permission: routes.listVersions.permission,
    component: lazy(() => import('./versions-page')),
  },
  {
    path: 'settings',
    section: 'content',
    labelKey: 'config.nav.settings',
    icon: createElement(SettingOutlined),
    permission: routes.getPlatformConfig.permission,
    component: lazy(() => import('./settings-page')),
  },
];
