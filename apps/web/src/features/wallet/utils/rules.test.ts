import { describe, expect, it } from 'vitest';
import { checkExchangeAmount, checkTopUpAmount, checkTransferAmount, checkWithdrawAmount, transferTotal } from './rules';

const limits = { min: '100.00', max: '5000.00', dailyCount: 3, usedToday: 0 };

describe('money form rules (spec §5 "Money operations")', () => {
  it('a U transfer is a multiple of 100; UU and KB take two decimals', () => {
    expect(checkTransferAmount('150', 'U', '1000.00')).toEqual({ ok: false, error: 'validation.multipleOf100' });
    expect(checkTransferAmount('100.50', 'U', '1000.00')).toEqual({ ok: false, error: 'validation.multipleOf100' });
    expect(checkTransferAmount('200', 'U', '1000.00')).toEqual({ ok: true, cents: 20_000 });
    expect(checkTransferAmount('150.25', 'UU', '1000.00')).toEqual({ ok: true, cents: 15_025 });
    expect(checkTransferAmount('1.234', 'UU', '1000.00')).toEqual({ ok: false, error: 'validation.amount' });
  });

  it('an amount is required, more than 0, and not more than the balance', () => {
    expect(checkTransferAmount('', 'UU', '10.00')).toEqual({ ok: false, error: 'validation.amountRequired' });
    expect(checkTransferAmount('0', 'UU', '10.00')).toEqual({ ok: false, error: 'validation.amountPositive' });
    expect(checkTransferAmount('10.01', 'UU', '10.00')).toEqual({ ok: false, error: 'wallet.errors.exceedsAvailable' });
    expect(checkTransferAmount('10', 'UU', '10.00')).toEqual({ ok: true, cents: 1_000 });
  });

  it('a KB transfer leaves room for its 10% fee, paid on top', () => {
    expect(transferTotal('KB', 10_000)).toEqual({ fee: 1_000, total: 11_000 });
    expect(transferTotal('UU', 10_000)).toEqual({ fee: 0, total: 10_000 });
    expect(checkTransferAmount('100', 'KB', '110.00').ok).toBe(true);
    expect(checkTransferAmount('100', 'KB', '109.99')).toEqual({ ok: false, error: 'wallet.errors.exceedsWithFee' });
  });

  it('a withdrawal is a multiple of 100 within the minimum, maximum, balance and daily count', () => {
    expect(checkWithdrawAmount('150', '9000.00', limits)).toEqual({ ok: false, error: 'validation.multipleOf100' });
    expect(checkWithdrawAmount('100', '9000.00', { ...limits, min: '200.00' })).toEqual({
      ok: false,
      error: 'wallet.errors.belowMin',
      params: { min: '200.00' },
    });
    expect(checkWithdrawAmount('5100', '9000.00', limits)).toEqual({
      ok: false,
      error: 'wallet.errors.aboveMax',
      params: { max: '5000.00' },
    });
    expect(checkWithdrawAmount('500', '400.00', limits)).toEqual({ ok: false, error: 'wallet.errors.exceedsWithdrawable' });
    expect(checkWithdrawAmount('500', '9000.00', { ...limits, usedToday: 3 })).toEqual({
      ok: false,
      error: 'wallet.errors.dailyLimit',
      params: { count: 3 },
    });
    expect(checkWithdrawAmount('5000', '9000.00', limits)).toEqual({ ok: true, cents: 500_000 });
  });

  it('an exchange is at least 0.01 CRC and at most the exchangeable amount', () => {
    expect(checkExchangeAmount('0.01', '5.00')).toEqual({ ok: true, cents: 1 });
    // Below the smallest exchange: says the minimum, not the decimals.
    expect(checkExchangeAmount('0.001', '5.00')).toEqual({ ok: false, error: 'wallet.errors.belowMinExchange', params: { min: '0.01' } });
    expect(checkExchangeAmount('0.009', '5.00')).toEqual({ ok: false, error: 'wallet.errors.belowMinExchange', params: { min: '0.01' } });
    expect(checkExchangeAmount('0.00', '5.00')).toEqual({ ok: false, error: 'validation.amountPositive' });
    expect(checkExchangeAmount('5.01', '5.00')).toEqual({ ok: false, error: 'wallet.errors.exceedsExchangeable', params: { max: '5.00' } });
  });

  it('a recharge is a multiple of 100', () => {
    expect(checkTopUpAmount('250')).toEqual({ ok: false, error: 'validation.multipleOf100' });
    expect(checkTopUpAmount('300')).toEqual({ ok: true, cents: 30_000 });
  });
});
