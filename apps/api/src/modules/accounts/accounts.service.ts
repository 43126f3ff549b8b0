import type { z } from 'zod';
import type { Inviter, UserInfo, registerBodySchema } from '@uu/contract/accounts';
import type { MyUser, MyUsers, addUserBodySchema, updateUserInfoBodySchema } from '@uu/contract/profile';
import { Limits } from '@uu/contract/limits';
import { defaultNickname, makeInvitationCode, makeMemberNo } from '@uu/domain/identity';
import { classifyLoginIdentifier } from '@uu/domain/login-identifier';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, secureRandomInt } from '../../lib/crypto';
import type { CodesService } from '../codes/codes.service';
import type { FilesService } from '../files/files.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import { insertTeamPaths } from '../team/team.repository';
import {
  findAccountsOfPerson,
  findUserByContact,
  findUserById,
  findUserByInvitationCode,
  findUserByMemberNo,
  findUserByPhoneOrMemberNo,
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

export class AccountsService {
  /** Each member row's getUserInfo answer, made once per row object (profile()). */
  readonly #profiles = new WeakMap<UserRow, UserInfo>();
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #codes: CodesService;
  readonly #platform: PlatformService;
  readonly #files: FilesService;
  readonly #onRegistered: ((userId: number) => Promise<void>) | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    codes: CodesService;
    platform: PlatformService;
    files: FilesService;
    /** What else a registration starts (the welcome coupons); the account stands whatever it does. */
    onRegistered?: (userId: number) => Promise<void>;
  }) {
    this.#onRegistered = deps.onRegistered;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#codes = deps.codes;
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
  async createAccount(input: { contact: string; passwordDigest: string; referrerId?: number | null; nickname?: string }): Promise<UserRow> {
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
    input: ({ contact: string; ownerId?: undefined } | { contact?: undefined; ownerId: number }) & {
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

  profile(auth: AuthContext): Promise<UserInfo> {
    // The member's row comes from the session cache, the same object on every call until it changes (a write makes a
    // new one): its answer is made once per row, not per call (issue 25; the date's ISO text was a few % of a read).
    let info = this.#profiles.get(auth.user);
    if (!info) {
      info = Object.freeze(userRowToUserInfo(auth.user));
      this.#profiles.set(auth.user, info);
    }
    return Promise.resolve(info);
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
          return this.#insertAccount({ ownerId: personId, nickname: input.nickname, passwordHash, referrerId: person.referrer_id }, trx);
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
    const phone = lookup.phones[0]; // classifyLoginIdentifier gives one form at most
    let user: UserRow | undefined;
    // Eight digits are a phone and a member number: one statement asks for both (issue 25).
    if (phone !== undefined && lookup.memberNo) user = await findUserByPhoneOrMemberNo(db, phone, lookup.memberNo);
    else if (phone !== undefined) user = await findUserByContact(db, phone);
    else if (lookup.memberNo) user = await findUserByMemberNo(db, lookup.memberNo);
    if (user) return user;
    return lookup.nickname ? findUserByNickname(db, lookup.nickname) : undefined;
  }
}
