import type { Cents } from '@uu/contract/money';

/**
 * The arithmetic of product.md "Money", in hundredths, shared by the server (which decides) and
 * the app (which shows the member the same figures before they confirm). BigInt inside, so no
 * product of two amounts ever leaves the safe-integer range.
 */

/** Withdrawal of UU: 1% fee kept by the platform, 33% to FB, the rest (66%) to U (spec §9). */
export const WITHDRAW_FEE_PERCENT = 1;
export const WITHDRAW_FB_PERCENT = 33;
/** KB transfers cost the sender 10% on top (spec §9). */
export const KB_TRANSFER_FEE_PERCENT = 10;

export type WithdrawalBreakdown = { amount: Cents; fee: Cents; toFb: Cents; toU: Cents };

/**
 * For the multiples of 100 that withdrawals must be, every share is exact; for any other amount the
 * fee and FB are rounded down and U takes the rest, so the three always add up to the amount.
 */
export function withdrawalBreakdown(amount: Cents): WithdrawalBreakdown {
  const a = BigInt(amount);
  const fee = (a * BigInt(WITHDRAW_FEE_PERCENT)) / 100n;
  const toFb = (a * BigInt(WITHDRAW_FB_PERCENT)) / 100n;
  return { amount, fee: Number(fee), toFb: Number(toFb), toU: Number(a - fee - toFb) };
}

/** The fee of a KB transfer, rounded up to the hundredth: 0.05 KB costs 0.01. */
export function kbTransferFee(amount: Cents): Cents {
  const a = BigInt(amount) * BigInt(KB_TRANSFER_FEE_PERCENT);
  return Number((a + 99n) / 100n);
}

/**
 * What `crc` hundredths of CRC cost in UU at `rate` (UU per CRC, in hundredths), rounded up to the
 * hundredth so the platform never hands out CRC it was not paid for.
 */
export function exchangeCost(crc: Cents, rate: Cents): Cents {
  const product = BigInt(crc) * BigInt(rate);
  return Number((product + 99n) / 100n);
}

/** The most CRC (in hundredths) a UU balance buys at `rate`: "the exchangeable amount" of spec §5. */
export function maxExchangeable(uu: Cents, rate: Cents): Cents {
  if (rate <= 0) return 0;
  let crc = (BigInt(uu) * 100n) / BigInt(rate);
  // Costs round up: step back until the cost fits the balance.
  while (crc > 0n && exchangeCost(Number(crc), rate) > uu) crc -= 1n;
  return Number(crc);
}
