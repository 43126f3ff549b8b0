import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Inviter, LoginBody, LoginResult, UserInfo, registerBodySchema } from '@uu/contract/accounts';
import type { MyUser, MyUsers, addUserBodySchema, updateUserInfoBodySchema } from '@uu/contract/profile';
import { Limits } from '@uu/contract/limits';
import { defaultNickname, makeInvitationCode, makeMemberNo } from '@uu/domain/identity';
import { classifyLoginIdentifier } from '@uu/domain/login-identifier';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { hashPassword, secureRandomInt, sha256Hex, verifyPassword } from '../../lib/crypto';
import { maskIdentifier } from '../../lib/mask';
import type { CodesService } from '../codes/codes.service';
import type { FilesService } from '../files/files.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext, SessionsService } from '../sessions/sessions.service';
import type { ThrottleService, ThrottleResult } from '../throttle/throttle.service';
import { insertTeamPaths } from '../team/team.repository';
import {
  findAccountsOfPerson,
  findUserByContact,
  findUserById,
  findUserByInvitationCode,
  findUserByMemberNo,
  findUserByNickname,
  insertUser,
  isUniqueViolation,
  patchUser,
  personOf,
  setUserStatusIf,
  updateUser,
} from './accounts.repository';
import { userRowToMyUser, userRowToUserInfo } from './accounts.mapper';
import type { UserRow, UserUpdate } from './accounts.table';

type RegisterInput = z.output<typeof registerBodySchema>;
type UpdateUserInfoInput = z.output<typeof updateUserInfoBodySchema>;
type AddUserInput = z.output<typeof addUserBodySchema>;
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
  readonly #files: FilesService;
  readonly #onRegistered: ((userId: number) => Promise<void>) | undefined;
  readonly #log: FastifyBaseLogger | undefined;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    codes: CodesService;
    sessions: SessionsService;
    throttle: ThrottleService;
    platform: PlatformService;
    files: FilesService;
    /** What else a registration starts (the welcome coupons); the account stands whatever it does. */
    onRegistered?: (userId: number) => Promise<void>;
    /** Where a failed sign-in is noted (identifier masked). */
    log?: FastifyBaseLogger;
  }) {
    this.#log = deps.log;
    this.#onRegistered = deps.onRegistered;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#codes = deps.codes;
    this.#sessions = deps.sessions;
    this.#throttle = deps.throttle;
    this.#platform = deps.platform;
    this.#files = deps.files;
  }

  /**
   * Whom an invitation code belongs to, for the invitation page: the nickname and avatar the inviter shows
   * anyone they send their link to, nothing else. A disabled inviter's code invites nobody.
   */
  async inviter(code: string): Promise<Inviter> {
    const referrer = await findUserByInvitationCode(this.#db.kysely, code);
    if (!referrer || referrer.status === 'disabled') throw new AppError('INVITATION_NOT_FOUND');
    return { nickname: referrer.nickname, avatar: referrer.avatar };
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
    await this.#onRegistered?.(user.id);
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
    // Member numbers, default nicknames and invitation codes are random; a collision just draws again.
    // A failed statement ends a transaction on PostgreSQL, so each draw is a transaction of its own.
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        return await this.#db.transaction((trx) => this.#insertAccount({ ...input, passwordHash }, trx));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two registrations of one address racing: the second is simply "already registered".
        if (await findUserByContact(this.#db.kysely, input.contact)) throw new AppError('ALREADY_REGISTERED');
        if (input.nickname && (await findUserByNickname(this.#db.kysely, input.nickname))) throw new AppError('NICKNAME_TAKEN');
      }
    }
    throw new Error('could not draw unique account identifiers');
  }

  /**
   * Inserts an account whose password is hashed already (argon2 stays outside any transaction),
   * and places it in its referrer's team (the closure table, issue 8) in the same transaction.
   * One draw of the random identifiers: the caller retries the transaction on a collision.
   */
  async #insertAccount(
    input: (
      | { contact: string; ownerId?: undefined }
      | { contact?: undefined; ownerId: number }
    ) & {
      passwordHash: string;
      referrerId?: number | null;
      /** Required for a sibling (it has no address to sign in with); a registration gets `uu` + its number. */
      nickname?: string;
    },
    trx: Trx,
  ): Promise<UserRow> {
    const now = this.#clock.now();
    const contact = input.contact;
    const isEmail = contact?.includes('@') ?? false;
    const memberNo = makeMemberNo(secureRandomInt);
    const user = await insertUser(trx, {
      member_no: memberNo,
      nickname: input.nickname ?? defaultNickname(memberNo),
      email: contact && isEmail ? contact : null,
      phone: contact && !isEmail ? contact : null,
      password_hash: input.passwordHash,
      invitation_code: makeInvitationCode(secureRandomInt),
      referrer_id: input.referrerId ?? null,
      owner_id: input.ownerId ?? null,
      created_at: now,
      updated_at: now,
    });
    await insertTeamPaths(trx, user.id, user.referrer_id);
    return user;
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

    const user = await this.findByIdentifier(body.account);
    // Attempts are counted per account, before the password is checked, so parallel guesses cannot
    // outrun the limit; any identifier of the account (email, phone, number, nickname) counts alike.
    const accountKey = user ? `login:user:${user.id}` : `login:name:${body.account.trim().toLowerCase()}`;
    const accountState = await this.#throttle.consume(accountKey, Limits.loginAttemptsPerAccount, LOGIN_WINDOW_MS);
    if (!accountState.allowed) {
      this.#log?.warn({ event: 'memberLoginThrottled', account: maskIdentifier(body.account), ip: meta.ip }, 'member sign-in throttled');
      throw throttled(accountState);
    }

    const valid = await verifyPassword(user?.password_hash ?? (await this.#dummy()), body.password);
    if (!user || !valid) {
      this.#log?.warn({ event: 'memberLoginFailed', account: maskIdentifier(body.account), userId: user?.id ?? null, ip: meta.ip }, 'member sign-in failed');
      throw new AppError('LOGIN_FAILED');
    }
    await this.#throttle.reset(accountKey);
    await this.#throttle.giveBack(ipKey);
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

  /** updateUserInfo: a unique nickname (any case) and/or an image this member uploaded. */
  async updateProfile(auth: AuthContext, input: UpdateUserInfoInput): Promise<UserInfo> {
    const db = this.#db.kysely;
    const patch: UserUpdate = { updated_at: this.#clock.now() };
    if (input.nickname !== undefined && input.nickname !== auth.user.nickname) {
      const holder = await findUserByNickname(db, input.nickname);
      if (holder && holder.id !== auth.user.id) throw new AppError('NICKNAME_TAKEN');
      patch.nickname = input.nickname;
    }
    if (input.avatar !== undefined) {
      if (!(await this.#files.isOwnUpload(auth.user.id, input.avatar))) throw new AppError('AVATAR_NOT_FOUND');
      patch.avatar = input.avatar;
    }
    try {
      const updated = await updateUser(db, auth.user.id, patch);
      if (!updated) throw new AppError('TOKEN_INVALID');
      return userRowToUserInfo(updated);
    } catch (error) {
      // Two members taking one nickname at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('NICKNAME_TAKEN');
      throw error;
    }
  }

  /** listMyUsers: the person's registered account and its siblings. */
  async listMyUsers(auth: AuthContext): Promise<MyUsers> {
    const accounts = await findAccountsOfPerson(this.#db.kysely, personOf(auth.user));
    return { list: accounts.map((row) => userRowToMyUser(row, auth.user.id)), max: Limits.accountsPerPerson };
  }

  /**
   * addUser: a sibling with its own nickname and password, no address of its own (recovery codes
   * go to its person's), the same referrer as its person, inactive like any new account. The
   * person's row is written first so two adds at once cannot pass the limit together.
   */
  async addSibling(auth: AuthContext, input: AddUserInput): Promise<MyUser> {
    const personId = personOf(auth.user);
    if (await findUserByNickname(this.#db.kysely, input.nickname)) throw new AppError('NICKNAME_TAKEN');
    const person = await findUserById(this.#db.kysely, personId);
    if (!person) throw new AppError('TOKEN_INVALID');
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await this.#db.transaction(async (trx) => {
          // Touching the person's row takes its lock (PostgreSQL) inside the write transaction (SQLite):
          // a second add waits here, then counts the first one's account.
          await patchUser(trx, personId, { updated_at: this.#clock.now() });
          const held = await findAccountsOfPerson(trx, personId);
          if (held.length >= Limits.accountsPerPerson) {
            throw new AppError('ACCOUNT_LIMIT', { params: { max: Limits.accountsPerPerson } });
          }
          return this.#insertAccount(
            { ownerId: personId, nickname: input.nickname, passwordHash, referrerId: person.referrer_id },
            trx,
          );
        });
        return userRowToMyUser(created, auth.user.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await findUserByNickname(this.#db.kysely, input.nickname)) throw new AppError('NICKNAME_TAKEN');
        // A member number or invitation code drawn twice: draw again.
        if (attempt >= 7) throw error;
      }
    }
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
    const session = await this.#db.transaction(async (trx) => {
      // A second switch racing on the same token finds it revoked: one token per switch.
      if (!(await this.#sessions.revoke(auth, 'replaced', trx))) throw new AppError('TOKEN_REPLACED');
      return this.#sessions.open(target.id, meta, trx);
    });
    return { token: session.token, expiresAt: toIso(session.expiresAt), user: userRowToUserInfo(target) };
  }

  /**
   * product.md "Activation": the first paid purchase (mall order, flow package) or an operator
   * makes an account active. Only an inactive account changes: a disabled one stays disabled.
   * Answers whether this call activated it.
   */
  async activate(userId: number, db: Executor = this.#db.kysely): Promise<boolean> {
    return setUserStatusIf(db, userId, 'inactive', 'active', this.#clock.now());
  }

  /**
   * Email, then phone, then member number, then nickname: the first account that matches (sign-in,
   * and the recipient of a transfer, spec §5).
   */
  async findByIdentifier(identifier: string): Promise<UserRow | undefined> {
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
