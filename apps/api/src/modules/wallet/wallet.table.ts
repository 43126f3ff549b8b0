import type { Generated, Selectable } from 'kysely';
import type { Currency, MoneyLogType } from '@uu/contract/wallet';

/** A balance: a member's (`user_id`) or the platform's (`code`), in one currency. */
export interface LedgerAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  code: PlatformAccount | null;
  currency: Currency;
  balance: Generated<number>;
  created_at: number;
}

/**
 * The platform's side of every movement (product.md "Money"): where top-ups come from, fees, UU
 * held in pending withdrawals, the conversion of withdrawn UU into FB and U, cash paid out, the
 * exchange desk, operator adjustments.
 */
export type PlatformAccount =
  | 'topup'
  | 'fees'
  | 'withdrawals'
  | 'conversion'
  | 'payouts'
  | 'exchange'
  | 'adjustments'
  /** Check-in streak rewards (and, with issue 8, referral rewards). */
  | 'rewards'
  /** What members pay for mall orders (and get back on refunds). */
  | 'mall'
  /** What was left of expiring UU lots at their expiry (issue 24). */
  | 'expired';

export type TransactionType =
  | 'topup'
  | 'transfer'
  | 'withdraw'
  | 'withdraw_cancel'
  | 'withdraw_reject'
  | 'withdraw_approve'
  | 'payout_paid'
  | 'exchange'
  | 'adjustment'
  | 'reward'
  /** A referrer's share of a direct referral's done order (issue 8). */
  | 'referral_reward'
  /** The bonus UU of an approved top-up that reached a tier (issue 24), from the rewards account. */
  | 'topup_bonus'
  /** A make-up check-in's cost in UU, to the rewards account (issue 24). */
  | 'check_in_make_up'
  | 'order'
  | 'refund'
  /** A member's UU lots that reached their expiry on one day, moved to the platform's `expired` account (issue 24). */
  | 'uu_expiry';

export interface LedgerTransactionsTable {
  id: Generated<number>;
  type: TransactionType;
  user_id: number | null;
  ref_type: 'withdrawal' | 'topup' | 'order' | null;
  ref_id: number | null;
  memo: string | null;
  /** The transaction this one reverses (`LedgerService.reverse`); each is reversed at most once. */
  reverses_transaction_id: number | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  currency: Currency;
  amount: number;
  balance_after: number;
  log_type: MoneyLogType;
  counterparty_id: number | null;
  created_at: number;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  scope: string;
  request_hash: string;
  /** The `data` of the first answer, as JSON; null while the first request is under way. */
  response: string | null;
  created_at: number;
  /** The claim's owner (one request of one instance); only its owner may store the answer. */
  owner: string | null;
  /** Until when the owner's claim holds (renewed while it works); past it, another request takes the key over. */
  lease_until: number | null;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'paid' | 'rejected' | 'canceled';

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  currency: 'UU' | 'U';
  amount: number;
  fee: number;
  to_fb: number;
  to_u: number;
  destination_type: 'bank' | 'eft';
  /** Masked, for the member. */
  destination_label: string;
  /** The whole destination as it was when the member asked (JSON), for finance. */
  destination_detail: string;
  status: WithdrawalStatus;
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  paid_at: number | null;
  /** Recorded when marked paid (issue 17 #11): the payout's reference, its day (YYYY-MM-DD), the proof image. */
  payout_ref: string | null;
  payout_date: string | null;
  payout_proof: string | null;
}

export interface TopupsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  channel: string;
  channel_name: string;
  proof: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  /** Set when finance approved a corrected amount: what the member asked for (`amount` is what was credited). */
  requested_amount: number | null;
  correction_note: string | null;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  holder: string;
  bank_name: string;
  branch: string | null;
  card_number: string;
  created_at: number;
  updated_at: number;
}

export interface EftAddressesTable {
  id: Generated<number>;
  user_id: number;
  network: 'TRC20' | 'ERC20' | 'BEP20';
  address: string;
  label: string | null;
  created_at: number;
}

export interface CrcRatesTable {
  id: Generated<number>;
  rate: number;
  created_at: number;
}

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type TopupRow = Selectable<TopupsTable>;
export type BankCardRow = Selectable<BankCardsTable>;
export type EftAddressRow = Selectable<EftAddressesTable>;

/**
 * A dated lot of expiring UU (issue 24; docs/decisions.md "UU expiry"): made by a credit from the
 * platform's rewards account while a validity is set; `remaining` falls as debits take from it
 * (soonest-expiring first) and goes to zero when the daily sweep expires it.
 */
export interface UuLotsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  remaining: number;
  credited_at: number;
  /** The start of the platform day after its last usable day. */
  expires_at: number;
  /** The credit that made it. */
  transaction_id: number;
  /** The sweep's `uu_expiry` transaction that took what was left. */
  expired_transaction_id: number | null;
  /** 1 once the 30-day (7-day) reminder covered it. */
  reminded_30: Generated<number>;
  reminded_7: Generated<number>;
}

/** What one transaction took from one lot (given back when the transaction is reversed: a refund). */
export interface UuLotUsesTable {
  transaction_id: number;
  lot_id: number;
  amount: number;
}
