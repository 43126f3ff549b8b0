import { UU_EXPIRING_WINDOW_DAYS, DAY_MS, expiringWithin, lastDayOf, reminderDue, type UuReminderDays } from '@uu/domain/uu-lots';
import type { Db, Executor, Trx } from '../../db/database';
import { platformDay, type Clock } from '../../lib/clock';
import { uuExpiringEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { LedgerService } from './ledger';
import * as repo from './uu-lots.repository';

/** Members looked at per query, and the most one write transaction takes on. */
const MEMBERS_PER_QUERY = 500;
/** A write transaction ends once it has worked this long (SQLite has one writer: others wait meanwhile). */
const WRITE_SLICE_MS = 25;

export type SweepResult = { members: number; expired: number; reminded: number; longestWriteMs: number; writes: number };

/**
 * The daily expiry sweep of UU lots (issue 24; docs/decisions.md "UU expiry"), run by the `uuExpiry` job under
 * its lease (app.ts), and what the wallet shows of the lots.
 *
 * Lots expire at the start of a platform day; the sweep, run hourly, moves what is left of each member's due
 * lots to the platform's `expired` account in one ledger transaction per member (so one per member per day),
 * then sends the 30- and 7-day reminders, each once per lot (a mark on the lot in the message's transaction).
 * It writes in short transactions of several members each, ending one after WRITE_SLICE_MS, so it never holds
 * SQLite's write lock long. Every step is conditional on the lots' state, so a second run, or a run on a second
 * instance after a lost lease, changes nothing.
 */
export class UuExpiryService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #messages: MessagesService;
  readonly #timeZone: () => string;

  constructor(deps: { db: Db; clock: Clock; ledger: LedgerService; messages: MessagesService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#messages = deps.messages;
    this.#timeZone = deps.timeZone;
  }

  /** Expires what is due and sends the reminders due, at the clock's now. */
  async sweep(): Promise<SweepResult> {
    const now = this.#clock.now();
    const result: SweepResult = { members: 0, expired: 0, reminded: 0, longestWriteMs: 0, writes: 0 };
    await this.#expire(now, result);
    await this.#remind(now, result);
    return result;
  }

  /** Runs `work` on each item in write transactions of a few milliseconds each. */
  async #sliced<T>(items: T[], result: SweepResult, work: (trx: Trx, item: T) => Promise<void>): Promise<void> {
    let next = 0;
    while (next < items.length) {
      const started = performance.now();
      next = await this.#db.transaction(async (trx) => {
        let i = next;
        do {
          await work(trx, items[i] as T);
          i++;
        } while (i < items.length && performance.now() - started < WRITE_SLICE_MS);
        return i;
      });
      result.writes++;
      result.longestWriteMs = Math.max(result.longestWriteMs, performance.now() - started);
    }
  }

  async #expire(now: number, result: SweepResult): Promise<void> {
    const day = platformDay(now, this.#timeZone());
    let after = 0;
    for (;;) {
      const members = await repo.membersWithDueLots(this.#db.kysely, now, after, MEMBERS_PER_QUERY);
      if (members.length === 0) return;
      after = members.at(-1) ?? after;
      const totals = await repo.dueTotals(this.#db.kysely, members, now);
      await this.#sliced([...totals], result, async (trx, [userId, total]) => {
        if (total <= 0) return;
        const posted = await this.#ledger.move(
          trx,
          { type: 'uu_expiry', userId, memo: `expired ${day}` },
          { from: { userId }, to: { platform: 'expired' }, currency: 'UU', amount: total, logType: 'uu_expired' },
        );
        // Read again now the posting holds the member's account: a debit between the first read and here
        // changed what is due, and this member waits for the next run rather than expire the wrong amount.
        const [again] = [...(await repo.dueTotals(trx, [userId], now)).values()];
        if (again !== total) throw new Error(`uu lots of member ${userId} changed during the sweep`);
        await repo.expireDueLots(trx, userId, now, posted.transactionId);
        result.members++;
        result.expired += total;
      });
    }
  }

  async #remind(now: number, result: SweepResult): Promise<void> {
    const timeZone = this.#timeZone();
    let after = 0;
    for (;;) {
      const lots = await repo.lotsToRemind(this.#db.kysely, now, after, MEMBERS_PER_QUERY);
      if (lots.length === 0) return;
      after = lots.at(-1)?.userId ?? after;
      // One message per member and threshold: the lots it covers, the soonest last day.
      const messages = new Map<
        string,
        { userId: number; days: UuReminderDays; covers: Map<30 | 7, number[]>; amount: number; expiresAt: number }
      >();
      for (const lot of lots) {
        const due = reminderDue(lot, now, [...(lot.reminded30 ? [30] : []), ...(lot.reminded7 ? [7] : [])]);
        if (!due) continue;
        const key = `${lot.userId}:${due.days}`;
        const message = messages.get(key) ?? {
          userId: lot.userId,
          days: due.days,
          covers: new Map<30 | 7, number[]>(),
          amount: 0,
          expiresAt: lot.expiresAt,
        };
        for (const days of due.covers) message.covers.set(days, [...(message.covers.get(days) ?? []), lot.id]);
        message.amount += lot.remaining;
        message.expiresAt = Math.min(message.expiresAt, lot.expiresAt);
        messages.set(key, message);
      }
      await this.#sliced([...messages.values()], result, async (trx, message) => {
        // The mark and the message are one transaction: a lot another run marked first is not reminded again.
        let marked = 0;
        for (const [days, ids] of message.covers) marked += await repo.markReminded(trx, ids, days);
        if (marked === 0) return;
        await this.#messages.notify(trx, message.userId, uuExpiringEvent(message.amount, lastDayOf(message.expiresAt, timeZone)));
        result.reminded++;
      });
    }
  }
}

/** The wallet's "expiring within 30 days": the total and each last usable day's amount, soonest first. */
export async function expiringSoon(
  db: Executor,
  userId: number,
  now: number,
  timeZone: string,
): Promise<{ total: number; days: { lastDay: string; amount: number }[] }> {
  const lots = await repo.expiringLots(db, userId, now, now + UU_EXPIRING_WINDOW_DAYS * DAY_MS);
  return expiringWithin(lots, now, timeZone);
}
