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

export const checkInDesignBodySchema = z.object({
  streakRewards: z.array(z.object({ streak: int, reward: checkInRewardInputSchema })).max(31),
  milestones: z.array(z.object({ days: int, reward: checkInRewardInputSchema })).max(31),
  makeUp: z.object({ perMonth: int, cost: signedAmountSchema }),
  limits: z.object({ perIpPerDay: int.nullable(), perDevicePerDay: int.nullable() }),
});
export type CheckInDesignBody = z.infer<typeof checkInDesignBodySchema>;
export type CheckInDesignInput = z.input<typeof checkInDesignBodySchema>;

const rewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), currency: z.enum(['UU', 'KB']), amount: moneySchema }),
  z.object({ kind: z.literal('coupon'), couponId: z.number().int() }),
  z.object({ kind: z.literal('questions'), questions: z.number().int() }),
]);
export type CheckInRewardView = z.infer<typeof rewardSchema>;

/** The design in effect, amounts as decimal strings. */
export const checkInDesignSchema = z.object({
  streakRewards: z.array(z.object({ streak: z.number().int(), reward: rewardSchema })),
  milestones: z.array(z.object({ days: z.number().int(), reward: rewardSchema })),
  makeUp: z.object({ perMonth: z.number().int(), cost: moneySchema }),
  limits: z.object({ perIpPerDay: z.number().int().nullable(), perDevicePerDay: z.number().int().nullable() }),
});
export type CheckInDesignView = z.infer<typeof checkInDesignSchema>;
