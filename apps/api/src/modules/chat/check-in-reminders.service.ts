import type { CheckInReminder } from '@uu/contract/chat';
import type { Db } from '../../db/database';
import { platformDay, platformDayStart, type Clock } from '../../lib/clock';
import type { MessageEvent, MessagesService } from '../messages/messages.service';
import type { PlatformService } from '../platform/platform.service';
import * as extras from './check-in-extras.repository';

/** Members looked at per query. */
const MEMBERS_PER_QUERY = 500;

const reminderEvent: MessageEvent = { template: 'checkInReminder', params: {}, object: null };

/**
 * The opt-in daily check-in reminder (issue 24): a member turns it on in the check-in page; the
 * `checkInReminders` job (app.ts, under its lease, so once across instances) sends each opted-in member
 * who has not checked in today one message-centre message (and push through the outbox when the member
 * enabled push) once the platform day reaches the operator's time (checkInDesign.reminderAt, platform
 * time zone). The mark of the day and the message are one transaction, conditional on the mark, so a
 * second run, or a second instance after a lost lease, sends nothing twice.
 */
export class CheckInRemindersService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  readonly #messages: MessagesService;
  readonly #timeZone: () => string;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService; messages: MessagesService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#messages = deps.messages;
    this.#timeZone = deps.timeZone;
  }

  async set(userId: number, enabled: boolean): Promise<CheckInReminder> {
    await extras.setReminder(this.#db.kysely, userId, enabled, this.#clock.now());
    const design = await this.#platform.get('checkInDesign');
    return { enabled: await extras.reminderOn(this.#db.kysely, userId), at: design.reminderAt };
  }

  /** Sends today's reminders once today's reminder time has come; answers how many were sent. */
  async sendDue(): Promise<{ reminded: number }> {
    const now = this.#clock.now();
    const timeZone = this.#timeZone();
    const day = platformDay(now, timeZone);
    const { reminderAt } = await this.#platform.get('checkInDesign');
    const [hours, minutes] = reminderAt.split(':').map(Number) as [number, number];
    if (now < platformDayStart(day, timeZone) + (hours * 60 + minutes) * 60_000) return { reminded: 0 };
    let reminded = 0;
    let after = 0;
    for (;;) {
      const members = await extras.membersToRemind(this.#db.kysely, day, after, MEMBERS_PER_QUERY);
      if (members.length === 0) return { reminded };
      after = members.at(-1) ?? after;
      for (const userId of members) {
        const sent = await this.#db.transaction(async (trx) => {
          if (!(await extras.markReminded(trx, userId, day))) return false;
          await this.#messages.notify(trx, userId, reminderEvent);
          return true;
        });
        if (sent) reminded++;
      }
    }
  }
}
