import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AnnouncementRow, AnnouncementsTable } from './announcements.table';

/**
 * The announcements' queries (issue 21). Fan-out on read: an announcement is one row and an audience
 * rule; `collectFor` copies the sent ones addressed to a member into the member's messages when the
 * member reads, once (a unique index on the copy), so sending never writes a row per recipient.
 * The caller owns the transaction.
 */

export type Audience = { audience: AnnouncementRow['audience']; min_level: number | null };

/** The ids of the member numbers (those that exist). */
export async function usersByMemberNo(db: Executor, memberNos: string[]): Promise<{ id: number; member_no: string }[]> {
  if (memberNos.length === 0) return [];
  return db.selectFrom('users').select(['id', 'member_no']).where('member_no', 'in', memberNos).execute();
}

/** How many members an audience addresses now (a list: `userIds`, the members found). */
export async function countAudience(db: Executor, a: Audience, userIds: number[] = []): Promise<number> {
  if (a.audience === 'members') return userIds.length;
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (a.audience === 'level') query = query.where('level', '>=', a.min_level ?? 0);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAnnouncement(
  db: Executor,
  values: Insertable<AnnouncementsTable>,
  userIds: number[],
): Promise<AnnouncementRow> {
  const row = await db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500).map((user_id) => ({ announcement_id: row.id, user_id }));
    await db.insertInto('announcement_members').values(chunk).execute();
  }
  return row;
}

/** Marks a scheduled announcement sent (once: false if another run did). */
export async function markSent(db: Executor, id: number, now: number, recipients: number): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({ status: 'sent', sent_at: now, recipients })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Scheduled announcements whose time has come, oldest first. */
export async function dueAnnouncements(db: Executor, now: number): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcements').selectAll().where('status', '=', 'scheduled').where('send_at', '<=', now).orderBy('id').execute();
}

/** A page of announcements, newest first, each with how many members have read their copy. */
export async function listAnnouncements(db: Executor, page: number, size: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('announcements')
      .selectAll('announcements')
      .select((eb) =>
        eb
          .selectFrom('messages')
          .whereRef('messages.announcement_id', '=', 'announcements.id')
          .where('messages.read_at', 'is not', null)
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .as('read'),
      )
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, read: Number(r.read ?? 0) })), total: Number(count.n) };
}

export async function listedUserIds(db: Executor, announcementId: number): Promise<number[]> {
  const rows = await db.selectFrom('announcement_members').select('user_id').where('announcement_id', '=', announcementId).execute();
  return rows.map((r) => r.user_id);
}

export async function memberNosOf(db: Executor, announcementId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('announcement_members')
    .innerJoin('users', 'users.id', 'announcement_members.user_id')
    .select('users.member_no')
    .where('announcement_members.announcement_id', '=', announcementId)
    .orderBy('users.member_no')
    .execute();
  return rows.map((r) => r.member_no);
}

/**
 * Sent announcements addressed to the member (who was a member when it was sent) of which they hold no copy yet.
 * An index lookup per announcement sent since the member joined.
 */
function pendingFor(db: Executor, userId: number) {
  return db
    .selectFrom('announcements')
    .innerJoin('users', (join) => join.on('users.id', '=', userId).onRef('users.created_at', '<=', 'announcements.sent_at'))
    .where('announcements.status', '=', 'sent')
    .where((eb) =>
      eb.or([
        eb('announcements.audience', '=', 'all'),
        eb.and([eb('announcements.audience', '=', 'level'), eb('users.level', '>=', eb.ref('announcements.min_level'))]),
        eb.and([
          eb('announcements.audience', '=', 'members'),
          eb.exists(
            eb
              .selectFrom('announcement_members')
              .select('announcement_members.user_id')
              .whereRef('announcement_members.announcement_id', '=', 'announcements.id')
              .where('announcement_members.user_id', '=', userId),
          ),
        ]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .whereRef('messages.announcement_id', '=', 'announcements.id')
            .where('messages.user_id', '=', userId),
        ),
      ),
    );
}

/** Copies the member's pending announcements into their messages; answers how many were copied. */
export async function collectFor(db: Executor, userId: number): Promise<number> {
  const pending = await pendingFor(db, userId).select(['announcements.id', 'announcements.params', 'announcements.sent_at']).execute();
  if (pending.length === 0) return 0;
  const inserted = await db
    .insertInto('messages')
    .values(
      pending.map((a) => ({
        user_id: userId,
        category: 'announcements' as const,
        template: 'announcement' as const,
        params: a.params,
        object_kind: null,
        object_id: null,
        created_at: a.sent_at ?? 0,
        announcement_id: a.id,
      })),
    )
    .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** The member's copy of an announcement. */
export async function copyOf(db: Executor, userId: number, announcementId: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('announcement_id', '=', announcementId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
