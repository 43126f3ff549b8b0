import type { AdminSelf } from '@uu/contract/admin';
import type { Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { newToken, sha256Hex } from '../../lib/crypto';
import { findRoleOfAdmin, insertAdminSession, storeName, updateAdmin } from './admin.repository';
import { permissionsOf } from './admin-roles.service';
import { insertSignIn } from './admin-security.repository';
import type { AdminUserRow } from './admin.table';
import type { AuditService } from './audit.service';

/** A session lasts a working day at most (its idle time-out is the operator's setting, operatorSecurity). */
export const SESSION_MS = 12 * 3600_000;

export type SessionDeps = { db: Db; clock: Clock; audit: AuditService };
export type SignInFrom = { ip: string; userAgent: string | null };

/** What the console knows of the signed-in operator. */
export async function adminSelfOf(db: Db, row: AdminUserRow, locale: Locale, twoFactorRoles: readonly string[]): Promise<AdminSelf> {
  const storeId = row.store_id === null ? null : Number(row.store_id);
  const twoFactor = row.totp_secret !== null;
  const role = await findRoleOfAdmin(db.kysely, row.role);
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    roleName: role?.name ?? null,
    permissions: permissionsOf(row.role, role?.permissions ?? null),
    storeId,
    storeName: await storeName(db.kysely, storeId, locale),
    mustChangePassword: Boolean(row.must_change_password),
    twoFactor,
    mustSetUpTwoFactor: !twoFactor && twoFactorRoles.includes(row.role),
  };
}

/**
 * Opens a session for an operator who passed every step of the sign-in: the session (its token's
 * hash, address and browser), the last sign-in time, the history's success and the audit's
 * adminSignIn, in one transaction.
 */
export async function openAdminSession(
  deps: SessionDeps,
  admin: AdminUserRow,
  from: SignInFrom,
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = now + SESSION_MS;
  const adminId = Number(admin.id);
  await deps.db.kysely.transaction().execute(async (trx) => {
    await insertAdminSession(trx, { adminId, tokenHash: sha256Hex(token), ip: from.ip, userAgent: from.userAgent, now, expiresAt });
    await updateAdmin(trx, adminId, { last_login_at: now });
    await insertSignIn(trx, { adminId, at: now, ip: from.ip, userAgent: from.userAgent, result: 'success' });
    await deps.audit.record({ adminId, ip: from.ip }, { action: 'adminSignIn', targetType: 'admin', targetId: adminId }, trx);
  });
  return { token, expiresAt };
}

/** A failed or refused attempt of an existing account, for its sign-in history. */
export async function recordFailedSignIn(
  deps: SessionDeps,
  adminId: number,
  from: SignInFrom,
  result: 'wrongPassword' | 'wrongCode' | 'locked',
) {
  await insertSignIn(deps.db.kysely, { adminId, at: deps.clock.now(), ip: from.ip, userAgent: from.userAgent, result });
}
