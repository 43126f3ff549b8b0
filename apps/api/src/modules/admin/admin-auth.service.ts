import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AdminSelf, AdminUser, adminLoginBodySchema, saveAdminUserBodySchema } from '@uu/contract/admin';
import type { AdminLoginChallenge } from '@uu/contract/admin-security';
import { DEFAULT_LOCALE, type Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import { localizedJson } from '../../lib/localized';
import { maskIdentifier } from '../../lib/mask';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, sha256Hex, verifyPassword } from '../../lib/crypto';
import { isUniqueViolation } from '../accounts/accounts.repository';
import type { ThrottleResult, ThrottleService } from '../throttle/throttle.service';
import {
  countActiveAdmins,
  findAdminByEmail,
  findAdminById,
  findAdminSession,
  insertAdmin,
  listAdmins,
  revokeOtherAdminSessions,
  revokeAdminSession,
  revokeAdminSessionsOf,
  storeName,
  touchAdminSession,
  updateAdmin,
} from './admin.repository';
import { adminUserOf } from './admin.mapper';
import type { AuditService } from './audit.service';
import type { AdminContext } from './admin-context';
import { adminSelfOf, openAdminSession, recordFailedSignIn, type SignInFrom } from './admin-sessions';
import type { OperatorSecurityService } from './operator-security.service';
import type { TwoFactorService } from './two-factor.service';
import { createFirstAdmin, removeFirstAdminPasswordFile, type FirstAdmin } from './first-admin';
import { findRole } from './admin-roles.repository';
import { permissionsOf } from './admin-roles.service';

export { clerkStore, type AdminContext } from './admin-context';

/** A session lasts a working day at most (admin-sessions.ts), and ends after the operator's idle time-out (operatorSecurity). */
const TOUCH_INTERVAL_MS = 60_000;
/** Failed sign-ins: 5 per email and 20 per address in 15 minutes. */
const SIGN_IN_WINDOW_MS = 15 * 60_000;
const PER_EMAIL = 5;
const PER_IP = 20;

function signInLocked(state: ThrottleResult): AppError {
  return new AppError('ADMIN_SIGN_IN_LOCKED', { status: 429, params: { minutes: Math.max(1, Math.ceil(state.retryAfterMs / 60_000)) } });
}

/** The failed sign-in counter of one account (login counts it; the operators page shows and lifts it). */
export function adminSignInEmailKey(email: string): string {
  return `admin-login:email:${email}`;
}

export class AdminAuthService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #throttle: ThrottleService;
  readonly #audit: AuditService;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #twoFactor: TwoFactorService;
  readonly #security: OperatorSecurityService;
  #dummyHash: Promise<string> | undefined;
  /** Where the generated first admin's password is written (DATA_DIR), deleted once it is changed. */
  readonly #dataDir: string | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    throttle: ThrottleService;
    audit: AuditService;
    twoFactor: TwoFactorService;
    security: OperatorSecurityService;
    log?: FastifyBaseLogger;
    dataDir?: string;
  }) {
    this.#log = deps.log;
    this.#twoFactor = deps.twoFactor;
    this.#security = deps.security;
    this.#dataDir = deps.dataDir;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#throttle = deps.throttle;
    this.#audit = deps.audit;
  }

  /** The first admin, on a database with no back-office account (first-admin.ts); nothing when an account exists. */
  async ensureFirstAdmin(email: string | undefined, password: string | undefined): Promise<FirstAdmin | null> {
    return createFirstAdmin({ db: this.#db, clock: this.#clock, dataDir: this.#dataDir }, email, password);
  }

  /** The signed-in operator sets a new password (the current one first); their other sessions end. */
  async changePassword(admin: AdminContext, currentPassword: string, newPassword: string): Promise<null> {
    const adminId = admin.id;
    if (adminId === null) throw new AppError('ADMIN_NOT_FOUND');
    const row = await findAdminById(this.#db.kysely, adminId);
    if (!row || !(await verifyPassword(row.password_hash, currentPassword))) throw new AppError('ADMIN_PASSWORD_WRONG');
    const now = this.#clock.now();
    await this.#db.kysely.transaction().execute(async (trx) => {
      await updateAdmin(trx, adminId, { password_hash: await hashPassword(newPassword), must_change_password: 0 });
      await revokeOtherAdminSessions(trx, adminId, admin.sessionId, now);
    });
    if (row.must_change_password && this.#dataDir) removeFirstAdminPasswordFile(this.#dataDir);
    return null;
  }

  /**
   * Signs an operator in. Each attempt is counted per email and per address before anything is
   * checked (one conditional update each), so a parallel burst cannot pass the limit before its
   * failures are counted; a success takes its hits back. A wrong email costs the same argon2 work
   * as a wrong password. An account with two-factor sign-in answers a challenge for the code
   * (two-factor.service.ts) instead of a session.
   */
  async login(
    body: z.output<typeof adminLoginBodySchema>,
    from: SignInFrom,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<{ token: string; expiresAt: number; admin: AdminSelf } | AdminLoginChallenge> {
    const { ip } = from;
    const emailKey = adminSignInEmailKey(body.email);
    const ipKey = `admin-login:ip:${ip}`;
    const byEmail = await this.#throttle.consume(emailKey, PER_EMAIL, SIGN_IN_WINDOW_MS);
    if (!byEmail.allowed) throw await this.#locked(body.email, from, byEmail, byEmail.count === PER_EMAIL + 1);
    const byIp = await this.#throttle.consume(ipKey, PER_IP, SIGN_IN_WINDOW_MS);
    if (!byIp.allowed) {
      // Not evaluated: the email's count is not spent on an address that is locked out.
      await this.#throttle.giveBack(emailKey);
      throw await this.#locked(body.email, from, byIp, byIp.count === PER_IP + 1);
    }
    const admin = await findAdminByEmail(this.#db.kysely, body.email);
    const valid = await verifyPassword(admin?.password_hash ?? (await this.#dummy()), body.password);
    if (!admin || !valid || admin.disabled) {
      this.#log?.warn({ event: 'adminLoginFailed', email: maskIdentifier(body.email), ip }, 'operator sign-in failed');
      if (admin) await recordFailedSignIn(this.#sessionDeps(), admin.id, from, 'wrongPassword');
      await this.#audit.record(
        { adminId: null, ip },
        { action: 'adminLoginFailed', targetType: 'admin', targetId: admin?.id ?? null, after: { email: maskIdentifier(body.email) } },
      );
      throw new AppError('ADMIN_SIGN_IN_FAILED');
    }
    await this.#throttle.reset(emailKey);
    await this.#throttle.giveBack(ipKey);
    if (admin.totp_secret !== null) return this.#twoFactor.challenge(admin, from);
    const session = await openAdminSession(this.#sessionDeps(), admin, from);
    const { twoFactorRoles } = await this.#security.settings();
    return { ...session, admin: await adminSelfOf(this.#db, admin, locale, twoFactorRoles) };
  }

  #sessionDeps() {
    return { db: this.#db, clock: this.#clock, audit: this.#audit };
  }

  /** A refused attempt: a warning each time, an audit event when it is the one that locks. */
  async #locked(email: string, from: SignInFrom, state: ThrottleResult, first: boolean): Promise<AppError> {
    const { ip } = from;
    this.#log?.warn({ event: 'adminLoginLocked', email: maskIdentifier(email), ip }, 'operator sign-in locked');
    if (first) {
      const admin = await findAdminByEmail(this.#db.kysely, email);
      if (admin) await recordFailedSignIn(this.#sessionDeps(), admin.id, from, 'locked');
      await this.#audit.record(
        { adminId: null, ip },
        { action: 'adminLoginLocked', targetType: 'admin', targetId: admin?.id ?? null, after: { email: maskIdentifier(email) } },
      );
    }
    return signInLocked(state);
  }

  /**
   * The operator behind a token; ADMIN_SESSION_INVALID when it ended, expired, idled out (the
   * operator's setting, read at each call) or its account was disabled.
   */
  async authenticate(token: string): Promise<AdminContext> {
    const found = await findAdminSession(this.#db.kysely, sha256Hex(token));
    const now = this.#clock.now();
    const { idleMinutes, twoFactorRoles } = await this.#security.settings();
    const idle = found ? now - Number(found.last_seen_at) >= idleMinutes * 60_000 : true;
    if (!found || found.revoked_at !== null || found.disabled || now >= Number(found.expires_at) || idle) {
      throw new AppError('ADMIN_SESSION_INVALID', { status: 401 });
    }
    if (now - found.last_seen_at >= TOUCH_INTERVAL_MS) await touchAdminSession(this.#db.kysely, found.session_id, now);
    return {
      id: Number(found.id),
      sessionId: Number(found.session_id),
      email: found.email,
      name: found.name,
      role: found.role,
      roleName: found.role_name,
      permissions: permissionsOf(found.role, found.role_permissions),
      storeId: found.store_id === null ? null : Number(found.store_id),
      mustChangePassword: Boolean(found.must_change_password),
      twoFactor: found.totp_secret !== null,
      mustSetUpTwoFactor: found.totp_secret === null && (twoFactorRoles as readonly string[]).includes(found.role),
    };
  }

  async logout(admin: AdminContext): Promise<null> {
    if (admin.sessionId !== null) await revokeAdminSession(this.#db.kysely, admin.sessionId, this.#clock.now());
    return null;
  }

  async me(admin: AdminContext, locale: Locale = DEFAULT_LOCALE): Promise<AdminSelf> {
    return {
      id: admin.id ?? 0,
      email: admin.email,
      name: admin.name,
      role: admin.role,
      roleName: admin.roleName,
      permissions: [...admin.permissions],
      storeId: admin.storeId,
      storeName: await storeName(this.#db.kysely, admin.storeId, locale),
      mustChangePassword: admin.mustChangePassword,
      twoFactor: admin.twoFactor,
      mustSetUpTwoFactor: admin.mustSetUpTwoFactor,
    };
  }

  async list(locale: Locale = DEFAULT_LOCALE): Promise<AdminUser[]> {
    const rows = await listAdmins(this.#db.kysely);
    const locked = await this.#lockouts(rows.map((r) => r.email));
    const { twoFactorRoles } = await this.#security.settings();
    return rows.map((r) => ({
      ...adminUserOf(r),
      roleName: r.role_name,
      mustSetUpTwoFactor: r.totp_secret === null && (twoFactorRoles as readonly string[]).includes(r.role),
      storeName: r.store_name ? localizedJson(r.store_name, locale) : null,
      lockedUntil: locked.get(r.email) ?? null,
    }));
  }

  // ---- the sign-in lockout, shown and lifted (the counting itself is login's) ----

  /** Until when each of these accounts' sign-in is locked by failed attempts (the per-email counter of login). */
  async #lockouts(emails: string[]): Promise<Map<string, number>> {
    const now = this.#clock.now();
    const locked = new Map<string, number>();
    for (const email of emails) {
      const state = await this.#throttle.check(adminSignInEmailKey(email), PER_EMAIL);
      if (!state.allowed) locked.set(email, now + state.retryAfterMs);
    }
    return locked;
  }

  /** Lifts an account's sign-in lockout at once (the audit plugin records who did it). */
  async unlock(id: number, locale: Locale = DEFAULT_LOCALE): Promise<AdminUser> {
    const row = await findAdminById(this.#db.kysely, id);
    if (!row) throw new AppError('ADMIN_NOT_FOUND');
    await this.#throttle.reset(adminSignInEmailKey(row.email));
    const saved = (await this.list(locale)).find((a) => a.id === id);
    if (!saved) throw new AppError('ADMIN_NOT_FOUND');
    return saved;
  }

  /** Creates or changes an account; a change of role, store, password or a disabling ends its sessions. */
  async save(body: z.output<typeof saveAdminUserBodySchema>, locale: Locale = DEFAULT_LOCALE): Promise<AdminUser> {
    const now = this.#clock.now();
    const id = await this.#db.kysely.transaction().execute(async (trx) => {
      try {
        if (!(await findRole(trx, body.role))) throw new AppError('ROLE_NOT_FOUND', { status: 404 });
        if (body.id === undefined) {
          return await insertAdmin(trx, {
            email: body.email,
            name: body.name,
            password_hash: await hashPassword(body.password ?? ''),
            role: body.role,
            store_id: body.storeId,
            disabled: body.disabled ? 1 : 0,
            created_at: now,
            last_login_at: null,
          });
        }
        const current = await findAdminById(trx, body.id);
        if (!current) throw new AppError('ADMIN_NOT_FOUND');
        const demoted = current.role === 'admin' && !current.disabled && (body.role !== 'admin' || body.disabled);
        if (demoted && (await countActiveAdmins(trx, current.id)) === 0) throw new AppError('LAST_ADMIN');
        await updateAdmin(trx, current.id, {
          email: body.email,
          name: body.name,
          role: body.role,
          store_id: body.storeId,
          disabled: body.disabled ? 1 : 0,
          ...(body.password ? { password_hash: await hashPassword(body.password) } : {}),
        });
        const changed =
          body.password !== undefined ||
          body.disabled ||
          body.role !== current.role ||
          body.storeId !== (current.store_id === null ? null : Number(current.store_id));
        if (changed) await revokeAdminSessionsOf(trx, current.id, now);
        return current.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ADMIN_EMAIL_TAKEN');
        throw error;
      }
    });
    const saved = (await this.list(locale)).find((a) => a.id === Number(id));
    if (!saved) throw new AppError('ADMIN_NOT_FOUND');
    return saved;
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.#dummyHash;
  }
}
