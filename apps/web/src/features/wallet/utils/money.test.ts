import { describe, expect, it } from 'vitest';
import { displayMoney, displaySigned, groupCardNumber, sanitizeAmount, toCents } from './money';

describe('amounts as members type and read them', () => {
  it('keeps digits and at most two decimals while typing', () => {
    expect(sanitizeAmount('12a3.456')).toBe('123.45');
    expect(sanitizeAmount('0012')).toBe('12');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('150.5', 0)).toBe('1505');
  });

  it('groups thousands and always shows two decimals, signed in the log', () => {
    expect(displayMoney('1234567.5')).toBe('1,234,567.50');
    expect(displayMoney(5)).toBe('0.05');
    expect(displaySigned('100.00')).toBe('+100.00');
    expect(displaySigned('-1200.00')).toBe('-1,200.00');
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('nonsense')).toBe(0);
  });

  it('groups card numbers in fours', () => {
    expect(groupCardNumber('6222-0212 3456789012')).toBe('6222 0212 3456 7890 12');
  });
});
