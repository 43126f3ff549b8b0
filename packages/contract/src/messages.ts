import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

// The message centre (issue 21): what happened to a member's money and orders, by category, rendered
// in the reader's language when read. A message stores its template key and parameters, never a sentence.

export const MESSAGE_CATEGORIES = ['transactions', 'orders', 'team', 'announcements', 'security'] as const;
export const messageCategorySchema = z.enum(MESSAGE_CATEGORIES);
export type MessageCategory = z.infer<typeof messageCategorySchema>;

/** Every template, with the category its messages fall in. The texts are the i18n `messages` catalogue's. */
export const MESSAGE_TEMPLATES = {
  topupApproved: 'transactions',
  topupRejected: 'transactions',
  withdrawalApproved: 'transactions',
  withdrawalPaid: 'transactions',
  withdrawalRejected: 'transactions',
  withdrawalCanceled: 'transactions',
  transferReceived: 'transactions',
  /** Expiring UU (issue 24): `amount` UU of the member's lots can be spent until `date` (30 and 7 days before). */
  uuExpiring: 'transactions',
  /** The opt-in daily check-in reminder (issue 24): today is not checked in yet. */
  checkInReminder: 'transactions',
  orderPaid: 'orders',
  orderShipped: 'orders',
  orderReadyForPickup: 'orders',
  orderInstalled: 'orders',
  orderAutoConfirmed: 'orders',
  orderCanceled: 'orders',
  orderRefunded: 'orders',
  /** After-sales (issue 22): each step of the member's request, opening the order. */
  orderAfterSaleRequested: 'orders',
  orderAfterSaleApproved: 'orders',
  orderAfterSaleRefused: 'orders',
  orderAfterSaleReturned: 'orders',
  orderAfterSaleRefunded: 'orders',
  orderAfterSaleExchanged: 'orders',
  /** An operator's announcement: `title` and `body` as the operator wrote them, per language. */
  announcement: 'announcements',
  referralRewardCredited: 'team',
  referralRewardVoided: 'team',
  levelRaised: 'team',
  couponReceived: 'team',
  couponExpiring: 'team',
  newDeviceSignIn: 'security',
  passwordChanged: 'security',
  payPasswordChanged: 'security',
} as const satisfies Record<string, MessageCategory>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export const messageTemplateSchema = z.enum(Object.keys(MESSAGE_TEMPLATES) as [MessageTemplate, ...MessageTemplate[]]);

/**
 * What a message opens: the order, the top-up, the withdrawal, the transfer (a ledger transaction in the
 * money log), a coupon copy (the coupon list), the team page, the account's signed-in devices.
 */
export const MESSAGE_OBJECT_KINDS = ['order', 'topup', 'withdrawal', 'transfer', 'coupon', 'team', 'devices'] as const;
export const messageObjectSchema = z.object({ kind: z.enum(MESSAGE_OBJECT_KINDS), id: z.number().int() });
export type MessageObject = z.infer<typeof messageObjectSchema>;

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

export const messageSchema = z.object({
  id: z.number().int(),
  category: messageCategorySchema,
  template: messageTemplateSchema,
  /** The template's parameters, as stored. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Rendered in the reader's language at the time of reading. */
  title: z.string(),
  body: z.string(),
  object: messageObjectSchema.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Unread messages per category, and in all. */
export const unreadCountsSchema = z.object({
  total: z.number().int(),
  byCategory: z.object({
    transactions: z.number().int(),
    orders: z.number().int(),
    team: z.number().int(),
    announcements: z.number().int(),
    security: z.number().int(),
  }),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

// ---- GET /message/list ----
export const listMessagesQuerySchema = pageQuerySchema.extend({ category: messageCategorySchema.optional() });
export type ListMessagesQuery = z.input<typeof listMessagesQuerySchema>;
export const messagePageSchema = pageSchema(messageSchema).extend({ unread: unreadCountsSchema });

// ---- POST /message/read, /message/delete ----
export const messageIdBodySchema = z.object({ id: idSchema });
export const readMessageResultSchema = z.object({ message: messageSchema, unread: unreadCountsSchema });

// ---- POST /message/readAll ----
export const readAllBodySchema = z.object({ category: messageCategorySchema.optional() });
export const readAllResultSchema = z.object({ marked: z.number().int(), unread: unreadCountsSchema });
export const deleteMessageResultSchema = z.object({ unread: unreadCountsSchema });

/** Server → client frames on the member's socket (the chat socket carries them too). */
export const messageFrameSchema = z.discriminatedUnion('type', [
  /** A new message, with the unread counts after it. */
  z.object({ type: z.literal('message'), message: messageSchema, unread: unreadCountsSchema }),
  /** The unread counts changed (read or deleted on another device). */
  z.object({ type: z.literal('unread'), unread: unreadCountsSchema }),
]);
export type MessageFrame = z.infer<typeof messageFrameSchema>;

// ---- Outside channels (issue 21): Web Push, email, SMS per category, quiet hours ----

/** The ways a message may also reach a member outside the app. */
export const NOTIFY_CHANNELS = ['push', 'email', 'sms'] as const;
export const notifyChannelSchema = z.enum(NOTIFY_CHANNELS);
export type NotifyChannel = z.infer<typeof notifyChannelSchema>;

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.clockTime' });

/** Deliveries held between `from` and `to` (platform time zone; `from` after `to` spans midnight). */
export const quietHoursSchema = z
  .object({ from: clockTimeSchema, to: clockTimeSchema })
  .refine((q) => q.from !== q.to, { error: 'validation.quietHours', path: ['to'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** Each channel once, in the order of NOTIFY_CHANNELS. */
const channelListSchema = z
  .array(notifyChannelSchema)
  .max(NOTIFY_CHANNELS.length)
  .transform((list) => NOTIFY_CHANNELS.filter((channel) => list.includes(channel)));
/** Per category, the outside channels the member turned on (none: the message centre only). */
export const notifyChannelsSchema = z.object({
  transactions: channelListSchema,
  orders: channelListSchema,
  team: channelListSchema,
  announcements: channelListSchema,
  security: channelListSchema,
});
export type NotifyChannels = z.infer<typeof notifyChannelsSchema>;

// ---- GET /message/notifySettings, POST /message/notifySettings ----
export const notifySettingsBodySchema = z.object({ channels: notifyChannelsSchema, quietHours: quietHoursSchema.nullable() });
export type NotifySettingsBody = z.input<typeof notifySettingsBodySchema>;
export const notifySettingsSchema = notifySettingsBodySchema.extend({
  /** Web Push is configured on the server; its VAPID public key for `pushManager.subscribe`. */
  push: z.object({ publicKey: z.string().nullable(), devices: z.number().int() }),
  /** Whether the account has an email / a phone bound (a channel without one sends nothing). */
  contacts: z.object({ email: z.boolean(), phone: z.boolean() }),
  /** The time zone quiet hours are read in (the platform's). */
  timeZone: z.string(),
});
export type NotifySettings = z.infer<typeof notifySettingsSchema>;

// ---- POST /message/push/subscribe, /message/push/unsubscribe ----
/** A browser's PushSubscription (its `toJSON()`): the push service's endpoint and the keys to encrypt for it. */
export const pushSubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'validation.pushEndpoint' }).max(1000, { error: 'validation.pushEndpoint' }),
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{80,100}$/, { error: 'validation.pushKeys' }),
    auth: z.string().regex(/^[\w-]{16,32}$/, { error: 'validation.pushKeys' }),
  }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().min(1).max(1000) });

// ---- POST /message/push/read ----
/** A tapped notification: its message and the token the push carried (the service worker holds no session). */
export const pushReadBodySchema = z.object({ id: idSchema, token: z.string().min(1).max(100) });
export const pushDevicesSchema = z.object({ devices: z.number().int() });
