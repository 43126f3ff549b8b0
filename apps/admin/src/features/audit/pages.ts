import { lazy } from 'react';
import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { routes } from '@uu/contract/all-routes';
import type { AdminPage } from '@/config/pages';

/** The audit log: admin only, as its calls are (in the system section, after the operators). */
export const auditPages: AdminPage[] = [
  {
    path: 'audit',
    section: 'system',
    labelKey: 'nav.audit',
    icon: createElement(AuditOutlined),
    permission: routes.listAudit.permission,
    component: lazy(() => import('./audit-page')),
  },
];
