import type { Db, Trx } from '../../db/database';
import { platformDay, type Clock } from '../../lib/clock';
import type { LocalizedText } from '../../lib/localized';
import { couponExpiringEvent, couponReceivedEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import { copiesToRemind, markReminded } from './coupons.repository';

const DAY = 24 * 60 * 60_000;
/** A copy is reminded of when it expires within this (issue 21: three days). */
export const REMIND_BEFORE_MS = 3 * DAY;

/**
 * What the message centre hears of coupons (issue 21): a copy received, written in the transaction that
 * gives it, and the copies about to expire, found by a job (app.ts, under its lease) and each reminded of
 * once: the copy's mark and its message are one transaction.
 */
export class CouponMessages {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #messages: MessagesService;
  readonly #timeZone: () => string;

  constructor(deps: { db: Db; clock: Clock; messages: MessagesService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#messages = deps.messages;
    this.#timeZone = deps.timeZone;
  }

  async received(trx: Trx, userIds: number[], coupon: { id: number; name: string }, expiresAt: number): Promise<void> {
    const name = JSON.parse(coupon.name) as LocalizedText;
    const day = platformDay(expiresAt, this.#timeZone());
    for (const userId of userIds) await this.#messages.notify(trx, userId, couponReceivedEvent(coupon.id, name, day));
  }

  /** Reminds every member of each unused copy expiring within three days, once; answers how many. */
  async remindExpiring(limit = 500): Promise<number> {
    const now = this.#clock.now();
    let reminded = 0;
    for (const copy of await copiesToRemind(this.#db.kysely, now, now + REMIND_BEFORE_MS, limit)) {
      const sent = await this.#db.transaction(async (trx) => {
        if (!(await markReminded(trx, copy.id, now))) return false;
        const name = JSON.parse(copy.name) as LocalizedText;
        await this.#messages.notify(trx, copy.user_id, couponExpiringEvent(copy.id, name, platformDay(copy.expires_at, this.#timeZone())));
        return true;
      });
      if (sent) reminded++;
    }
    return reminded;
  }
}
