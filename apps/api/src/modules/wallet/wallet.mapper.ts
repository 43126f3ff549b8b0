import { formatAmount } from '@uu/contract/money';
import type { BankCard, EftAddress, TopUp, Withdrawal } from '@uu/contract/wallet';
import { toIso } from '../../lib/clock';
import type { BankCardRow, EftAddressRow, TopupRow, WithdrawalRow } from './wallet.table';

const iso = (ms: number | null) => (ms === null ? null : toIso(ms));

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
  };
}

export function bankCardRowToBankCard(row: BankCardRow): BankCard {
  return {
    id: row.id,
    holder: row.holder,
    bankName: row.bank_name,
    branch: row.branch,
    maskedNumber: maskCardNumber(row.card_number),
    last4: row.card_number.slice(-4),
    createdAt: toIso(row.created_at),
  };
}

export function eftRowToEftAddress(row: EftAddressRow): EftAddress {
  return {
    id: row.id,
    network: row.network,
    address: row.address,
    maskedAddress: maskAddress(row.address),
    label: row.label,
    createdAt: toIso(row.created_at),
  };
}
