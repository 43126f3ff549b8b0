import { z } from 'zod';

/** Every answer of the API: `{ code, msg, data }` (spec §7, product.md). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});

export type Envelope<T> = { code: number; msg: string; data: T };

/** The details a validation failure carries in `data`. */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Paged list answer (product.md: `page` from 1, `size` default 10, max 100). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  });
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'validation.page' }).default(1),
  size: z.coerce.number().int().min(1, { error: 'validation.size' }).max(100, { error: 'validation.size' }).default(10),
});
