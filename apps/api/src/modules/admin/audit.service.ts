import type { z } from 'zod';
import type { AuditEntry, auditQuerySchema } from '@uu/contract/admin';
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { auditPage, insertAuditEntry } from './audit.repository';

export type AuditActor = { adminId: number | null; ip: string | null };
export type AuditRecord = {
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** Keys whose values never reach the audit log, wherever they sit in a snapshot. */
const SECRET_KEYS =
  /^(password|password_hash|passwordHash|payPassword|pay_password_hash|token|token_hash|verification|code_hash|writeoff_secret|totp_secret|totp_pending_secret|secret|uri|recoveryCodes|challenge|apiKey|api_key_sealed)$/i;

function scrub(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : scrub(v, depth + 1)]),
  );
}

function toJson(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(scrub(value), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/**
 * The audit log: who did what to which row, when, with its state before and after. Written for
 * every successful back-office change (plugins/admin-audit.ts) and for sign-ins; read, filtered,
 * by admins. Entries are never changed or removed by the application.
 */
export class AuditService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async record(actor: AuditActor, entry: AuditRecord, db: Executor = this.#db.kysely): Promise<void> {
    await insertAuditEntry(db, {
      at: this.#clock.now(),
      admin_id: actor.adminId,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before_json: toJson(entry.before),
      after_json: toJson(entry.after),
      ip: actor.ip,
    });
  }

  async list(query: z.output<typeof auditQuerySchema>): Promise<{ list: AuditEntry[]; total: number; page: number; size: number }> {
    const { rows, total } = await auditPage(this.#db.kysely, query, { limit: query.size, offset: (query.page - 1) * query.size });
    return {
      total,
      page: query.page,
      size: query.size,
      list: rows.map((r) => ({
        id: Number(r.id),
        at: Number(r.at),
        adminId: r.admin_id === null ? null : Number(r.admin_id),
        adminEmail: r.admin_email ?? null,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
        after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
        ip: r.ip,
      })),
    };
  }
}
