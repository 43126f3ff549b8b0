import { describe, expect, it } from 'vitest';
import { suggestQuestions } from './suggestions';

const none = { shippedOrderNo: null, waitingOrderNo: null, uu: null, signedToday: null };

describe('suggestQuestions', () => {
  it('starts from the member’s own orders, balance and check-in', () => {
    expect(suggestQuestions({ shippedOrderNo: '2311001', waitingOrderNo: '2311002', uu: '12.50', signedToday: false })).toEqual([
      { key: 'orderShipped', orderNo: '2311001' },
      { key: 'orderWaiting', orderNo: '2311002' },
      { key: 'balance' },
      { key: 'checkIn' },
    ]);
  });

  it('fills up with general questions, never the same twice', () => {
    expect(suggestQuestions({ ...none, uu: '3.00', signedToday: true })).toEqual([
      { key: 'balance' },
      { key: 'withdraw' },
      { key: 'transfer' },
      { key: 'package' },
    ]);
  });

  it('offers only general questions when nothing is known or applies', () => {
    expect(suggestQuestions(none).map((s) => s.key)).toEqual(['withdraw', 'transfer', 'package', 'balance']);
    expect(suggestQuestions({ ...none, uu: '0.00', signedToday: true }).map((s) => s.key)).toEqual([
      'withdraw',
      'transfer',
      'package',
      'balance',
    ]);
  });
});
