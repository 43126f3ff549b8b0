/**
 * The shape of a catalogue with every leaf a string: other locales must match the source's keys.
 * A language with plural forms adds i18next's `key_one`, `key_other`… beside the plain key (which
 * stays, as the fallback), and the caller passes the number as `count`.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & PluralForms<T>;
type PluralForms<T> = {
  [K in keyof T as T[K] extends string ? `${K & string}_${PluralSuffix}` : never]?: string;
};
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

/** Replaces `{{name}}` with params.name (the i18next syntax, so one catalogue serves both sides). */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Every dotted key of a catalogue, for the parity test and for lookups. */
export function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}
