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
  orderPaid: 'orders',
  orderShipped: 'orders',
  orderReadyForPickup: 'orders',
  orderInstalled: 'orders',
  orderAutoConfirmed: 'orders',
  orderCanceled: 'orders',
  orderRefunded: 'orders',
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
