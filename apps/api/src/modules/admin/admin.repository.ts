import type { Locale } from '@uu/contract/locales';
import type { Executor } from '../../db/database';
import { localizedJson } from '../../lib/localized';
import type { AdminUserRow, AdminUsersTable } from './admin.table';
import type { Insertable, Updateable } from 'kysely';

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countActiveAdmins(db: Executor, exceptId?: number): Promise<number> {
  let q = db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export function findAdminByEmail(db: Executor, email: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The role's name (custom roles) and stored permissions, for what the console knows of an operator. */
export function findRoleOfAdmin(db: Executor, role: string) {
  return db.selectFrom('admin_roles').select(['name', 'permissions']).where('id', '=', role).executeTakeFirst();
}

export function findAdminById(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAdmins(db: Executor) {
  return db
    .selectFrom('admin_users')
    .leftJoin('stores', 'stores.id', 'admin_users.store_id')
    .leftJoin('admin_roles', 'admin_roles.id', 'admin_users.role')
    .selectAll('admin_users')
    .select(['stores.name as store_name', 'admin_roles.name as role_name'])
    .orderBy('admin_users.id')
    .execute();
}

export async function storeName(db: Executor, storeId: number | null, locale: Locale): Promise<string | null> {
  if (storeId === null) return null;
  const row = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
  return row ? localizedJson(row.name, locale) : null;
}

export async function insertAdmin(db: Executor, row: Insertable<AdminUsersTable>): Promise<number> {
  const inserted = await db.insertInto('admin_users').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateAdmin(db: Executor, id: number, patch: Updateable<AdminUsersTable>): Promise<void> {
  await db.updateTable('admin_users').set(patch).where('id', '=', id).execute();
}

export async function insertAdminSession(
  db: Executor,
  row: { adminId: number; tokenHash: string; ip: string | null; userAgent: string | null; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({
      admin_id: row.adminId,
      token_hash: row.tokenHash,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export function findAdminSession(db: Executor, tokenHash: string) {
  return (
    db
      .selectFrom('admin_sessions')
      .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.admin_id')
      // The role's permissions are read with the session at every call: a change applies at once.
      .leftJoin('admin_roles', 'admin_roles.id', 'admin_users.role')
      .select([
        'admin_roles.name as role_name',
        'admin_roles.permissions as role_permissions',
        'admin_sessions.id as session_id',
        'admin_sessions.expires_at',
        'admin_sessions.last_seen_at',
        'admin_sessions.revoked_at',
        'admin_users.id',
        'admin_users.email',
        'admin_users.name',
        'admin_users.role',
        'admin_users.store_id',
        'admin_users.disabled',
        'admin_users.must_change_password',
        'admin_users.totp_secret',
      ])
      .where('admin_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst()
  );
}

export async function touchAdminSession(db: Executor, sessionId: number, now: number): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeAdminSession(db: Executor, sessionId: number, now: number): Promise<void> {
  await db.updateTable('admin_sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAdminSessionsOf(db: Executor, adminId: number, now: number): Promise<void> {
  await db.updateTable('admin_sessions').set({ revoked_at: now }).where('admin_id', '=', adminId).where('revoked_at', 'is', null).execute();
}

export async function revokeOtherAdminSessions(db: Executor, adminId: number, keep: number | null, now: number): Promise<void> {
  let q = db.updateTable('admin_sessions').set({ revoked_at: now }).where('admin_id', '=', adminId).where('revoked_at', 'is', null);
  if (keep !== null) q = q.where('id', '!=', keep);
  await q.execute();
}
