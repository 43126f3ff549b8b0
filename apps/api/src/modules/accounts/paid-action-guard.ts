import { Limits } from '@uu/contract/limits';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/crypto';
import { clearPayFailures, findUserById, recordPayFailure, releasePaySlot, reservePayAttempt } from './accounts.repository';
import type { UserRow } from './accounts.table';

const LOCK_MS = Limits.payPasswordLockMinutes * 60_000;
/** How long a check waits for a slot held by other checks under way. */
const RESERVE_WAIT_MS = 15_000;

/**
 * The checks before any call that moves value out (spec §6, product.md "Accounts"), in the order
 * a member can act on them: the account must be active (506), must have a payment password
 * ('set the payment password first'), must not be locked, and the password must be right.
 * Five wrong payment passwords lock paid actions for 15 minutes. The count lives in the users
 * row with the checks under way, and a check takes its slot before argon2 runs: failures plus
 * checks under way never pass five, so fifty guesses at once still get five tries, while a
 * member's own concurrent payments wait their turn instead of being taken for guesses.
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
    const attempt = await this.#reserve(userId);
    let right: boolean;
    try {
      right = await verifyPassword(attempt.payPasswordHash, digest);
    } catch (error) {
      await this.#db.provisional((db) => releasePaySlot(db, userId));
      throw error;
    }
    if (right) {
      await this.#db.provisional((db) => clearPayFailures(db, userId));
      return;
    }
    const failures = await recordPayFailure(this.#db.kysely, userId, Limits.payPasswordMaxTries, this.#clock.now() + LOCK_MS);
    const left = Limits.payPasswordMaxTries - failures;
    if (left <= 0) throw locked(LOCK_MS);
    throw new AppError('PAY_PASSWORD_WRONG', { params: { left }, data: { triesLeft: left } });
  }

  /**
   * A slot for one check. When the slots are taken by checks still under way (not by failures),
   * this one waits for a slot rather than failing: a member's own concurrent payments (or one
   * payment retried) are not guesses.
   */
  async #reserve(userId: number): Promise<{ payPasswordHash: string }> {
    const deadline = Date.now() + RESERVE_WAIT_MS;
    for (;;) {
      const now = this.#clock.now();
      // The slot and its release are bookkeeping (Db.provisional); a wrong password's count is durable at once.
      const attempt = await this.#db.provisional((db) => reservePayAttempt(db, userId, now, Limits.payPasswordMaxTries));
      if (attempt) return attempt;
      const refusal = await this.#whyNoAttempt(userId, now);
      if (refusal) throw refusal;
      if (Date.now() > deadline) throw new AppError('TOO_MANY_REQUESTS');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
  }

  /** Why no slot was given: no payment password, or a lock; null when only checks under way hold them. */
  async #whyNoAttempt(userId: number, now: number): Promise<AppError | null> {
    const user = await findUserById(this.#db.kysely, userId);
    if (!user?.pay_password_hash) return new AppError('PAY_PASSWORD_NOT_SET');
    if (user.pay_locked_until !== null && user.pay_locked_until > now) return locked(user.pay_locked_until - now);
    return null;
  }
}

function locked(remainingMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new AppError('PAY_PASSWORD_LOCKED', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    data: { retryAfterSeconds: seconds },
  });
}
