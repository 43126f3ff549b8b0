import { lazy } from 'react';
import { createElement } from 'react';
import { AccountBookOutlined, CloudDownloadOutlined, DownloadOutlined, SafetyCertificateOutlined, WalletOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The console's finance pages (menu entries and detail routes): finance and admin, as their calls are. */
export const financePages: AdminPage[] = [
  {
    path: 'topups',
    section: 'finance',
    labelKey: 'finance.nav.topUps',
    icon: createElement(WalletOutlined),
    permission: routes.listTopUpQueue.permission,
    component: lazy(() => import('./topups-page')),
  },
  {
    path: 'withdrawals',
    section: 'finance',
    labelKey: 'finance.nav.withdrawals',
    icon: createElement(AccountBookOutlined),
    permission: routes.listWithdrawalQueue.permission,
    component: lazy(() => import('./withdrawals-page')),
  },
  {
    path: 'ledger',
    section: 'finance',
    labelKey: 'finance.nav.ledger',
    icon: createElement(SafetyCertificateOutlined),
    permission: routes.verifyLedger.permission,
    component: lazy(() => import('./ledger-page')),
  },
  {
    path: 'exports',
    section: 'finance',
    labelKey: 'finance.nav.exports',
    icon: createElement(DownloadOutlined),
    permission: routes.exportEntries.permission,
    component: lazy(() => import('./exports-page')),
  },
  {
    path: 'exports/mine',
    section: 'finance',
    labelKey: 'finance.nav.myExports',
    icon: createElement(CloudDownloadOutlined),
    permission: routes.listMyExports.permission,
    component: lazy(() => import('./my-exports-page')),
  },
];
