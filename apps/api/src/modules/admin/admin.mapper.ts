import type { AdminUser } from '@uu/contract/admin';
import type { AdminUserRow } from './admin.table';

/** An operator account as the console lists it (without its store's name, role's name and lockout, which are read apart). */
export function adminUserOf(row: AdminUserRow): Omit<AdminUser, 'storeName' | 'lockedUntil' | 'roleName'> {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    storeId: row.store_id === null ? null : Number(row.store_id),
    disabled: Boolean(row.disabled),
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
    twoFactor: row.totp_secret !== null,
  };
}
