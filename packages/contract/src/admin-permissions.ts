import { z } from 'zod';

/**
 * The back office's permissions (issue 17), grouped by the console page they open or act on. Every
 * back-office route of the contract names one (`permission`, or null: any signed-in operator's
 * own account calls); the API checks it against the caller's role (plugins/auth.ts), and the
 * console's menu, direct links and buttons ask the same list. A role is a set of these: the four
 * built-in roles are read-only presets (admin holds every permission), custom roles are made in
 * the operators page.
 */
export const PERMISSION_GROUPS = {
  dashboard: ['dashboard.view'],
  members: ['members.view', 'members.edit', 'members.security', 'members.export', 'members.adjust', 'members.adjust.approve'],
  catalogue: ['goods.view', 'goods.edit', 'stores.view', 'stores.edit', 'coupons.view', 'coupons.edit', 'files.upload'],
  orders: ['orders.view', 'orders.ship', 'orders.writeoff', 'orders.refund', 'orders.export'],
  finance: [
    'finance.topups.view',
    'finance.topups.approve',
    'finance.withdrawals.view',
    'finance.withdrawals.approve',
    'finance.ledger',
    'finance.export',
  ],
  chat: ['chat.models'],
  content: ['content.view', 'content.edit', 'versions.view', 'versions.publish', 'flow.import'],
  system: ['config.view', 'config.edit', 'operators.manage', 'audit.view'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];
export const PERMISSIONS: Permission[] = Object.values(PERMISSION_GROUPS).flat();
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]], { error: 'validation.permission' });

/** The role that holds every permission, whatever the table says (it cannot lock itself out). */
export const ALL_PERMISSIONS_ROLE = 'admin';

/** Whether a role with these permissions may make a call that needs `needed` (null: any signed-in operator). */
export function allows(held: readonly string[], needed: Permission | null): boolean {
  return needed === null || held.includes(needed);
}
