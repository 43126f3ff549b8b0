import { describe, expect, it } from 'vitest';
import { redeemCodeInputSchema } from '@uu/contract/redemption';
import { groupRedeemCode } from './code-input';

describe('a redemption code as typed', () => {
  it('upper-cases and groups in fours with dashes, whatever was typed between', () => {
    expect(groupRedeemCode('abcd')).toBe('ABCD');
    expect(groupRedeemCode('abcde')).toBe('ABCD-E');
    expect(groupRedeemCode(' ab cd-ef gh ')).toBe('ABCD-EFGH');
    expect(groupRedeemCode('ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('stops at the code length and drops punctuation', () => {
    expect(groupRedeemCode('ABCD-EFGH-JKMN-PQRS-TUVW')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(groupRedeemCode('AB.CD/EF')).toBe('ABCD-EF');
  });

  it('is what the contract accepts', () => {
    const grouped = groupRedeemCode('23456789abcdefgh');
    expect(redeemCodeInputSchema.parse(grouped)).toBe('23456789ABCDEFGH');
  });
});
