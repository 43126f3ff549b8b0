import { formatAmount } from '@uu/contract/money';
import type { MessageTemplate } from '@uu/contract/messages';
import type { LocalizedText } from '../../lib/localized';
import type { OrderRow } from '../mall/mall.table';
import type { TopupRow, WithdrawalRow } from '../wallet/wallet.table';
import type { MessageEvent } from './messages.service';

// The events the capabilities report (issue 21), built from the rows they just changed, so each caller
// adds one line in its transaction. Amounts are stored formatted ("100.00"); names an operator wrote
// per language (a store) are stored in every language and picked when read.

export function topUpEvent(row: TopupRow, template: 'topupApproved' | 'topupRejected'): MessageEvent {
  return { template, params: { amount: formatAmount(row.amount), reason: row.reason ?? '' }, object: { kind: 'topup', id: row.id } };
}

export function withdrawalEvent(
  row: WithdrawalRow,
  template: 'withdrawalApproved' | 'withdrawalPaid' | 'withdrawalRejected' | 'withdrawalCanceled',
): MessageEvent {
  return {
    template,
    params: { amount: formatAmount(row.amount), currency: row.currency, reason: row.reason ?? '' },
    object: { kind: 'withdrawal', id: row.id },
  };
}

export function transferEvent(input: { transactionId: number; from: string; amount: number; currency: string }): MessageEvent {
  return {
    template: 'transferReceived',
    params: { from: input.from, amount: formatAmount(input.amount), currency: input.currency },
    object: { kind: 'transfer', id: input.transactionId },
  };
}

type OrderTemplate = Extract<MessageTemplate, `order${string}`>;

export function orderEvent(
  row: OrderRow,
  template: OrderTemplate,
  extra: Record<string, string | number | LocalizedText> = {},
): MessageEvent {
  return { template, params: { orderNo: row.order_no, ...extra }, object: { kind: 'order', id: row.id } };
}
