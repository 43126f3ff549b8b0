import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@uu/contract/locales';
import {
  MESSAGE_CATEGORIES,
  type MessageCategory,
  type NotifyChannel,
  type NotifyChannels,
  type NotifySettings,
  type NotifySettingsBody,
  type PushSubscribeBody,
  type QuietHours,
} from '@uu/contract/messages';
import { nextAttemptAt, releaseAfterQuietHours } from '@uu/domain/notify-rules';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findUserById } from '../accounts/accounts.repository';
import type { AuthContext } from '../sessions/sessions.service';
import type { NoticeSender } from '../codes/code-sender';
import { findMessageById } from './messages.repository';
import { renderMessage } from './message-render';
import * as repo from './notify.repository';
import type { MessageDeliveryRow, NotifySettingsRow, PushSubscriptionRow } from './notify.table';
import type { PushSender } from './push-sender';
import type { MessageRow } from './messages.table';

/** A delivery's attempt may take this long before another run may try it again (a crash mid-send). */
const ATTEMPT_MS = 2 * 60_000;
/** Deliveries sent per run of the job (they go out side by side: a slow channel holds up none of the others). */
const BATCH = 50;

const noChannels = (): NotifyChannels =>
  Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, [] as NotifyChannel[]])) as unknown as NotifyChannels;

function channelsOf(row: NotifySettingsRow | undefined): NotifyChannels {
  const stored = row ? (JSON.parse(row.channels) as Partial<NotifyChannels>) : {};
  return { ...noChannels(), ...stored };
}

function quietOf(row: NotifySettingsRow | undefined): QuietHours | null {
  return row?.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null;
}

/** Account-security alerts (a new device signed in, a password changed) are not held through quiet hours. */
const quietApplies = (category: MessageCategory) => category !== 'security';

/**
 * A message's outside channels (issue 21): the member chooses, per category, Web Push (each subscribed device),
 * email and SMS, and quiet hours. `enqueue` writes the deliveries as outbox rows in the message's own transaction
 * (a change that rolls back sends nothing); the `deliveries` job (app.ts, once across instances under its lease)
 * sends the due ones, each on its own, and retries a failing one with back-off (domain notify-rules) until it gives up
 * with the error kept. A push service's 404/410 deletes the subscription.
 */
export class NotifyService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #push: PushSender | null;
  readonly #notices: NoticeSender;
  readonly #timeZone: () => string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    log: FastifyBaseLogger;
    push: PushSender | null;
    notices: NoticeSender;
    timeZone: () => string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#push = deps.push;
    this.#notices = deps.notices;
    this.#timeZone = deps.timeZone;
  }

  async settings(auth: AuthContext): Promise<NotifySettings> {
    const userId = auth.user.id;
    const db = this.#db.kysely;
    const row = await repo.findSettings(db, userId);
    return {
      channels: channelsOf(row),
      quietHours: quietOf(row),
      push: { publicKey: this.#push?.publicKey ?? null, devices: await repo.countSubscriptions(db, userId) },
      contacts: { email: Boolean(auth.user.email), phone: Boolean(auth.user.phone) },
      timeZone: this.#timeZone(),
    };
  }

  /** Emails and SMS are written in `locale`, the language the member uses the app in. */
  async saveSettings(auth: AuthContext, body: NotifySettingsBody, locale: Locale): Promise<NotifySettings> {
    await repo.saveSettings(this.#db.kysely, {
      user_id: auth.user.id,
      channels: JSON.stringify(body.channels),
      quiet_from: body.quietHours?.from ?? null,
      quiet_to: body.quietHours?.to ?? null,
      locale,
      updated_at: this.#clock.now(),
    });
    return this.settings(auth);
  }

  async subscribe(auth: AuthContext, body: PushSubscribeBody, locale: Locale): Promise<{ devices: number }> {
    if (!this.#push) throw new AppError('PUSH_NOT_CONFIGURED');
    if (!this.#push.accepts(body.endpoint)) {
      throw new AppError('VALIDATION', { status: 400, issues: [{ path: 'endpoint', key: 'validation.pushEndpoint' }] });
    }
    const userId = auth.user.id;
    await repo.upsertSubscription(this.#db.kysely, {
      user_id: userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      locale,
      session_id: auth.sessionId,
      created_at: this.#clock.now(),
    });
    return { devices: await repo.countSubscriptions(this.#db.kysely, userId) };
  }

  /** Only the member's own subscription is removed; another member's endpoint is not found. */
  async unsubscribe(auth: AuthContext, endpoint: string): Promise<{ devices: number }> {
    const userId = auth.user.id;
    if (!(await repo.deleteOwnSubscription(this.#db.kysely, userId, endpoint))) throw new AppError('PUSH_SUBSCRIPTION_NOT_FOUND');
    return { devices: await repo.countSubscriptions(this.#db.kysely, userId) };
  }

  /** Whether `token` is the one a push of the message carried (false without push configured). */
  checkReadToken(message: MessageRow, token: string): boolean {
    return this.#push?.checkReadToken(message.id, message.user_id, token) ?? false;
  }

  /**
   * Writes the messages' outside deliveries in the messages' transaction (MessagesService.notify): the members'
   * settings and push subscriptions read once for all of them.
   */
  async enqueue(trx: Trx, messages: MessageRow[]): Promise<void> {
    if (messages.length === 0) return;
    const userIds = [...new Set(messages.map((m) => m.user_id))];
    const settings = new Map((await repo.settingsOf(trx, userIds)).map((r) => [r.user_id, r]));
    await this.enqueueMany(trx, messages, settings);
  }

  /**
   * Many members' messages at once (a batch of an announcement's copies, the `announcements` job): their settings
   * given, their devices read in one query, the rows written in chunks. Answers how many deliveries were written.
   */
  async enqueueMany(trx: Executor, messages: MessageRow[], settings: Map<number, NotifySettingsRow>): Promise<number> {
    const pushing = messages.filter((m) => channelsOf(settings.get(m.user_id))[m.category].includes('push')).map((m) => m.user_id);
    const devices = new Map<number, PushSubscriptionRow[]>();
    for (const sub of this.#push ? await repo.subscriptionsOfMany(trx, pushing) : []) {
      devices.set(sub.user_id, [...(devices.get(sub.user_id) ?? []), sub]);
    }
    const rows = messages.flatMap((m) => this.#deliveries(m, settings.get(m.user_id), devices.get(m.user_id) ?? []));
    await repo.insertDeliveries(trx, rows);
    return rows.length;
  }

  /** A message's delivery rows: one per channel turned on for its category (push: one per device), after quiet hours. */
  #deliveries(message: MessageRow, settings: NotifySettingsRow | undefined, devices: PushSubscriptionRow[]): repo.NewDelivery[] {
    const now = this.#clock.now();
    const at = quietApplies(message.category) ? releaseAfterQuietHours(now, quietOf(settings), this.#timeZone()) : now;
    const row = (channel: NotifyChannel, subscriptionId: number | null): repo.NewDelivery => ({
      message_id: message.id,
      user_id: message.user_id,
      channel,
      subscription_id: subscriptionId,
      status: 'pending',
      next_at: at,
      last_error: null,
      created_at: now,
      done_at: null,
    });
    return channelsOf(settings)[message.category].flatMap((channel) =>
      channel !== 'push' ? [row(channel, null)] : this.#push ? devices.map((sub) => row('push', sub.id)) : [],
    );
  }

  /** The `deliveries` job: sends what is due, each delivery on its own; answers how many were attempted. */
  async runDue(): Promise<number> {
    const db = this.#db.kysely;
    const now = this.#clock.now();
    const due = await repo.dueDeliveries(db, now, BATCH);
    const attempts = await Promise.all(
      due.map(async (row) => {
        if (!(await repo.claimDelivery(db, row, now + ATTEMPT_MS))) return false;
        await this.#attempt(db, row).catch((err: unknown) =>
          this.#log.error({ err, delivery: row.id }, 'messages: delivery bookkeeping failed'),
        );
        return true;
      }),
    );
    return attempts.filter(Boolean).length;
  }

  async #attempt(db: Executor, row: MessageDeliveryRow): Promise<void> {
    const attempts = row.attempts + 1;
    let outcome: { status: 'sent' | 'skipped'; why?: string };
    try {
      outcome = await this.#send(db, row);
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const now = this.#clock.now();
      const retry = nextAttemptAt(now, attempts);
      this.#log.warn({ delivery: row.id, channel: row.channel, attempts, error }, 'messages: delivery failed');
      if (retry === null) {
        await repo.finishAttempt(db, row.id, { status: 'failed', now, attempts, error });
        return;
      }
      const message = await findMessageById(db, row.message_id);
      const settings = await repo.findSettings(db, row.user_id);
      const nextAt = message && quietApplies(message.category) ? releaseAfterQuietHours(retry, quietOf(settings), this.#timeZone()) : retry;
      await repo.finishAttempt(db, row.id, { status: 'pending', nextAt, attempts, error });
      return;
    }
    await repo.finishAttempt(db, row.id, { ...outcome, now: this.#clock.now(), attempts, error: outcome.why });
  }

  /** One delivery; throws when the channel failed (retried). Skipped: nothing to send to any more. */
  async #send(db: Executor, row: MessageDeliveryRow): Promise<{ status: 'sent' | 'skipped'; why?: string }> {
    const message = await findMessageById(db, row.message_id);
    if (!message) return { status: 'skipped', why: 'message deleted' };
    const settings = await repo.findSettings(db, row.user_id);
    // The member may have turned the channel off while the delivery waited (quiet hours, a retry).
    if (!channelsOf(settings)[message.category].includes(row.channel)) return { status: 'skipped', why: 'channel turned off' };
    if (row.channel === 'push') {
      const sub = row.subscription_id === null ? undefined : await repo.findSubscription(db, row.subscription_id);
      if (!this.#push || !sub || sub.user_id !== row.user_id) return { status: 'skipped', why: 'no subscription' };
      const { title, body, object } = renderMessage(message, sub.locale);
      const read = this.#push.readToken(message.id, message.user_id);
      const sent = await this.#push.send(sub, { title, body, messageId: message.id, object, read });
      if (sent === 'gone') {
        await repo.deleteSubscription(db, sub.id);
        return { status: 'skipped', why: 'subscription gone' };
      }
      return { status: 'sent' };
    }
    const user = await findUserById(db, row.user_id);
    const to = row.channel === 'email' ? user?.email : user?.phone;
    if (!to) return { status: 'skipped', why: `no ${row.channel === 'email' ? 'email' : 'phone'} bound` };
    const { title, body } = renderMessage(message, settings?.locale ?? 'zh-Hant');
    await this.#notices.notify({ to, kind: `message:${message.template}`, subject: title, text: body });
    return { status: 'sent' };
  }
}
