import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { levelSchema } from './enums';
import { moneySchema } from './wallet';

// The referral team (spec §1 "a referral team with invitation codes", §3 "team: direct referrals,
// total team members, performance"; product.md "Team and referral"). A member only ever reads their
// own team: no call takes another member's id (an unknown query key is dropped by these schemas).

/** sixDegrees: members by depth 1 to 6 (product.md). */
export const TEAM_DEPTHS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The period of team performance, in the platform time zone: today, this calendar month, or since
 * the start. Performance = the paid order value (packages too, with issue 7) of the team's members
 * in the period, refunded orders excluded (docs/decisions.md).
 */
export const TEAM_PERIODS = ['today', 'month', 'all'] as const;
export const teamPeriodSchema = z.enum(TEAM_PERIODS, { error: 'validation.period' });
export type TeamPeriod = z.infer<typeof teamPeriodSchema>;

/** A member of one's team as the team pages show them: the contact masked, never whole. */
export const teamMemberSchema = z.object({
  memberNo: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  level: levelSchema,
  /** The email or phone masked (`a***e@example.com`, `+8869****5678`); null for a sibling account, which has none. */
  contact: z.string().nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A direct referral with their own team: its size, and the performance of them and their team in the period. */
export const directReferralSchema = teamMemberSchema.extend({
  teamMembers: z.number().int().nonnegative(),
  performance: moneySchema,
});
export type DirectReferral = z.infer<typeof directReferralSchema>;

// ---- GET /team/myTeamInfo ----
export const myTeamInfoQuerySchema = pageQuerySchema.extend({ period: teamPeriodSchema.default('month') });
export type MyTeamInfoQuery = z.input<typeof myTeamInfoQuerySchema>;

/** The next level and what is missing to reach it; null at the top level. */
export const nextLevelSchema = z.object({
  level: levelSchema,
  /** The all-time team performance that level needs. */
  threshold: moneySchema,
  missing: moneySchema,
});
export type NextLevel = z.infer<typeof nextLevelSchema>;

export const myTeamInfoSchema = z.object({
  level: levelSchema,
  directReferrals: z.number().int().nonnegative(),
  /** Every depth below the member. */
  teamMembers: z.number().int().nonnegative(),
  period: teamPeriodSchema,
  /** The team's performance in the period. */
  performance: moneySchema,
  /** The team's performance since the start: what levels are reached by. */
  totalPerformance: moneySchema,
  nextLevel: nextLevelSchema.nullable(),
  /**
   * KB from direct referrals' orders: `pending` until the order's after-sales window has passed, `paid` the
   * available ones (in the wallet already; see GET /team/rewards).
   */
  rewards: z.object({ pending: moneySchema, paid: moneySchema }),
  /** The direct referrals, newest first, with the performance of each in the period. */
  directs: pageSchema(directReferralSchema),
});
export type MyTeamInfo = z.infer<typeof myTeamInfoSchema>;

// ---- GET /team/rewards ----
/**
 * A referral reward's state (issue 24): pending while the order can still be returned (the operator's after-sales
 * window after completion), then available (the KB paid into the wallet), or void (the order refunded before).
 */
export const REFERRAL_REWARD_STATES = ['pending', 'available', 'void'] as const;
export const referralRewardStateSchema = z.enum(REFERRAL_REWARD_STATES, { error: 'validation.rewardState' });
export type ReferralRewardState = z.infer<typeof referralRewardStateSchema>;

export const teamRewardsQuerySchema = pageQuerySchema.extend({ state: referralRewardStateSchema.default('pending') });
export type TeamRewardsQuery = z.input<typeof teamRewardsQuerySchema>;

/** One of the member's own referral rewards, with the purchase it came from. */
export const teamRewardSchema = z.object({
  id: z.number().int().positive(),
  state: referralRewardStateSchema,
  /** KB. */
  amount: moneySchema,
  /** What the purchase was paid, and the rate of the member's level then (basis points). */
  baseAmount: moneySchema,
  rateBps: z.number().int().nonnegative(),
  source: z.object({
    type: z.enum(['order', 'package']),
    id: z.number().int().positive(),
    /** The order's number; null for a package. */
    orderNo: z.string().nullable(),
  }),
  /** The direct referral who bought (nickname only). */
  buyer: z.object({ memberNo: z.string(), nickname: z.string() }),
  createdAt: z.string(),
  /** Pending: when it may become available (the window's end), or null while the order is not done. */
  availableAfter: z.string().nullable(),
  /** Available: when it did (the time of its money log entry). */
  availableAt: z.string().nullable(),
  /** Void: when. */
  voidedAt: z.string().nullable(),
});
export type TeamReward = z.infer<typeof teamRewardSchema>;

export const teamRewardsSchema = pageSchema(teamRewardSchema).extend({
  state: referralRewardStateSchema,
  /** How many of the member's rewards are in each state (the tabs' counts). */
  counts: z.object({
    pending: z.number().int().nonnegative(),
    available: z.number().int().nonnegative(),
    void: z.number().int().nonnegative(),
  }),
});
export type TeamRewards = z.infer<typeof teamRewardsSchema>;

// ---- GET /personInfo/selectPromotionPersonNumber ----
/** How many the member invited: in total, and today (platform time zone). */
export const promotionPersonNumberSchema = z.object({
  total: z.number().int().nonnegative(),
  today: z.number().int().nonnegative(),
});
export type PromotionPersonNumber = z.infer<typeof promotionPersonNumberSchema>;

// ---- GET /team/sixDegrees ----
export const sixDegreesQuerySchema = pageQuerySchema.extend({
  depth: z.coerce
    .number({ error: 'validation.depth' })
    .int({ error: 'validation.depth' })
    .min(1, { error: 'validation.depth' })
    .max(6, { error: 'validation.depth' })
    .default(1),
});
export type SixDegreesQuery = z.input<typeof sixDegreesQuerySchema>;

export const sixDegreesSchema = z.object({
  /** Members at each depth 1-6, always six entries. */
  counts: z.array(z.object({ depth: z.number().int().min(1).max(6), count: z.number().int().nonnegative() })),
  depth: z.number().int().min(1).max(6),
  /** The members at `depth`, newest first. */
  members: pageSchema(teamMemberSchema),
});
export type SixDegrees = z.infer<typeof sixDegreesSchema>;

// ---- POST /admin/member/:id/level (operator) ----
export const setLevelBodySchema = z.object({
  level: z.coerce
    .number({ error: 'validation.level' })
    .int({ error: 'validation.level' })
    .min(0, { error: 'validation.level' })
    .max(5, { error: 'validation.level' }),
});
