import { describe, expect, it } from 'vitest';
import { platformConfigBodySchema } from '@uu/contract/admin-config';
import { amountCents, amountText } from './money';

describe("the console's money conversion", () => {
  it('turns what a form holds into the decimal string the API takes, and leaves non-amounts for the schema to refuse', () => {
    expect(amountText('100')).toBe('100.00');
    expect(amountText(5000)).toBe('5000.00');
    expect(amountText(' 1.3 ')).toBe('1.30');
    expect(amountText('1000.50')).toBe('1000.50');
    expect(amountText(null)).toBe('');
    expect(amountText('-1')).toBe('-1');
    expect(amountText('1.234')).toBe('1.234');
    expect(amountCents('12.34')).toBe(1234);
    expect(amountCents('abc')).toBeNull();
  });

  it('round-trips the config amounts: read "1000.50", sent back, the server stores 100050 hundredths, answered "1000.50"', () => {
    const read = ['1000.50', '2000.00', '3000.00', '4000.00', '5000.25'];
    const sent = read.map(amountText);
    expect(sent).toEqual(read);
    expect(platformConfigBodySchema.shape.levelThresholds.parse(sent)).toEqual([100_050, 200_000, 300_000, 400_000, 500_025]);
  });
});
