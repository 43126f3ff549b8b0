import { describe, expect, it } from 'vitest';
import type { Sku } from '@uu/contract/mall';
import { choose, firstChoice, maxQuantity, skuOf, valueAvailable } from './specs';

const sku = (id: number, values: string[], stock: number): Sku => ({ id, values, price: '10.00', stock, picture: null });
const skus = [sku(1, ['紅', 'M'], 0), sku(2, ['紅', 'L'], 3), sku(3, ['藍', 'M'], 5), sku(4, ['藍', 'L'], 0)];
const specs = [
  { name: '顏色', values: ['紅', '藍'] },
  { name: '尺寸', values: ['M', 'L'] },
];

describe('spec choices', () => {
  it('start at the first combination in stock, and name a combination only when complete', () => {
    expect(firstChoice(specs, skus)).toEqual(['紅', 'L']);
    expect(skuOf(skus, ['紅', 'L'])?.id).toBe(2);
    expect(skuOf(skus, ['紅', null])).toBeNull();
    expect(firstChoice(specs, [sku(1, ['紅', 'M'], 0)])).toEqual([null, null]);
  });

  it('disable a value no combination in stock goes with', () => {
    expect(valueAvailable(skus, ['紅', 'L'], 1, 'M')).toBe(false);
    expect(valueAvailable(skus, ['藍', 'L'], 1, 'M')).toBe(true);
    expect(valueAvailable(skus, ['紅', 'L'], 0, '藍')).toBe(false);
    expect(valueAvailable(skus, [null, null], 0, '藍')).toBe(true);
  });

  it('drop the other value when it no longer goes with the new one, and a value tapped again', () => {
    expect(choose(skus, ['紅', 'L'], 0, '藍')).toEqual(['藍', null]);
    expect(choose(skus, ['藍', null], 1, 'M')).toEqual(['藍', 'M']);
    expect(choose(skus, ['藍', 'M'], 1, 'M')).toEqual(['藍', null]);
  });

  it('cap the quantity by stock, the purchase limit and 99', () => {
    expect(maxQuantity(5, 3)).toBe(3);
    expect(maxQuantity(2, null)).toBe(2);
    expect(maxQuantity(500, null)).toBe(99);
    expect(maxQuantity(0, 3)).toBe(0);
  });
});
