import { sql } from 'kysely';
import type { Allowance } from '@uu/contract/chat';
import type { Db } from '../../db/database';
import { platformDay, type Clock } from '../../lib/clock';
import type { UserRow } from '../accounts/accounts.table';
import type { PlatformService } from '../platform/platform.service';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The chat allowance (product.md): per platform day, the level's questions + 1 after today's
 * check-in + what active chat packages add. A question is counted when its answer starts (one
 * conditional UPDATE against the limit, so N questions pass when N remain however many arrive at
 * once) and given back to the day it was counted on if the answer fails.
 */
export class AllowanceService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;
  readonly #defaultPerLevel: readonly number[];

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService; timeZone: () => string; defaultPerLevel: readonly number[] }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#timeZone = deps.timeZone;
    this.#defaultPerLevel = deps.defaultPerLevel;
  }

  today(): string {
    return platformDay(this.#clock.now(), this.#timeZone());
  }

  async of(user: Pick<UserRow, 'id' | 'level'>): Promise<Allowance> {
    const now = this.#clock.now();
    const day = platformDay(now, this.#timeZone());
    const k = this.#db.kysely;
    const [perLevel, signed, packages, usage] = await Promise.all([
      this.#platform.get('chatDailyQuestions'),
      k.selectFrom('sign_logs').select('day').where('user_id', '=', user.id).where('day', '=', day).executeTakeFirst(),
      k
        .selectFrom('chat_packages')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('questions_per_day'), eb.lit(0)).as('questions'),
          eb.fn.max('ends_at').as('ends'),
        ])
        .where('user_id', '=', user.id)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .executeTakeFirstOrThrow(),
      k.selectFrom('chat_usage').select('used').where('user_id', '=', user.id).where('day', '=', day).executeTakeFirst(),
    ]);
    const levelQuestions = (perLevel ?? this.#defaultPerLevel)[user.level] ?? 0;
    const checkInBonus = signed ? 1 : 0;
    const packageQuestions = Number(packages.questions);
    const ends = packages.ends === null ? null : Number(packages.ends);
    const used = usage?.used ?? 0;
    return {
      day,
      levelQuestions,
      checkInBonus,
      packageQuestions,
      packageDaysLeft: ends === null ? 0 : Math.ceil((ends - now) / DAY_MS),
      used,
      remaining: Math.max(0, levelQuestions + checkInBonus + packageQuestions - used),
      signedToday: Boolean(signed),
    };
  }

  /** Counts one question against today's limit; false when none remain. */
  async take(userId: number, allowance: Allowance): Promise<boolean> {
    const limit = allowance.levelQuestions + allowance.checkInBonus + allowance.packageQuestions;
    const k = this.#db.kysely;
    await k
      .insertInto('chat_usage')
      .values({ user_id: userId, day: allowance.day, used: 0 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await k
      .updateTable('chat_usage')
      .set({ used: sql<number>`used + 1` })
      .where('user_id', '=', userId)
      .where('day', '=', allowance.day)
      .where('used', '<', limit)
      .returning('used')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives a question back to the day it was counted on. */
  async giveBack(userId: number, day: string): Promise<void> {
    await this.#db.kysely
      .updateTable('chat_usage')
      .set({ used: sql<number>`used - 1` })
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('used', '>', 0)
      .execute();
  }
}
