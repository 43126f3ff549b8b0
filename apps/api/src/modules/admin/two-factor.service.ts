import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AdminLoginChallenge, TwoFactorSetup, adminTwoFactorLoginBodySchema } from '@uu/contract/admin-security';
import { DEFAULT_LOCALE, type Locale } from '@uu/contract/locales';
import { AppError } from '../../lib/app-error';
import { maskIdentifier } from '../../lib/mask';
import { newToken, sha256Hex } from '../../lib/crypto';
import type { ThrottleResult, ThrottleService } from '../throttle/throttle.service';
import type { PlatformService } from '../platform/platform.service';
import { findAdminById, revokeAdminSessionsOf } from './admin.repository';
import {
  acceptTotpStep,
  deleteOldChallenges,
  enableTwoFactor,
  insertChallenge,
  replaceRecoveryCodes,
  resetTwoFactor,
  setPendingSecret,
  spendChallengeAttempt,
  useChallenge,
  useRecoveryCode,
} from './admin-security.repository';
import { adminSelfOf, openAdminSession, recordFailedSignIn, type SessionDeps, type SignInFrom } from './admin-sessions';
import type { AdminUserRow } from './admin.table';
import type { AdminContext } from './admin-context';
import { isTotpCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, seal, totpStepOf, totpUri, unseal } from './two-factor-secrets';

/** The second step must follow the password within five minutes, in at most five tries. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;
/** Wrong codes per account (sign-in and set-up together): 10 in 15 minutes, whatever the challenge. */
const CODE_WINDOW_MS = 15 * 60_000;
const CODES_PER_ACCOUNT = 10;

const codeKey = (adminId: number) => `admin-2fa:${adminId}`;

function codesLocked(state: ThrottleResult): AppError {
  return new AppError('ADMIN_TWO_FACTOR_LOCKED', { status: 429, params: { minutes: Math.max(1, Math.ceil(state.retryAfterMs / 60_000)) } });
}

/**
 * TOTP two-factor sign-in of operator accounts (docs/decisions.md "Operator two-factor sign-in"):
 * the set-up from the account's own page, the challenge between a right password and the code,
 * the code or a one-time recovery code, and an admin's reset.
 */
export class TwoFactorService {
  readonly #deps: SessionDeps;
  readonly #throttle: ThrottleService;
  readonly #platform: PlatformService;
  readonly #key: Buffer | null;
  readonly #log: FastifyBaseLogger | undefined;

  constructor(
    deps: SessionDeps & { throttle: ThrottleService; platform: PlatformService; sealKey: Buffer | null; log?: FastifyBaseLogger },
  ) {
    this.#deps = { db: deps.db, clock: deps.clock, audit: deps.audit };
    this.#throttle = deps.throttle;
    this.#platform = deps.platform;
    this.#key = deps.sealKey;
    this.#log = deps.log;
  }

  /** A new secret for the signed-in operator's set-up (a restart replaces an unconfirmed one). */
  async setUp(admin: AdminContext): Promise<TwoFactorSetup> {
    const row = await this.#own(admin);
    if (row.totp_secret !== null) throw new AppError('ADMIN_TWO_FACTOR_SETUP_INVALID');
    const secret = newTotpSecret();
    await setPendingSecret(this.#deps.db.kysely, row.id, seal(secret, this.#key));
    return { secret, uri: totpUri(secret, row.email) };
  }

  /** Turns two-factor on with a first code of the app; answers the ten recovery codes, the only time they are shown. */
  async confirm(admin: AdminContext, code: string): Promise<{ recoveryCodes: string[] }> {
    const row = await this.#own(admin);
    const pending = row.totp_pending_secret;
    if (row.totp_secret !== null || pending === null) throw new AppError('ADMIN_TWO_FACTOR_SETUP_INVALID');
    await this.#countCode(row.id);
    const secret = unseal(pending, this.#key);
    if (secret === null) throw new AppError('ADMIN_TWO_FACTOR_UNAVAILABLE');
    const step = totpStepOf(secret, code, this.#deps.clock.now());
    if (step === null) throw new AppError('ADMIN_TWO_FACTOR_WRONG');
    const codes = newRecoveryCodes();
    const now = this.#deps.clock.now();
    const done = await this.#deps.db.transaction(async (trx) => {
      if (!(await enableTwoFactor(trx, row.id, pending, step, now))) return false;
      await replaceRecoveryCodes(trx, row.id, codes.map(recoveryCodeHash), now);
      return true;
    });
    if (!done) throw new AppError('ADMIN_TWO_FACTOR_SETUP_INVALID');
    await this.#throttle.reset(codeKey(row.id));
    return { recoveryCodes: codes };
  }

  /** After a right password: the challenge the code is sent back with. */
  async challenge(admin: AdminUserRow, from: SignInFrom): Promise<AdminLoginChallenge> {
    const token = newToken();
    const now = this.#deps.clock.now();
    await deleteOldChallenges(this.#deps.db.kysely, now - CHALLENGE_MS);
    const challengeExpiresAt = now + CHALLENGE_MS;
    await insertChallenge(this.#deps.db.kysely, {
      adminId: admin.id,
      tokenHash: sha256Hex(token),
      ...from,
      now,
      expiresAt: challengeExpiresAt,
    });
    return { twoFactor: true, challenge: token, challengeExpiresAt };
  }

  /**
   * The second step: the attempt is counted on the challenge and on the account before the code
   * is looked at (each one conditional update), so a parallel burst gets exactly the limit
   * evaluated. A code is taken once (its time step must be later than the last one taken), a
   * recovery code once.
   */
  async signIn(body: z.output<typeof adminTwoFactorLoginBodySchema>, from: SignInFrom, locale: Locale = DEFAULT_LOCALE) {
    const now = this.#deps.clock.now();
    const challenge = await spendChallengeAttempt(this.#deps.db.kysely, sha256Hex(body.challenge), now, CHALLENGE_ATTEMPTS);
    if (!challenge) throw new AppError('ADMIN_TWO_FACTOR_CHALLENGE_INVALID', { status: 401 });
    const adminId = Number(challenge.admin_id);
    const byAccount = await this.#throttle.consume(codeKey(adminId), CODES_PER_ACCOUNT, CODE_WINDOW_MS);
    if (!byAccount.allowed) {
      if (byAccount.count === CODES_PER_ACCOUNT + 1) await recordFailedSignIn(this.#deps, adminId, from, 'locked');
      throw codesLocked(byAccount);
    }
    const admin = await findAdminById(this.#deps.db.kysely, adminId);
    if (!admin || admin.disabled || admin.totp_secret === null) throw new AppError('ADMIN_TWO_FACTOR_CHALLENGE_INVALID', { status: 401 });
    if (!(await this.#accepts(admin, body.code, now))) {
      await recordFailedSignIn(this.#deps, adminId, from, 'wrongCode');
      this.#log?.warn(
        { event: 'adminTwoFactorFailed', email: maskIdentifier(admin.email), ip: from.ip },
        'operator two-factor code refused',
      );
      await this.#deps.audit.record(
        { adminId: null, ip: from.ip },
        { action: 'adminTwoFactorFailed', targetType: 'admin', targetId: adminId, after: { email: maskIdentifier(admin.email) } },
      );
      throw new AppError('ADMIN_TWO_FACTOR_WRONG');
    }
    if (!(await useChallenge(this.#deps.db.kysely, Number(challenge.id), now))) {
      throw new AppError('ADMIN_TWO_FACTOR_CHALLENGE_INVALID', { status: 401 });
    }
    await this.#throttle.reset(codeKey(adminId));
    const session = await openAdminSession(this.#deps, admin, from);
    const { twoFactorRoles } = await this.#platform.get('operatorSecurity');
    return { ...session, admin: await adminSelfOf(this.#deps.db, admin, locale, twoFactorRoles) };
  }

  /** An admin turns another account's two-factor off (a lost phone): its recovery codes go and its sessions end. */
  async reset(adminId: number): Promise<void> {
    const row = await findAdminById(this.#deps.db.kysely, adminId);
    if (!row) throw new AppError('ADMIN_NOT_FOUND');
    const now = this.#deps.clock.now();
    await this.#deps.db.transaction(async (trx) => {
      await resetTwoFactor(trx, adminId);
      await revokeAdminSessionsOf(trx, adminId, now);
    });
    await this.#throttle.reset(codeKey(adminId));
  }

  async #accepts(admin: AdminUserRow, code: string, now: number): Promise<boolean> {
    if (!isTotpCode(code)) return useRecoveryCode(this.#deps.db.kysely, admin.id, recoveryCodeHash(code), now);
    const secret = unseal(admin.totp_secret ?? '', this.#key);
    if (secret === null) {
      this.#log?.error({ event: 'adminTwoFactorUnsealFailed', adminId: admin.id }, 'two-factor secret cannot be read with TWO_FACTOR_KEY');
      throw new AppError('ADMIN_TWO_FACTOR_UNAVAILABLE');
    }
    const step = totpStepOf(secret, code, now);
    return step !== null && (await acceptTotpStep(this.#deps.db.kysely, admin.id, step));
  }

  /** A set-up code counts against the account's wrong codes like a sign-in's. */
  async #countCode(adminId: number): Promise<void> {
    const state = await this.#throttle.consume(codeKey(adminId), CODES_PER_ACCOUNT, CODE_WINDOW_MS);
    if (!state.allowed) throw codesLocked(state);
  }

  async #own(admin: AdminContext): Promise<AdminUserRow> {
    const row = admin.id === null ? undefined : await findAdminById(this.#deps.db.kysely, admin.id);
    if (!row) throw new AppError('ADMIN_NOT_FOUND');
    return row;
  }
}
