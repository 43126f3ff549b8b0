import { AFTER_SALE_STATES } from '@uu/contract/after-sales';
import { waitsForOperator } from '@uu/domain/after-sales';
import { countWaitingAfterSales } from '../after-sales/after-sales.repository';
import type { Dashboard } from '@uu/contract/admin-members';
import type { Locale } from '@uu/contract/locales';
import type { WaitingWork } from '@uu/contract/admin-work';
import { formatAmount } from '@uu/contract/money';
import { CURRENCIES, type Currency } from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { platformDay, platformPeriodStart, type Clock } from '../../lib/clock';
import { localizedJson } from '../../lib/localized';
import { salesPerDay, topGoods } from './admin-dashboard.repository';
import * as repo from './admin-members.repository';

const HOUR_MS = 3600_000;

const balancesOf = (sums: Record<Currency, number>) =>
  Object.fromEntries(CURRENCIES.map((c) => [c, formatAmount(sums[c])])) as Record<Currency, string>;

/** The back office's dashboard (product.md "Admin console": Dashboard): the platform's figures now and per day. */
export class AdminDashboardService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #zone: () => string;
  /** The platform day's time zone, as the operator set it now (PlatformService, cached). */
  get #timeZone(): string {
    return this.#zone();
  }

  constructor(deps: { db: Db; clock: Clock; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#zone = deps.timeZone;
  }

  /** Work waiting for the back office: the console menu's badges, which it polls. */
  async waiting(): Promise<WaitingWork> {
    const [work, afterSales] = await Promise.all([
      repo.waitingWork(this.#db.kysely),
      // After-sales waiting for a decision or a parcel to receive (issue 22).
      countWaitingAfterSales(this.#db.kysely, AFTER_SALE_STATES.filter(waitsForOperator)),
    ]);
    return { ...work, afterSales };
  }

  /**
   * The platform's figures now and per day of the last `days` days (today included), the days
   * being the platform time zone's calendar days.
   */
  async dashboard(days: number, locale: Locale): Promise<Dashboard> {
    const db = this.#db.kysely;
    const now = this.#clock.now();
    const bounds = this.#dayBounds(now, days);
    const from = bounds[0] as number;
    // Today and yesterday, whatever the period: the last three midnights.
    const recent = this.#dayBounds(now, 2);
    const [members, activeInPeriod, orders, held, pending, series, sales, recentSales, top] = await Promise.all([
      repo.memberCounts(db, from),
      repo.membersActiveSince(db, from),
      repo.orderCounts(db, from),
      repo.circulation(db),
      repo.pendingReviews(db),
      repo.dailySeries(db, bounds),
      salesPerDay(db, bounds),
      salesPerDay(db, recent),
      topGoods(db, from, bounds[bounds.length - 1] as number, 10),
    ]);
    const counted = new Map(orders.byStatus.map((r) => [r.status, r.count]));
    const at = (rows: repo.DayCount[], i: number) => rows.find((r) => r.bucket === i);
    return {
      days,
      timeZone: this.#timeZone,
      from,
      to: now,
      members: { ...members, activeInPeriod },
      orders: {
        total: orders.byStatus.reduce((sum, r) => sum + r.count, 0),
        byStatus: Array.from({ length: 9 }, (_, status) => ({ status, count: counted.get(status) ?? 0 })),
        inPeriod: orders.inPeriod,
      },
      circulation: balancesOf(held),
      pending,
      series: bounds.slice(0, -1).map((start, i) => ({
        day: platformDay(start, this.#timeZone),
        from: new Date(start).toISOString(),
        to: new Date(bounds[i + 1] as number).toISOString(),
        newMembers: at(series.members, i)?.n ?? 0,
        orders: at(series.orders, i)?.n ?? 0,
        topUpApproved: formatAmount(at(series.topUps, i)?.total ?? 0),
        withdrawalsRequested: at(series.withdrawals, i)?.n ?? 0,
        paidOrders: at(sales, i)?.n ?? 0,
        salesUU: formatAmount(at(sales, i)?.total ?? 0),
      })),
      sales: {
        yesterday: this.#salesDay(recent, recentSales, 0),
        today: this.#salesDay(recent, recentSales, 1),
      },
      topGoods: top.map((g) => ({ ...g, name: localizedJson(g.name, locale), uu: formatAmount(g.uu) })),
    };
  }

  #salesDay(bounds: number[], rows: repo.DayCount[], i: number) {
    const row = rows.find((r) => r.bucket === i);
    return {
      day: platformDay(bounds[i] as number, this.#timeZone),
      from: new Date(bounds[i] as number).toISOString(),
      to: new Date(bounds[i + 1] as number).toISOString(),
      orders: row?.n ?? 0,
      uu: formatAmount(row?.total ?? 0),
    };
  }

  /**
   * The midnights (platform time zone) that start each day of the period, and the next midnight
   * after today: days + 1 instants. Each is found from an instant inside its day, so a day of 23
   * or 25 hours (daylight saving) is still one day.
   */
  #dayBounds(now: number, days: number): number[] {
    const today = platformPeriodStart(now, this.#timeZone, 'day');
    const bounds = [platformPeriodStart(today + 36 * HOUR_MS, this.#timeZone, 'day')];
    for (let i = 0; i < days; i++) {
      const next = bounds[0] as number;
      bounds.unshift(platformPeriodStart(next - 12 * HOUR_MS, this.#timeZone, 'day'));
    }
    return bounds;
  }
}
