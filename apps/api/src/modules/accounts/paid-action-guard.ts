import { Limits } from '@uu/contract/limits';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/crypto';
import { clearPayFailures, findUserById, reservePayAttempt } from './accounts.repository';
import type { UserRow } from './accounts.table';

const LOCK_MS = Limits.payPasswordLockMinutes * 60_000;

/**
 * The checks before any call that moves value out (spec §6, product.md "Accounts"), in the order
 * a member can act on them: the account must be active (506), must have a payment password
 * ('set the payment password first'), must not be locked, and the password must be right.
 * Five wrong payment passwords lock paid actions for 15 minutes; the count lives in the users
 * row and is taken before the argon2 check, so fifty guesses at once still get five tries.
 * The wallet and the mall call `authorize` inside their handlers, before their own transaction.
 */
export class PaidActionGuard {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** 506 while the account is inactive (product.md "Activation"). */
  requireActive(user: Pick<UserRow, 'status'>): void {
    if (user.status !== 'active') throw new AppError('NOT_ACTIVATED');
  }

  /** Everything a paid action needs: active, payment password set, not locked, and right. */
  async authorize(user: UserRow, payPasswordDigest: string): Promise<void> {
    this.requireActive(user);
    await this.verifyPayPassword(user.id, payPasswordDigest);
  }

  /** The payment password alone (also the old-password check of a payment-password change). */
  async verifyPayPassword(userId: number, digest: string): Promise<void> {
    const now = this.#clock.now();
    const attempt = await reservePayAttempt(this.#db.kysely, userId, now, Limits.payPasswordMaxTries, now + LOCK_MS);
    if (!attempt) throw await this.#whyNoAttempt(userId, now);
    if (await verifyPassword(attempt.payPasswordHash, digest)) {
      await clearPayFailures(this.#db.kysely, userId);
      return;
    }
    const left = Limits.payPasswordMaxTries - attempt.failures;
    if (left <= 0) throw locked(LOCK_MS);
    throw new AppError('PAY_PASSWORD_WRONG', { params: { left }, data: { triesLeft: left } });
  }

  async #whyNoAttempt(userId: number, now: number): Promise<AppError> {
    const user = await findUserById(this.#db.kysely, userId);
    if (!user?.pay_password_hash) return new AppError('PAY_PASSWORD_NOT_SET');
    return locked(Math.max(0, (user.pay_locked_until ?? now) - now));
  }
}

function locked(remainingMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new AppError('PAY_PASSWORD_LOCKED', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    data: { retryAfterSeconds: seconds },
  });
}
