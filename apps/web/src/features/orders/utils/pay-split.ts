import { formatAmount, parseAmount } from '@uu/contract/money';

/**
 * What paying `total` takes, as the server splits it (order-payment.service `split`): FB up to the
 * order's share (rounded down) when the member wants and has it, UU the rest; and how much UU is
 * missing from the balance (0 when enough). Integer hundredths in between.
 */
export function paySplit(input: { total: string; fbPercent: number; useFb: boolean; uuBalance: string; fbBalance: string }): {
  uu: string;
  fb: string;
  missingUU: string;
} {
  const total = parseAmount(input.total) ?? 0;
  const fbCap = Math.floor((total * input.fbPercent) / 100);
  const fb = input.useFb ? Math.min(fbCap, parseAmount(input.fbBalance) ?? 0) : 0;
  const uu = total - fb;
  const missing = Math.max(0, uu - (parseAmount(input.uuBalance) ?? 0));
  return { uu: formatAmount(uu), fb: formatAmount(fb), missingUU: formatAmount(missing) };
}
