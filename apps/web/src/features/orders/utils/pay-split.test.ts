import { describe, expect, it } from 'vitest';
import { paySplit } from './pay-split';

describe('paySplit', () => {
  it('takes FB up to the share, rounded down, and UU the rest', () => {
    expect(paySplit({ total: '99.99', fbPercent: 30, useFb: true, uuBalance: '500.00', fbBalance: '100.00' })).toEqual({
      uu: '70.00',
      fb: '29.99',
      missingUU: '0.00',
    });
  });

  it('takes only the FB the member has, and none when the member does not want it', () => {
    expect(paySplit({ total: '100.00', fbPercent: 50, useFb: true, uuBalance: '500.00', fbBalance: '10.00' }).fb).toBe('10.00');
    expect(paySplit({ total: '100.00', fbPercent: 50, useFb: false, uuBalance: '500.00', fbBalance: '10.00' }).uu).toBe('100.00');
  });

  it('says how much UU is missing', () => {
    expect(paySplit({ total: '240.00', fbPercent: 0, useFb: true, uuBalance: '200.50', fbBalance: '0.00' }).missingUU).toBe('39.50');
    expect(paySplit({ total: '240.00', fbPercent: 50, useFb: true, uuBalance: '100.00', fbBalance: '200.00' }).missingUU).toBe('20.00');
  });
});
