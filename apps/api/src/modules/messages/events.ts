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

type AfterSaleTemplate = Extract<MessageTemplate, `orderAfterSale${string}`>;

/** A step of an after-sales request (issue 22); the message opens the order, which shows the request. */
export function afterSaleEvent(
  order: { id: number; order_no: string },
  template: AfterSaleTemplate,
  extra: Record<string, string | number> = {},
): MessageEvent {
  return { template, params: { orderNo: order.order_no, ...extra }, object: { kind: 'order', id: order.id } };
}

/** A referral reward paid to the member (KB), or voided by a refund before it was paid. */
export function referralRewardEvent(
  reward: { amount: number; source_type: string; source_id: number },
  template: 'referralRewardCredited' | 'referralRewardVoided',
): MessageEvent {
  return { template, params: { amount: formatAmount(reward.amount) }, object: { kind: 'team', id: reward.source_id } };
}

/** The member's level was raised (team performance reached a threshold). */
export function levelRaisedEvent(level: number): MessageEvent {
  return { template: 'levelRaised', params: { level }, object: { kind: 'team', id: level } };
}

/** A coupon copy given to the member (operator, registration, check-in); its name as the operator wrote it per language. */
export function couponReceivedEvent(copyId: number, name: LocalizedText, expiresAt: string): MessageEvent {
  return { template: 'couponReceived', params: { name, expires: expiresAt }, object: { kind: 'coupon', id: copyId } };
}

/** A coupon copy of the member's that expires within three days, unused. */
export function couponExpiringEvent(copyId: number, name: LocalizedText, expiresAt: string): MessageEvent {
  return { template: 'couponExpiring', params: { name, expires: expiresAt }, object: { kind: 'coupon', id: copyId } };
}

/** A sign-in from a device the account had not used in 90 days; `signInId` is the sign-in's row. */
export function newDeviceEvent(signInId: number, device: string, ip: string): MessageEvent {
  return { template: 'newDeviceSignIn', params: { device, ip }, object: { kind: 'devices', id: signInId } };
}

export function passwordChangedEvent(kind: 'login' | 'pay'): MessageEvent {
  return { template: kind === 'login' ? 'passwordChanged' : 'payPasswordChanged', params: {}, object: null };
}

/** Expiring UU (issue 24): `amount` UU of the member's lots is usable until `lastDay`; sent 30 and 7 days before. */
export function uuExpiringEvent(amount: number, lastDay: string): MessageEvent {
  return { template: 'uuExpiring', params: { amount: formatAmount(amount), date: lastDay }, object: null };
}
