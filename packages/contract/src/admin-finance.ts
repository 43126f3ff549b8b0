import { z } from 'zod';
import { calendarDate } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';
import { CURRENCIES, TOPUP_STATUSES, WITHDRAWAL_STATUSES, moneySchema } from './wallet';

// The back office's finance area (product.md "Admin console": top-up and withdrawal review
// queues, ledger verification, exports as CSV). Amounts are decimal strings, times ISO-8601 UTC.

/** A calendar day in the platform time zone, "2026-11-22"; `from` and `to` both count (inclusive). */
export const financeDateSchema = calendarDate('validation.financeDate');

/** A day range is read as given when `from` is not after `to` (ISO days compare as text). */
const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const rangeIssue = { path: ['to'], error: 'validation.financeRange' };

/** What a queue search matches: a member number, a nickname (part of it), an email or phone, or the request's id. */
const searchSchema = z
  .string()
  .trim()
  .max(60, { error: 'validation.financeSearch' })
  .optional()
  .transform((v) => (v ? v : undefined));

const queueFilters = {
  q: searchSchema,
  from: financeDateSchema.optional(),
  to: financeDateSchema.optional(),
};

// ---- GET /admin/wallet/topUps ----
export const topUpStatusSchema = z.enum(TOPUP_STATUSES, { error: 'validation.financeStatus' });
export const topUpQueueQuerySchema = pageQuerySchema
  .extend({ ...queueFilters, status: topUpStatusSchema.optional() })
  .refine(rangeInOrder, rangeIssue);
export type TopUpQueueQuery = z.input<typeof topUpQueueQuerySchema>;

/** Who a request belongs to, as the console shows them. */
export const financeMemberSchema = z.object({ id: z.number().int(), memberNo: z.string(), nickname: z.string() });

/** The operator who took a decision (from the audit log); null for a decision by the integration key. */
export const financeOperatorSchema = z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() });
export type FinanceOperator = z.infer<typeof financeOperatorSchema>;

export const adminTopUpSchema = z.object({
  id: z.number().int(),
  member: financeMemberSchema,
  amount: moneySchema,
  channel: z.string(),
  channelName: z.string(),
  /** The payment proof the member uploaded (`/files/<name>`, same origin as the console). */
  proof: z.string(),
  status: topUpStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  reviewedBy: financeOperatorSchema.nullable(),
  /** The amount the member asked for, when finance approved a corrected `amount` (with its note). */
  requestedAmount: moneySchema.nullable(),
  correctionNote: z.string().nullable(),
});
export type AdminTopUp = z.infer<typeof adminTopUpSchema>;

/** How many requests each status holds under the same search and days (the queue's tabs). */
const countsOf = <T extends readonly string[]>(statuses: T) =>
  z.object(Object.fromEntries(statuses.map((s) => [s, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const adminTopUpPageSchema = pageSchema(adminTopUpSchema).extend({ counts: countsOf(TOPUP_STATUSES) });
export type AdminTopUpPage = z.infer<typeof adminTopUpPageSchema>;

// ---- GET /admin/wallet/withdrawals ----
export const withdrawalStatusFilterSchema = z.enum(WITHDRAWAL_STATUSES, { error: 'validation.financeStatus' });
export const withdrawalQueueQuerySchema = pageQuerySchema
  .extend({
    ...queueFilters,
    status: withdrawalStatusFilterSchema.optional(),
    /** UU withdrawals (split on approval) or U payouts (marked paid). */
    currency: z.enum(['UU', 'U'], { error: 'validation.currency' }).optional(),
  })
  .refine(rangeInOrder, rangeIssue);
export type WithdrawalQueueQuery = z.input<typeof withdrawalQueueQuerySchema>;

/**
 * Where the money goes, as the member gave it when asking: whole, since it is what finance pays to
 * (the queue is finance's and admin's only; members themselves only ever see their card masked).
 * The CSV export, a file that travels, carries the masked number.
 */
export const payoutDestinationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank'),
    label: z.string(),
    holder: z.string(),
    bankName: z.string(),
    branch: z.string().nullable(),
    /** "•••• •••• •••• 1234", for lists and the export. */
    maskedNumber: z.string(),
    last4: z.string(),
    /** The whole number, to pay to. */
    cardNumber: z.string(),
  }),
  z.object({ type: z.literal('eft'), label: z.string(), network: z.string(), address: z.string() }),
]);
export type PayoutDestination = z.infer<typeof payoutDestinationSchema>;

export const adminWithdrawalSchema = z.object({
  id: z.number().int(),
  member: financeMemberSchema,
  currency: z.enum(['UU', 'U']),
  amount: moneySchema,
  /** The breakdown (UU: 1% fee, 33% FB, 66% U; U payouts: all zero). */
  fee: moneySchema,
  toFb: moneySchema,
  toU: moneySchema,
  status: withdrawalStatusFilterSchema,
  destination: payoutDestinationSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Who approved or rejected it (a member's own cancellation has none). */
  reviewedBy: financeOperatorSchema.nullable(),
  /** Who marked a U payout paid. */
  paidBy: financeOperatorSchema.nullable(),
  /** The payout as finance recorded it when marking paid: reference, day paid, optional proof image. */
  payoutRef: z.string().nullable(),
  payoutDate: z.string().nullable(),
  payoutProof: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalPageSchema = pageSchema(adminWithdrawalSchema).extend({ counts: countsOf(WITHDRAWAL_STATUSES) });
export type AdminWithdrawalPage = z.infer<typeof adminWithdrawalPageSchema>;

// ---- POST /admin/ledger/verify ----
/** Whose balance an account is: a member's, or one of the platform's accounts (`topup`, `fees`, ...). */
export const ledgerOwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), member: financeMemberSchema }),
  z.object({ kind: z.literal('platform'), code: z.string() }),
]);

export const ledgerProblemSchema = z.discriminatedUnion('kind', [
  /** A transaction whose entries do not sum to zero in a currency. */
  z.object({ kind: z.literal('unbalanced'), transactionId: z.number().int(), currency: z.string(), sum: moneySchema }),
  /** A stored balance that differs from the sum of its account's entries. */
  z.object({
    kind: z.literal('balance'),
    accountId: z.number().int(),
    owner: ledgerOwnerSchema.nullable(),
    currency: z.string(),
    balance: moneySchema,
    entries: moneySchema,
  }),
  /** A member's balance below zero. */
  z.object({
    kind: z.literal('negative'),
    accountId: z.number().int(),
    owner: ledgerOwnerSchema.nullable(),
    currency: z.string(),
    balance: moneySchema,
  }),
  /** A member's open expiring-UU lots adding up to more than the UU balance (issue 24). */
  z.object({
    kind: z.literal('lots'),
    accountId: z.number().int(),
    owner: ledgerOwnerSchema.nullable(),
    currency: z.string(),
    balance: moneySchema,
    lots: moneySchema,
  }),
]);
export type LedgerProblemView = z.infer<typeof ledgerProblemSchema>;

export const ledgerVerifyResultSchema = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  transactions: z.number().int(),
  accounts: z.number().int(),
  problems: z.array(ledgerProblemSchema),
});
export type LedgerVerifyResult = z.infer<typeof ledgerVerifyResultSchema>;

// ---- CSV exports: GET /admin/exports/*.csv ----
/** Every export covers a range of platform days; both ends are required, so a file is always bounded. */
const exportRange = {
  from: financeDateSchema,
  to: financeDateSchema,
};

export const entriesExportQuerySchema = z
  .object({ ...exportRange, currency: z.enum(CURRENCIES, { error: 'validation.currency' }).optional() })
  .refine(rangeInOrder, rangeIssue);
export type EntriesExportQuery = z.input<typeof entriesExportQuerySchema>;

export const withdrawalsExportQuerySchema = z
  .object({ ...exportRange, status: withdrawalStatusFilterSchema.optional() })
  .refine(rangeInOrder, rangeIssue);
export type WithdrawalsExportQuery = z.input<typeof withdrawalsExportQuerySchema>;

export const ordersExportQuerySchema = z
  .object({
    ...exportRange,
    /** The order state of product.md (0 pending payment ... 8 canceled). */
    status: z.coerce
      .number({ error: 'validation.financeStatus' })
      .int({ error: 'validation.financeStatus' })
      .min(0, { error: 'validation.financeStatus' })
      .max(8, { error: 'validation.financeStatus' })
      .optional(),
  })
  .refine(rangeInOrder, rangeIssue);
export type OrdersExportQuery = z.input<typeof ordersExportQuerySchema>;

export const topupsExportQuerySchema = z.object({ ...exportRange, status: topUpStatusSchema.optional() }).refine(rangeInOrder, rangeIssue);
export type TopupsExportQuery = z.input<typeof topupsExportQuerySchema>;

/** Members registered in a range of platform days. */
export const membersExportQuerySchema = z.object(exportRange).refine(rangeInOrder, rangeIssue);
export type MembersExportQuery = z.input<typeof membersExportQuerySchema>;

/** A spreadsheet download (.xlsx), not an envelope: ids as text, headers and states in the operator's language, local times. */
export const xlsxFileSchema = z.string();

/** A CSV download is text, not an envelope (text/csv; charset=utf-8, with a BOM). */
export const csvFileSchema = z.string();
