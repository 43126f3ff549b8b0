import { createElement, lazy } from 'react';
import { AppstoreOutlined, GiftOutlined, MessageOutlined, ShopOutlined, ShoppingOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's catalogue pages (menu entries and detail routes); roles are those of the list each page reads. */
export const cataloguePages: AdminPage[] = [
  {
    path: 'goods',
    section: 'catalogue',
    labelKey: 'catalogue.nav.goods',
    icon: createElement(ShoppingOutlined),
    permission: routes.adminGoods.permission,
    component: lazy(() => import('./goods-page')),
  },
  {
    path: 'categories',
    section: 'catalogue',
    labelKey: 'catalogue.nav.categories',
    icon: createElement(AppstoreOutlined),
    permission: routes.adminCategories.permission,
    component: lazy(() => import('./categories-page')),
  },
  {
    path: 'stores',
    section: 'catalogue',
    labelKey: 'catalogue.nav.stores',
    icon: createElement(ShopOutlined),
    permission: routes.adminStores.permission,
    component: lazy(() => import('./stores-page')),
  },
  {
    path: 'coupons',
    section: 'catalogue',
    labelKey: 'catalogue.nav.coupons',
    icon: createElement(GiftOutlined),
    permission: routes.listCouponDefinitions.permission,
    component: lazy(() => import('./coupons-page')),
  },
  {
    path: 'reviews',
    section: 'catalogue',
    labelKey: 'catalogue.nav.reviews',
    icon: createElement(MessageOutlined),
    permission: routes.adminReviews.permission,
    component: lazy(() => import('./reviews-page')),
  },
];
