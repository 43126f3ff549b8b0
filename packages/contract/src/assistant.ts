import { z } from 'zod';
import { currencySchema, moneySchema } from './wallet';

// The assistant's cards (issue 23): what an account tool found, sent over the chat socket beside the
// answer's text so the app shows it as a card; and action drafts, which only open a form prefilled
// (money moves there, with the payment password, never from the chat).

export const balanceCardSchema = z.object({
  kind: z.literal('balance'),
  balances: z.object({ UU: moneySchema, U: moneySchema, FB: moneySchema, KB: moneySchema, CRC: moneySchema }),
  /** UU held by withdrawals waiting for review. */
  frozenUU: moneySchema,
});

export const orderCardSchema = z.object({
  kind: z.literal('order'),
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int().min(0).max(8),
  goodsName: z.string(),
  total: moneySchema,
  logistics: z.object({ company: z.string(), number: z.string() }).nullable(),
  writeOffCode: z.string().nullable(),
});

export const goodsCardSchema = z.object({
  kind: z.literal('goods'),
  id: z.number().int(),
  name: z.string(),
  cover: z.string().nullable(),
  price: moneySchema,
});

/** What a withdrawal of `amount` UU would give (1% fee, 33% to FB, 66% to U); `draft`: the form opens prefilled. */
export const withdrawalCardSchema = z.object({
  kind: z.literal('withdrawal'),
  currency: z.enum(['UU', 'U']),
  amount: moneySchema,
  fee: moneySchema,
  toFb: moneySchema,
  toU: moneySchema,
});

/** A transfer to fill in: the form opens with the currency, amount and recipient typed. */
export const transferDraftCardSchema = z.object({
  kind: z.literal('transfer'),
  currency: currencySchema,
  amount: moneySchema,
  /** What the member named (a nickname, email, phone or member number); the form looks it up. */
  to: z.string(),
  fee: moneySchema,
});

/** A package to buy: the packages page opens on it. */
export const packageDraftCardSchema = z.object({
  kind: z.literal('package'),
  id: z.number().int(),
  type: z.enum(['flow', 'chat']),
  name: z.string(),
  price: moneySchema,
  days: z.number().int(),
});

export const assistantCardSchema = z.discriminatedUnion('kind', [
  balanceCardSchema,
  orderCardSchema,
  goodsCardSchema,
  withdrawalCardSchema,
  transferDraftCardSchema,
  packageDraftCardSchema,
]);
export type AssistantCard = z.infer<typeof assistantCardSchema>;
