import type { DeliveryType } from '@uu/contract/mall';
import { OrderStatus, type OrderStatusValue } from '@uu/contract/orders';

/**
 * The order state machine (product.md "Mall, orders and coupons"), one definition for the server
 * (which decides, with one conditional update on the states an action leaves), the member app (which
 * buttons an order shows) and the console (which actions the drawer offers).
 *
 * States: 0 pending payment, 1 waiting for delivery, 2 waiting for self-pickup, 3 waiting for receipt,
 * 4 pending write-off, 5 pending installation, 6 done, 7 refunded, 8 canceled.
 */

/** Who makes an action: the member, an operator (the call's roles are the contract route's), or the server's sweep. */
export type OrderActor = 'member' | 'operator' | 'system';

/** The member's actions (updatePlanHistory's, and checking logistics), in the order the app shows them. */
export const MEMBER_ORDER_ACTIONS = ['cancel', 'pay', 'logistics', 'confirm', 'writeoff', 'delete'] as const;
/** The operators' actions (the console's calls), in the order the drawer offers them. */
export const OPERATOR_ORDER_ACTIONS = ['ship', 'track', 'handOver', 'redeem', 'installed', 'refund'] as const;
/** The sweep's: unpaid orders past their time, shipped orders past the confirm period. */
export const SYSTEM_ORDER_ACTIONS = ['autoCancel', 'autoConfirm'] as const;

export type MemberOrderAction = (typeof MEMBER_ORDER_ACTIONS)[number];
export type OperatorOrderAction = (typeof OPERATOR_ORDER_ACTIONS)[number];
export type SystemOrderAction = (typeof SYSTEM_ORDER_ACTIONS)[number];
export type OrderAction = MemberOrderAction | OperatorOrderAction | SystemOrderAction;

/** What the machine needs to know of an order. Without `deliveryType`, actions bound to one type are not offered. */
export type OrderFacts = {
  status: number;
  deliveryType?: DeliveryType;
  /** When the goods left (express: shipped); tracking notes need it. */
  deliveredAt?: unknown;
};

type Rule = {
  by: OrderActor;
  /** The states the action leaves. */
  from: readonly OrderStatusValue[];
  /** The state it reaches; 'afterPayment': by delivery type; null: the state stays (a view or a note, or hiding). */
  to: OrderStatusValue | 'afterPayment' | null;
  /** Only orders of this delivery type. */
  only?: DeliveryType;
  /** Only once the goods left. */
  delivered?: boolean;
};

const S = OrderStatus;

/** Paid, and the goods have not left: the console's refund (waiting delivery or pickup, write-off, installation). */
export const REFUNDABLE_STATES: readonly OrderStatusValue[] = [
  S.waitingDelivery,
  S.waitingPickup,
  S.pendingWriteOff,
  S.pendingInstallation,
];
/** Shipped or done: refunded through after-sales, not the console's refund (decisions.md). */
export const AFTER_SALES_STATES: readonly OrderStatusValue[] = [S.waitingReceipt, S.done];

/** Every action: who makes it, from which states, to which. */
export const ORDER_RULES: Readonly<Record<OrderAction, Rule>> = {
  cancel: { by: 'member', from: [S.pendingPayment], to: S.canceled },
  pay: { by: 'member', from: [S.pendingPayment], to: 'afterPayment' },
  logistics: { by: 'member', from: [S.waitingReceipt], to: null },
  confirm: { by: 'member', from: [S.waitingReceipt], to: S.done },
  /** The member types the store's write-off code (when the store shows one instead of scanning the member's). */
  writeoff: { by: 'member', from: [S.pendingWriteOff], to: S.done },
  /** Hidden from the member; the state stays. */
  delete: { by: 'member', from: [S.done, S.refunded, S.canceled], to: null },
  ship: { by: 'operator', from: [S.waitingDelivery], to: S.waitingReceipt, only: 'express' },
  /**
   * A carrier's note, while the parcel is under way or after it arrived, not once refunded: a shipped express
   * order is 3 or 6 (only shipping sets an express order's delivery time, and a refund never leaves 3 or 6).
   */
  track: { by: 'operator', from: [S.waitingReceipt, S.done], to: null, only: 'express', delivered: true },
  handOver: { by: 'operator', from: [S.waitingPickup], to: S.done },
  /** The store redeems the member's code. */
  redeem: { by: 'operator', from: [S.pendingWriteOff], to: S.done },
  installed: { by: 'operator', from: [S.pendingInstallation], to: S.done },
  refund: { by: 'operator', from: REFUNDABLE_STATES, to: S.refunded },
  autoCancel: { by: 'system', from: [S.pendingPayment], to: S.canceled },
  autoConfirm: { by: 'system', from: [S.waitingReceipt], to: S.done },
};

/** Where a paid order goes by its delivery type (product.md). */
const AFTER_PAYMENT: Record<DeliveryType, OrderStatusValue> = {
  express: S.waitingDelivery,
  pickup: S.waitingPickup,
  writeoff: S.pendingWriteOff,
  installation: S.pendingInstallation,
  virtual: S.done,
};

export function statusAfterPayment(deliveryType: DeliveryType): OrderStatusValue {
  return AFTER_PAYMENT[deliveryType];
}

/** The delivery type and the goods having left, for the actions that need them. */
function typeAllows(rule: Rule, order: OrderFacts): boolean {
  if (rule.only !== undefined && order.deliveryType !== rule.only) return false;
  if (rule.delivered && (order.deliveredAt === null || order.deliveredAt === undefined)) return false;
  return true;
}

/** The states `action` leaves (what its conditional update requires). */
export function fromStates(action: OrderAction): readonly OrderStatusValue[] {
  return ORDER_RULES[action].from;
}

/** Whether `action` applies to the order as it is (state, delivery type), whoever asks. */
export function canApply(order: OrderFacts, action: OrderAction): boolean {
  const rule = ORDER_RULES[action];
  return (rule.from as readonly number[]).includes(order.status) && typeAllows(rule, order);
}

/** The state `action` moves the order to (its state, for actions that keep it), or null when it does not apply. */
export function nextStatus(order: OrderFacts & { deliveryType: DeliveryType }, action: OrderAction): OrderStatusValue | null {
  if (!canApply(order, action)) return null;
  const to = ORDER_RULES[action].to;
  if (to === 'afterPayment') return statusAfterPayment(order.deliveryType);
  return to ?? (order.status as OrderStatusValue);
}

/** Whether the order may move from its state to `to` (by any actor), given its delivery type. */
export function canTransition(order: OrderFacts & { deliveryType: DeliveryType }, to: number): boolean {
  return nextStates(order).includes(to as OrderStatusValue);
}

/** The states the order may move to next (by anyone), without repeats, in order. */
export function nextStates(order: OrderFacts & { deliveryType: DeliveryType }): OrderStatusValue[] {
  const out = new Set<OrderStatusValue>();
  for (const action of Object.keys(ORDER_RULES) as OrderAction[]) {
    const rule = ORDER_RULES[action];
    if (rule.to === null) continue;
    const to = nextStatus(order, action);
    if (to !== null) out.add(to);
  }
  return [...out].sort((a, b) => a - b);
}

/** What `actor` may do with the order now, in the order the screens show it. */
export function actionsFor(order: OrderFacts, actor: 'member'): MemberOrderAction[];
export function actionsFor(order: OrderFacts, actor: 'operator'): OperatorOrderAction[];
export function actionsFor(order: OrderFacts, actor: 'system'): SystemOrderAction[];
export function actionsFor(order: OrderFacts, actor: OrderActor): OrderAction[] {
  const all: readonly OrderAction[] =
    actor === 'member' ? MEMBER_ORDER_ACTIONS : actor === 'operator' ? OPERATOR_ORDER_ACTIONS : SYSTEM_ORDER_ACTIONS;
  return all.filter((action) => canApply(order, action));
}

/** A paid order whose goods left or which is done: a refund is after-sales' work, not the console's. */
export function needsAfterSales(status: number): boolean {
  return (AFTER_SALES_STATES as readonly number[]).includes(status);
}

/** A write-off order's pieces: how many were ordered and how many the store has handed over so far. */
export type WriteOffFacts = { status: number; quantity: number; writtenOff: number };

/** How many pieces of a write-off order are still to be handed over (0 once done or when none can be). */
export function writeOffRemaining(order: WriteOffFacts): number {
  if (order.status !== S.pendingWriteOff) return 0;
  return Math.max(0, order.quantity - order.writtenOff);
}

/**
 * A write-off of `count` pieces (the desk's `redeem` or the member's `writeoff`; issue 17, partial write-off): the
 * state it leaves the order in — done once every piece is written off, else still pending write-off — or null when it
 * does not apply: the order is not pending write-off, `count` is not a whole number from 1 to what remains.
 * The server applies it with one conditional update (`written_off + count <= quantity`), so two write-offs at once
 * never hand over more than was ordered.
 */
export function writeOffStep(order: WriteOffFacts, count: number): OrderStatusValue | null {
  const remaining = writeOffRemaining(order);
  if (!Number.isInteger(count) || count < 1 || count > remaining) return null;
  return count === remaining ? S.done : S.pendingWriteOff;
}
