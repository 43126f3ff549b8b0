import { describe, expect, it } from 'vitest';
import { actionsFor, missingDetail, TAB_SLOTS, type OrderDraft } from './order-rules';

describe('order tabs (spec §4)', () => {
  it('keeps the blank as a hidden sixth position before Canceled', () => {
    const mall = TAB_SLOTS.mall;
    expect(mall.map((slot) => slot.tab)).toEqual(['all', 'writeoff', 'delivery', 'receipt', 'done', null, 'canceled']);
    expect(mall[5]).toEqual({ tab: null, hidden: true });
    expect(mall.filter((slot) => slot.hidden)).toHaveLength(1);
  });

  it('has the second list for installation orders', () => {
    expect(TAB_SLOTS.installation.map((slot) => slot.tab)).toEqual(['all', 'installation', 'done']);
  });
});

describe('actions per state', () => {
  it.each([
    [0, ['cancel', 'pay']],
    [1, []],
    [2, []],
    [3, ['logistics', 'confirm']],
    [4, ['writeoff']],
    [5, []],
    [6, ['delete']],
    [7, ['delete']],
    [8, ['delete']],
  ])('status %i allows %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});

describe('what an order needs before submitting', () => {
  const draft: OrderDraft = { deliveryType: 'express', addressId: null, storeId: null, installationTime: null, installationPicture: null };
  const today = '2026-01-10';

  it('requires an address for express goods', () => {
    expect(missingDetail(draft, today)).toBe('address');
    expect(missingDetail({ ...draft, addressId: 3 }, today)).toBeNull();
  });

  it('requires a store for pickup and write-off goods, not an address', () => {
    expect(missingDetail({ ...draft, deliveryType: 'writeoff' }, today)).toBe('store');
    expect(missingDetail({ ...draft, deliveryType: 'pickup', storeId: 1 }, today)).toBeNull();
  });

  it('requires a date later than today and a picture for installation goods', () => {
    const install = { ...draft, deliveryType: 'installation' as const, addressId: 1 };
    expect(missingDetail({ ...install, installationTime: today }, today)).toBe('installDate');
    expect(missingDetail({ ...install, installationTime: '2026-01-11' }, today)).toBe('installPicture');
    expect(missingDetail({ ...install, installationTime: '2026-01-11', installationPicture: '/files/a.png' }, today)).toBeNull();
  });

  it('needs nothing for virtual goods', () => {
    expect(missingDetail({ ...draft, deliveryType: 'virtual' }, today)).toBeNull();
  });
});
