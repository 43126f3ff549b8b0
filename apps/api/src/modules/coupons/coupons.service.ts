import type { z } from 'zod';
import {
  couponPackageSchema,
  type CouponPackage,
  type ClaimableCoupon,
  type CouponStatus,
  type MemberCoupon,
  type UseCouponResult,
  type issueCouponBodySchema,
  type listCouponQuerySchema,
  type saveCouponBodySchema,
  type couponSchema,
} from '@uu/contract/coupons';
import type { Locale } from '@uu/contract/locales';
import type { LocalizedText } from '@uu/contract/mall';
import { formatAmount } from '@uu/contract/money';
import { couponDiscount } from '@uu/domain/coupon-rules';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { isUniqueViolation } from '../accounts/accounts.repository';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import {
  activeMemberExists,
  claimedCouponIds,
  countIssued,
  countMemberCoupons,
  findClaimableCoupon,
  findCoupon,
  findMemberCoupon,
  insertChatPackage,
  insertCoupon,
  insertMemberCoupon,
  issueToMembers,
  issuedMemberIds,
  listClaimableCoupons,
  listCoupons,
  listMemberCoupons,
  releaseOrderCoupon,
  takeMemberCoupon,
  updateCoupon,
} from './coupons.repository';
import type { CouponMessages } from './coupon-messages';
import type { CouponRow, MemberCouponRow } from './coupons.table';
import { localizedJson } from '../../lib/localized';

type ListInput = z.output<typeof listCouponQuerySchema>;
type SaveInput = z.output<typeof saveCouponBodySchema>;
type IssueInput = z.output<typeof issueCouponBodySchema>;
type Coupon = z.infer<typeof couponSchema>;

const DAY = 24 * 60 * 60_000;

/**
 * Coupons (product.md "Mall, orders and coupons"). A copy is used by one conditional UPDATE on
 * `status = 'available' and expires_at > now`, so a copy pays for one order (or starts one package)
 * however many requests race for it, and given back by the order's cancel or refund in the same
 * transaction that moves the order. "Expired" is never stored: it is an available copy past its day.
 */
export class CouponsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  readonly #messages: CouponMessages;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService; messages: CouponMessages }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#messages = deps.messages;
  }

  async list(auth: AuthContext, input: ListInput, locale: Locale) {
    const now = this.#clock.now();
    const [rows, counts] = await Promise.all([
      listMemberCoupons(this.#db.kysely, auth.user.id, input.status, now, input.page, input.size),
      countMemberCoupons(this.#db.kysely, auth.user.id, now),
    ]);
    const total = Number(counts[input.status] ?? 0);
    return {
      list: rows.map((r) => toMemberCoupon(r, r, locale, now)),
      total,
      page: input.page,
      size: input.size,
      counts: {
        available: Number(counts.available ?? 0),
        used: Number(counts.used ?? 0),
        expired: Number(counts.expired ?? 0),
        forOrders: Number(counts.forOrders ?? 0),
      },
    };
  }

  /** useCoupon: redeems a package coupon; the package starts now. */
  async use(auth: AuthContext, id: number, locale: Locale): Promise<UseCouponResult> {
    const userId = auth.user.id;
    const { copy, coupon } = await this.#own(userId, id);
    if (coupon.kind !== 'package' || !coupon.package_spec) throw new AppError('COUPON_NOT_USABLE');
    const spec = couponPackageSchema.parse(JSON.parse(coupon.package_spec));
    return this.#db.transaction(async (trx) => {
      const now = this.#clock.now();
      const used = await this.#take(trx, userId, copy.id, now, null);
      const ends = now + spec.days * DAY;
      const chatPackage = { user_id: userId, questions_per_day: spec.questionsPerDay, starts_at: now, ends_at: ends, created_at: now };
      await insertChatPackage(trx, chatPackage);
      return {
        coupon: toMemberCoupon(used, coupon, locale, now),
        package: { type: spec.type, questionsPerDay: spec.questionsPerDay, startsAt: toIso(now), endsAt: toIso(ends) },
      };
    });
  }

  /**
   * At submitOrder, inside its transaction: checks the member's mall coupon against the subtotal and
   * marks it used by the order. Answers the discount in hundredths.
   */
  async applyToOrder(trx: Trx, userId: number, copyId: number, subtotal: number, orderId: number): Promise<number> {
    const { copy, coupon } = await this.#own(userId, copyId, trx);
    const now = this.#clock.now();
    if (coupon.kind !== 'mall' || !coupon.discount_type || copy.status !== 'available' || copy.expires_at <= now) {
      throw new AppError('COUPON_NOT_USABLE');
    }
    const outcome = couponDiscount(
      { discountType: coupon.discount_type, amount: coupon.amount, percent: coupon.percent, minSpend: coupon.min_spend },
      subtotal,
    );
    if (!outcome.ok) throw new AppError('COUPON_MIN_SPEND', { params: { min: formatAmount(coupon.min_spend) } });
    await this.#take(trx, userId, copy.id, now, orderId);
    return outcome.discount;
  }

  /** An order canceled or refunded gives its coupon back (expired by now or not: its day is kept). */
  async releaseFromOrder(trx: Trx, orderId: number): Promise<void> {
    await releaseOrderCoupon(trx, orderId);
  }

  /** The coupons offered for members to claim (home page), newest first; `claimed` for a signed-in member. */
  async listClaimable(auth: AuthContext | null, locale: Locale): Promise<{ list: ClaimableCoupon[] }> {
    const rows = await listClaimableCoupons(this.#db.kysely, 20);
    const claimed = new Set(
      auth && rows.length
        ? await claimedCouponIds(
            this.#db.kysely,
            auth.user.id,
            rows.map((r) => r.id),
          )
        : [],
    );
    return {
      list: rows.map((row) => ({ ...termsOf(row.id, row, locale), validDays: row.valid_days, claimed: claimed.has(row.id) })),
    };
  }

  /** Claims an offered coupon, once per member (a unique index decides between two taps at once). */
  async claim(auth: AuthContext, couponId: number, locale: Locale): Promise<MemberCoupon> {
    const coupon = await findClaimableCoupon(this.#db.kysely, couponId);
    if (!coupon) throw new AppError('COUPON_NOT_FOUND');
    const now = this.#clock.now();
    try {
      const expires = now + coupon.valid_days * DAY;
      const copy = await insertMemberCoupon(this.#db.kysely, {
        coupon_id: coupon.id,
        user_id: auth.user.id,
        source: 'claim',
        issued_at: now,
        expires_at: expires,
      });
      return toMemberCoupon(copy, coupon, locale, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('COUPON_ALREADY_CLAIMED');
      throw error;
    }
  }

  // ---- operator calls ----

  async save(input: SaveInput): Promise<Coupon> {
    const values = {
      name: JSON.stringify(input.name),
      kind: input.kind,
      discount_type: input.kind === 'mall' ? input.discountType : null,
      amount: input.kind === 'mall' && input.discountType === 'amount' ? input.amount : null,
      percent: input.kind === 'mall' && input.discountType === 'percent' ? input.percent : null,
      min_spend: input.kind === 'mall' ? (input.minSpend ?? 0) : 0,
      package_spec: input.kind === 'package' && input.package ? JSON.stringify(input.package) : null,
      valid_days: input.validDays,
      active: input.active ? 1 : 0,
      claimable: input.claimable ? 1 : 0,
    };
    let row: CouponRow | undefined;
    if (input.id) {
      row = await updateCoupon(this.#db.kysely, input.id, values);
      if (!row) throw new AppError('COUPON_NOT_FOUND');
    } else {
      row = await insertCoupon(this.#db.kysely, { ...values, created_at: this.#clock.now() });
    }
    return this.#toCoupon(row);
  }

  async listDefinitions(): Promise<{ list: Coupon[] }> {
    const rows = await listCoupons(this.#db.kysely);
    return { list: await Promise.all(rows.map((r) => this.#toCoupon(r))) };
  }

  /** Gives a copy to every member (not disabled), to one level, or to one member. */
  async issue(couponId: number, target: IssueInput): Promise<{ issued: number }> {
    const coupon = await findCoupon(this.#db.kysely, couponId);
    if (!coupon || !coupon.active) throw new AppError('COUPON_NOT_FOUND');
    const now = this.#clock.now();
    if (target.to === 'member' && !(await activeMemberExists(this.#db.kysely, target.userId))) throw new AppError('ACCOUNT_NOT_FOUND');
    const expires = now + coupon.valid_days * DAY;
    // Each member given a copy hears of it in the same transaction (issue 21).
    return this.#db.transaction(async (trx) => {
      const issued = await issueToMembers(trx, coupon, target, now, expires);
      await this.#messages.received(trx, await issuedMemberIds(trx, target), coupon, expires);
      return { issued };
    });
  }

  /** The operator's welcome coupons (setting `registrationCoupons`) for a new member. */
  async welcome(userId: number): Promise<void> {
    const ids = await this.#platform.get('registrationCoupons');
    if (ids.length === 0) return;
    await this.#db.transaction(async (trx) => {
      for (const id of ids) await this.giveTo(trx, userId, id, 'registration');
    });
  }

  /** The platform's own gifts (registration, a check-in streak), inside the caller's transaction. */
  async giveTo(trx: Trx, userId: number, couponId: number, source: 'registration' | 'check-in'): Promise<boolean> {
    const coupon = await findCoupon(trx, couponId);
    if (!coupon || !coupon.active) return false;
    const now = this.#clock.now();
    const expires = now + coupon.valid_days * DAY;
    await insertMemberCoupon(trx, { coupon_id: coupon.id, user_id: userId, source, issued_at: now, expires_at: expires });
    await this.#messages.received(trx, [userId], coupon, expires);
    return true;
  }

  async #own(userId: number, copyId: number, db: Executor = this.#db.kysely): Promise<{ copy: MemberCouponRow; coupon: CouponRow }> {
    const copy = await findMemberCoupon(db, userId, copyId);
    if (!copy) throw new AppError('COUPON_NOT_FOUND');
    const coupon = await findCoupon(db, copy.coupon_id);
    if (!coupon) throw new Error(`coupon ${copy.coupon_id} of copy ${copy.id} is missing`);
    return { copy, coupon };
  }

  /** One conditional update: an available, unexpired copy becomes used, or nothing happens. */
  async #take(trx: Trx, userId: number, copyId: number, now: number, orderId: number | null): Promise<MemberCouponRow> {
    const row = await takeMemberCoupon(trx, userId, copyId, now, orderId);
    if (!row) throw new AppError('COUPON_NOT_USABLE');
    return row;
  }

  async #toCoupon(row: CouponRow): Promise<Coupon> {
    const issued = await countIssued(this.#db.kysely, row.id);
    return {
      id: row.id,
      name: JSON.parse(row.name) as LocalizedText,
      kind: row.kind,
      discountType: row.discount_type,
      amount: row.amount === null ? null : formatAmount(row.amount),
      percent: row.percent,
      minSpend: formatAmount(row.min_spend),
      package: row.package_spec ? (JSON.parse(row.package_spec) as CouponPackage) : null,
      validDays: row.valid_days,
      active: row.active === 1,
      claimable: row.claimable === 1,
      issued,
      createdAt: toIso(row.created_at),
    };
  }
}

type Terms = Pick<CouponRow, 'name' | 'kind' | 'discount_type' | 'amount' | 'percent' | 'min_spend' | 'package_spec'>;

/** What a coupon gives, in the member's language. */
function termsOf(couponId: number, coupon: Terms, locale: Locale) {
  return {
    couponId,
    name: localizedJson(coupon.name, locale),
    kind: coupon.kind,
    discountType: coupon.discount_type,
    amount: coupon.amount === null ? null : formatAmount(coupon.amount),
    percent: coupon.percent,
    minSpend: formatAmount(coupon.min_spend),
    package: coupon.package_spec ? (JSON.parse(coupon.package_spec) as CouponPackage) : null,
  };
}

function toMemberCoupon(copy: MemberCouponRow, coupon: Terms, locale: Locale, now: number): MemberCoupon {
  const status: CouponStatus = copy.status === 'used' ? 'used' : copy.expires_at <= now ? 'expired' : 'available';
  return {
    ...termsOf(copy.coupon_id, coupon, locale),
    id: copy.id,
    status,
    issuedAt: toIso(copy.issued_at),
    expiresAt: toIso(copy.expires_at),
    usedAt: copy.used_at === null ? null : toIso(copy.used_at),
    orderId: copy.order_id,
  };
}
