import type { FastifyBaseLogger } from 'fastify';
import type { SendCodeQuery, SendCodeResult } from '@uu/contract/accounts';
import type { CodePurpose } from '@uu/contract/enums';
import { Limits } from '@uu/contract/limits';
import type { Locale } from '@uu/contract/locales';
import { maskContact } from '@uu/domain/contact-mask';
import { checkCode, formatCode } from '@uu/domain/verification-code';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, type Clock } from '../../lib/clock';
import { secureRandomInt, sha256Hex } from '../../lib/crypto';
import { findUserByContact, findUserById, personOf } from '../accounts/accounts.repository';
import type { UserRow } from '../accounts/accounts.table';
import type { AuthContext } from '../sessions/sessions.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { CodeSender } from './code-sender';
import { consumeCode, deleteCode, deleteCodesBefore, findLatestCode, insertCode, recordWrongTry } from './codes.repository';

const DAY_MS = 24 * 3600 * 1000;

function hashCode(destination: string, purpose: CodePurpose, code: string): string {
  return sha256Hex(`${purpose}:${destination}:${code}`);
}

/**
 * Verification codes (product.md "Accounts"): 6 digits, 5 minutes, void after 5 wrong tries,
 * 60 s between sends to a destination, daily caps per destination and per client address.
 */
export class CodesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #sender: CodeSender;
  readonly #throttle: ThrottleService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;
  readonly #perIpPerDay: number;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    db: Db;
    clock: Clock;
    sender: CodeSender;
    throttle: ThrottleService;
    timeZone: () => string;
    /** Codes per client address per platform day (CODES_PER_IP_PER_DAY). */
    perIpPerDay?: number;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#sender = deps.sender;
    this.#throttle = deps.throttle;
    this.#timeZone = deps.timeZone;
    this.#perIpPerDay = deps.perIpPerDay ?? Limits.codesPerIpPerDay;
    this.#log = deps.log;
  }

  async send(
    { account: to, purpose }: SendCodeQuery,
    ctx: { auth: AuthContext | null; ip: string; locale: Locale },
  ): Promise<SendCodeResult> {
    // Who may receive which code: a registration code only to a new address, a reset code only to
    // an account's address, a payment code only to the signed-in member's own address.
    // (A sibling account has no address of its own: its person's registered account holds it.)
    const owner = await findUserByContact(this.#db.kysely, to);
    if (purpose === 'register' && owner) throw new AppError('ALREADY_REGISTERED');
    if (purpose === 'reset' && !owner) throw new AppError('ACCOUNT_NOT_FOUND');
    if (purpose === 'pay') {
      if (!ctx.auth) throw new AppError('CODE_NEEDS_LOGIN');
      if (!owner || owner.id !== personOf(ctx.auth.user)) throw new AppError('ACCOUNT_NOT_FOUND');
    }
    // A bind code goes to a signed-in member's new address, one no account holds yet.
    if (purpose === 'bind') {
      if (!ctx.auth) throw new AppError('CODE_NEEDS_LOGIN');
      if (owner) throw new AppError('ALREADY_REGISTERED');
    }
    return this.#issue(to, purpose, ctx);
  }

  /**
   * A code to the signed-in member's own email or phone, which the client need not know
   * (applyModifyPassword; a sibling's code goes to its person's address).
   */
  async sendToAccount(
    user: UserRow,
    purpose: Exclude<CodePurpose, 'register' | 'bind'>,
    ctx: { ip: string; locale: Locale },
  ): Promise<SendCodeResult & { destination: string }> {
    const to = await this.contactOf(user);
    const result = await this.#issue(to, purpose, ctx);
    return { ...result, destination: maskContact(to) };
  }

  /** The email or phone an account's codes go to. */
  async contactOf(user: UserRow): Promise<string> {
    const holder = user.owner_id === null ? user : await findUserById(this.#db.kysely, user.owner_id);
    const contact = holder?.email ?? holder?.phone;
    if (!contact) throw new Error(`account ${user.id} has no contact`);
    return contact;
  }

  async #issue(to: string, purpose: CodePurpose, ctx: { ip: string; locale: Locale }): Promise<SendCodeResult> {
    // spec §4: the code button counts 60 s before *it* may send again: one gap per destination and purpose.
    const gap = await this.#throttle.consume(`code:gap:${purpose}:${to}`, 1, Limits.codeResendSeconds * 1000);
    if (!gap.allowed) {
      const seconds = Math.max(1, Math.ceil(gap.retryAfterMs / 1000));
      throw new AppError('CODE_TOO_SOON', { params: { seconds }, data: { resendAfter: seconds } });
    }
    const now = this.#clock.now();
    const day = platformDay(now, this.#timeZone());
    const perDestination = await this.#throttle.consume(`code:day:${day}:${to}`, Limits.codesPerDestinationPerDay, DAY_MS);
    if (!perDestination.allowed) throw new AppError('CODE_DAILY_LIMIT');
    const perIp = await this.#throttle.consume(`code:ip:${day}:${ctx.ip}`, this.#perIpPerDay, DAY_MS);
    if (!perIp.allowed) throw new AppError('CODE_DAILY_LIMIT');

    const code = formatCode(secureRandomInt(1_000_000));
    const id = await insertCode(this.#db.kysely, {
      destination: to,
      purpose,
      codeHash: hashCode(to, purpose, code),
      ip: ctx.ip,
      now,
      expiresAt: now + Limits.codeTtlSeconds * 1000,
    });
    try {
      await this.#sender.send({ to, code, purpose, locale: ctx.locale });
    } catch (err) {
      this.#log.error({ err, purpose }, 'verification code could not be sent');
      await deleteCode(this.#db.kysely, id);
      throw new AppError('CODE_SEND_FAILED');
    }
    return { resendAfter: Limits.codeResendSeconds, expiresIn: Limits.codeTtlSeconds };
  }

  /** Checks a submitted code and uses it up; throws the code that tells the member what to do. */
  async consume(destination: string, purpose: CodePurpose, code: string): Promise<void> {
    const stored = await findLatestCode(this.#db.kysely, destination, purpose);
    const now = this.#clock.now();
    const verdict = checkCode(
      stored && {
        codeHash: stored.code_hash,
        expiresAt: stored.expires_at,
        attempts: stored.attempts,
        consumedAt: stored.consumed_at,
      },
      hashCode(destination, purpose, code),
      now,
    );
    if (verdict.ok) {
      if (stored && (await consumeCode(this.#db.kysely, stored.id, now))) return;
      throw new AppError('CODE_NOT_REQUESTED');
    }
    switch (verdict.reason) {
      case 'not-requested':
        throw new AppError('CODE_NOT_REQUESTED');
      case 'expired':
        throw new AppError('CODE_EXPIRED');
      case 'void':
        throw new AppError('CODE_VOID');
      case 'wrong': {
        const counted = stored ? await recordWrongTry(this.#db.kysely, stored.id) : false;
        if (!counted || verdict.triesLeft <= 0) throw new AppError('CODE_VOID');
        throw new AppError('CODE_WRONG', { params: { left: verdict.triesLeft } });
      }
    }
  }

  async purgeOld(): Promise<void> {
    await deleteCodesBefore(this.#db.kysely, this.#clock.now() - DAY_MS);
  }
}
