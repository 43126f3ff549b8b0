import type { Executor } from '../../db/database';

// What the rule dry-runs (issue 24) replay: the top-ups approved and what the ledger credited in a window.

/** Top-ups approved in [from, to): who and how much was credited. */
export async function approvedTopUps(db: Executor, from: number, to: number): Promise<{ userId: number; amount: number }[]> {
  const rows = await db
    .selectFrom('topups')
    .select(['user_id', 'amount'])
    .where('status', '=', 'approved')
    .where('decided_at', '>=', from)
    .where('decided_at', '<', to)
    .execute();
  return rows.map((r) => ({ userId: Number(r.user_id), amount: Number(r.amount) }));
}

/** The top-up bonus UU the ledger credited to members in [from, to) (hundredths). */
export async function topUpBonusCredited(db: Executor, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('log_type', '=', 'topup_bonus')
    .where('amount', '>', 0)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** Referral rewards recorded in [from, to), pending or available (voided ones aside), in hundredths of KB. */
export async function earnedReferralRewards(db: Executor, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('referral_rewards')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('status', '!=', 'void')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
