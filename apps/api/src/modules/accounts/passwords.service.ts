import type { z } from 'zod';
import type { UserInfo } from '@uu/contract/accounts';
import { Limits } from '@uu/contract/limits';
import {
  PasswordKind,
  VerifyBy,
  type ApplyModifyPasswordResult,
  type applyModifyPasswordQuerySchema,
  type resetPasswordBodySchema,
  type setPayPasswordBodySchema,
  type updatePasswordBodySchema,
} from '@uu/contract/passwords';
import type { Locale } from '@uu/contract/locales';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import type { CodesService } from '../codes/codes.service';
import { passwordChangedEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { AuthContext, SessionsService } from '../sessions/sessions.service';
import type { ThrottleService } from '../throttle/throttle.service';
import { findUserByContact, findUserById, patchUser, setFirstPayPassword } from './accounts.repository';
import { userRowToUserInfo } from './accounts.mapper';
import type { UserRow } from './accounts.table';
import type { PaidActionGuard } from './paid-action-guard';

type ResetInput = z.output<typeof resetPasswordBodySchema>;
type ApplyInput = z.output<typeof applyModifyPasswordQuerySchema>;
type UpdateInput = z.output<typeof updatePasswordBodySchema>;
type SetPayInput = z.output<typeof setPayPasswordBodySchema>;

const CHANGE_WINDOW_MS = Limits.passwordChangeWindowSeconds * 1000;

/**
 * Passwords after sign-up (product.md "Accounts"): recovery by code (getBack), changes by the old
 * password or by a code (updatePayPassword), the first payment password (setPayPassword).
 * Every change of a password ends every session of the account: whoever knew the old one is out.
 */
export class PasswordsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #codes: CodesService;
  readonly #sessions: SessionsService;
  readonly #throttle: ThrottleService;
  readonly #guard: PaidActionGuard;
  readonly #messages: MessagesService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    codes: CodesService;
    sessions: SessionsService;
    throttle: ThrottleService;
    guard: PaidActionGuard;
    messages: MessagesService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#codes = deps.codes;
    this.#sessions = deps.sessions;
    this.#throttle = deps.throttle;
    this.#guard = deps.guard;
    this.#messages = deps.messages;
  }

  /** getBack: the account registered with this address gets a new login password. */
  async reset(input: ResetInput): Promise<null> {
    const user = await findUserByContact(this.#db.kysely, input.account);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    await this.#codes.consume(input.account, 'reset', input.code);
    await this.#replace(user.id, PasswordKind.login, input.password);
    return null;
  }

  /** A code to the account's own address: 'reset' for the login password, 'pay' for the payment one. */
  async apply(auth: AuthContext, input: ApplyInput, ctx: { ip: string; locale: Locale }): Promise<ApplyModifyPasswordResult> {
    return this.#codes.sendToAccount(auth.user, input.updateType === PasswordKind.login ? 'reset' : 'pay', ctx);
  }

  /** updatePayPassword: `type` says how the member proves it is them, `updateType` which password changes. */
  async update(auth: AuthContext, input: UpdateInput): Promise<null> {
    const user = await this.#fresh(auth.user.id);
    if (input.type === VerifyBy.code) {
      const to = await this.#codes.contactOf(user);
      await this.#codes.consume(to, input.updateType === PasswordKind.login ? 'reset' : 'pay', input.verification);
    } else if (input.updateType === PasswordKind.pay) {
      await this.#guard.verifyPayPassword(user.id, input.verification);
    } else {
      await this.#verifyOldLoginPassword(user, input.verification);
    }
    await this.#replace(user.id, input.updateType, input.password);
    return null;
  }

  /** The first payment password; the session stays (nothing that was known is replaced). */
  async setPay(auth: AuthContext, input: SetPayInput): Promise<UserInfo> {
    const user = await this.#fresh(auth.user.id);
    if (user.pay_password_hash !== null) throw new AppError('PAY_PASSWORD_ALREADY_SET');
    await this.#codes.consume(await this.#codes.contactOf(user), 'pay', input.code);
    const hash = await hashPassword(input.payPassword);
    const updated = await setFirstPayPassword(this.#db.kysely, user.id, hash, this.#clock.now());
    // Two first-time sets racing: the second finds one set already.
    if (!updated) throw new AppError('PAY_PASSWORD_ALREADY_SET');
    return userRowToUserInfo(updated);
  }

  /** Wrong old passwords are counted before the check, like sign-in, so parallel guesses cannot outrun it. */
  async #verifyOldLoginPassword(user: UserRow, digest: string): Promise<void> {
    const key = `password-change:user:${user.id}`;
    const state = await this.#throttle.consume(key, Limits.passwordChangeTries, CHANGE_WINDOW_MS);
    if (!state.allowed) {
      throw new AppError('PASSWORD_CHANGE_THROTTLED', {
        params: { minutes: Math.max(1, Math.ceil(state.retryAfterMs / 60_000)) },
      });
    }
    if (!(await verifyPassword(user.password_hash, digest))) throw new AppError('OLD_PASSWORD_WRONG');
    await this.#throttle.reset(key);
  }

  /** Stores the new password, ends every session of the account and tells the member (issue 21), in one transaction. */
  async #replace(userId: number, kind: (typeof PasswordKind)[keyof typeof PasswordKind], digest: string): Promise<void> {
    const hash = await hashPassword(digest);
    const now = this.#clock.now();
    await this.#db.transaction(async (trx) => {
      await patchUser(
        trx,
        userId,
        kind === PasswordKind.login
          ? { password_hash: hash, updated_at: now }
          : // A payment password replaced by code is also how a locked member gets back in.
            { pay_password_hash: hash, pay_failures: 0, pay_locked_until: null, updated_at: now },
      );
      await this.#sessions.revokeAllOf(userId, 'password', trx);
      await this.#messages.notify(trx, userId, passwordChangedEvent(kind === PasswordKind.login ? 'login' : 'pay'));
    });
  }

  async #fresh(userId: number): Promise<UserRow> {
    const user = await findUserById(this.#db.kysely, userId);
    if (!user) throw new AppError('TOKEN_INVALID');
    return user;
  }
}
