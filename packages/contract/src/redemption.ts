import { z } from 'zod';
import { dateTime } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountSchema, moneySchema } from './wallet';

/**
 * Redemption codes and gift cards (issue 24): an operator makes a batch of codes that each give one
 * reward; a member types a code in the app and receives it. docs/decisions.md "Redemption codes".
 */

/** How long a code is: 16 characters of a 31-letter alphabet (no 0/O, 1/I/L): about 79 bits. */
export const REDEEM_CODE_LENGTH = 16;
/** The alphabet of codes: digits and capitals that cannot be read as one another. */
export const REDEEM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A code in full: the length, of the alphabet only. */
const CODE_RE = new RegExp(`^[${REDEEM_CODE_ALPHABET}]{${REDEEM_CODE_LENGTH}}$`);

/** A code as a member types it: spaces and dashes ignored, any case. */
export const redeemCodeInputSchema = z
  .string({ error: 'validation.redeemCode' })
  .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
  .refine((code) => CODE_RE.test(code), {
    error: 'validation.redeemCode',
  });

/** What one code gives, as stored and as the operator sets it. */
export const REDEEM_REWARD_KINDS = ['uu', 'coupon', 'chat'] as const;
export type RedeemRewardKind = (typeof REDEEM_REWARD_KINDS)[number];

const positiveInt = (max: number, error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });

/** The reward in a batch the operator creates: UU (hundredths after parsing), a coupon, or a chat package. */
export const redeemRewardInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('uu'), amount: amountSchema }),
  z.object({ kind: z.literal('coupon'), couponId: positiveInt(2 ** 31 - 1, 'validation.id') }),
  z.object({
    kind: z.literal('chat'),
    questionsPerDay: positiveInt(1_000, 'validation.redeemQuestions'),
    days: positiveInt(366, 'validation.redeemDays'),
  }),
]);
export type RedeemRewardInput = z.infer<typeof redeemRewardInputSchema>;

/** The reward as the API shows it: money as a decimal string, the coupon's name in the reader's language. */
export const redeemRewardSchema = z.object({
  kind: z.enum(REDEEM_REWARD_KINDS),
  /** UU given (kind uu). */
  amount: moneySchema.nullable(),
  couponId: z.number().int().nullable(),
  couponName: z.string().nullable(),
  questionsPerDay: z.number().int().nullable(),
  days: z.number().int().nullable(),
});
export type RedeemReward = z.infer<typeof redeemRewardSchema>;

// ---- POST /user/redeem (member) ----
export const redeemBodySchema = z.object({ code: redeemCodeInputSchema });
export const redeemResultSchema = z.object({
  reward: redeemRewardSchema,
  /** The batch's name in the member's language (what the code was: "Spring gift card"). */
  name: z.string(),
  redeemedAt: z.number().int(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

// ---- back office ----
export const REDEEM_BATCH_STATES = ['active', 'void'] as const;
export const REDEEM_CODE_STATES = ['unused', 'redeemed', 'void'] as const;

const localizedNameSchema = z.object({
  'zh-Hant': z.string({ error: 'validation.redeemName' }).trim().min(1, { error: 'validation.redeemName' }).max(60),
  'zh-Hans': z.string().trim().max(60).optional(),
  en: z.string().trim().max(60).optional(),
});

export const createRedeemBatchBodySchema = z
  .object({
    name: localizedNameSchema,
    reward: redeemRewardInputSchema,
    count: positiveInt(10_000, 'validation.redeemCount'),
    validFrom: dateTime(),
    validTo: dateTime(),
    /** One code of this batch per member (a promotion), or as many as they hold (gift cards). */
    oncePerMember: z.boolean(),
  })
  .refine((body) => Date.parse(body.validTo) > Date.parse(body.validFrom), { error: 'validation.redeemPeriod', path: ['validTo'] });
export type CreateRedeemBatchBody = z.infer<typeof createRedeemBatchBodySchema>;

export const redeemBatchSchema = z.object({
  id: z.number().int(),
  name: z.record(z.string(), z.string()),
  reward: redeemRewardSchema,
  count: z.number().int(),
  redeemed: z.number().int(),
  voided: z.number().int(),
  validFrom: z.number().int(),
  validTo: z.number().int(),
  oncePerMember: z.boolean(),
  state: z.enum(REDEEM_BATCH_STATES),
  createdAt: z.number().int(),
  createdBy: z.string().nullable(),
});
export type RedeemBatch = z.infer<typeof redeemBatchSchema>;
export const redeemBatchPageSchema = pageSchema(redeemBatchSchema);
export const redeemBatchIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'validation.id' }).int().positive({ error: 'validation.id' }),
});

export const redeemCodesQuerySchema = pageQuerySchema.extend({ state: z.enum(REDEEM_CODE_STATES).optional() });
export const redeemCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  state: z.enum(REDEEM_CODE_STATES),
  /** The member number that redeemed it. */
  redeemedBy: z.string().nullable(),
  redeemedAt: z.number().int().nullable(),
});
export type RedeemCode = z.infer<typeof redeemCodeSchema>;
export const redeemCodePageSchema = pageSchema(redeemCodeSchema);
export const voidRedeemCodeParamsSchema = z.object({
  id: z.coerce.number({ error: 'validation.id' }).int().positive({ error: 'validation.id' }),
  codeId: z.coerce.number({ error: 'validation.id' }).int().positive({ error: 'validation.id' }),
});
