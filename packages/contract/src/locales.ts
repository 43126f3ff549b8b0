/** Interface languages (spec §1): zh-Hant is the default and the source of every catalogue. */
export const LOCALES = ['zh-Hant', 'zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hant';

/** Whether a value (a stored choice, say) is one of the interface languages. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** What the client sends as accept-language for each interface language (spec §7). */
export const ACCEPT_LANGUAGE: Record<Locale, string> = {
  'zh-Hant': 'zh-TW',
  'zh-Hans': 'zh-CN',
  en: 'en-US',
};

/**
 * The interface language of an accept-language header: the first listed tag we can serve,
 * honouring q-values; zh-CN/zh-SG/zh-Hans are Simplified, any other Chinese is Traditional.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh-Hans';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hant';
  }
  return DEFAULT_LOCALE;
}
