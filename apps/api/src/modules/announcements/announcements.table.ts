import type { Generated, Selectable } from 'kysely';

/** An operator's announcement (issue 21): one row whatever its audience, read by the members' next reads. */
export interface AnnouncementsTable {
  id: Generated<number>;
  /** JSON `{ title, body }`, each per language: the parameters of the members' copies. */
  params: string;
  audience: 'all' | 'level' | 'members';
  min_level: number | null;
  status: 'scheduled' | 'sent';
  send_at: number;
  sent_at: number | null;
  recipients: Generated<number>;
  created_by: number;
  created_at: number;
  /**
   * How far the `announcements` job wrote the push / email / SMS deliveries of the members who turned them on for
   * announcements: the last user id done (0: none yet); null: nothing left to write.
   */
  outbox_after: number | null;
}

/** The members of an announcement addressed to a list of member numbers. */
export interface AnnouncementMembersTable {
  announcement_id: number;
  user_id: number;
}

export type AnnouncementRow = Selectable<AnnouncementsTable>;
