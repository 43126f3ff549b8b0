import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, LoginResult } from '@uu/contract/accounts';
import { Limits } from '@uu/contract/limits';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso } from '../../lib/clock';
import { hashPassword, sha256Hex, verifyPassword } from '../../lib/crypto';
import { maskIdentifier } from '../../lib/mask';
import type { SignInOrigin, SignInsService } from '../devices/sign-ins.service';
import { deleteSessionSubscriptions } from '../messages/notify.repository';
import type { AuthContext, SessionsService } from '../sessions/sessions.service';
import type { ThrottleResult, ThrottleService } from '../throttle/throttle.service';
import { findUserById, personOf } from './accounts.repository';
import { userRowToUserInfo } from './accounts.mapper';
import type { AccountsService } from './accounts.service';

/** Where a sign-in comes from: the address, the spec §7 client type, the user agent and the language. */
type RequestMeta = SignInOrigin;

const LOGIN_WINDOW_MS = Limits.loginWindowSeconds * 1000;

function throttled(result: ThrottleResult): AppError {
  return new AppError('LOGIN_THROTTLED', { params: { minutes: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)) } });
}

/** A member's sessions: sign-in (throttled, and silent about which accounts exist), sign-out, and switching to a sibling. */
export class LoginService {
  readonly #db: Db;
  readonly #sessions: SessionsService;
  readonly #throttle: ThrottleService;
  readonly #accounts: AccountsService;
  readonly #signIns: SignInsService;
  readonly #log: FastifyBaseLogger | undefined;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: {
    db: Db;
    sessions: SessionsService;
    throttle: ThrottleService;
    accounts: AccountsService;
    /** The sign-in history and the new-device notice. */
    signIns: SignInsService;
    /** Where a failed sign-in is noted (identifier masked). */
    log?: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#sessions = deps.sessions;
    this.#throttle = deps.throttle;
    this.#accounts = deps.accounts;
    this.#signIns = deps.signIns;
    this.#log = deps.log;
  }

  /**
   * spec §7 doLogin. The answer is the same 'account or password is incorrect' whether the account
   * exists or not, and an unknown account still costs one argon2 verification, so neither the words
   * nor the timing tell an attacker which accounts exist.
   */
  async login(body: LoginBody, meta: RequestMeta): Promise<LoginResult> {
    // Every attempt is counted per address first (one conditional update), so a parallel burst
    // cannot pass the limit before its failures are counted; a right password takes its hit back.
    const ipKey = `login:ip:${meta.ip}`;
    const ipState = await this.#throttle.consume(ipKey, Limits.loginAttemptsPerIp, LOGIN_WINDOW_MS);
    if (!ipState.allowed) {
      this.#log?.warn({ event: 'memberLoginThrottled', account: maskIdentifier(body.account), ip: meta.ip }, 'member sign-in throttled');
      throw throttled(ipState);
    }

    const user = await this.#accounts.findByIdentifier(body.account);
    // Attempts are counted per account, before the password is checked, so parallel guesses cannot
    // outrun the limit; any identifier of the account (email, phone, number, nickname) counts alike.
    const accountKey = user ? `login:user:${user.id}` : `login:name:${body.account.trim().toLowerCase()}`;
    const accountState = await this.#throttle.consume(accountKey, Limits.loginAttemptsPerAccount, LOGIN_WINDOW_MS);
    const device = this.#signIns.describe(meta);
    if (!accountState.allowed) {
      // The history notes the first refusal of a window, not each one of a burst.
      if (user && accountState.count === Limits.loginAttemptsPerAccount + 1) await this.#signIns.failed(user, 'throttled', device);
      this.#log?.warn({ event: 'memberLoginThrottled', account: maskIdentifier(body.account), ip: meta.ip }, 'member sign-in throttled');
      throw throttled(accountState);
    }

    const valid = await verifyPassword(user?.password_hash ?? (await this.#dummy()), body.password);
    if (!user || !valid) {
      this.#log?.warn(
        { event: 'memberLoginFailed', account: maskIdentifier(body.account), userId: user?.id ?? null, ip: meta.ip },
        'member sign-in failed',
      );
      if (user) await this.#signIns.failed(user, 'password', device);
      throw new AppError('LOGIN_FAILED');
    }
    await this.#throttle.reset(accountKey);
    await this.#throttle.giveBack(ipKey);
    if (user.status === 'disabled') {
      await this.#signIns.failed(user, 'disabled', device);
      throw new AppError('ACCOUNT_DISABLED');
    }

    const session = await this.#sessions.open(user.id, { ...meta, device: this.#signIns.sessionDevice(device) });
    await this.#signIns.succeeded(user, session.sessionId, device);
    return { token: session.token, expiresAt: toIso(session.expiresAt), user: userRowToUserInfo(user) };
  }

  /** The session ends, and with it this device's Web Push subscription (the one it registered). */
  async logout(auth: AuthContext): Promise<null> {
    await this.#db.transaction(async (trx) => {
      await this.#sessions.revoke(auth, 'logout', trx);
      await deleteSessionSubscriptions(trx, auth.user.id, auth.sessionId);
    });
    return null;
  }

  /**
   * switchUser: a fresh session for another account of the same person. The calling token is
   * revoked as 'replaced' (it answers 601 afterwards), in the same transaction as the new session.
   */
  async switchUser(auth: AuthContext, userId: number, meta: RequestMeta): Promise<LoginResult> {
    const target = await findUserById(this.#db.kysely, userId);
    if (!target || target.id === auth.user.id || personOf(target) !== personOf(auth.user)) {
      throw new AppError('NOT_MY_ACCOUNT');
    }
    if (target.status === 'disabled') throw new AppError('SWITCH_TARGET_DISABLED');
    const device = this.#signIns.describe(meta);
    const session = await this.#db.transaction(async (trx) => {
      // A second switch racing on the same token finds it revoked: one token per switch.
      if (!(await this.#sessions.revoke(auth, 'replaced', trx))) throw new AppError('TOKEN_REPLACED');
      return this.#sessions.open(target.id, { ...meta, device: this.#signIns.sessionDevice(device) }, trx);
    });
    // A switch is a sign-in to the other account on this device: in its history, and announced when new to it.
    await this.#signIns.succeeded(target, session.sessionId, device);
    return { token: session.token, expiresAt: toIso(session.expiresAt), user: userRowToUserInfo(target) };
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword(sha256Hex(randomBytes(16).toString('hex')));
    return this.#dummyHash;
  }
}
