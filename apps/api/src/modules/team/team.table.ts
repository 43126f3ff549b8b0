import type { Generated, Selectable } from 'kysely';

/**
 * The closure table of the referral tree: one row for every member and each of their ancestors
 * (the referrer at depth 1, the referrer's referrer at 2, …), and the member itself at depth 0.
 * Written once, at registration, in the transaction that creates the account; never changed
 * (the referrer is fixed at registration).
 */
export interface TeamPathsTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** A member's all-time team performance (hundredths): paid, unrefunded orders of everyone below them. */
export interface TeamStatsTable {
  user_id: number;
  performance: Generated<number>;
}

/**
 * Paid order value in 15-minute buckets of payment time (`bucket` = paid_at ÷ 900,000): `team` of the
 * members below (depth ≥ 1), `own` of the member's own orders. Sums of a period's buckets are its performance.
 */
export interface TeamBucketsTable {
  user_id: number;
  bucket: number;
  team: Generated<number>;
  own: Generated<number>;
}

export type RewardSourceType = 'order' | 'package';
export type RewardStatus = 'pending' | 'paid' | 'void';

/** A referrer's share of a direct referral's purchase, held until the purchase is done. */
export interface ReferralRewardsTable {
  id: Generated<number>;
  source_type: RewardSourceType;
  source_id: number;
  /** The referrer who earns it. */
  beneficiary_id: number;
  /** The direct referral who bought. */
  buyer_id: number;
  /** What the purchase was paid (hundredths of UU, FB included). */
  base_amount: number;
  /** The rate of the referrer's level when the purchase was paid, in basis points (1/100 of a percent). */
  rate_bps: number;
  /** KB in hundredths. */
  amount: number;
  status: RewardStatus;
  transaction_id: number | null;
  created_at: number;
  settled_at: number | null;
}

export type ReferralRewardRow = Selectable<ReferralRewardsTable>;
