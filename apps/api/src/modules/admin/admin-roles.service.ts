import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ALL_PERMISSIONS_ROLE, PERMISSIONS, type Permission } from '@uu/contract/admin-permissions';
import type { AdminRoleRecord, saveRoleBodySchema } from '@uu/contract/admin-roles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../accounts/accounts.repository';
import { deleteUnusedCustomRole, findRole, insertRole, listRoles, updateCustomRole } from './admin-roles.repository';

/** A role row's permissions, as the contract knows them (a name a later release dropped is ignored); admin holds every one. */
export function permissionsOf(roleId: string, stored: string | null): Permission[] {
  if (roleId === ALL_PERMISSIONS_ROLE) return [...PERMISSIONS];
  if (stored === null) return [];
  const list = JSON.parse(stored) as string[];
  return PERMISSIONS.filter((p) => list.includes(p));
}

/**
 * The permission table (issue 17): the built-in roles are read-only presets, custom roles are
 * created, changed and deleted by an operator with operators.manage. The auth hook reads a role's
 * permissions with the session at every call (admin.repository's findAdminSession), so a change
 * applies to its operators' next call.
 */
export class AdminRolesService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async list(): Promise<AdminRoleRecord[]> {
    const rows = await listRoles(this.#db.kysely);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      builtIn: Boolean(r.built_in),
      permissions: permissionsOf(r.id, r.permissions),
      operators: Number(r.operators ?? 0),
    }));
  }

  /** Whether an account may be given this role (saveAdminUser). */
  async exists(id: string): Promise<boolean> {
    return (await findRole(this.#db.kysely, id)) !== undefined;
  }

  async save(body: z.output<typeof saveRoleBodySchema>): Promise<AdminRoleRecord> {
    const now = this.#clock.now();
    const permissions = JSON.stringify(PERMISSIONS.filter((p) => body.permissions.includes(p)));
    let id = body.id;
    try {
      if (id === undefined) {
        id = `custom-${randomBytes(6).toString('hex')}`;
        await insertRole(this.#db.kysely, { id, name: body.name, built_in: 0, permissions, created_at: now, updated_at: now });
      } else {
        const current = await findRole(this.#db.kysely, id);
        if (!current) throw new AppError('ROLE_NOT_FOUND', { status: 404 });
        if (current.built_in) throw new AppError('ROLE_BUILT_IN');
        await updateCustomRole(this.#db.kysely, id, { name: body.name, permissions, updated_at: now });
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ROLE_NAME_TAKEN');
      throw error;
    }
    const saved = (await this.list()).find((r) => r.id === id);
    if (!saved) throw new AppError('ROLE_NOT_FOUND', { status: 404 });
    return saved;
  }

  async remove(id: string): Promise<null> {
    const current = await findRole(this.#db.kysely, id);
    if (!current) throw new AppError('ROLE_NOT_FOUND', { status: 404 });
    if (current.built_in) throw new AppError('ROLE_BUILT_IN');
    if ((await deleteUnusedCustomRole(this.#db.kysely, id)) === 0) throw new AppError('ROLE_IN_USE');
    return null;
  }
}
