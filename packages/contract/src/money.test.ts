import { describe, expect, it } from 'vitest';
import { formatAmount, isMultipleOfHundred, parseAmount } from './money';

describe('money in hundredths', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['1', 100],
    ['1.5', 150],
    ['1234.50', 123450],
    ['  7.05 ', 705],
    ['9999999999999.99', 999999999999999],
  ])('parses %j as %i', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', '-1', '1.001', '01', '1e3', '1,000', '.5', '1.', 'NaN', '0x10', '99999999999999'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [150, '1.50'],
    [123450, '1234.50'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
  ])('formats %i as %j', (cents, text) => {
    expect(formatAmount(cents)).toBe(text);
  });

  it('round-trips every amount it formats', () => {
    for (const cents of [0, 1, 99, 100, 101, 10_000, 123_456_789]) expect(parseAmount(formatAmount(cents))).toBe(cents);
  });

  it('refuses to format a fraction of a hundredth', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });

  it('knows multiples of 100 (spec §5)', () => {
    expect(isMultipleOfHundred(10_000)).toBe(true);
    expect(isMultipleOfHundred(500_000)).toBe(true);
    expect(isMultipleOfHundred(0)).toBe(false);
    expect(isMultipleOfHundred(9_999)).toBe(false);
    expect(isMultipleOfHundred(10_001)).toBe(false);
    expect(isMultipleOfHundred(-10_000)).toBe(false);
  });
});
