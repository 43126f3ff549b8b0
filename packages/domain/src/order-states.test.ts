import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPES } from '@uu/contract/mall';
import { OrderStatus } from '@uu/contract/orders';
import {
  actionsFor,
  canApply,
  canTransition,
  fromStates,
  needsAfterSales,
  nextStates,
  nextStatus,
  ORDER_RULES,
  statusAfterPayment,
  writeOffRemaining,
  writeOffStep,
} from './order-states';

const S = OrderStatus;
const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8];

describe('the order state machine (product.md "Mall, orders and coupons")', () => {
  it('sends a paid order where its delivery type says', () => {
    expect(statusAfterPayment('express')).toBe(S.waitingDelivery);
    expect(statusAfterPayment('pickup')).toBe(S.waitingPickup);
    expect(statusAfterPayment('writeoff')).toBe(S.pendingWriteOff);
    expect(statusAfterPayment('installation')).toBe(S.pendingInstallation);
    expect(statusAfterPayment('virtual')).toBe(S.done);
    for (const type of DELIVERY_TYPES) {
      expect(nextStatus({ status: S.pendingPayment, deliveryType: type }, 'pay')).toBe(statusAfterPayment(type));
    }
  });

  it.each([
    [S.pendingPayment, ['cancel', 'pay']],
    [S.waitingDelivery, []],
    [S.waitingPickup, []],
    [S.waitingReceipt, ['logistics', 'confirm']],
    [S.pendingWriteOff, ['writeoff']],
    [S.pendingInstallation, []],
    [S.done, ['delete']],
    [S.refunded, ['delete']],
    [S.canceled, ['delete']],
  ] as const)('lets the member act on state %i: %j', (status, actions) => {
    expect(actionsFor({ status }, 'member')).toEqual(actions);
  });

  it('offers the operators the actions of the state and the delivery type', () => {
    const paid = { deliveredAt: null };
    expect(actionsFor({ ...paid, status: S.waitingDelivery, deliveryType: 'express' }, 'operator')).toEqual(['ship', 'refund']);
    expect(actionsFor({ ...paid, status: S.waitingDelivery, deliveryType: 'installation' }, 'operator')).toEqual(['refund']);
    expect(actionsFor({ ...paid, status: S.waitingPickup, deliveryType: 'pickup' }, 'operator')).toEqual(['handOver', 'refund']);
    expect(actionsFor({ ...paid, status: S.pendingWriteOff, deliveryType: 'writeoff' }, 'operator')).toEqual(['redeem', 'refund']);
    const installation = { ...paid, status: S.pendingInstallation, deliveryType: 'installation' } as const;
    expect(actionsFor(installation, 'operator')).toEqual(['installed', 'refund']);
    const shipped = { deliveryType: 'express', deliveredAt: '2026-01-01T00:00:00Z' } as const;
    expect(actionsFor({ ...shipped, status: S.waitingReceipt }, 'operator')).toEqual(['track']);
    expect(actionsFor({ status: S.done, deliveryType: 'express', deliveredAt: 1 }, 'operator')).toEqual(['track']);
    expect(actionsFor({ status: S.done, deliveryType: 'pickup', deliveredAt: 1 }, 'operator')).toEqual([]);
    expect(actionsFor({ status: S.refunded, deliveryType: 'express', deliveredAt: 1 }, 'operator')).toEqual([]);
    expect(actionsFor({ status: S.waitingReceipt, deliveryType: 'express', deliveredAt: null }, 'operator')).toEqual([]);
  });

  it('leaves the sweep only unpaid and shipped orders', () => {
    expect(actionsFor({ status: S.pendingPayment }, 'system')).toEqual(['autoCancel']);
    expect(actionsFor({ status: S.waitingReceipt }, 'system')).toEqual(['autoConfirm']);
    for (const status of ALL.filter((s) => s !== S.pendingPayment && s !== S.waitingReceipt)) {
      expect(actionsFor({ status }, 'system')).toEqual([]);
    }
  });

  it('refunds in the console only before the goods left; after that it is after-sales', () => {
    expect(fromStates('refund')).toEqual([S.waitingDelivery, S.waitingPickup, S.pendingWriteOff, S.pendingInstallation]);
    expect(ALL.filter(needsAfterSales)).toEqual([S.waitingReceipt, S.done]);
    for (const status of ALL) expect(canApply({ status }, 'refund') && needsAfterSales(status)).toBe(false);
  });

  it('knows the next states of each state', () => {
    expect(nextStates({ status: S.pendingPayment, deliveryType: 'express' })).toEqual([S.waitingDelivery, S.canceled]);
    expect(nextStates({ status: S.pendingPayment, deliveryType: 'virtual' })).toEqual([S.done, S.canceled]);
    expect(nextStates({ status: S.waitingDelivery, deliveryType: 'express' })).toEqual([S.waitingReceipt, S.refunded]);
    expect(nextStates({ status: S.waitingPickup, deliveryType: 'pickup' })).toEqual([S.done, S.refunded]);
    expect(nextStates({ status: S.waitingReceipt, deliveryType: 'express' })).toEqual([S.done]);
    expect(nextStates({ status: S.pendingWriteOff, deliveryType: 'writeoff' })).toEqual([S.done, S.refunded]);
    expect(nextStates({ status: S.pendingInstallation, deliveryType: 'installation' })).toEqual([S.done, S.refunded]);
    for (const status of [S.done, S.refunded, S.canceled]) expect(nextStates({ status, deliveryType: 'express' })).toEqual([]);
    expect(canTransition({ status: S.waitingDelivery, deliveryType: 'express' }, S.waitingReceipt)).toBe(true);
    expect(canTransition({ status: S.waitingDelivery, deliveryType: 'installation' }, S.waitingReceipt)).toBe(false);
    expect(canTransition({ status: S.done, deliveryType: 'express' }, S.refunded)).toBe(false);
  });

  it('has no way out of a final state but hiding or a note, and each action one actor', () => {
    for (const [action, rule] of Object.entries(ORDER_RULES)) {
      expect(['member', 'operator', 'system']).toContain(rule.by);
      if (rule.from.some((s) => s === S.refunded || s === S.canceled)) expect(rule.to, action).toBeNull();
    }
    expect(nextStatus({ status: S.done, deliveryType: 'express' }, 'delete')).toBe(S.done);
    expect(nextStatus({ status: S.waitingReceipt, deliveryType: 'express' }, 'cancel')).toBeNull();
  });
});

describe('partial write-off (issue 17)', () => {
  const order = (writtenOff: number, status: number = S.pendingWriteOff) => ({ status, quantity: 3, writtenOff });

  it('keeps the order pending until every piece is written off', () => {
    expect(writeOffStep(order(0), 1)).toBe(S.pendingWriteOff);
    expect(writeOffStep(order(1), 1)).toBe(S.pendingWriteOff);
    expect(writeOffStep(order(2), 1)).toBe(S.done);
    expect(writeOffStep(order(0), 3)).toBe(S.done);
  });

  it('refuses more than remains, less than one, fractions, and orders not pending write-off', () => {
    expect(writeOffStep(order(2), 2)).toBeNull();
    expect(writeOffStep(order(0), 4)).toBeNull();
    expect(writeOffStep(order(0), 0)).toBeNull();
    expect(writeOffStep(order(0), 1.5)).toBeNull();
    for (const status of ALL.filter((s) => s !== S.pendingWriteOff)) expect(writeOffStep(order(0, status), 1)).toBeNull();
  });

  it('counts what remains, nothing once the order left pending write-off', () => {
    expect(writeOffRemaining(order(1))).toBe(2);
    expect(writeOffRemaining(order(3))).toBe(0);
    expect(writeOffRemaining(order(1, S.refunded))).toBe(0);
  });
});
