import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { LoginBody, LoginResult, UserInfo, registerBodySchema } from '@uu/contract/accounts';
import { Limits } from '@uu/contract/limits';
import { defaultNickname, makeInvitationCode, makeMemberNo } from '@uu/domain/identity';
import { classifyLoginIdentifier } from '@uu/domain/login-identifier';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { hashPassword, secureRandomInt, sha256Hex, verifyPassword } from '../../lib/crypto';
import type { CodesService } from '../codes/codes.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext, SessionsService } from '../sessions/sessions.service';
import type { ThrottleService, ThrottleResult } from '../throttle/throttle.service';
import {
  findUserByContact,
  findUserByInvitationCode,
  findUserByMemberNo,
  findUserByNickname,
  insertUser,
  isUniqueViolation,
} from './accounts.repository';
import { userRowToUserInfo } from './accounts.mapper';
import type { UserRow } from './accounts.table';

type RegisterInput = z.output<typeof registerBodySchema>;
type RequestMeta = { ip: string; clientType: number | null };

const LOGIN_WINDOW_MS = Limits.loginWindowSeconds * 1000;

function throttled(result: ThrottleResult): AppError {
  return new AppError('LOGIN_THROTTLED', { params: { minutes: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)) } });
}

export class AccountsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #codes: CodesService;
  readonly #sessions: SessionsService;
  readonly #throttle: ThrottleService;
  readonly #platform: PlatformService;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    codes: CodesService;
    sessions: SessionsService;
    throttle: ThrottleService;
    platform: PlatformService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#codes = deps.codes;
    this.#sessions = deps.sessions;
    this.#throttle = deps.throttle;
    this.#platform = deps.platform;
  }

  /** spec §5 "Registration": code first, then the account with its number, nickname and invitation code. */
  async register(input: RegisterInput): Promise<UserInfo> {
    let referrerId: number | null = null;
    if (input.invitationCode) {
      const referrer = await findUserByInvitationCode(this.#db.kysely, input.invitationCode);
      if (!referrer) throw new AppError('INVITATION_NOT_FOUND');
      referrerId = referrer.id;
    } else if (await this.#platform.get('requireInvite')) {
      throw new AppError('INVITATION_REQUIRED');
    }
    if (await findUserByContact(this.#db.kysely, input.account)) throw new AppError('ALREADY_REGISTERED');
    await this.#codes.consume(input.account, 'register', input.code);
    const user = await this.createAccount({ contact: input.account, passwordDigest: input.password, referrerId });
    return userRowToUserInfo(user);
  }

  /**
   * Creates an account: the one path for registration and for seeding (demo data goes through here too).
   * `passwordDigest` is what a client sends: SHA-256 hex of the password.
   */
  async createAccount(input: {
    contact: string;
    passwordDigest: string;
    referrerId?: number | null;
    nickname?: string;
  }): Promise<UserRow> {
    const passwordHash = await hashPassword(input.passwordDigest);
    const now = this.#clock.now();
    const isEmail = input.contact.includes('@');
    // Member numbers, nicknames and invitation codes are random; a collision just draws again.
    for (let attempt = 0; attempt < 8; attempt++) {
      const memberNo = makeMemberNo(secureRandomInt);
      try {
        return await insertUser(this.#db.kysely, {
          member_no: memberNo,
          nickname: attempt === 0 && input.nickname ? input.nickname : defaultNickname(memberNo),
          email: isEmail ? input.contact : null,
          phone: isEmail ? null : input.contact,
          password_hash: passwordHash,
          invitation_code: makeInvitationCode(secureRandomInt),
          referrer_id: input.referrerId ?? null,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two registrations of one address racing: the second is simply "already registered".
        if (await findUserByContact(this.#db.kysely, input.contact)) throw new AppError('ALREADY_REGISTERED');
      }
    }
    throw new Error('could not draw unique account identifiers');
  }

  /**
   * spec §7 doLogin. The answer is the same 'account or password is incorrect' whether the account
   * exists or not, and an unknown account still costs one argon2 verification, so neither the words
   * nor the timing tell an attacker which accounts exist.
   */
  async login(body: LoginBody, meta: RequestMeta): Promise<LoginResult> {
    const ipKey = `login:ip:${meta.ip}`;
    const ipState = await this.#throttle.check(ipKey, Limits.loginAttemptsPerIp);
    if (!ipState.allowed) throw throttled(ipState);

    const user = await this.#findForLogin(body.account);
    // Attempts are counted per account, before the password is checked, so parallel guesses cannot
    // outrun the limit; any identifier of the account (email, phone, number, nickname) counts alike.
    const accountKey = user ? `login:user:${user.id}` : `login:name:${body.account.trim().toLowerCase()}`;
    const accountState = await this.#throttle.consume(accountKey, Limits.loginAttemptsPerAccount, LOGIN_WINDOW_MS);
    if (!accountState.allowed) throw throttled(accountState);

    const valid = await verifyPassword(user?.password_hash ?? (await this.#dummy()), body.password);
    if (!user || !valid) {
      await this.#throttle.consume(ipKey, Limits.loginAttemptsPerIp, LOGIN_WINDOW_MS);
      throw new AppError('LOGIN_FAILED');
    }
    await this.#throttle.reset(accountKey);
    if (user.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');

    const session = await this.#sessions.open(user.id, meta);
    return { token: session.token, expiresAt: toIso(session.expiresAt), user: userRowToUserInfo(user) };
  }

  async logout(auth: AuthContext): Promise<null> {
    await this.#sessions.revoke(auth, 'logout');
    return null;
  }

  async profile(auth: AuthContext): Promise<UserInfo> {
    return userRowToUserInfo(auth.user);
  }

  /** Email, then phone, then member number, then nickname: the first account that matches. */
  async #findForLogin(identifier: string): Promise<UserRow | undefined> {
    const lookup = classifyLoginIdentifier(identifier);
    const db = this.#db.kysely;
    if (lookup.email) return findUserByContact(db, lookup.email);
    for (const phone of lookup.phones) {
      const user = await findUserByContact(db, phone);
      if (user) return user;
    }
    if (lookup.memberNo) {
      const user = await findUserByMemberNo(db, lookup.memberNo);
      if (user) return user;
    }
    return lookup.nickname ? findUserByNickname(db, lookup.nickname) : undefined;
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword(sha256Hex(randomBytes(16).toString('hex')));
    return this.#dummyHash;
  }
}
