import type { Allowance } from '@uu/contract/chat';
import type { Db } from '../../db/database';
import { platformDay, type Clock } from '../../lib/clock';
import type { UserRow } from '../accounts/accounts.table';
import type { PlatformService } from '../platform/platform.service';
import * as repo from './chat.repository';

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
      repo.signedOn(k, user.id, day),
      repo.activePackages(k, user.id, now),
      repo.usageOn(k, user.id, day),
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
    return repo.countQuestion(this.#db.kysely, userId, allowance.day, limit);
  }

  /** Gives a question back to the day it was counted on. */
  async giveBack(userId: number, day: string): Promise<void> {
    await repo.uncountQuestion(this.#db.kysely, userId, day);
  }
}
