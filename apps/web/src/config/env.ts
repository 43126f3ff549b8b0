import { z } from 'zod';

// Build-time settings, parsed once (style.md §9): a wrong value fails at start with its name.
const envSchema = z.object({
  /** Origin (and optional path prefix) of the API; '' = the origin that served the app. */
  VITE_API_BASE: z
    .string()
    .default('')
    .transform((value) => value.trim().replace(/\/+$/, ''))
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value) || value.startsWith('/'), {
      message: 'VITE_API_BASE must be empty, an http(s) URL or a path starting with /',
    }),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid build configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

export const env = { apiBase: parsed.data.VITE_API_BASE };
