import { z } from 'zod';

// Operator-written lines per language (issue 19 #3): what the console sends and what is stored.

/** A text per language as stored: zh-Hant (the source) always, the others when the operator wrote them. */
export const storedLocalizedSchema = z.object({ 'zh-Hant': z.string(), 'zh-Hans': z.string().optional(), en: z.string().optional() });
const lineInputSchema = z.union([
  z.string(),
  z.object({ 'zh-Hant': z.string().optional(), 'zh-Hans': z.string().optional(), en: z.string().optional() }),
]);
type LocalizedLine = { 'zh-Hant': string; 'zh-Hans'?: string; en?: string };
/**
 * One operator-written line per language: zh-Hant is required, zh-Hans and en may be left empty (members reading
 * in them get zh-Hant). A plain string is taken as zh-Hant, so integrations written before per-language names work.
 * Answers null when every language is empty.
 */
function normalizeLine(
  input: z.infer<typeof lineInputSchema> | null,
  max: number,
  key: string,
  ctx: z.RefinementCtx,
): LocalizedLine | null {
  const raw = typeof input === 'string' ? { 'zh-Hant': input } : (input ?? {});
  const out: Partial<LocalizedLine> = {};
  for (const locale of ['zh-Hant', 'zh-Hans', 'en'] as const) {
    const text = raw[locale]?.trim();
    if (!text) continue;
    if (text.length > max) ctx.addIssue({ code: 'custom', message: key, path: [locale] });
    out[locale] = text;
  }
  if (Object.keys(out).length === 0) return null;
  if (!out['zh-Hant']) ctx.addIssue({ code: 'custom', message: key, path: ['zh-Hant'] });
  return { ...out, 'zh-Hant': out['zh-Hant'] ?? '' };
}
export const requiredLine = (max: number, key: string) =>
  lineInputSchema.transform((input, ctx): LocalizedLine => {
    const line = normalizeLine(input, max, key, ctx);
    if (!line) ctx.addIssue({ code: 'custom', message: key, path: ['zh-Hant'] });
    return line ?? { 'zh-Hant': '' };
  });
export const optionalLine = (max: number, key: string) =>
  lineInputSchema
    .nullable()
    .default(null)
    .transform((input, ctx) => normalizeLine(input, max, key, ctx));
