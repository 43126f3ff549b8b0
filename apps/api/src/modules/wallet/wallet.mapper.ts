import { formatAmount } from '@uu/contract/money';
import { PAYOUT_HOLD_HOURS, type BankCard, type EftAddress, type TopUp, type Withdrawal } from '@uu/contract/wallet';
import { toIso } from '../../lib/clock';
import type { BankCardRow, EftAddressRow, TopupRow, WithdrawalRow } from './wallet.table';

const iso = (ms: number | null) => (ms === null ? null : toIso(ms));

export const PAYOUT_HOLD_MS = PAYOUT_HOLD_HOURS * 3600 * 1000;

/**
 * When a destination may first be paid to: 24 hours after it was added, or after a card was last
 * changed (a changed card is a new destination; decisions.md "Step-up for risky changes").
 */
export function releaseOf(row: BankCardRow | EftAddressRow): number {
  return ('updated_at' in row ? row.updated_at : row.created_at) + PAYOUT_HOLD_MS;
}

function holdOf(row: BankCardRow | EftAddressRow, now: number) {
  const release = releaseOf(row);
  return { availableAt: toIso(release), held: now < release };
}

export function maskCardNumber(number: string): string {
  return `•••• •••• •••• ${number.slice(-4)}`;
}

export function maskAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export function withdrawalRowToWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    currency: row.currency,
    amount: formatAmount(row.amount),
    fee: formatAmount(row.fee),
    toFb: formatAmount(row.to_fb),
    toU: formatAmount(row.to_u),
    status: row.status,
    destination: row.destination_label,
    reason: row.reason,
    createdAt: toIso(row.created_at),
    decidedAt: iso(row.decided_at),
    paidAt: iso(row.paid_at),
  };
}

export function topupRowToTopUp(row: TopupRow): TopUp {
  return {
    id: row.id,
    amount: formatAmount(row.amount),
    channel: row.channel,
    channelName: row.channel_name,
    proof: row.proof,
    status: row.status,
    reason: row.reason,
    createdAt: toIso(row.created_at),
    decidedAt: iso(row.decided_at),
    requestedAmount: row.requested_amount === null ? null : formatAmount(row.requested_amount),
    correctionNote: row.correction_note,
  };
}

export function bankCardRowToBankCard(row: BankCardRow, now: number): BankCard {
  return {
    id: row.id,
    holder: row.holder,
    bankName: row.bank_name,
    branch: row.branch,
    maskedNumber: maskCardNumber(row.card_number),
    last4: row.card_number.slice(-4),
    createdAt: toIso(row.created_at),
    ...holdOf(row, now),
  };
}

export function eftRowToEftAddress(row: EftAddressRow, now: number): EftAddress {
  return {
    id: row.id,
    network: row.network,
    address: row.address,
    maskedAddress: maskAddress(row.address),
    label: row.label,
    createdAt: toIso(row.created_at),
    ...holdOf(row, now),
  };
}
