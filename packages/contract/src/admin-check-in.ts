import { z } from 'zod';
import { parseAmount } from './money';
import { moneySchema } from './wallet';

// The check-in designer of the console (issue 24): the reward table by streak day, the month's
// milestones, make-ups and the anti-abuse limits. Numbers are taken as whole numbers of any sign here
// and judged by the rules (packages/domain check-in-rules), so a negative reward answers
// CHECKIN_RULE_INVALID with the field, not a bare validation error.

const int = z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' });

/** A decimal amount of any sign in hundredths ("-5", "1.50"). */
const signedAmountSchema = z.union([z.string(), z.number()], { error: 'validation.amountRequired' }).transform((v, ctx) => {
  const text = String(v).trim();
  const negative = text.startsWith('-');
  const cents = parseAmount(negative ? text.slice(1) : text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.amount' });
    return z.NEVER;
  }
  return negative ? -cents : cents;
});

export const checkInRewardInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), currency: z.enum(['UU', 'KB']), amount: signedAmountSchema }),
  z.object({ kind: z.literal('coupon'), couponId: int }),
  z.object({ kind: z.literal('questions'), questions: int }),
]);

/** A milestone may also give make-up cards (補簽卡). */
export const milestoneRewardInputSchema = z.discriminatedUnion('kind', [
  ...checkInRewardInputSchema.options,
  z.object({ kind: z.literal('cards'), cards: int }),
]);

/** How a make-up is paid: UU, a make-up card, or a card when the member holds one and UU otherwise. */
export const makeUpPaySchema = z.enum(['uu', 'card', 'cardOrUu'], { error: 'validation.invalid' });

export const checkInDesignBodySchema = z.object({
  streakRewards: z.array(z.object({ streak: int, reward: checkInRewardInputSchema })).max(31),
  milestones: z.array(z.object({ days: int, reward: milestoneRewardInputSchema })).max(31),
  /** `pay` is 'uu' when left out (a designer from before make-up cards). */
  makeUp: z.object({ perMonth: int, cost: signedAmountSchema, pay: makeUpPaySchema.default('uu') }),
  limits: z.object({ perIpPerDay: int.nullable(), perDevicePerDay: int.nullable() }),
  /** The opt-in daily reminder's time (HH:MM, platform time zone); 20:00 when left out. */
  reminderAt: z.string().default('20:00'),
});
export type CheckInDesignBody = z.infer<typeof checkInDesignBodySchema>;
export type CheckInDesignInput = z.input<typeof checkInDesignBodySchema>;

const rewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), currency: z.enum(['UU', 'KB']), amount: moneySchema }),
  z.object({ kind: z.literal('coupon'), couponId: z.number().int() }),
  z.object({ kind: z.literal('questions'), questions: z.number().int() }),
]);
const milestoneRewardSchema = z.discriminatedUnion('kind', [
  ...rewardSchema.options,
  z.object({ kind: z.literal('cards'), cards: z.number().int() }),
]);
export type CheckInRewardView = z.infer<typeof milestoneRewardSchema>;
export type CheckInStreakRewardView = z.infer<typeof rewardSchema>;

/** The design in effect, amounts as decimal strings. */
export const checkInDesignSchema = z.object({
  streakRewards: z.array(z.object({ streak: z.number().int(), reward: rewardSchema })),
  milestones: z.array(z.object({ days: z.number().int(), reward: milestoneRewardSchema })),
  makeUp: z.object({ perMonth: z.number().int(), cost: moneySchema, pay: makeUpPaySchema }),
  limits: z.object({ perIpPerDay: z.number().int().nullable(), perDevicePerDay: z.number().int().nullable() }),
  reminderAt: z.string(),
});
export type CheckInDesignView = z.infer<typeof checkInDesignSchema>;

/** What a set of check-in rules pays: money as decimal strings, coupons, extra questions, make-up cards, rewards in all. */
export const rewardTotalsSchema = z.object({
  UU: moneySchema,
  KB: moneySchema,
  coupons: z.number().int(),
  questions: z.number().int(),
  makeUpCards: z.number().int(),
  rewards: z.number().int(),
});
export type RewardTotalsView = z.infer<typeof rewardTotalsSchema>;

/**
 * POST /admin/loyalty/check-in/dry-run: what a design would have paid over the last `days` days,
 * recomputed from the stored check-ins, against the rules in effect recomputed the same way and the
 * money the ledger shows was paid by check-ins in that window.
 */
export const checkInDryRunSchema = z.object({
  /** The window: from (inclusive) and to (exclusive), epoch milliseconds. */
  from: z.number().int(),
  to: z.number().int(),
  days: z.number().int(),
  /** Check-ins made in the window and the members who made them. */
  checkIns: z.number().int(),
  members: z.number().int(),
  current: rewardTotalsSchema,
  proposed: rewardTotalsSchema,
  /** UU and KB the ledger paid for check-ins in the window (streak and milestone rewards). */
  paid: z.object({ UU: moneySchema, KB: moneySchema }),
});
export type CheckInDryRun = z.infer<typeof checkInDryRunSchema>;
