import { describe, expect, it } from 'vitest';
import { AFTER_SALE_STATES, AFTER_SALE_TYPES, type AfterSaleState, type AfterSaleType } from '@uu/contract/after-sales';
import { DELIVERY_TYPES } from '@uu/contract/mall';
import { OrderStatus } from '@uu/contract/orders';
import {
  AFTER_SALE_ACTIONS,
  afterSaleActionsFor,
  afterSaleClosed,
  afterSaleDeadline,
  afterSaleFrom,
  afterSaleNext,
  canRequestAfterSale,
  refundsOrder,
  waitsForOperator,
} from './after-sales';

const DAY = 86_400_000;

/** Every path a request of `type` can take, by trying each action from each state reached. */
function reachable(type: AfterSaleType): Set<AfterSaleState> {
  const seen = new Set<AfterSaleState>(['requested']);
  const queue: AfterSaleState[] = ['requested'];
  while (queue.length) {
    const state = queue.shift() as AfterSaleState;
    for (const action of AFTER_SALE_ACTIONS) {
      const to = afterSaleNext({ type, state }, action);
      if (to && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

describe('after-sales state machine', () => {
  it('a refund only is refunded on approval, with no parcel back', () => {
    expect(afterSaleNext({ type: 'refund', state: 'requested' }, 'approve')).toBe('refunded');
    expect(afterSaleNext({ type: 'refund', state: 'approved' }, 'ship')).toBeNull();
    expect([...reachable('refund')].sort()).toEqual(['refunded', 'refused', 'requested']);
  });

  it('a return goes requested → approved → returned → refunded', () => {
    const r = { type: 'return' as const };
    expect(afterSaleNext({ ...r, state: 'requested' }, 'approve')).toBe('approved');
    expect(afterSaleNext({ ...r, state: 'approved' }, 'ship')).toBe('returned');
    expect(afterSaleNext({ ...r, state: 'returned' }, 'receive')).toBe('refunded');
    expect(reachable('return').has('exchanged')).toBe(false);
  });

  it('an exchange ends exchanged on receipt, never refunded', () => {
    expect(afterSaleNext({ type: 'exchange', state: 'returned' }, 'receive')).toBe('exchanged');
    expect(reachable('exchange').has('refunded')).toBe(false);
    expect(refundsOrder(afterSaleNext({ type: 'exchange', state: 'returned' }, 'receive'))).toBe(false);
    expect(refundsOrder(afterSaleNext({ type: 'return', state: 'returned' }, 'receive'))).toBe(true);
  });

  it('each action leaves one state only; nothing leaves a closed request', () => {
    for (const type of AFTER_SALE_TYPES) {
      for (const state of AFTER_SALE_STATES) {
        for (const action of AFTER_SALE_ACTIONS) {
          const to = afterSaleNext({ type, state }, action);
          if (to !== null) expect(state).toBe(afterSaleFrom(action));
          if (afterSaleClosed(state)) expect(to).toBeNull();
        }
      }
    }
  });

  it('refuse only from requested; a repeat of any step does nothing', () => {
    expect(afterSaleNext({ type: 'return', state: 'approved' }, 'refuse')).toBeNull();
    expect(afterSaleNext({ type: 'return', state: 'refunded' }, 'receive')).toBeNull();
    expect(afterSaleNext({ type: 'return', state: 'returned' }, 'ship')).toBeNull();
  });

  it('actions by actor', () => {
    expect(afterSaleActionsFor({ type: 'return', state: 'requested' }, 'operator')).toEqual(['approve', 'refuse']);
    expect(afterSaleActionsFor({ type: 'return', state: 'requested' }, 'member')).toEqual([]);
    expect(afterSaleActionsFor({ type: 'exchange', state: 'approved' }, 'member')).toEqual(['ship']);
    expect(afterSaleActionsFor({ type: 'exchange', state: 'returned' }, 'operator')).toEqual(['receive']);
    expect(afterSaleActionsFor({ type: 'refund', state: 'refunded' }, 'operator')).toEqual([]);
  });

  it('the operator waits on new requests and parcels sent back', () => {
    expect(AFTER_SALE_STATES.filter(waitsForOperator)).toEqual(['requested', 'returned']);
  });
});

describe('after-sales window', () => {
  const done = { status: OrderStatus.done, deliveryType: 'express' as const, doneAt: 1_000 * DAY };

  it('done orders within the window, the last moment included', () => {
    expect(afterSaleDeadline(done, 7)).toBe(1_007 * DAY);
    expect(canRequestAfterSale(done, 7, 1_007 * DAY)).toBe(true);
    expect(canRequestAfterSale(done, 7, 1_007 * DAY + 1)).toBe(false);
  });

  it('not before completion, not for virtual goods, not for refunded or canceled orders', () => {
    for (const status of Object.values(OrderStatus)) {
      if (status === OrderStatus.done) continue;
      expect(canRequestAfterSale({ ...done, status }, 7, done.doneAt)).toBe(false);
    }
    for (const deliveryType of DELIVERY_TYPES) {
      expect(canRequestAfterSale({ ...done, deliveryType }, 7, done.doneAt)).toBe(deliveryType !== 'virtual');
    }
    expect(afterSaleDeadline({ ...done, doneAt: null }, 7)).toBeNull();
  });
});
