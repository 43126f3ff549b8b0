import { z } from 'zod';
import { accountStatusSchema } from './enums';
import { pageQuerySchema, pageSchema } from './envelope';
import { parseAmount } from './money';
import { CURRENCIES, currencySchema, moneyLogTypeSchema, moneySchema } from './wallet';

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

/** Every currency's balance as a decimal string, in CURRENCIES order. */
const balancesSchema = z.object(
  Object.fromEntries(CURRENCIES.map((c) => [c, moneySchema])) as Record<(typeof CURRENCIES)[number], typeof moneySchema>,
);

// ---- GET /admin/dashboard ----

/** The console offers 7, 30 and 90 days; any period up to 90 days is answered. */
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.dashboardDays' })
    .int({ error: 'validation.dashboardDays' })
    .min(1, { error: 'validation.dashboardDays' })
    .max(90, { error: 'validation.dashboardDays' })
    .default(30),
});

/** One day of the period, in the platform time zone. */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD in the platform time zone. */
  day: z.string(),
  /** Its bounds (ISO instants, `to` excluded): the links to the lists behind the day's figures. */
  from: z.string(),
  to: z.string(),
  newMembers: z.number().int(),
  orders: z.number().int(),
  /** UU credited by top-ups approved that day. */
  topUpApproved: moneySchema,
  /** Withdrawals members asked for that day (UU and U alike). */
  withdrawalsRequested: z.number().int(),
  /** Orders paid that day (refunded ones no longer counted) and the UU paid for them. */
  paidOrders: z.number().int(),
  salesUU: moneySchema,
});

/** Sales of one platform day: `from`/`to` are its bounds (ISO), for the link to the orders paid in it. */
const salesDaySchema = z.object({ day: z.string(), from: z.string(), to: z.string(), orders: z.number().int(), uu: moneySchema });

export const dashboardSchema = z.object({
  days: z.number().int(),
  timeZone: z.string(),
  /** The period: from the start of the first day (epoch ms) to now. */
  from: z.number().int(),
  to: z.number().int(),
  members: z.object({
    total: z.number().int(),
    /** Activated accounts (status active). */
    active: z.number().int(),
    inactive: z.number().int(),
    disabled: z.number().int(),
    /** Registered within the period. */
    newInPeriod: z.number().int(),
    /**
     * Members who moved their own money within the period: paid an order, sent a transfer, asked
     * for a withdrawal, exchanged, or had a top-up credited.
     */
    activeInPeriod: z.number().int(),
  }),
  orders: z.object({
    total: z.number().int(),
    /** Every status 0-8 with its count (zero included). */
    byStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
    inPeriod: z.number().int(),
  }),
  /** What members hold, per currency: the sum of their ledger balances. */
  circulation: balancesSchema,
  pending: z.object({ topUps: z.number().int(), withdrawals: z.number().int() }),
  series: z.array(dashboardDaySchema),
  /** UU sales today against yesterday (platform days). */
  sales: z.object({ today: salesDaySchema, yesterday: salesDaySchema }),
  /** The ten goods sold most (quantity) in orders paid within the period. */
  topGoods: z.array(
    z.object({ goodsId: z.number().int(), name: z.string(), quantity: z.number().int(), orders: z.number().int(), uu: moneySchema }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- operators' tags and notes on members ----

/** A tag: a few words an operator puts on a member ("VIP", "follow up"), shown in the list and filtered by. */
export const MEMBER_TAG_MAX_LENGTH = 16;
/** Tags one member carries at most. */
export const MEMBER_TAGS_MAX = 5;
/** An operator's note on a member, at most this many characters. */
export const MEMBER_NOTE_MAX_LENGTH = 1000;

export const memberTagSchema = z
  .string({ error: 'validation.memberTag' })
  .trim()
  .min(1, { error: 'validation.memberTag' })
  .max(MEMBER_TAG_MAX_LENGTH, { error: 'validation.memberTag' });

export const memberNoteSchema = z.object({
  text: z.string(),
  /** The operator who wrote it last (null: an integration's key, or an account since removed). */
  adminName: z.string().nullable(),
  updatedAt: z.number().int(),
});

// ---- GET /admin/members ----

export const memberListQuerySchema = pageQuerySchema.extend({
  /**
   * Any identifier: id or member number or invitation code (exact), email (prefix), phone
   * (contains) or nickname (contains, any case).
   */
  q: z.string().trim().max(100, { error: 'validation.memberSearch' }).optional(),
  status: z.enum(accountStatusSchema.options, { error: 'validation.memberStatus' }).optional(),
  level: z.coerce
    .number({ error: 'validation.level' })
    .int({ error: 'validation.level' })
    .min(0, { error: 'validation.level' })
    .max(5, { error: 'validation.level' })
    .optional(),
  /** The direct referrals of one member (the team tab). */
  referrerId: idSchema.optional(),
  /** Members carrying this operator's tag (exactly as written). */
  tag: memberTagSchema.optional(),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

const memberRefSchema = z.object({ id: z.number().int(), memberNo: z.string(), nickname: z.string() });

export const memberSummarySchema = z.object({
  id: z.number().int(),
  memberNo: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  level: z.number().int(),
  status: accountStatusSchema,
  invitationCode: z.string(),
  referrer: memberRefSchema.nullable(),
  createdAt: z.number().int(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** A row of the members list: the member, the operators' tags and the five balances as the wallet shows them. */
export const memberListRowSchema = memberSummarySchema.extend({ tags: z.array(z.string()), balances: balancesSchema });
export type MemberListRow = z.infer<typeof memberListRowSchema>;
export const memberPageSchema = pageSchema(memberListRowSchema);

// ---- GET /admin/members/:id ----

export const memberParamsSchema = z.object({ id: idSchema });

export const memberEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  currency: currencySchema,
  type: moneyLogTypeSchema,
  /** Signed: negative took out. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  /** The transaction's note (an adjustment's reason). */
  memo: z.string().nullable(),
  counterparty: memberRefSchema.nullable(),
  createdAt: z.number().int(),
});
export type MemberEntry = z.infer<typeof memberEntrySchema>;

export const memberOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** The goods' name as ordered, in the operator's language. */
  goodsName: z.string(),
  status: z.number().int(),
  total: moneySchema,
  createdAt: z.number().int(),
});

export const memberSessionSchema = z.object({
  id: z.number().int(),
  /** Platform code of spec §3, when the client sent one. */
  clientType: z.number().int().nullable(),
  ip: z.string().nullable(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
  expiresAt: z.number().int(),
});

export const memberStatusChangeSchema = z.object({
  at: z.number().int(),
  disabled: z.boolean(),
  reason: z.string(),
  adminName: z.string().nullable(),
});

export const memberDetailSchema = z.object({
  member: memberSummarySchema.extend({
    /** The registered account this one is a sibling of (product.md "several accounts"). */
    owner: memberRefSchema.nullable(),
    payPasswordSet: z.boolean(),
    /** Until when payments are locked after wrong payment passwords (epoch ms), when locked. */
    payLockedUntil: z.number().int().nullable(),
    updatedAt: z.number().int(),
  }),
  balances: balancesSchema,
  team: z.object({
    /** Members this one referred. */
    direct: z.number().int(),
    /** Everyone below, at any depth. */
    total: z.number().int(),
    /** All-time performance of the team (paid, unrefunded orders). */
    performance: moneySchema,
  }),
  recentEntries: z.array(memberEntrySchema),
  recentOrders: z.array(memberOrderSchema),
  orderCount: z.number().int(),
  /** Sessions that still work: not ended, not expired. Never their tokens. */
  sessions: z.array(memberSessionSchema),
  /** Disables and enables, newest first, with the operator's reason. */
  statusLog: z.array(memberStatusChangeSchema),
  /** The operators' tags, as they arranged them. */
  tags: z.array(z.string()),
  note: memberNoteSchema.nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// ---- GET /admin/members/:id/entries ----

export const memberEntriesQuerySchema = pageQuerySchema.extend({ currency: currencySchema.optional() });
export const memberEntryPageSchema = pageSchema(memberEntrySchema);

// ---- POST /admin/members/:id/status ----

const reasonSchema = z
  .string({ error: 'validation.reason' })
  .trim()
  .min(1, { error: 'validation.reason' })
  .max(200, { error: 'validation.reasonLength' });

export const setMemberStatusBodySchema = z.object({
  disabled: z.boolean({ error: 'validation.memberDisabled' }),
  reason: reasonSchema,
});

// ---- POST /admin/members/:id/sessions/revoke ----

export const revokeMemberSessionsBodySchema = z.object({
  /** One session; all of the member's when absent. */
  sessionId: idSchema.optional(),
});
export const revokeMemberSessionsResultSchema = z.object({ revoked: z.number().int() });

// ---- POST /admin/members/:id/adjust ----

/** A signed amount with at most two decimals, not zero: "12.50" credits, "-3" debits. Parsed to hundredths. */
export const signedAmountSchema = z.union([z.string(), z.number()], { error: 'validation.adjustAmount' }).transform((v, ctx) => {
  const text = String(v).trim();
  const negative = text.startsWith('-');
  const cents = parseAmount(negative || text.startsWith('+') ? text.slice(1) : text);
  if (cents === null || cents === 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.adjustAmount' });
    return z.NEVER;
  }
  return negative ? -cents : cents;
});

export const adjustMemberBodySchema = z.object({
  currency: currencySchema,
  amount: signedAmountSchema,
  reason: reasonSchema,
});
export type AdjustMemberBody = z.input<typeof adjustMemberBodySchema>;

/**
 * `done`: posted at once (the amount is within the approval limit). `pending`: over the limit, it
 * waits for a second operator (`requestId`); nothing moved yet (`transactionId` and `balance` null).
 */
export const adjustMemberResultSchema = z.object({
  status: z.enum(['done', 'pending']),
  transactionId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
  currency: currencySchema,
  amount: moneySchema,
  /** The member's balance in that currency afterwards (null while pending). */
  balance: moneySchema.nullable(),
});

// ---- maker–checker: GET /admin/adjustments, POST /admin/adjustments/:id/decide ----

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'refused'] as const;
export const adjustmentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADJUSTMENT_STATUSES, { error: 'validation.financeStatus' }).optional(),
  memberId: idSchema.optional(),
});
const operatorRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const adjustmentRequestSchema = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), memberNo: z.string(), nickname: z.string() }),
  currency: currencySchema,
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  maker: operatorRefSchema,
  checker: operatorRefSchema,
  refusal: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentPageSchema = pageSchema(adjustmentRequestSchema);
export const adjustmentParamsSchema = z.object({ id: idSchema });
/** Approve, or refuse with a reason (the maker reads it). */
export const decideAdjustmentBodySchema = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(200, { error: 'validation.reasonLength' }).optional() })
  .refine((v) => v.approve || (v.reason ?? '') !== '', { path: ['reason'], error: 'validation.reason' });

// ---- GET /admin/member-tags, POST /admin/members/:id/tags, POST /admin/members/:id/note ----

/** The tags in use, the most used first, for the list's filter and the tag editor's suggestions. */
export const memberTagCountsSchema = z.array(z.object({ tag: z.string(), members: z.number().int() }));

/**
 * The member's tags as a whole (an empty list takes them all off). The same tag twice, in any case,
 * is kept once, as first written.
 */
export const setMemberTagsBodySchema = z.object({
  tags: z.array(memberTagSchema, { error: 'validation.memberTags' }).max(MEMBER_TAGS_MAX, { error: 'validation.memberTags' }),
});
export const memberTagsResultSchema = z.object({ tags: z.array(z.string()) });

/** The note as a whole; an empty note removes it. */
export const setMemberNoteBodySchema = z.object({
  note: z.string({ error: 'validation.memberNote' }).trim().max(MEMBER_NOTE_MAX_LENGTH, { error: 'validation.memberNote' }),
});
export const memberNoteResultSchema = z.object({ note: memberNoteSchema.nullable() });

// ---- POST /admin/members/:id/password/reset, POST /admin/members/:id/pay-lock/lift ----

export const MEMBER_PASSWORD_KINDS = ['login', 'pay'] as const;
export type MemberPasswordKind = (typeof MEMBER_PASSWORD_KINDS)[number];

/** Which of the member's passwords to reset: the operator never sees or sets one (decisions.md "Member tools"). */
export const resetMemberPasswordBodySchema = z.object({
  kind: z.enum(MEMBER_PASSWORD_KINDS, { error: 'validation.memberPasswordKind' }),
});

/**
 * The password no longer works (login: every session ended too; pay: cleared, with its lock). A code
 * went to the member's address (`destination`, masked) when it could be sent now; else (`codeSent`
 * false: sent too recently, the day's limit, the sender down) the member asks for one on the same
 * screen (forgot password; set payment password).
 */
export const resetMemberPasswordResultSchema = z.object({
  kind: z.enum(MEMBER_PASSWORD_KINDS),
  codeSent: z.boolean(),
  destination: z.string(),
});

/** `lifted` false: the member was not locked (any more). */
export const liftPayLockResultSchema = z.object({ lifted: z.boolean() });
