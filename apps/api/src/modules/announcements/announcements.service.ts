import type { z } from 'zod';
import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementPreview,
  announcementDraftSchema,
  createAnnouncementBodySchema,
} from '@uu/contract/admin-announcements';
import { LOCALES } from '@uu/contract/locales';
import { afterCommit } from '../../db/after-commit';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { localized, type LocalizedText } from '../../lib/localized';
import type { AdminContext } from '../admin/admin-context';
import type { MessagesService } from '../messages/messages.service';
import * as outbox from './announcements.outbox';
import * as repo from './announcements.repository';
import type { AnnouncementRow } from './announcements.table';

type Draft = z.output<typeof announcementDraftSchema>;
type CreateInput = z.output<typeof createAnnouncementBodySchema>;
type Texts = { title: LocalizedText; body: LocalizedText };

/** Members' channel settings read per batch of an announcement's outbox, and batches per run of the job. */
const OUTBOX_BATCH = 500;
const MAX_BATCHES = 200;

/** Whether stored channel settings turn on any outside channel for announcements. */
const announcementChannels = (channels: string) => ((JSON.parse(channels) as { announcements?: unknown[] }).announcements ?? []).length > 0;

/**
 * Operator announcements (issue 21), delivered by fan-out on read: sending writes the announcement's
 * row (and a list's members), never a row per recipient, so an announcement to every member answers at
 * once; each member's next read of the message centre copies it into their messages (messages.service.ts
 * calls `collectFor`). Members online hear of it over their socket (and through Redis, the other
 * instances' members). A scheduled one is sent by the `announcements` job, under its lease, once.
 */
export class AnnouncementsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #messages: MessagesService;

  constructor(deps: { db: Db; clock: Clock; messages: MessagesService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#messages = deps.messages;
  }

  /** How it reads in each language and whom it would reach; writes nothing. */
  async preview(draft: Draft): Promise<AnnouncementPreview> {
    const { recipients, unknown } = await this.#resolve(this.#db.kysely, draft.audience);
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [locale, { title: localized(draft.title, locale), body: localized(draft.body, locale) }]),
    ) as AnnouncementPreview['texts'];
    return { recipients, unknownMemberNos: unknown, texts };
  }

  /** Sends now, or at `sendAt`; an audience that matches nobody is refused. */
  async create(admin: AdminContext, input: CreateInput): Promise<Announcement> {
    const now = this.#clock.now();
    const sendAt = input.sendAt === null ? now : Date.parse(input.sendAt);
    // A minute's grace: "at 10:00" chosen at 09:59:30 and confirmed at 10:00:10 still goes, now.
    if (sendAt < now - 60_000) throw new AppError('ANNOUNCEMENT_SEND_AT_PAST');
    const immediate = sendAt <= now;
    const texts: Texts = { title: input.title, body: input.body };
    const row = await this.#db.transaction(async (trx) => {
      const { recipients, userIds } = await this.#resolve(trx, input.audience);
      if (recipients === 0) throw new AppError('ANNOUNCEMENT_AUDIENCE_EMPTY');
      const inserted = await repo.insertAnnouncement(
        trx,
        {
          params: JSON.stringify(texts),
          audience: input.audience.kind,
          min_level: input.audience.kind === 'level' ? input.audience.minLevel : null,
          status: immediate ? 'sent' : 'scheduled',
          send_at: immediate ? now : sendAt,
          sent_at: immediate ? now : null,
          recipients: immediate ? recipients : 0,
          created_by: admin.id ?? 0,
          created_at: now,
          // The job writes the outside deliveries once it is sent (deliverOutside), never this call.
          outbox_after: 0,
        },
        userIds,
      );
      if (immediate) afterCommit(trx, () => this.#messages.announce(inserted.id));
      return inserted;
    });
    return this.#toAnnouncement(this.#db.kysely, { ...row, read: 0 });
  }

  /**
   * The job: sends the scheduled announcements whose time has come (each once, across instances), then writes the
   * outside deliveries of those sent (deliverOutside).
   */
  async sendDue(): Promise<number> {
    const sent = await this.#sendScheduled();
    await this.deliverOutside();
    return sent;
  }

  /**
   * The push, email and SMS deliveries of sent announcements, to the members who turned a channel on for announcements
   * (quiet hours kept): their channel settings are read in batches of 500 by user id, each batch in one transaction
   * that moves the announcement's mark (a conditional update: a batch is written once, and a run cut short resumes
   * after the last batch done), at most MAX_BATCHES batches per run. Answers how many deliveries were written.
   */
  async deliverOutside(): Promise<number> {
    let written = 0;
    let batches = 0;
    for (const a of await outbox.announcementsToDeliver(this.#db.kysely)) {
      let after = a.outbox_after ?? 0;
      while (batches < MAX_BATCHES) {
        batches += 1;
        const from = after;
        const settings = await outbox.settingsBatch(this.#db.kysely, a, from, OUTBOX_BATCH);
        const last = settings.at(-1)?.user_id ?? null;
        const wanted = new Map(settings.filter((s) => announcementChannels(s.channels)).map((s) => [s.user_id, s]));
        const moved = await this.#db.transaction(async (trx) => {
          if (!(await outbox.advanceOutbox(trx, a.id, from, last))) return false;
          const copies = await outbox.copiesToDeliver(trx, a, [...wanted.keys()]);
          written += await this.#messages.outside.enqueueMany(trx, copies, wanted);
          return true;
        });
        if (!moved || last === null) break;
        after = last;
      }
    }
    return written;
  }

  async #sendScheduled(): Promise<number> {
    let sent = 0;
    for (const due of await repo.dueAnnouncements(this.#db.kysely, this.#clock.now())) {
      await this.#db.transaction(async (trx) => {
        const userIds = due.audience === 'members' ? await repo.listedUserIds(trx, due.id) : [];
        const recipients = await repo.countAudience(trx, due, userIds);
        if (!(await repo.markSent(trx, due.id, this.#clock.now(), recipients))) return;
        sent += 1;
        afterCommit(trx, () => this.#messages.announce(due.id));
      });
    }
    return sent;
  }

  async list(page: number, size: number) {
    const { rows, total } = await repo.listAnnouncements(this.#db.kysely, page, size);
    const list = await Promise.all(rows.map((row) => this.#toAnnouncement(this.#db.kysely, row)));
    return { list, total, page, size };
  }

  async #resolve(db: Executor, audience: AnnouncementAudience) {
    if (audience.kind !== 'members') {
      const rule = { audience: audience.kind, min_level: audience.kind === 'level' ? audience.minLevel : null };
      return { recipients: await repo.countAudience(db, rule), userIds: [], unknown: [] };
    }
    const wanted = [...new Set(audience.memberNos)];
    const found = await repo.usersByMemberNo(db, wanted);
    const known = new Set(found.map((u) => u.member_no));
    return { recipients: found.length, userIds: found.map((u) => u.id), unknown: wanted.filter((no) => !known.has(no)) };
  }

  async #toAnnouncement(db: Executor, row: AnnouncementRow & { read: number }): Promise<Announcement> {
    const texts = JSON.parse(row.params) as Texts;
    const audience: AnnouncementAudience =
      row.audience === 'level'
        ? { kind: 'level', minLevel: row.min_level ?? 0 }
        : row.audience === 'members'
          ? { kind: 'members', memberNos: await repo.memberNosOf(db, row.id) }
          : { kind: 'all' };
    return {
      id: row.id,
      title: texts.title as Announcement['title'],
      body: texts.body as Announcement['body'],
      audience,
      status: row.status,
      sendAt: toIso(row.send_at),
      sentAt: row.sent_at === null ? null : toIso(row.sent_at),
      recipients: row.recipients,
      read: row.read,
      createdAt: toIso(row.created_at),
    };
  }
}
