// The team's pure rules (product.md "Accounts": levels raised by team performance thresholds the
// operator configures; "Team and referral": a share of a direct referral's orders as KB).
// Amounts are integer hundredths; rates are basis points (1/100 of a percent), so no float touches money.

/** Default all-time team performance (hundredths of UU) for levels 1-5: 1,000 / 10,000 / 50,000 / 200,000 / 1,000,000 UU. */
export const DEFAULT_LEVEL_THRESHOLDS = [1_000_00, 10_000_00, 50_000_00, 200_000_00, 1_000_000_00] as const;

/** Default reward rates by the referrer's level 0-5, in basis points: 1%, 1.5%, 2%, 3%, 4%, 5%. */
export const DEFAULT_REWARD_RATES_BPS = [100, 150, 200, 300, 400, 500] as const;

/** True when the five thresholds of levels 1-5 are positive and rise strictly. */
export function validThresholds(thresholds: readonly number[]): boolean {
  return (
    thresholds.length === 5 && thresholds.every((t, i) => Number.isSafeInteger(t) && t > 0 && (i === 0 || t > (thresholds[i - 1] ?? 0)))
  );
}

/** The level a team performance reaches: the highest level whose threshold it meets (0 below the first). */
export function levelForPerformance(performance: number, thresholds: readonly number[]): number {
  let level = 0;
  thresholds.forEach((threshold, i) => {
    if (performance >= threshold) level = i + 1;
  });
  return level;
}

/**
 * The level to keep after a performance change: promotion only. A level the operator set above
 * what the performance reaches stays; nothing here ever lowers a level.
 */
export function promotedLevel(current: number, performance: number, thresholds: readonly number[]): number {
  return Math.max(current, levelForPerformance(performance, thresholds));
}

/**
 * The next level above `current` and what it still needs, or null at the top (level 5). A member
 * the operator placed above their performance is measured against the level after their own.
 */
export function nextLevel(
  current: number,
  performance: number,
  thresholds: readonly number[],
): { level: number; threshold: number; missing: number } | null {
  if (current >= thresholds.length) return null;
  const threshold = thresholds[current] ?? 0;
  return { level: current + 1, threshold, missing: Math.max(0, threshold - performance) };
}

/** A referrer's reward for a purchase: the rate of the base, rounded down to the hundredth (the platform never pays a fraction it did not earn). */
export function rewardAmount(base: number, rateBps: number): number {
  if (base <= 0 || rateBps <= 0) return 0;
  return Math.floor((base * rateBps) / 10_000);
}
