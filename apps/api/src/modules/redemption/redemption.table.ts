import type { Generated, Selectable } from 'kysely';
import type { RedeemRewardKind } from '@uu/contract/redemption';

/** A batch of redemption codes (issue 24): what each code gives, and when it can be redeemed. */
export interface RedeemBatchesTable {
  id: Generated<number>;
  /** JSON of the name in each language the operator wrote. */
  name: string;
  reward_kind: RedeemRewardKind;
  /** UU in hundredths (kind uu). */
  reward_amount: number | null;
  reward_coupon_id: number | null;
  reward_questions: number | null;
  reward_days: number | null;
  code_count: number;
  valid_from: number;
  valid_to: number;
  /** 1: a member may redeem one code of the batch. */
  once_per_member: number;
  state: 'active' | 'void';
  created_at: number;
  /** The operator who made it. */
  created_by: number | null;
}

/** One code of a batch; found by its SHA-256, shown from its sealed copy. */
export interface RedeemCodesTable {
  id: Generated<number>;
  batch_id: number;
  code_hash: string;
  code_sealed: string;
  state: 'unused' | 'redeemed' | 'void';
  redeemed_by: number | null;
  redeemed_at: number | null;
  /** The redeeming member's id in a one-per-member batch, else null (the unique index's second column). */
  once_key: number | null;
}

export type RedeemBatchRow = Selectable<RedeemBatchesTable>;
export type RedeemCodeRow = Selectable<RedeemCodesTable>;
