import { amountSchema } from '@uu/contract/wallet';
import { specKey, type SpecDimension } from '@uu/contract/mall';
import type { AdminGoods } from '@uu/contract/admin-catalogue';

/** One combination as the spec editor holds it: the price as typed, the stock as typed, its picture. */
export type SkuDraft = { values: string[]; price?: string; stock?: number | null; picture: string | null };
/** The spec editor's value: up to two dimensions and one draft per combination of their values. */
export type SpecsValue = { specs: SpecDimension[]; skus: SkuDraft[] };

export const MAX_DIMENSIONS = 2;
export const MAX_SPEC_VALUES = 20;

/** Every combination of the dimensions' values, in the dimensions' order (none without a dimension or a value). */
export function combinations(specs: readonly SpecDimension[]): string[][] {
  if (!specs.length || specs.some((d) => !d.values.length)) return [];
  let out: string[][] = [[]];
  for (const d of specs) out = out.flatMap((c) => d.values.map((v) => [...c, v]));
  return out;
}

/**
 * The drafts after the dimensions changed: one per combination, a combination kept keeps what was typed
 * for it; a new one starts from `fill` (the goods' price, no stock, no picture).
 */
export function reshape(specs: SpecDimension[], skus: readonly SkuDraft[], fill: { price?: string }): SkuDraft[] {
  const byKey = new Map(skus.map((s) => [specKey(s.values), s]));
  return combinations(specs).map((values) => byKey.get(specKey(values)) ?? { values, price: fill.price, stock: null, picture: null });
}

/** What stops a save, as catalogue keys (the first problem of each kind), or [] when the specs are fine. */
export function specProblems(value: SpecsValue | undefined): string[] {
  if (!value?.specs.length) return [];
  const problems = new Set<string>();
  for (const d of value.specs) {
    if (!d.name.trim()) problems.add('catalogue.specs.nameRequired');
    if (!d.values.length) problems.add('catalogue.specs.valuesRequired');
  }
  if (new Set(value.specs.map((d) => d.name.trim())).size !== value.specs.length) problems.add('catalogue.specs.namesDiffer');
  for (const s of value.skus) {
    if (!amountSchema.safeParse(s.price ?? '').success) problems.add('catalogue.specs.priceRequired');
    if (s.stock === null || s.stock === undefined || !Number.isInteger(s.stock) || s.stock < 0 || s.stock > 1_000_000)
      problems.add('catalogue.specs.stockRange');
  }
  return [...problems];
}

/** The form rule of the spec editor's field: the first problem, in the console's language. */
export function specsRule(t: (key: string) => string) {
  return {
    validator: (_rule: unknown, value: SpecsValue | undefined) => {
      const problems = specProblems(value);
      return problems[0] ? Promise.reject(new Error(t(problems[0]))) : Promise.resolve();
    },
  };
}

/** The editor's starting value for goods as stored. */
export function specsOf(goods: Pick<AdminGoods, 'specs' | 'skus'>): SpecsValue {
  return {
    specs: goods.specs,
    skus: goods.skus.map((k) => ({ values: k.values, price: k.price, stock: k.stock, picture: k.picture })),
  };
}

/**
 * The stock to save per combination. Orders keep taking stock while the drawer is open, so a combination
 * that was stored when it opened gets the operator's change applied to the stock as it is now (fresh +
 * typed − read); a new combination gets what was typed.
 */
export function stockToSave(typed: SkuDraft, opened: readonly SkuDraft[], fresh: AdminGoods['skus']): number {
  const key = specKey(typed.values);
  const read = opened.find((k) => specKey(k.values) === key);
  const now = fresh.find((k) => specKey(k.values) === key);
  const stock = typed.stock ?? 0;
  if (!read || !now) return stock;
  return Math.max(0, now.stock + stock - (read.stock ?? 0));
}
