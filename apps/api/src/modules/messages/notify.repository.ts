import type { Insertable } from 'kysely';
import type { Locale } from '@uu/contract/locales';
import type { Executor } from '../../db/database';
import { columns, prepared } from '../../db/prepared';
import type {
  MessageDeliveriesTable,
  MessageDeliveryRow,
  NotifySettingsRow,
  NotifySettingsTable,
  PushSubscriptionRow,
} from './notify.table';

/**
 * The outside channels' queries (issue 21): a member's push subscriptions and channel settings, and the
 * outbox of deliveries. Subscriptions are changed only among the member's own. The caller owns the transaction.
 */

export async function findSettings(db: Executor, userId: number): Promise<NotifySettingsRow | undefined> {
  return db.selectFrom('notify_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

// One member's, what every transfer's message reads, compiled once (db/prepared.ts).
const settingsOfOne = prepared((db, p: { userId: number }) => db.selectFrom('notify_settings').selectAll().where('user_id', '=', p.userId));

/** Several members' settings (those who saved any). */
export async function settingsOf(db: Executor, userIds: number[]): Promise<NotifySettingsRow[]> {
  if (userIds.length === 0) return [];
  const [only] = userIds;
  if (only !== undefined && userIds.length === 1) return (await settingsOfOne(db, { userId: only })).rows;
  return db.selectFrom('notify_settings').selectAll().where('user_id', 'in', userIds).execute();
}

export async function saveSettings(db: Executor, values: Insertable<NotifySettingsTable>): Promise<void> {
  const { user_id: _userId, ...changes } = values;
  await db
    .insertInto('notify_settings')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** Adds the device's subscription, or takes it over (a repeat, or another account signed in on the device). */
export async function upsertSubscription(
  db: Executor,
  values: { user_id: number; endpoint: string; p256dh: string; auth: string; locale: Locale; session_id: number; created_at: number },
): Promise<void> {
  const { endpoint: _endpoint, created_at: _createdAt, ...changes } = values;
  await db
    .insertInto('push_subscriptions')
    .values(values)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(changes))
    .execute();
}

/** A session signed out: the subscriptions it registered (this device's) go with it. */
export async function deleteSessionSubscriptions(db: Executor, userId: number, sessionId: number): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes one of the member's subscriptions; false: none of theirs has that endpoint. */
export async function deleteOwnSubscription(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The push service said the subscription is gone (404/410): it is deleted. */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Several members' push subscriptions, in id order. */
export async function subscriptionsOfMany(db: Executor, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', 'in', userIds).orderBy('id').execute();
}

export async function countSubscriptions(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSubscription(db: Executor, id: number): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new delivery: every column one is written with (its attempts start at 0). */
export type NewDelivery = Required<Omit<Insertable<MessageDeliveriesTable>, 'id' | 'attempts'>>;

const NEW_DELIVERY = [
  'message_id',
  'user_id',
  'channel',
  'subscription_id',
  'status',
  'next_at',
  'last_error',
  'created_at',
  'done_at',
] as const;

// One delivery, what a transfer's message writes, compiled once (db/prepared.ts).
const newDelivery = prepared((db, p: NewDelivery) => db.insertInto('message_deliveries').values(columns(p, NEW_DELIVERY)));

/** Written in chunks of 500 rows (well under either database's bound parameters per statement). */
export async function insertDeliveries(db: Executor, rows: NewDelivery[]): Promise<void> {
  const [only] = rows;
  if (only && rows.length === 1) {
    await newDelivery(db, only);
    return;
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('message_deliveries')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Pending deliveries whose time has come, oldest first. */
export async function dueDeliveries(db: Executor, now: number, limit: number): Promise<MessageDeliveryRow[]> {
  return db
    .selectFrom('message_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_at', '<=', now)
    .orderBy('next_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a due delivery for one attempt: moves its time past the attempt (a crash mid-send retries it then), on
 * condition that nobody claimed it since it was read. False: another run has it.
 */
export async function claimDelivery(db: Executor, row: MessageDeliveryRow, until: number): Promise<boolean> {
  const result = await db
    .updateTable('message_deliveries')
    .set({ next_at: until })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('next_at', '=', row.next_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The attempt is over: sent, skipped or failed for good, or pending again at `nextAt` after a failure. */
export async function finishAttempt(
  db: Executor,
  id: number,
  outcome:
    | { status: 'sent' | 'skipped'; now: number; attempts: number; error?: string }
    | { status: 'failed'; now: number; attempts: number; error: string }
    | { status: 'pending'; nextAt: number; attempts: number; error: string },
): Promise<void> {
  await db
    .updateTable('message_deliveries')
    .set(
      outcome.status === 'pending'
        ? { attempts: outcome.attempts, next_at: outcome.nextAt, last_error: outcome.error }
        : { status: outcome.status, attempts: outcome.attempts, done_at: outcome.now, last_error: outcome.error ?? null },
    )
    .where('id', '=', id)
    .execute();
}
