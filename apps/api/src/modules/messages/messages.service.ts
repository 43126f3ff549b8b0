import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import {
  MESSAGE_CATEGORIES,
  MESSAGE_TEMPLATES,
  type listMessagesQuerySchema,
  type Message,
  type MessageCategory,
  type MessageFrame,
  type MessageObject,
  type MessageTemplate,
  type UnreadCounts,
} from '@uu/contract/messages';
import { afterCommit } from '../../db/after-commit';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../sessions/sessions.service';
import { collectFor, copyOf } from '../announcements/announcements.repository';
import { renderMessage, type StoredParams } from './message-render';
import * as repo from './messages.repository';
import type { NoticeSender } from '../codes/code-sender';
import { NotifyService } from './notify.service';
import { pushSenderOf, type PushSettings } from './push-sender';
import type { LiveEvent, MessagesRelay } from './messages.relay';

type ListInput = z.output<typeof listMessagesQuerySchema>;

/** What a capability reports to a member: a template, its parameters, and what the message opens. */
export type MessageEvent = { template: MessageTemplate; params: StoredParams; object: MessageObject | null };

/** A socket of a member's open app, in the language it reads. */
type LiveClient = { locale: Locale; send: (frame: MessageFrame) => void };

/**
 * The message centre (issue 21). Other services call `notify` inside their own transaction, so a
 * change that rolls back sends nothing; once it commits the message and the unread counts are pushed
 * to the member's open sockets here, and through Redis to the other instances' (messages.relay.ts).
 * Messages are rendered in the reader's language each time they are read.
 */
export class MessagesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #clients = new Map<number, Set<LiveClient>>();
  #relay: MessagesRelay | null = null;
  /** A message's Web Push, email and SMS deliveries, written with it (notify.service.ts); its settings and job. */
  readonly outside: NotifyService;

  /** `env`: Web Push's keys (none: no push); `notices`: how emails and SMS leave (the code sender); `timeZone`: the quiet hours'. */
  constructor(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; env: PushSettings; notices: NoticeSender; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#log = deps.log;
    const { db, clock, log, env, notices, timeZone } = deps;
    this.outside = new NotifyService({ db, clock, log, push: pushSenderOf(env), notices, timeZone });
  }

  /** With Redis: the other instances hear of this one's messages, and this one of theirs. */
  useRelay(relay: MessagesRelay): void {
    this.#relay = relay;
  }

  /**
   * Writes a message to `userId` in the caller's transaction, with its outside deliveries (the outbox) the member
   * chose for its category; pushed live once it commits.
   */
  async notify(trx: Trx, userId: number, event: MessageEvent): Promise<void> {
    await this.notifyMany(trx, [{ userId, event }]);
  }

  /** `notify` for many members at once (the UU expiry reminders): a few statements whatever their number. */
  async notifyMany(trx: Trx, messages: { userId: number; event: MessageEvent }[]): Promise<void> {
    if (messages.length === 0) return;
    const now = this.#clock.now();
    const rows = await repo.insertMessages(
      trx,
      messages.map(({ userId, event }) => ({
        user_id: userId,
        category: MESSAGE_TEMPLATES[event.template],
        template: event.template,
        params: JSON.stringify(event.params),
        object_kind: event.object?.kind ?? null,
        object_id: event.object?.id ?? null,
        created_at: now,
      })),
    );
    await this.outside.enqueue(trx, rows);
    afterCommit(trx, () => {
      for (const row of rows) this.#announce({ userId: row.user_id, messageId: row.id });
    });
  }

  async list(auth: AuthContext, query: ListInput, locale: Locale) {
    const userId = auth.user.id;
    await collectFor(this.#db.kysely, userId);
    const { rows, total } = await repo.listMessages(this.#db.kysely, userId, query.category, query.page, query.size);
    const unread = await this.unread(userId);
    return { list: rows.map((row) => renderMessage(row, locale)), total, page: query.page, size: query.size, unread };
  }

  async unread(userId: number, db: Executor = this.#db.kysely): Promise<UnreadCounts> {
    // Announcements are fanned out on read: the member's pending ones become their messages first.
    await collectFor(db, userId);
    const byCategory = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number>;
    let total = 0;
    for (const { category, n } of await repo.unreadByCategory(db, userId)) {
      byCategory[category] = n;
      total += n;
    }
    return { total, byCategory };
  }

  /** Opening a message marks it read; another member's id (or a deleted one) is not found. */
  async read(auth: AuthContext, id: number, locale: Locale): Promise<{ message: Message; unread: UnreadCounts }> {
    const userId = auth.user.id;
    const row = await repo.markRead(this.#db.kysely, userId, id, this.#clock.now());
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    this.#announce({ userId, messageId: null });
    return { message: renderMessage(row, locale), unread: await this.unread(userId) };
  }

  /** A tapped push notification (the service worker, with the token the push carried): its message is marked read. */
  async readByPush(id: number, token: string): Promise<null> {
    const message = await repo.findMessageById(this.#db.kysely, id);
    if (!message || !this.outside.checkReadToken(message, token)) throw new AppError('MESSAGE_NOT_FOUND');
    await repo.markRead(this.#db.kysely, message.user_id, id, this.#clock.now());
    this.#announce({ userId: message.user_id, messageId: null });
    return null;
  }

  async readAll(auth: AuthContext, category: MessageCategory | undefined) {
    const userId = auth.user.id;
    const marked = await repo.markAllRead(this.#db.kysely, userId, category, this.#clock.now());
    if (marked > 0) this.#announce({ userId, messageId: null });
    return { marked, unread: await this.unread(userId) };
  }

  async delete(auth: AuthContext, id: number) {
    const userId = auth.user.id;
    if (!(await repo.deleteMessage(this.#db.kysely, userId, id, this.#clock.now()))) throw new AppError('MESSAGE_NOT_FOUND');
    this.#announce({ userId, messageId: null });
    return { unread: await this.unread(userId) };
  }

  /** A member's socket listens for their messages; answers the function that stops it. */
  subscribe(userId: number, client: LiveClient): () => void {
    let set = this.#clients.get(userId);
    if (!set) this.#clients.set(userId, (set = new Set()));
    set.add(client);
    return () => {
      set.delete(client);
      if (set.size === 0 && this.#clients.get(userId) === set) this.#clients.delete(userId);
    };
  }

  /** An operator's announcement was sent: members online (here and, through Redis, elsewhere) hear of it. */
  announce(announcementId: number): void {
    this.#announce({ userId: 0, messageId: null, announcementId });
  }

  /** This instance's sockets, then the others' through Redis. */
  #announce(event: LiveEvent): void {
    this.deliver(event);
    this.#relay?.publish(event);
  }

  /** Pushes an event to the member's sockets on this instance (the relay calls it for the others' events). */
  deliver(event: LiveEvent): void {
    if (event.announcementId !== undefined) {
      this.#deliverAnnouncement(event.announcementId);
      return;
    }
    const clients = this.#clients.get(event.userId);
    if (!clients || clients.size === 0) return;
    void (async () => {
      const row = event.messageId === null ? undefined : await repo.findMessageById(this.#db.kysely, event.messageId);
      const unread = await this.unread(event.userId);
      for (const client of clients) {
        client.send(row ? { type: 'message', message: renderMessage(row, client.locale), unread } : { type: 'unread', unread });
      }
    })().catch((err: unknown) => this.#log.warn({ err }, 'messages: live push failed'));
  }

  /** Each member with a socket here to whom the announcement is addressed gets their copy of it. */
  #deliverAnnouncement(announcementId: number): void {
    for (const userId of [...this.#clients.keys()]) {
      void (async () => {
        await collectFor(this.#db.kysely, userId);
        const copy = await copyOf(this.#db.kysely, userId, announcementId);
        if (copy) this.deliver({ userId, messageId: copy.id });
      })().catch((err: unknown) => this.#log.warn({ err }, 'messages: announcement push failed'));
    }
  }
}
