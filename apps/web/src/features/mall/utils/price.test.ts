import { describe, expect, it } from 'vitest';
import { displayPrice, displayTotal, showsReference } from './price';

describe('mall prices', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(displayPrice('1234567.5')).toBe('1,234,567.50');
    expect(displayPrice('0.05')).toBe('0.05');
    expect(displayPrice('100')).toBe('100.00');
    expect(displayPrice('oops')).toBe('oops');
  });

  it('multiplies in hundredths, never in floating point', () => {
    expect(displayTotal('19.99', 3)).toBe('59.97');
    expect(displayTotal('0.10', 3)).toBe('0.30');
    expect(displayTotal('1000.00', 12)).toBe('12,000.00');
  });

  it('strikes through a reference price only when it is above the price', () => {
    expect(showsReference('80.00', '100.00')).toBe(true);
    expect(showsReference('80.00', '80.00')).toBe(false);
    expect(showsReference('80.00', null)).toBe(false);
  });
});
