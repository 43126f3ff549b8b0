import type { Generated, Selectable } from 'kysely';
import type { Locale } from '@uu/contract/locales';
import type { NotifyChannel } from '@uu/contract/messages';

/** One browser's Web Push subscription (issue 21): where its push service takes messages, and the keys to encrypt them. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The language the device's notifications are written in (the app's when it subscribed). */
  locale: Locale;
  /** The session that registered it: signing that session out removes it (null: registered before sessions were kept). */
  session_id: number | null;
  created_at: number;
}

/** A member's outside channels per category, and quiet hours; no row: the message centre only. */
export interface NotifySettingsTable {
  user_id: number;
  /** JSON `{ [category]: channel[] }`. */
  channels: string;
  quiet_from: string | null;
  quiet_to: string | null;
  locale: Locale;
  updated_at: number;
}

export type DeliveryStatus = 'pending' | 'sent' | 'skipped' | 'failed';

/** The outbox: one outside delivery of one message, written in the message's transaction, sent by the `deliveries` job. */
export interface MessageDeliveriesTable {
  id: Generated<number>;
  message_id: number;
  user_id: number;
  channel: NotifyChannel;
  subscription_id: number | null;
  status: DeliveryStatus;
  attempts: Generated<number>;
  /** Not before (epoch ms): the end of quiet hours, or the next retry. */
  next_at: number;
  last_error: string | null;
  created_at: number;
  done_at: number | null;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type NotifySettingsRow = Selectable<NotifySettingsTable>;
export type MessageDeliveryRow = Selectable<MessageDeliveriesTable>;
