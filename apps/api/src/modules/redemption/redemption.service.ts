import { formatAmount } from '@uu/contract/money';
import type { Locale } from '@uu/contract/locales';
import type { ExportTexts } from '@uu/i18n/exports';
import {
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  type CreateRedeemBatchBody,
  type RedeemBatch,
  type RedeemCode,
  type RedeemResult,
  type RedeemReward,
} from '@uu/contract/redemption';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { secureRandomInt, sha256Hex } from '../../lib/crypto';
import { localizedJson } from '../../lib/localized';
import { isUniqueViolation } from '../accounts/accounts.repository';
import type { AdminContext } from '../admin/admin-context';
import type { AuditService } from '../admin/audit.service';
import { seal, unseal } from '../admin/two-factor-secrets';
import { csvLines, isoInZone } from '../admin-finance/csv';
import type { CsvFile } from '../admin-finance/admin-csv-exports.service';
import type { CouponsService } from '../coupons/coupons.service';
import { findCoupon } from '../coupons/coupons.repository';
import { insertChatPackage } from '../packages/packages.repository';
import type { AuthContext } from '../sessions/sessions.service';
import type { ThrottleService } from '../throttle/throttle.service';
import type { LedgerService } from '../wallet/ledger';
import * as repo from './redemption.repository';
import type { RedeemBatchRow } from './redemption.table';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Wrong or refused codes a member may type in an hour, and an address (a shared NAT holds several members). */
const TRIES_PER_MEMBER = 10;
const TRIES_PER_ADDRESS = 30;

/** A new code: 16 characters drawn uniformly from the 31-letter alphabet (about 79 bits). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i += 1) code += REDEEM_CODE_ALPHABET.charAt(secureRandomInt(REDEEM_CODE_ALPHABET.length));
  return code;
}

/** A code as printed: four groups of four (ABCD-EFGH-JKMN-PQRS); typing it with or without dashes is the same. */
function printed(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * Redemption codes and gift cards (issue 24; docs/decisions.md "Redemption codes"). An operator
 * makes a batch (what each code gives, how many, when, one per member or not); a member redeems a
 * code and receives the reward in the same transaction that spends it, so a code gives once under
 * any concurrency and nothing is given for a code that was not spent. Codes are stored sealed with
 * TWO_FACTOR_KEY and found by their SHA-256: a database dump alone does not give them away.
 */
export class RedemptionService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #coupons: CouponsService;
  readonly #throttle: ThrottleService;
  readonly #audit: AuditService;
  readonly #sealKey: Buffer | null;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    coupons: CouponsService;
    throttle: ThrottleService;
    audit: AuditService;
    sealKey: Buffer | null;
    timeZone: () => string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#coupons = deps.coupons;
    this.#throttle = deps.throttle;
    this.#audit = deps.audit;
    this.#sealKey = deps.sealKey;
    this.#timeZone = deps.timeZone;
  }

  /** A member redeems a code (already normalised by the contract: capitals, no dashes). */
  async redeem(auth: AuthContext, code: string, ip: string, locale: Locale): Promise<RedeemResult> {
    const userId = auth.user.id;
    const keys = [`redeem:user:${userId}`, `redeem:ip:${ip}`];
    const limits = [TRIES_PER_MEMBER, TRIES_PER_ADDRESS];
    for (const [i, key] of keys.entries()) {
      const state = await this.#throttle.consume(key, limits[i] ?? TRIES_PER_MEMBER, HOUR);
      if (!state.allowed) {
        throw new AppError('REDEEM_THROTTLED', { params: { minutes: Math.max(1, Math.ceil(state.retryAfterMs / 60_000)) } });
      }
    }
    const found = await repo.findCodeByHash(this.#db.kysely, sha256Hex(code));
    if (!found || found.code.state === 'void' || found.batch.state === 'void') throw new AppError('REDEEM_CODE_INVALID');
    const { batch } = found;
    const now = this.#clock.now();
    if (now < batch.valid_from)
      throw new AppError('REDEEM_CODE_NOT_STARTED', { params: { from: new Date(batch.valid_from).toISOString() } });
    if (now >= batch.valid_to) throw new AppError('REDEEM_CODE_EXPIRED');
    if (found.code.state === 'redeemed') throw new AppError('REDEEM_CODE_USED');
    const once = batch.once_per_member === 1;
    if (once && (await repo.redeemedInBatch(this.#db.kysely, batch.id, userId))) throw new AppError('REDEEM_ONCE_PER_MEMBER');
    try {
      await this.#db.transaction(async (trx) => {
        if (!(await repo.spendCode(trx, found.code.id, userId, once ? userId : null, now))) throw new AppError('REDEEM_CODE_USED');
        await this.#give(trx, batch, userId, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('REDEEM_ONCE_PER_MEMBER');
      throw error;
    }
    // A code that gave its reward does not count against the member's or the address's tries.
    await Promise.all(keys.map((key) => this.#throttle.giveBack(key)));
    return { reward: await this.#describe(this.#db.kysely, batch, locale), name: localizedJson(batch.name, locale), redeemedAt: now };
  }

  /** The batch's reward to the member, inside the transaction that spends the code. */
  async #give(trx: Trx, batch: RedeemBatchRow, userId: number, now: number): Promise<void> {
    if (batch.reward_kind === 'uu') {
      await this.#ledger.move(
        trx,
        { type: 'reward', userId, memo: `redemption code (batch ${batch.id})` },
        { from: { platform: 'rewards' }, to: { userId }, currency: 'UU', amount: Number(batch.reward_amount), logType: 'reward' },
      );
    } else if (batch.reward_kind === 'coupon') {
      const given = await this.#coupons.giveTo(trx, userId, Number(batch.reward_coupon_id), 'redemption');
      if (!given) throw new AppError('REDEEM_REWARD_UNAVAILABLE');
    } else {
      const days = Number(batch.reward_days);
      await insertChatPackage(trx, {
        user_id: userId,
        order_id: null,
        questions_per_day: Number(batch.reward_questions),
        starts_at: now,
        ends_at: now + days * DAY,
        created_at: now,
      });
    }
  }

  async #describe(db: Executor, batch: RedeemBatchRow, locale: Locale): Promise<RedeemReward> {
    const coupon = batch.reward_coupon_id === null ? undefined : await findCoupon(db, Number(batch.reward_coupon_id));
    return {
      kind: batch.reward_kind,
      amount: batch.reward_amount === null ? null : formatAmount(Number(batch.reward_amount)),
      couponId: batch.reward_coupon_id === null ? null : Number(batch.reward_coupon_id),
      couponName: coupon ? localizedJson(coupon.name, locale) : null,
      questionsPerDay: batch.reward_questions,
      days: batch.reward_days,
    };
  }

  // ---- back office ----

  async create(admin: AdminContext, body: CreateRedeemBatchBody, locale: Locale): Promise<RedeemBatch> {
    const { reward } = body;
    if (reward.kind === 'coupon') {
      const coupon = await findCoupon(this.#db.kysely, reward.couponId);
      if (!coupon || !coupon.active) throw new AppError('CONFIG_COUPON_NOT_FOUND', { params: { id: reward.couponId } });
    }
    const now = this.#clock.now();
    const batch = await this.#db.transaction(async (trx) => {
      const row = await repo.insertBatch(trx, {
        name: JSON.stringify(body.name),
        reward_kind: reward.kind,
        reward_amount: reward.kind === 'uu' ? reward.amount : null,
        reward_coupon_id: reward.kind === 'coupon' ? reward.couponId : null,
        reward_questions: reward.kind === 'chat' ? reward.questionsPerDay : null,
        reward_days: reward.kind === 'chat' ? reward.days : null,
        code_count: body.count,
        valid_from: Date.parse(body.validFrom),
        valid_to: Date.parse(body.validTo),
        once_per_member: body.oncePerMember ? 1 : 0,
        state: 'active',
        created_at: now,
        created_by: admin.id,
      });
      const codes = new Set<string>();
      while (codes.size < body.count) codes.add(newCode());
      await repo.insertCodes(
        trx,
        [...codes].map((code) => ({
          batch_id: row.id,
          code_hash: sha256Hex(code),
          code_sealed: seal(code, this.#sealKey),
          state: 'unused' as const,
        })),
      );
      return row;
    });
    return this.#batchOf(batch, { redeemed: 0, voided: 0 }, admin.name, locale);
  }

  async batches(page: number, size: number, locale: Locale): Promise<{ list: RedeemBatch[]; total: number; page: number; size: number }> {
    const { rows, total } = await repo.listBatches(this.#db.kysely, page, size);
    const list = await Promise.all(rows.map((row) => this.#batchOf(row, row, row.created_by_name, locale)));
    return { list, total, page, size };
  }

  async voidBatch(id: number, locale: Locale): Promise<RedeemBatch> {
    await this.#batch(id);
    await this.#db.transaction((trx) => repo.voidBatch(trx, id));
    const row = await this.#batch(id);
    return this.#batchOf(row, await repo.batchCounts(this.#db.kysely, id), null, locale);
  }

  async voidCode(batchId: number, codeId: number): Promise<null> {
    await this.#batch(batchId);
    if (!(await repo.voidCode(this.#db.kysely, batchId, codeId))) throw new AppError('REDEEM_CODE_NOT_VOIDABLE');
    return null;
  }

  async codes(
    batchId: number,
    query: { page: number; size: number; state?: RedeemCode['state'] | undefined },
  ): Promise<{ list: RedeemCode[]; total: number; page: number; size: number }> {
    await this.#batch(batchId);
    const { rows, total } = await repo.listCodes(this.#db.kysely, batchId, query.state, query.page, query.size);
    return { list: rows.map((row) => this.#codeOf(row)), total, page: query.page, size: query.size };
  }

  /** The batch's codes as CSV in the operator's language, audited (who took the codes out, and when). */
  async exportCodes(admin: AdminContext, ip: string, batchId: number, texts: ExportTexts['redeemCodes']): Promise<CsvFile> {
    await this.#batch(batchId);
    await this.#audit.record(
      { adminId: admin.id, ip },
      { action: 'exportRedeemCodes', targetType: 'export', targetId: batchId, after: { batchId } },
    );
    const tz = this.#timeZone();
    return {
      fileName: `redeem-codes-${batchId}.csv`,
      lines: csvLines(
        [texts.code, texts.state, texts.memberNo, texts.redeemedAt],
        (after) => repo.codesAfter(this.#db.kysely, batchId, after),
        (row) => {
          const code = this.#codeOf(row);
          return [code.code, texts.states[code.state], code.redeemedBy, code.redeemedAt === null ? null : isoInZone(code.redeemedAt, tz)];
        },
      ),
    };
  }

  async #batch(id: number): Promise<RedeemBatchRow> {
    const row = await repo.findBatch(this.#db.kysely, id);
    if (!row) throw new AppError('REDEEM_BATCH_NOT_FOUND');
    return row;
  }

  #codeOf(row: repo.CodeListRow): RedeemCode {
    const code = unseal(row.code_sealed, this.#sealKey);
    return {
      id: row.id,
      code: code === null ? '' : printed(code),
      state: row.state,
      redeemedBy: row.member_no,
      redeemedAt: row.redeemed_at === null ? null : Number(row.redeemed_at),
    };
  }

  async #batchOf(
    row: RedeemBatchRow,
    counts: { redeemed: number; voided: number },
    createdBy: string | null,
    locale: Locale,
  ): Promise<RedeemBatch> {
    return {
      id: row.id,
      name: JSON.parse(row.name) as Record<string, string>,
      reward: await this.#describe(this.#db.kysely, row, locale),
      count: row.code_count,
      redeemed: counts.redeemed,
      voided: counts.voided,
      validFrom: Number(row.valid_from),
      validTo: Number(row.valid_to),
      oncePerMember: row.once_per_member === 1,
      state: row.state,
      createdAt: Number(row.created_at),
      createdBy,
    };
  }
}
