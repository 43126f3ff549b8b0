import type { AfterSaleState } from '@uu/contract/after-sales';
import { OrderStatus } from '@uu/contract/orders';
import { afterSaleClosed, afterSaleDeadline, type AfterSaleOrderFacts } from './after-sales';

/**
 * Referral reward states (issue 24; product.md "Decisions of the depth round"): a reward is **pending** from the
 * purchase's payment until the order's after-sales window (the operator's `afterSalesDays`) has passed since completion
 * with no request still open; it then becomes **available** (the KB paid into the referrer's wallet through the
 * ledger). A refund before that — the console's, or an after-sales refund, even one decided after the window on a
 * request made within it — makes it **void**. Goods that cannot be returned (virtual goods, packages: done when paid,
 * no after-sales) have no window: available at completion.
 */

const DAY = 86_400_000;

/**
 * The moment after which the pending reward of `order` may become available (the after-sales deadline itself still
 * belongs to the window, as `canRequestAfterSale` says), or null while the order is not done.
 */
export function rewardAvailableAfter(order: AfterSaleOrderFacts, windowDays: number): number | null {
  if (order.status !== OrderStatus.done || order.doneAt === null) return null;
  return afterSaleDeadline(order, windowDays) ?? order.doneAt - 1;
}

/**
 * Whether the pending reward of `order` becomes available at `now`: the order done, its window over, and no after-sales
 * request still open (`afterSale`: the order's request state, null when none; a refused or exchanged one is closed).
 */
export function rewardReleasable(order: AfterSaleOrderFacts, afterSale: AfterSaleState | null, windowDays: number, now: number): boolean {
  const after = rewardAvailableAfter(order, windowDays);
  if (after === null || now <= after) return false;
  return afterSale === null || afterSaleClosed(afterSale);
}

/** Orders done before this moment (epoch ms) have left a `windowDays` window at `now`: the release job's bound. */
export function rewardReleaseCutoff(now: number, windowDays: number): number {
  return now - windowDays * DAY;
}
