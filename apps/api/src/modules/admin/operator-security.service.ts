import type { AdminActivity, OperatorSecurity, SignInResult } from '@uu/contract/admin-security';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PlatformService } from '../platform/platform.service';
import { findAdminById, revokeAdminSessionsOf } from './admin.repository';
import { latestSignIns, openSessions, recoveryCodesLeft, revokeSessionOf } from './admin-security.repository';
import { deviceOf } from './operator-device';

/** How many of an account's latest sign-in attempts its page shows. */
const HISTORY = 50;

/**
 * The rules of console sessions (the idle time-out, the roles that must use two-factor sign-in),
 * and each account's open sessions and sign-in history, with an admin's ending of them.
 */
export class OperatorSecurityService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
  }

  /** Read at every console call (the session check), so a change holds at once on every instance. */
  settings(): Promise<OperatorSecurity> {
    return this.#platform.get('operatorSecurity');
  }

  async save(value: OperatorSecurity): Promise<OperatorSecurity> {
    await this.#platform.set('operatorSecurity', { idleMinutes: value.idleMinutes, twoFactorRoles: [...new Set(value.twoFactorRoles)] });
    return this.settings();
  }

  /** An account's two-factor state, open sessions (the caller's own marked) and latest sign-ins. */
  async activity(adminId: number, currentSessionId: number | null): Promise<AdminActivity> {
    const row = await findAdminById(this.#db.kysely, adminId);
    if (!row) throw new AppError('ADMIN_NOT_FOUND');
    const { idleMinutes, twoFactorRoles } = await this.settings();
    const now = this.#clock.now();
    const [sessions, signIns, codesLeft] = await Promise.all([
      openSessions(this.#db.kysely, adminId, now, now - idleMinutes * 60_000),
      latestSignIns(this.#db.kysely, adminId, HISTORY),
      recoveryCodesLeft(this.#db.kysely, adminId),
    ]);
    return {
      twoFactor: {
        enabled: row.totp_secret !== null,
        enabledAt: row.totp_enabled_at === null ? null : Number(row.totp_enabled_at),
        recoveryCodesLeft: codesLeft,
        required: (twoFactorRoles as readonly string[]).includes(row.role),
      },
      sessions: sessions.map((s) => ({
        id: Number(s.id),
        createdAt: Number(s.created_at),
        lastSeenAt: Number(s.last_seen_at),
        expiresAt: Number(s.expires_at),
        ip: s.ip,
        device: deviceOf(s.user_agent),
        current: currentSessionId !== null && Number(s.id) === currentSessionId,
      })),
      signIns: signIns.map((s) => ({
        id: Number(s.id),
        at: Number(s.at),
        ip: s.ip,
        device: deviceOf(s.user_agent),
        result: s.result as SignInResult,
      })),
    };
  }

  /** Ends one open session of the account, or all of them; the next call of each answers ADMIN_SESSION_INVALID. */
  async endSessions(adminId: number, sessionId: number | undefined): Promise<null> {
    const row = await findAdminById(this.#db.kysely, adminId);
    if (!row) throw new AppError('ADMIN_NOT_FOUND');
    const now = this.#clock.now();
    if (sessionId === undefined) {
      await revokeAdminSessionsOf(this.#db.kysely, adminId, now);
      return null;
    }
    if (!(await revokeSessionOf(this.#db.kysely, adminId, sessionId, now))) throw new AppError('ADMIN_SESSION_NOT_FOUND');
    return null;
  }
}
