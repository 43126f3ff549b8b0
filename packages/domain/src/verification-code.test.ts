import { describe, expect, it } from 'vitest';
import { checkCode, formatCode, timingSafeEqualHex, type StoredCode } from './verification-code';

const stored = (over: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: 'aa11',
  expiresAt: 1_000,
  attempts: 0,
  consumedAt: null,
  ...over,
});

describe('checking a verification code', () => {
  it('accepts the right code before it expires', () => {
    expect(checkCode(stored(), 'aa11', 999)).toEqual({ ok: true });
  });

  it('is not requested when none was sent or it was used', () => {
    expect(checkCode(undefined, 'aa11', 0)).toEqual({ ok: false, reason: 'not-requested' });
    expect(checkCode(stored({ consumedAt: 5 }), 'aa11', 0)).toEqual({ ok: false, reason: 'not-requested' });
  });

  it('expires at its expiry instant', () => {
    expect(checkCode(stored(), 'aa11', 1_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('counts the tries left after a wrong one', () => {
    expect(checkCode(stored(), 'bb22', 0)).toEqual({ ok: false, reason: 'wrong', triesLeft: 4 });
    expect(checkCode(stored({ attempts: 4 }), 'bb22', 0)).toEqual({ ok: false, reason: 'wrong', triesLeft: 0 });
  });

  it('is void after five wrong tries, even for the right code', () => {
    expect(checkCode(stored({ attempts: 5 }), 'aa11', 0)).toEqual({ ok: false, reason: 'void' });
  });

  it('formats six digits with leading zeros', () => {
    expect(formatCode(0)).toBe('000000');
    expect(formatCode(42)).toBe('000042');
    expect(formatCode(999_999)).toBe('999999');
    expect(() => formatCode(1_000_000)).toThrow(RangeError);
    expect(() => formatCode(-1)).toThrow(RangeError);
  });

  it('compares hex in constant time and refuses different lengths', () => {
    expect(timingSafeEqualHex('abc', 'abc')).toBe(true);
    expect(timingSafeEqualHex('abc', 'abd')).toBe(false);
    expect(timingSafeEqualHex('abc', 'abcd')).toBe(false);
  });
});
