import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_STATES } from '@uu/contract/after-sales';
import { DELIVERY_TYPES } from '@uu/contract/mall';
import { OrderStatus } from '@uu/contract/orders';
import { canRequestAfterSale } from './after-sales';
import { rewardAvailableAfter, rewardReleasable, rewardReleaseCutoff } from './reward-states';

const DAY = 86_400_000;
const DONE = Date.UTC(2026, 11, 31, 15, 59, 59); // the last second of 2026 in Taipei, the year turning inside the window
const express = (doneAt: number | null, status: number = OrderStatus.done) => ({ status, deliveryType: 'express' as const, doneAt });

describe('referral reward states', () => {
  it('pending inside the window (its last moment included), available just after it', () => {
    expect(rewardAvailableAfter(express(DONE), 7)).toBe(DONE + 7 * DAY);
    expect(rewardReleasable(express(DONE), null, 7, DONE)).toBe(false);
    expect(rewardReleasable(express(DONE), null, 7, DONE + 7 * DAY)).toBe(false);
    expect(rewardReleasable(express(DONE), null, 7, DONE + 7 * DAY + 1)).toBe(true);
    // A window of 0 days: the moment of completion is still inside.
    expect(rewardReleasable(express(DONE), null, 0, DONE)).toBe(false);
    expect(rewardReleasable(express(DONE), null, 0, DONE + 1)).toBe(true);
  });

  it('never while the order is not done, whatever the time', () => {
    for (const status of [OrderStatus.waitingReceipt, OrderStatus.refunded, OrderStatus.canceled]) {
      expect(rewardAvailableAfter(express(DONE, status), 7)).toBeNull();
      expect(rewardReleasable(express(DONE, status), null, 7, DONE + 365 * DAY)).toBe(false);
    }
    expect(rewardReleasable(express(null), null, 7, DONE + 365 * DAY)).toBe(false);
  });

  it('an open after-sales request holds it past the window; a closed one (refused, exchanged) does not', () => {
    const late = DONE + 30 * DAY;
    const open = AFTER_SALE_STATES.filter((s) => !rewardReleasable(express(DONE), s, 7, late));
    expect(open.sort()).toEqual(['approved', 'requested', 'returned']);
    expect(rewardReleasable(express(DONE), 'refused', 7, late)).toBe(true);
    expect(rewardReleasable(express(DONE), 'exchanged', 7, late)).toBe(true);
  });

  it('goods that cannot be returned (virtual) have no window: available at completion', () => {
    const virtual = { status: OrderStatus.done, deliveryType: 'virtual' as const, doneAt: DONE };
    expect(rewardReleasable(virtual, null, 7, DONE)).toBe(true);
    expect(rewardReleasable(virtual, null, 7, DONE - 1)).toBe(false);
  });

  it('a returnable order is never both open to a request and releasable; the job’s cutoff says the same', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DELIVERY_TYPES.filter((d) => d !== 'virtual')),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -3 * DAY, max: 70 * DAY }),
        (deliveryType, days, offset) => {
          const order = { status: OrderStatus.done, deliveryType, doneAt: DONE };
          const now = DONE + offset;
          const releasable = rewardReleasable(order, null, days, now);
          expect(releasable).toBe(!canRequestAfterSale(order, days, now) && now >= DONE);
          expect(releasable).toBe(DONE < rewardReleaseCutoff(now, days));
        },
      ),
    );
  });
});
