import { z } from 'zod';
import { idSchema } from './payout-destinations';
import { currencySchema, moneyLogTypeSchema, moneySchema } from './wallet';

// Member statements and receipts (issue 24; docs/decisions.md "Statements and receipts"): a month of one
// balance read from the ledger (opening, every movement, closing) and one transaction of the member's.

/** A calendar month, YYYY-MM: its days are platform days (the platform time zone). */
export const monthSchema = z.string({ error: 'validation.month' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.month' });

// ---- GET /moneyLog/statement ----
export const statementQuerySchema = z.object({
  currency: currencySchema,
  /** Default: the platform's current month. */
  month: monthSchema.optional(),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** The other member of a movement (a transfer's, a referral reward's buyer), as the money log names them. */
export const counterpartySchema = z.object({ nickname: z.string(), memberNo: z.string() });

export const statementLineSchema = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  /** The transaction it belongs to: its receipt. */
  transactionId: z.number().int(),
  type: moneyLogTypeSchema,
  /** Signed. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  counterparty: counterpartySchema.nullable(),
  createdAt: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  currency: currencySchema,
  month: z.string(),
  /** The time zone the month's days are read in, and the month's bounds (ISO; `to` excluded). */
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** The balance when the month began and when it ended (or now, for the current month): opening + income - expense = closing. */
  opening: moneySchema,
  closing: moneySchema,
  /** The month's credits and debits (expense is positive). */
  income: moneySchema,
  expense: moneySchema,
  /** Every movement of the month, oldest first. */
  list: z.array(statementLineSchema),
});
export type Statement = z.infer<typeof statementSchema>;

// ---- GET /moneyLog/receipt/:id ----
export const receiptParamsSchema = z.object({ id: idSchema });

export const RECEIPT_STATUSES = ['completed', 'pending', 'reversed'] as const;
export const receiptStatusSchema = z.enum(RECEIPT_STATUSES);
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;

export const receiptSchema = z.object({
  transactionId: z.number().int(),
  /** What the transaction was, for the member: the log type of their main line. */
  type: moneyLogTypeSchema,
  /**
   * `pending`: a withdrawal still waiting for its payout decision; `reversed`: undone by a later transaction
   * (`reversedBy`), a canceled or rejected withdrawal, a refund; otherwise `completed`.
   */
  status: receiptStatusSchema,
  /** The member's own lines, one per balance and type (signed), with the balance after each. */
  lines: z.array(z.object({ currency: currencySchema, type: moneyLogTypeSchema, amount: moneySchema, balanceAfter: moneySchema })),
  /** The fee the member paid in it (a KB transfer's, a withdrawal's), positive; null without one. */
  fee: z.object({ currency: currencySchema, amount: moneySchema }).nullable(),
  counterparty: counterpartySchema.nullable(),
  /** What it came from: an order, a withdrawal, a top-up. */
  ref: z.object({ type: z.enum(['order', 'withdrawal', 'topup']), id: z.number().int() }).nullable(),
  /** The transaction it undoes, and the one that undid it. */
  reverses: z.number().int().nullable(),
  reversedBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
