import type { Dashboard } from '@uu/contract/admin-members';
import type { WaitingWork } from '@uu/contract/admin-work';
import { formatAmount } from '@uu/contract/money';
import { CURRENCIES, type Currency } from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { platformDay, platformPeriodStart, type Clock } from '../../lib/clock';
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
  waiting(): Promise<WaitingWork> {
    return repo.waitingWork(this.#db.kysely);
  }

  /**
   * The platform's figures now and per day of the last `days` days (today included), the days
   * being the platform time zone's calendar days.
   */
  async dashboard(days: number): Promise<Dashboard> {
    const db = this.#db.kysely;
    const now = this.#clock.now();
    const bounds = this.#dayBounds(now, days);
    const from = bounds[0] as number;
    const [members, activeInPeriod, orders, held, pending, series] = await Promise.all([
      repo.memberCounts(db, from),
      repo.membersActiveSince(db, from),
      repo.orderCounts(db, from),
      repo.circulation(db),
      repo.pendingReviews(db),
      repo.dailySeries(db, bounds),
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
        newMembers: at(series.members, i)?.n ?? 0,
        orders: at(series.orders, i)?.n ?? 0,
        topUpApproved: formatAmount(at(series.topUps, i)?.total ?? 0),
        withdrawalsRequested: at(series.withdrawals, i)?.n ?? 0,
      })),
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
