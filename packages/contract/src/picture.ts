import { z } from 'zod';

// The URL rules live in picture-url.ts (no zod: the member app's first screen reads them); the schemas are here.
export * from './picture-url';

export const pictureVariantSchema = z.object({
  width: z.number().int(),
  /** The WebP copy at this width. */
  url: z.string(),
  /** The AVIF copy at this width, when AVIF paid for this picture. */
  avif: z.string().nullable(),
});

export const pictureSchema = z.object({
  /** The full-size picture (WebP), what older clients show. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Narrower copies, narrowest first (none when the picture is no wider than the narrowest). */
  variants: z.array(pictureVariantSchema),
});
