import { UU_EXPIRING_WINDOW_DAYS, DAY_MS, expiringWithin, lastDayOf, reminderDue, type UuReminderDays } from '@uu/domain/uu-lots';
import type { Db, Executor, Trx } from '../../db/database';
import { platformDay, type Clock } from '../../lib/clock';
import { uuExpiringEvent } from '../messages/events';
import type { MessageEvent, MessagesService } from '../messages/messages.service';
import type { LedgerService } from './ledger';
import { lockMemberAccounts } from './ledger-batch';
import * as repo from './uu-expiry.repository';
import { expiringLots } from './uu-lots.repository';

/** Members taken on by one set of set-based statements (their bound parameters stay far below the limits). */
const CHUNK = 50;
/**
 * A write transaction takes on another chunk only while it has lasted less than this (SQLite has one writer:
 * others wait meanwhile; the bound is 50 ms, a chunk and the commit included).
 */
const WRITE_SLICE_MS = 15;

export type SweepResult = {
  /** Members whose due lots expired, one ledger transaction each. */
  members: number;
  expired: number;
  reminded: number;
  /** Members left for the next run: their due lots add up to more than their UU balance (`ledger:verify` reports them). */
  skipped: number;
  longestWriteMs: number;
  writes: number;
  /** Write transactions that held the lock over the 50 ms bound (a busy machine's pauses included). */
  writesOver50Ms: number;
};

type Tally = Partial<Pick<SweepResult, 'members' | 'expired' | 'reminded' | 'skipped'>>;

/**
 * The daily expiry sweep of UU lots (issue 24; docs/decisions.md "UU expiry"), run by the `uuExpiry` job under
 * its lease (app.ts), and what the wallet shows of the lots.
 *
 * Lots expire at the start of a platform day; the sweep, run hourly, moves what is left of each member's due
 * lots to the platform's `expired` account in one ledger transaction per member (so one per member per day),
 * then sends the 30- and 7-day reminders, each once per lot (a mark on the lot in the message's transaction).
 * It reads which members have work once (the partial index of open lots by expiry), then writes a batch of
 * members per transaction with a fixed number of set-based statements (LedgerService.moveEach, one UPDATE of the
 * lots, one INSERT of the messages); each batch is sized by how long the last one held the write lock, aiming at
 * WRITE_TARGET_MS, so SQLite's one writer is never held long. The amounts are read after the members' accounts are
 * locked (PostgreSQL: FOR UPDATE; SQLite: the write lock itself), and every mark is conditional, so a second run,
 * or a run on a second instance at the same time, finds the lots already emptied or marked and changes nothing.
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
  async sweep(options: { chunk?: number } = {}): Promise<SweepResult> {
    const now = this.#clock.now();
    const result: SweepResult = { members: 0, expired: 0, reminded: 0, skipped: 0, longestWriteMs: 0, writes: 0, writesOver50Ms: 0 };
    await this.#expire(now, result, options.chunk);
    await this.#remind(now, result, options.chunk);
    return result;
  }

  /**
   * Runs `work` on the members in write transactions: each takes chunks of CHUNK members (or `chunk`) while it has
   * lasted less than WRITE_SLICE_MS, so it is bounded by time whatever a member costs on this machine and database;
   * what `work` tallies counts once its transaction committed.
   */
  async #batched(
    members: number[],
    result: SweepResult,
    chunk: number | undefined,
    work: (trx: Trx, batch: number[]) => Promise<Tally>,
  ): Promise<void> {
    const size = chunk ?? CHUNK;
    for (let next = 0; next < members.length;) {
      const started = performance.now();
      const [done, tally] = await this.#db.transaction(async (trx) => {
        const sum: Required<Tally> = { members: 0, expired: 0, reminded: 0, skipped: 0 };
        let i = next;
        do {
          const part = await work(trx, members.slice(i, i + size));
          for (const key of ['members', 'expired', 'reminded', 'skipped'] as const) sum[key] += part[key] ?? 0;
          i += size;
        } while (i < members.length && performance.now() - started < WRITE_SLICE_MS);
        return [i, sum] as const;
      });
      const ms = performance.now() - started;
      next = done;
      result.writes++;
      result.longestWriteMs = Math.max(result.longestWriteMs, ms);
      if (ms > 50) result.writesOver50Ms++;
      for (const key of ['members', 'expired', 'reminded', 'skipped'] as const) result[key] += tally[key];
    }
  }

  async #expire(now: number, result: SweepResult, chunk: number | undefined): Promise<void> {
    const memo = `expired ${platformDay(now, this.#timeZone())}`;
    const members = await repo.membersWithDueLots(this.#db.kysely, now);
    await this.#batched(members, result, chunk, async (trx, batch) => {
      // Lock first, then read: what a concurrent posting or sweep did before is seen, and none can act meanwhile.
      const accounts = await lockMemberAccounts(trx, batch, 'UU');
      const moves: { userId: number; amount: number }[] = [];
      let skipped = 0;
      for (const [userId, amount] of await repo.dueTotals(trx, batch, now)) {
        if (amount <= 0) continue;
        if ((accounts.get(userId)?.balance ?? 0) >= amount) moves.push({ userId, amount });
        else skipped++;
      }
      if (moves.length === 0) return { skipped };
      const posted = await this.#ledger.moveEach(trx, {
        type: 'uu_expiry',
        memo,
        currency: 'UU',
        to: 'expired',
        logType: 'uu_expired',
        moves,
      });
      const expiries = [...posted].map(([userId, transactionId]) => ({ userId, transactionId }));
      await repo.expireDueLots(trx, expiries, now);
      return { members: moves.length, expired: moves.reduce((s, m) => s + m.amount, 0), skipped };
    });
  }

  async #remind(now: number, result: SweepResult, chunk: number | undefined): Promise<void> {
    const timeZone = this.#timeZone();
    const members = await repo.membersToRemind(this.#db.kysely, now);
    await this.#batched(members, result, chunk, async (trx, batch) => {
      const messages = remindersOf(await repo.lotsToRemind(trx, batch, now), now);
      // The marks and the messages are one transaction: a lot another run marked first is not reminded again.
      const marked = new Set<number>();
      for (const days of [30, 7] as const) {
        const ids = messages.flatMap((m) => m.covers.get(days) ?? []);
        for (const id of await repo.markReminded(trx, ids, days)) marked.add(id);
      }
      const sent: { userId: number; event: MessageEvent }[] = [];
      for (const m of messages) {
        if (![...m.covers.values()].some((ids) => ids.some((id) => marked.has(id)))) continue;
        sent.push({ userId: m.userId, event: uuExpiringEvent(m.amount, lastDayOf(m.expiresAt, timeZone)) });
      }
      await this.#messages.notifyMany(trx, sent);
      return { reminded: sent.length };
    });
  }
}

type Reminder = { userId: number; days: UuReminderDays; covers: Map<30 | 7, number[]>; amount: number; expiresAt: number };

/** One message per member and threshold: the lots it covers, their amount, the soonest last day. */
function remindersOf(lots: repo.ReminderLot[], now: number): Reminder[] {
  const messages = new Map<string, Reminder>();
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
  return [...messages.values()];
}

/** The wallet's "expiring within 30 days": the total and each last usable day's amount, soonest first. */
export async function expiringSoon(
  db: Executor,
  userId: number,
  now: number,
  timeZone: string,
): Promise<{ total: number; days: { lastDay: string; amount: number }[] }> {
  const lots = await expiringLots(db, userId, now, now + UU_EXPIRING_WINDOW_DAYS * DAY_MS);
  return expiringWithin(lots, now, timeZone);
}
