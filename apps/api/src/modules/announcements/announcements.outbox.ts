import type { Executor } from '../../db/database';
import type { NotifySettingsRow } from '../messages/notify.table';
import type { MessageRow } from '../messages/messages.table';
import type { AnnouncementRow } from './announcements.table';

/**
 * The queries of an announcement's outbox (issue 21): the members who turned on an outside channel (push, email,
 * SMS) for announcements get it through the message deliveries too. The `announcements` job walks the members'
 * channel settings in user-id order, a batch at a time, after the announcement is sent; the centre itself stays
 * fan-out on read (the operator's call writes one row whatever the audience). The caller owns the transaction.
 */

/** Sent announcements whose deliveries are not all written yet, oldest first. */
export async function announcementsToDeliver(db: Executor): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('status', '=', 'sent')
    .where('outbox_after', 'is not', null)
    .orderBy('id')
    .execute();
}

/**
 * The next `limit` channel settings (by user id, after `after`) of members the announcement is addressed to: a member
 * when it was sent, of the level, or on its list. Only members who saved settings are read, never every member.
 */
export async function settingsBatch(db: Executor, a: AnnouncementRow, after: number, limit: number): Promise<NotifySettingsRow[]> {
  let query = db
    .selectFrom('notify_settings')
    .innerJoin('users', 'users.id', 'notify_settings.user_id')
    .selectAll('notify_settings')
    .where('notify_settings.user_id', '>', after)
    .where('users.created_at', '<=', a.sent_at ?? 0);
  if (a.audience === 'level') query = query.where('users.level', '>=', a.min_level ?? 0);
  if (a.audience === 'members') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('announcement_members')
          .select('announcement_members.user_id')
          .where('announcement_members.announcement_id', '=', a.id)
          .whereRef('announcement_members.user_id', '=', 'notify_settings.user_id'),
      ),
    );
  }
  return query.orderBy('notify_settings.user_id').limit(limit).execute();
}

/** Moves the announcement's mark from `from` to `to` (null: done); false when another run moved it first. */
export async function advanceOutbox(db: Executor, id: number, from: number, to: number | null): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({ outbox_after: to })
    .where('id', '=', id)
    .where('outbox_after', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The members' copies of the announcement (made now for those who have not read the centre since: the same row their
 * next read would make), those still unread and not deleted: the messages the deliveries send.
 */
export async function copiesToDeliver(db: Executor, a: AnnouncementRow, userIds: number[]): Promise<MessageRow[]> {
  if (userIds.length === 0) return [];
  await db
    .insertInto('messages')
    .values(
      userIds.map((user_id) => ({
        user_id,
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
    .execute();
  return db
    .selectFrom('messages')
    .selectAll()
    .where('announcement_id', '=', a.id)
    .where('user_id', 'in', userIds)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('user_id')
    .execute();
}
