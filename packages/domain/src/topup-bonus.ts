// Top-up bonus tiers (issue 24): "top up at least X, receive Y UU on approval". Amounts are integer
// hundredths; the amount that counts is the one the ledger credits (an operator's corrected amount,
// not what the member asked for). docs/decisions.md "Top-up bonus tiers".

/** One tier: a top-up of at least `min` earns `bonus` (both hundredths of UU). */
export type TopUpBonusTier = { min: number; bonus: number };

/** At most this many tiers (a short list the top-up page can show whole). */
export const MAX_TOP_UP_BONUS_TIERS = 10;

/**
 * Whether a list of tiers may be saved: at most ten, every amount a positive whole number of
 * hundredths, thresholds rising strictly and bonuses never falling (a larger top-up never earns less).
 * An empty list is valid: no bonus.
 */
export function validTopUpBonusTiers(tiers: readonly TopUpBonusTier[]): boolean {
  if (tiers.length > MAX_TOP_UP_BONUS_TIERS) return false;
  return tiers.every((tier, i) => {
    const ok = Number.isSafeInteger(tier.min) && Number.isSafeInteger(tier.bonus) && tier.min > 0 && tier.bonus > 0;
    if (!ok || i === 0) return ok;
    const before = tiers[i - 1];
    return before !== undefined && tier.min > before.min && tier.bonus >= before.bonus;
  });
}

/**
 * The tier an approved top-up reaches: the highest one whose threshold it meets (tiers do not add
 * up), or null below the first. The tiers are taken as valid (see `validTopUpBonusTiers`); the search
 * does not rely on their order all the same.
 */
export function topUpBonusTier(amount: number, tiers: readonly TopUpBonusTier[]): TopUpBonusTier | null {
  let best: TopUpBonusTier | null = null;
  for (const tier of tiers) {
    if (amount >= tier.min && (best === null || tier.min > best.min)) best = tier;
  }
  return best;
}

/** The bonus (hundredths of UU) an approved top-up of `amount` earns: 0 below the first tier. */
export function topUpBonus(amount: number, tiers: readonly TopUpBonusTier[]): number {
  return topUpBonusTier(amount, tiers)?.bonus ?? 0;
}
