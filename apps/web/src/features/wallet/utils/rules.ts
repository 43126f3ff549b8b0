import type { Cents } from '@uu/contract/money';
import { amountSchema, hundredsAmountSchema, type Wallet } from '@uu/contract/wallet';
import { kbTransferFee } from '@uu/domain/wallet-rules';
import { toCents } from './money';

/**
 * The checks a money form makes before it asks for the payment password (spec §5 "Money
 * operations"). The server makes them again; these only spare the member a refused call. Errors
 * are catalogue keys (the contract's `validation.*` ones where the contract has the rule).
 */
export type AmountCheck = { ok: true; cents: Cents } | { ok: false; error: string; params?: Record<string, string | number> };

const fail = (error: string, params?: Record<string, string | number>): AmountCheck => ({ ok: false, error, params });

/** The contract's own parsing: required, at most two decimals, more than 0, and (when asked) a multiple of 100. */
function parse(text: string, hundreds: boolean): AmountCheck {
  const result = (hundreds ? hundredsAmountSchema : amountSchema).safeParse(text);
  if (!result.success) return fail(result.error.issues[0]?.message ?? 'validation.amount');
  return { ok: true, cents: result.data };
}

export type TransferCurrency = 'UU' | 'KB' | 'U';
export const TRANSFER_CURRENCIES: readonly TransferCurrency[] = ['UU', 'KB', 'U'];

/** What a transfer takes from the sender: KB pays its 10% fee on top (spec §9), UU and U are free. */
export function transferTotal(currency: TransferCurrency, cents: Cents): { fee: Cents; total: Cents } {
  const fee = currency === 'KB' ? kbTransferFee(cents) : 0;
  return { fee, total: cents + fee };
}

/**
 * spec §5: required, not more than the available amount; U (the second balance kind) in
 * multiples of 100; UU and KB to two decimals. A KB transfer must leave room for its fee.
 */
export function checkTransferAmount(text: string, currency: TransferCurrency, balance: string): AmountCheck {
  const parsed = parse(text, currency === 'U');
  if (!parsed.ok) return parsed;
  const { fee, total } = transferTotal(currency, parsed.cents);
  if (total > toCents(balance)) return fail(fee > 0 ? 'wallet.errors.exceedsWithFee' : 'wallet.errors.exceedsAvailable');
  return parsed;
}

/**
 * spec §5, §9, product.md "Withdraw": multiples of 100, within the operator's per-transaction
 * minimum and maximum and the daily count, and not more than the balance.
 */
export function checkWithdrawAmount(text: string, balance: string, limits: Wallet['withdrawal']): AmountCheck {
  if (limits.dailyCount > 0 && limits.usedToday >= limits.dailyCount) {
    return fail('wallet.errors.dailyLimit', { count: limits.dailyCount });
  }
  const parsed = parse(text, true);
  if (!parsed.ok) return parsed;
  if (parsed.cents < toCents(limits.min)) return fail('wallet.errors.belowMin', { min: limits.min });
  if (parsed.cents > toCents(limits.max)) return fail('wallet.errors.aboveMax', { max: limits.max });
  if (parsed.cents > toCents(balance)) return fail('wallet.errors.exceedsWithdrawable');
  return parsed;
}

/** spec §5: at least 0.01 CRC (two decimals, more than 0) and never more than the exchangeable amount. */
export function checkExchangeAmount(text: string, exchangeable: string): AmountCheck {
  // 0.001 is a positive amount below the smallest exchange: say the minimum, not "two decimals".
  const typed = Number(text.trim());
  if (Number.isFinite(typed) && typed > 0 && typed < 0.01) return fail('wallet.errors.belowMinExchange', { min: '0.01' });
  const parsed = parse(text, false);
  if (!parsed.ok) return parsed;
  if (parsed.cents > toCents(exchangeable)) return fail('wallet.errors.exceedsExchangeable', { max: exchangeable });
  return parsed;
}

/** spec §5: a recharge is a multiple of 100. */
export function checkTopUpAmount(text: string): AmountCheck {
  return parse(text, true);
}
