import { describe, expect, it } from 'vitest';
import { membersWithStatus, ordersOfGoods, ordersPaidWithin, ordersPlacedSince, ordersWithStatus, salesChange } from './dashboard-links';

describe('the dashboard’s links and comparison', () => {
  it('puts each list’s filters in the URL the list reads', () => {
    expect(ordersPaidWithin('2026-11-23T16:00:00.000Z', '2026-11-24T16:00:00.000Z')).toBe(
      '/orders?paidFrom=2026-11-23T16%3A00%3A00.000Z&paidTo=2026-11-24T16%3A00%3A00.000Z',
    );
    expect(ordersOfGoods(12, Date.parse('2026-11-01T00:00:00Z'))).toBe('/orders?goodsId=12&paidFrom=2026-11-01T00%3A00%3A00.000Z');
    expect(ordersWithStatus(3)).toBe('/orders?status=3');
    expect(ordersWithStatus()).toBe('/orders');
    expect(ordersPlacedSince(0)).toBe('/orders?from=1970-01-01T00%3A00%3A00.000Z');
    expect(membersWithStatus('disabled')).toBe('/members?status=disabled');
  });

  it('compares today with yesterday in whole percents, without one when yesterday sold nothing', () => {
    expect(salesChange('350.00', '200.00')).toBe('+75%');
    expect(salesChange('100.00', '200.00')).toBe('-50%');
    expect(salesChange('200.00', '200.00')).toBe('0%');
    expect(salesChange('0.10', '0.30')).toBe('-67%');
    expect(salesChange('10.00', '0.00')).toBeNull();
  });
});
