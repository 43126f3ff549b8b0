import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { parseAmount } from './money';
import { pageQuerySchema, pageSchema } from './envelope';
import { levelSchema } from './enums';
import { passwordHashSchema } from './fields';
import { optionalLine, requiredLine, storedLocalizedSchema } from './localized-line';

import { idSchema, text } from './payout-destinations';

export type { StepUp } from './fields';
export * from './payout-destinations';

// The wallet (spec §5 "Money operations", §9; product.md "Money"). Amounts travel as decimal strings
// with two decimals ("1234.50"); the server keeps integer hundredths.

export const CURRENCIES = ['UU', 'U', 'FB', 'KB', 'CRC'] as const;
export const currencySchema = z.enum(CURRENCIES, { error: 'validation.currency' });
export type Currency = z.infer<typeof currencySchema>;

/** A decimal string of the API: "1234.50". */
export const moneySchema = z.string();

/** An amount the member types: more than 0, at most two decimals. Parsed to hundredths. */
export const amountSchema = z.union([z.string(), z.number()], { error: 'validation.amountRequired' }).transform((v, ctx) => {
  const text = String(v).trim();
  if (!text) {
    ctx.addIssue({ code: 'custom', message: 'validation.amountRequired' });
    return z.NEVER;
  }
  const cents = parseAmount(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.amount' });
    return z.NEVER;
  }
  if (cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.amountPositive' });
    return z.NEVER;
  }
  return cents;
});

/** spec §5: withdrawal, recharge and U transfers are whole multiples of 100. */
export const hundredsAmountSchema = amountSchema.refine((cents) => cents % 10_000 === 0, {
  error: 'validation.multipleOf100',
});

/** The payment password, hashed like every password (product.md), on every value-moving call. */
const payPasswordField = passwordHashSchema;

export const idParamsSchema = z.object({ id: idSchema });

// ---- GET /personInfo/selectMyWallet ----
export const walletSchema = z.object({
  balances: z.object({ UU: moneySchema, U: moneySchema, FB: moneySchema, KB: moneySchema, CRC: moneySchema }),
  /** UU waiting in pending withdrawals (already out of the balance). */
  pendingWithdrawUU: moneySchema,
  /** UU per CRC now; null until the operator sets a rate. */
  crcRate: moneySchema.nullable(),
  /** The most CRC the UU balance buys at that rate. */
  exchangeableCrc: moneySchema,
  withdrawal: z.object({
    min: moneySchema,
    max: moneySchema,
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
  }),
  isActive: z.boolean(),
  isSetPayPassword: z.boolean(),
  hasPayoutDestination: z.boolean(),
  /**
   * UU from rewards and bonuses that expires within 30 days (issue 24): the total and, soonest first, each
   * last day it can be spent (YYYY-MM-DD, platform time zone) with the amount. Empty when nothing expires.
   */
  expiringUU: z.object({ total: moneySchema, days: z.array(z.object({ lastDay: z.string(), amount: moneySchema })) }),
});
export type Wallet = z.infer<typeof walletSchema>;

// ---- GET /crcRate/queryPlatformRate ----
export const rateQuerySchema = z.object({
  /** How many of the latest rate changes to include (default 30). */
  limit: z.coerce.number().int().min(1, { error: 'validation.size' }).max(365, { error: 'validation.size' }).default(30),
});
export const platformRateSchema = z.object({
  rate: moneySchema.nullable(),
  updatedAt: z.string().nullable(),
  /** Oldest first, for the chart. */
  history: z.array(z.object({ rate: moneySchema, at: z.string() })),
});
export type PlatformRate = z.infer<typeof platformRateSchema>;

// ---- GET /moneyLog/questSumMoneyLog ----
/** What moved a balance; the money log filters by these. */
export const MONEY_LOG_TYPES = [
  'topup',
  'transfer_in',
  'transfer_out',
  'transfer_fee',
  'withdraw',
  'withdraw_refund',
  'withdraw_credit',
  'exchange',
  'adjustment',
  'reward',
  'referral_reward',
  /** The bonus UU of an approved top-up that reached a tier (issue 24). */
  'topup_bonus',
  /** What a make-up check-in (補簽) cost, to the rewards account (issue 24). */
  'check_in_make_up',
  'order',
  'refund',
  /** What was left of expiring UU lots at their expiry, moved to the platform (issue 24). */
  'uu_expired',
] as const;
export const moneyLogTypeSchema = z.enum(MONEY_LOG_TYPES, { error: 'validation.logType' });
export type MoneyLogType = z.infer<typeof moneyLogTypeSchema>;

export const moneyLogQuerySchema = pageQuerySchema.extend({
  currency: currencySchema.optional(),
  type: moneyLogTypeSchema.optional(),
  /** The period, platform days (YYYY-MM-DD), both included; the sums are over it. */
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type MoneyLogQuery = z.input<typeof moneyLogQuerySchema>;

export const moneyLogEntrySchema = z.object({
  id: z.number().int(),
  /** The ledger transaction of the entry: its receipt (GET /moneyLog/receipt/:id, issue 24). */
  transactionId: z.number().int(),
  currency: currencySchema,
  type: moneyLogTypeSchema,
  /** Signed: "+100.00" is shown for income, "-100.00" for expense. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  /** The other member of a transfer, when there is one. */
  counterparty: z.object({ nickname: z.string(), memberNo: z.string() }).nullable(),
  /** What the entry came from, to open it: an order, a withdrawal or a top-up (a transfer names its counterparty). */
  ref: z.object({ type: z.enum(['order', 'withdrawal', 'topup']), id: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntrySchema>;

export const moneyLogSchema = pageSchema(moneyLogEntrySchema).extend({
  /**
   * Sums over everything the filter matches (not only this page), in the filter's currency; null
   * without a currency filter (UU and KB do not add up).
   */
  income: moneySchema.nullable(),
  expense: moneySchema.nullable(),
});
export type MoneyLog = z.infer<typeof moneyLogSchema>;

// ---- recipients (GET /user/findRecipient; the spec lists none: the app shows who it resolved to) ----
export const recipientQuerySchema = z.object({
  account: z.string({ error: 'validation.recipientRequired' }).trim().min(1, { error: 'validation.recipientRequired' }).max(254),
});
export const recipientSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  memberNo: z.string(),
  avatar: z.string().nullable(),
  level: levelSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;

// ---- GET|POST /transferUu, /transferCash ----
const transferBase = {
  /** Email, nickname, phone or member number (spec §5). */
  to: recipientQuerySchema.shape.account,
  payPassword: payPasswordField,
};
export const transferUuBodySchema = z.object({
  ...transferBase,
  /** UU (free, any amount to two decimals) or KB (10% fee on top). */
  currency: z.enum(['UU', 'KB'], { error: 'validation.currency' }).default('UU'),
  amount: amountSchema,
});
export type TransferUuBody = z.input<typeof transferUuBodySchema>;
/** U moves in multiples of 100, free. */
export const transferCashBodySchema = z.object({ ...transferBase, amount: hundredsAmountSchema });
export type TransferCashBody = z.input<typeof transferCashBodySchema>;

export const transferResultSchema = z.object({
  transactionId: z.number().int(),
  currency: currencySchema,
  amount: moneySchema,
  fee: moneySchema,
  to: recipientSchema,
  /** The sender's balance of that currency afterwards. */
  balance: moneySchema,
  createdAt: z.string(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

// ---- withdrawals ----
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'canceled'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export const destinationTypeSchema = z.enum(['bank', 'eft'], { error: 'validation.destination' });

export const withdrawBodySchema = z.object({
  /** UU (split 1% fee, 33% FB, 66% U on approval) or U (a cash payout). */
  currency: z.enum(['UU', 'U'], { error: 'validation.currency' }).default('UU'),
  amount: hundredsAmountSchema,
  destinationType: destinationTypeSchema,
  destinationId: idSchema,
  payPassword: payPasswordField,
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  currency: z.enum(['UU', 'U']),
  amount: moneySchema,
  fee: moneySchema,
  toFb: moneySchema,
  toU: moneySchema,
  status: withdrawalStatusSchema,
  /** Masked: "Bank of Taiwan ••••1234" or "TRC20 T9yD…4kHq". */
  destination: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const listWithdrawQuerySchema = pageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export const withdrawalPageSchema = pageSchema(withdrawalSchema);

export const cancelWithdrawBodySchema = z.object({ id: idSchema });

// ---- GET|POST /exchangeCrc ----
export const exchangeCrcBodySchema = z.object({
  /** CRC wanted: at least 0.01 (spec §5), never more than the exchangeable amount. */
  amount: amountSchema,
  payPassword: payPasswordField,
});
export type ExchangeCrcBody = z.input<typeof exchangeCrcBodySchema>;
export const exchangeResultSchema = z.object({
  transactionId: z.number().int(),
  crc: moneySchema,
  uuCost: moneySchema,
  rate: moneySchema,
  balances: z.object({ UU: moneySchema, CRC: moneySchema }),
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

// ---- top-ups ----
/** A channel as the member reads it: the operator's name and note in the member's language (zh-Hant where none). */
export const topUpChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(['bank', 'ewallet']),
  name: z.string(),
  /** Where the member sends the money: an account number or a wallet id. */
  account: z.string(),
  /** The account holder's name as the bank knows it: one text, not translated. */
  holder: z.string().nullable(),
  note: z.string().nullable(),
});
export type TopUpChannel = z.infer<typeof topUpChannelSchema>;
/** A top-up bonus tier as shown (issue 24): an approved top-up of at least `min` UU earns `bonus` UU. */
export const topUpBonusTierSchema = z.object({ min: moneySchema, bonus: moneySchema });
export type TopUpBonusTier = z.infer<typeof topUpBonusTierSchema>;
/** The channels, and the bonus tiers the top-up page shows beside them (lowest first; empty: no bonus). */
export const topUpChannelsSchema = z.object({ list: z.array(topUpChannelSchema), bonusTiers: z.array(topUpBonusTierSchema) });

/** A channel as stored and as the console edits it: the name and the note per language. */
export const storedTopUpChannelSchema = topUpChannelSchema.extend({ name: storedLocalizedSchema, note: storedLocalizedSchema.nullable() });
export type StoredTopUpChannel = z.infer<typeof storedTopUpChannelSchema>;
export const storedTopUpChannelsSchema = z.object({ list: z.array(storedTopUpChannelSchema) });

export const topUpBodySchema = z.object({
  amount: hundredsAmountSchema,
  channel: z.string({ error: 'validation.channel' }).min(1, { error: 'validation.channel' }).max(40),
  /** The payment proof, an image the member uploaded (`/files/<name>`). */
  proof: z.string({ error: 'validation.proofRequired' }).min(1, { error: 'validation.proofRequired' }).max(200),
});
export type TopUpBody = z.input<typeof topUpBodySchema>;

export const TOPUP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const topUpSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  channel: z.string(),
  channelName: z.string(),
  proof: z.string(),
  status: z.enum(TOPUP_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /**
   * When finance approved a corrected amount (decisions.md "Finance controls"): the amount the member
   * asked for; `amount` is then the amount credited. Null when approved (or pending) as asked.
   */
  requestedAmount: moneySchema.nullable(),
  /** Why the amount was corrected, as finance wrote it for the member. */
  correctionNote: z.string().nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;
export const topUpPageSchema = pageSchema(topUpSchema);

// ---- operator review (the admin console's calls; an operator key until issue 9's sign-in) ----
export const reviewBodySchema = z.discriminatedUnion('decision', [
  /**
   * Top-ups only: `amount` approves a corrected amount (what actually arrived), with a `note` the
   * member reads; both or neither (decisions.md "Finance controls").
   */
  z
    .object({
      decision: z.literal('approve'),
      amount: amountSchema.optional(),
      note: z.string().trim().max(200, { error: 'validation.correctionNote' }).optional(),
    })
    .refine((v) => v.amount === undefined || (v.note ?? '') !== '', { path: ['note'], error: 'validation.correctionNote' }),
  z.object({ decision: z.literal('reject'), reason: text(200, 'validation.reason') }),
  /**
   * Withdrawals only: finance paid the cash out. The payout's reference (bank transfer number or
   * transaction hash), the day it was paid, and optionally a proof image from the console's upload.
   */
  z.object({
    decision: z.literal('paid'),
    payoutRef: text(100, 'validation.payoutRef'),
    payoutDate: calendarDateSchema,
    payoutProof: z.string().trim().max(200).optional(),
  }),
]);
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const setCrcRateBodySchema = z.object({ rate: amountSchema });

/** The channels members may top up through (operator config). */
export const setTopUpChannelsBodySchema = z.object({
  list: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,40}$/, { error: 'validation.channel' }),
        kind: z.enum(['bank', 'ewallet']),
        name: requiredLine(60, 'validation.channelName'),
        account: text(80, 'validation.channel'),
        holder: z.string().trim().max(60).nullable().default(null),
        /** null, or every language empty: no note. A note in zh-Hans or en needs its zh-Hant. */
        note: optionalLine(200, 'validation.channelNote'),
      }),
    )
    .max(20),
});
export type SetTopUpChannelsBody = z.input<typeof setTopUpChannelsBodySchema>;
