import type { AfterSaleState, AfterSaleType } from '@uu/contract/after-sales';
import type { DeliveryType } from '@uu/contract/mall';
import { OrderStatus } from '@uu/contract/orders';

/**
 * The after-sales state machine (issue 22), one definition for the server (which applies each move with one
 * conditional update on the states it leaves), the member app (which buttons a request shows) and the console.
 *
 * refund only:        requested → refunded (approve)             | requested → refused (refuse)
 * return and refund:  requested → approved → returned → refunded | requested → refused
 * exchange:           requested → approved → returned → exchanged| requested → refused
 */

/** The member's step (the parcel back) and the operator's. */
export const AFTER_SALE_ACTIONS = ['approve', 'refuse', 'ship', 'receive'] as const;
export type AfterSaleAction = (typeof AFTER_SALE_ACTIONS)[number];

type Rule = { by: 'member' | 'operator'; from: AfterSaleState; to: (type: AfterSaleType) => AfterSaleState | null };

const RULES: Readonly<Record<AfterSaleAction, Rule>> = {
  approve: { by: 'operator', from: 'requested', to: (type) => (type === 'refund' ? 'refunded' : 'approved') },
  refuse: { by: 'operator', from: 'requested', to: () => 'refused' },
  ship: { by: 'member', from: 'approved', to: (type) => (type === 'refund' ? null : 'returned') },
  receive: { by: 'operator', from: 'returned', to: (type) => (type === 'exchange' ? 'exchanged' : type === 'return' ? 'refunded' : null) },
};

/** The window after completion when the operator has set none (decisions.md). */
export const DEFAULT_AFTER_SALES_DAYS = 7;
const DAY = 86_400_000;

/** The state a request leaves for `action` (what its conditional update requires). */
export function afterSaleFrom(action: AfterSaleAction): AfterSaleState {
  return RULES[action].from;
}

/** Where `action` takes a request of `type` in `state`, or null when it does not apply. */
export function afterSaleNext(request: { type: AfterSaleType; state: AfterSaleState }, action: AfterSaleAction): AfterSaleState | null {
  const rule = RULES[action];
  if (rule.from !== request.state) return null;
  return rule.to(request.type);
}

/** Whether the move refunds the order (through the ledger). */
export function refundsOrder(to: AfterSaleState | null): boolean {
  return to === 'refunded';
}

/** What `actor` may do with the request now, in the order the screens show it. */
export function afterSaleActionsFor(
  request: { type: AfterSaleType; state: AfterSaleState },
  actor: 'member' | 'operator',
): AfterSaleAction[] {
  return AFTER_SALE_ACTIONS.filter((action) => RULES[action].by === actor && afterSaleNext(request, action) !== null);
}

/** Whether the operator has work to do on the request (a decision, or a parcel to receive): the console's count. */
export function waitsForOperator(state: AfterSaleState): boolean {
  return state === 'requested' || state === 'returned';
}

/** Whether the request is finished (nothing more happens to it). */
export function afterSaleClosed(state: AfterSaleState): boolean {
  return state === 'refused' || state === 'refunded' || state === 'exchanged';
}

/** The order states a request may be made from, and the one the refund leaves (done). */
export const AFTER_SALE_ORDER_STATES = [OrderStatus.done] as const;

export type AfterSaleOrderFacts = { status: number; deliveryType: DeliveryType; doneAt: number | null };

/**
 * Until when (epoch ms) the member may ask for after-sales of the order, or null when never: only done orders of
 * goods that are not virtual (packages start at payment), within `windowDays` of completion.
 */
export function afterSaleDeadline(order: AfterSaleOrderFacts, windowDays: number): number | null {
  if (order.status !== OrderStatus.done || order.deliveryType === 'virtual' || order.doneAt === null) return null;
  return order.doneAt + windowDays * DAY;
}

/** Whether the member may ask for after-sales of the order at `now` (the deadline itself included). */
export function canRequestAfterSale(order: AfterSaleOrderFacts, windowDays: number, now: number): boolean {
  const deadline = afterSaleDeadline(order, windowDays);
  return deadline !== null && now <= deadline;
}
