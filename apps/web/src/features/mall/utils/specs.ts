import type { Sku, SpecDimension } from '@uu/contract/mall';

/** What the member has picked: one value (or nothing yet) per spec dimension, in the dimensions' order. */
export type SpecChoice = readonly (string | null)[];

/** The combination the choice names once every dimension has a value; null before that. */
export function skuOf(skus: readonly Sku[], choice: SpecChoice): Sku | null {
  if (choice.length === 0 || choice.some((v) => v === null)) return null;
  return skus.find((s) => s.values.length === choice.length && s.values.every((v, i) => v === choice[i])) ?? null;
}

/**
 * Whether a value of a dimension can still be chosen: some combination with it and the other
 * dimensions' current values (where chosen) is in stock. A value without any such combination is
 * shown disabled.
 */
export function valueAvailable(skus: readonly Sku[], choice: SpecChoice, dimension: number, value: string): boolean {
  return skus.some(
    (s) =>
      s.stock > 0 && s.values[dimension] === value && s.values.every((v, i) => i === dimension || choice[i] == null || choice[i] === v),
  );
}

/** The choice a goods page starts with: the first combination in stock (nothing when none is). */
export function firstChoice(specs: readonly SpecDimension[], skus: readonly Sku[]): SpecChoice {
  const sku = skus.find((s) => s.stock > 0);
  return specs.map((_, i) => sku?.values[i] ?? null);
}

/** Picks (or, tapped again, drops) a value; other values that no longer go with it are dropped too. */
export function choose(skus: readonly Sku[], choice: SpecChoice, dimension: number, value: string): SpecChoice {
  const next = choice.map((v, i) => (i === dimension ? (v === value ? null : value) : v));
  return next.map((v, i) => (i === dimension || v === null || valueAvailable(skus, next, i, v) ? v : null));
}

/** The most one order may hold: the stock, the member's purchase limit and the order's 99. */
export function maxQuantity(stock: number, purchaseLimit: number | null): number {
  return Math.max(0, Math.min(stock, purchaseLimit ?? 99, 99));
}

/** The spec as shown on lines and orders: "紅 / M". */
export function specText(values: readonly string[]): string {
  return values.join(' / ');
}
