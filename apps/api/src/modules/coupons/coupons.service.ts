import type { z } from 'zod';
import {
  couponPackageSchema,
  type ClaimableCoupon,
  type CouponCopy,
  type MemberCoupon,
  type UseCouponResult,
  type couponCopiesQuerySchema,
  type issueCouponBodySchema,
  type listCouponQuerySchema,
  type saveCouponBodySchema,
  type couponSchema,
} from '@uu/contract/coupons';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { couponDiscount } from '@uu/domain/coupon-rules';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, toIso, type Clock } from '../../lib/clock';
import { isUniqueViolation } from '../accounts/accounts.repository';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import { copyExpiry, grantMany, grantOne, stillValid } from './coupon-grants';
import { loadScopeNames, termsOf, toCopy, toCoupon, toMemberCoupon } from './coupon-views';
import {
  activeMemberExists,
  claimedCouponIds,
  countMemberCoupons,
  couponCopies,
  findClaimableCoupon,
  findCoupon,
  findMemberCoupon,
  insertChatPackage,
  insertCoupon,
  listClaimableCoupons,
  listCoupons,
  listMemberCoupons,
  releaseOrderCoupon,
  takeMemberCoupon,
  updateCoupon,
  usedCounts,
} from './coupons.repository';
import type { CouponMessages } from './coupon-messages';
import type { CouponRow, MemberCouponRow } from './coupons.table';

type ListInput = z.output<typeof listCouponQuerySchema>;
type SaveInput = z.output<typeof saveCouponBodySchema>;
type IssueInput = z.output<typeof issueCouponBodySchema>;
type CopiesInput = z.output<typeof couponCopiesQuerySchema>;
type Coupon = z.infer<typeof couponSchema>;
/** The goods an order is of: what a coupon's scope is checked against. */
/** What a coupon is applied to: the goods of the order's lines (each with its category) and the subtotal. */
export type OrderGoods = { lines: { goodsId: number; categoryId: number }[]; subtotal: number };

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
  readonly #timeZone: () => string;
  readonly #messages: CouponMessages;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService; timeZone: () => string; messages: CouponMessages }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#timeZone = deps.timeZone;
    this.#messages = deps.messages;
  }

  async list(auth: AuthContext, input: ListInput, locale: Locale) {
    const now = this.#clock.now();
    const [rows, counts] = await Promise.all([
      listMemberCoupons(this.#db.kysely, auth.user.id, input.status, now, input.page, input.size),
      countMemberCoupons(this.#db.kysely, auth.user.id, now),
    ]);
    const total = Number(counts[input.status] ?? 0);
    const names = await loadScopeNames(this.#db.kysely, rows, locale);
    return {
      list: rows.map((r) => toMemberCoupon(r, r, locale, now, names)),
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
        coupon: toMemberCoupon(used, coupon, locale, now, () => []),
        package: { type: spec.type, questionsPerDay: spec.questionsPerDay, startsAt: toIso(now), endsAt: toIso(ends) },
      };
    });
  }

  /**
   * At submitOrder, inside its transaction: checks the member's mall coupon against its dates, its scope (the
   * order's goods or their category) and the subtotal, and marks it used by the order. Answers the discount in
   * hundredths.
   */
  async applyToOrder(trx: Trx, userId: number, copyId: number, order: OrderGoods, orderId: number): Promise<number> {
    const { copy, coupon } = await this.#own(userId, copyId, trx);
    const now = this.#clock.now();
    if (coupon.kind !== 'mall' || !coupon.discount_type || copy.status !== 'available' || copy.expires_at <= now) {
      throw new AppError('COUPON_NOT_USABLE');
    }
    if (coupon.valid_from !== null && coupon.valid_from > now) {
      throw new AppError('COUPON_NOT_STARTED', { params: { from: platformDay(coupon.valid_from, this.#timeZone()) } });
    }
    const scope = JSON.parse(coupon.scope_ids) as number[];
    // A scoped coupon takes an order all of whose lines are in its scope (a cart splits the rest off).
    const outside = order.lines.some(
      (line) =>
        (coupon.scope === 'goods' && !scope.includes(line.goodsId)) || (coupon.scope === 'categories' && !scope.includes(line.categoryId)),
    );
    if (outside) {
      throw new AppError('COUPON_NOT_FOR_GOODS');
    }
    const outcome = couponDiscount(
      { discountType: coupon.discount_type, amount: coupon.amount, percent: coupon.percent, minSpend: coupon.min_spend },
      order.subtotal,
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
    const now = this.#clock.now();
    const rows = (await listClaimableCoupons(this.#db.kysely, 20)).filter((row) => stillValid(row, now));
    const names = await loadScopeNames(this.#db.kysely, rows, locale);
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
      list: rows.map((row) => ({
        ...termsOf(row.id, row, locale, names),
        validDays: row.valid_to === null ? row.valid_days : null,
        validTo: row.valid_to === null ? null : toIso(row.valid_to),
        claimed: claimed.has(row.id),
      })),
    };
  }

  /**
   * Claims an offered coupon, once per member (a unique index decides between two taps at once), within the
   * coupon's total quantity and per-member limit.
   */
  async claim(auth: AuthContext, couponId: number, locale: Locale): Promise<MemberCoupon> {
    const coupon = await findClaimableCoupon(this.#db.kysely, couponId);
    const now = this.#clock.now();
    if (!coupon || !stillValid(coupon, now)) throw new AppError('COUPON_NOT_FOUND');
    try {
      const copy = await this.#db.transaction(async (trx) => {
        const granted = await grantOne(trx, coupon, auth.user.id, 'claim', now);
        if (typeof granted === 'string') throw new AppError(granted, { params: { limit: coupon.per_member_limit ?? 0 } });
        return granted;
      });
      const names = await loadScopeNames(this.#db.kysely, [coupon], locale);
      return toMemberCoupon(copy, coupon, locale, now, names);
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
      // Fixed dates (validFrom–validTo) keep 0 days: a copy's end is the coupon's.
      valid_days: input.validDays ?? 0,
      valid_from: input.validFrom === null ? null : Date.parse(input.validFrom),
      valid_to: input.validTo === null ? null : Date.parse(input.validTo),
      total_quantity: input.totalQuantity,
      per_member_limit: input.perMemberLimit,
      scope: input.kind === 'mall' ? input.scope : 'all',
      scope_ids: JSON.stringify(input.kind === 'mall' && input.scope !== 'all' ? [...new Set(input.scopeIds)] : []),
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
    return toCoupon(row, (await usedCounts(this.#db.kysely, [row.id])).get(row.id) ?? 0);
  }

  async listDefinitions(): Promise<{ list: Coupon[] }> {
    const rows = await listCoupons(this.#db.kysely);
    const used = await usedCounts(
      this.#db.kysely,
      rows.map((r) => r.id),
    );
    return { list: rows.map((r) => toCoupon(r, used.get(r.id) ?? 0)) };
  }

  /**
   * Gives a copy to every member (not disabled), to one level, or to one member, within the coupon's limits:
   * all of them or none (coupon-grants.ts).
   */
  async issue(couponId: number, target: IssueInput): Promise<{ issued: number }> {
    const coupon = await findCoupon(this.#db.kysely, couponId);
    if (!coupon || !coupon.active) throw new AppError('COUPON_NOT_FOUND');
    const now = this.#clock.now();
    if (!stillValid(coupon, now)) throw new AppError('COUPON_NOT_USABLE');
    if (target.to === 'member' && !(await activeMemberExists(this.#db.kysely, target.userId))) throw new AppError('ACCOUNT_NOT_FOUND');
    // Each member given a copy hears of it in the same transaction (issue 21).
    return this.#db.transaction(async (trx) => {
      const members = await grantMany(trx, coupon, target, now);
      await this.#messages.received(trx, members, coupon, copyExpiry(coupon, now));
      return { issued: members.length };
    });
  }

  /** Who was given the coupon, and who used it on which order (the console's list per coupon). */
  async copies(couponId: number, query: CopiesInput) {
    const k = this.#db.kysely;
    const coupon = await findCoupon(k, couponId);
    if (!coupon) throw new AppError('COUPON_NOT_FOUND');
    const [{ rows, total }, used] = await Promise.all([
      couponCopies(k, couponId, query.status, query.page, query.size),
      usedCounts(k, [couponId]),
    ]);
    const now = this.#clock.now();
    const list: CouponCopy[] = rows.map((r) => toCopy(r, now));
    const counts = { issued: Number(coupon.issued_count), used: used.get(couponId) ?? 0 };
    return { list, total, page: query.page, size: query.size, counts };
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
  async giveTo(trx: Trx, userId: number, couponId: number, source: 'registration' | 'check-in' | 'redemption'): Promise<boolean> {
    const coupon = await findCoupon(trx, couponId);
    const now = this.#clock.now();
    if (!coupon || !coupon.active || !stillValid(coupon, now)) return false;
    // A gift past the coupon's limits is not given; the registration or check-in goes on.
    const copy = await grantOne(trx, coupon, userId, source, now);
    if (typeof copy === 'string') return false;
    await this.#messages.received(trx, [userId], coupon, copy.expires_at);
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
}
