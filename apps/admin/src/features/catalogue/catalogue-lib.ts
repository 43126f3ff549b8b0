import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';
import type { StoredText } from '@uu/contract/admin-catalogue';
import { i18n } from '@/lib/i18n';

/** Query keys of the catalogue pages: a save refreshes every list that may show the row. */
export const catalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  categories: ['admin', 'catalogue', 'categories'] as const,
  goods: ['admin', 'catalogue', 'goods'] as const,
  stores: ['admin', 'catalogue', 'stores'] as const,
  coupons: ['admin', 'catalogue', 'coupons'] as const,
};

/** A stored text in the console's language, else zh-Hant (the source). */
export function pickText(text: StoredText | undefined | null, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text[DEFAULT_LOCALE] || '';
}

/** A form's per-language texts without the empty languages (the server falls back to zh-Hant for them). */
export function compactText(text: Partial<Record<Locale, string | undefined>> | undefined): {
  'zh-Hant': string;
  'zh-Hans'?: string;
  en?: string;
} {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const value = text?.[locale]?.trim();
    if (value) out[locale] = value;
  }
  return { ...out, 'zh-Hant': out['zh-Hant'] ?? '' };
}

/**
 * A form rule that runs the contract's own schema, so the console refuses exactly what the server
 * would, with the same message (the schemas' messages are `validation.*` catalogue keys). An empty
 * field is left to the item's `required` rule (if it has one), so the field never shows one
 * problem twice.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (result.success) return Promise.resolve();
      const key = result.error.issues[0]?.message ?? 'validation.invalid';
      return Promise.reject(new Error(key.startsWith('validation.') ? i18n.t(key, { field: '' }) : key));
    },
  };
}
