import { z } from 'zod';

// The platform's own texts (product.md "Content, versions and service"; issue 7): the guide, the
// company overview and the FAQ, each per language, and the maintenance switch. The spec lists no
// calls for them: these are ours (docs/api.md).

/** The content pages with one text each (the FAQ is a list of its own). */
export const CONTENT_PAGES = ['guide', 'companyOverview'] as const;
export const contentPageSlugSchema = z.enum(CONTENT_PAGES);
export type ContentPageSlug = z.infer<typeof contentPageSlugSchema>;

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

/** A page in the request language (zh-Hant when it has no translation). */
export const contentPageSchema = z.object({
  slug: contentPageSlugSchema,
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  /** The language the text is in (the request's, or zh-Hant as the fallback). */
  locale: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitized HTML. */
  answer: z.string(),
  sort: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
/** The FAQ in its order (sort, then id). */
export const faqListSchema = z.object({ list: z.array(faqItemSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

/** The agreements a member can read (navWe), without their texts. */
export const agreementListSchema = z.object({ list: z.array(z.object({ id: z.number().int(), title: z.string() })) });
export type AgreementList = z.infer<typeof agreementListSchema>;

// ---- the maintenance switch (product.md: member calls answer a maintenance code while it is on) ----
/** GET /sysConfig/maintenance: answered even during maintenance, so the app can tell when it ends. */
export const maintenanceStatusSchema = z.object({
  on: z.boolean(),
  /** The operator's message in the request language, else the catalogue's; null while off. */
  message: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

// ---- operator calls (the admin console's, issue 9) ----
const htmlSchema = z.string().max(100_000);
/** HTML per language; zh-Hant is required, the others fall back to it. Sanitized by the server. */
export const localizedHtmlSchema = z.object({
  'zh-Hant': htmlSchema.min(1),
  'zh-Hans': htmlSchema.optional(),
  en: htmlSchema.optional(),
});
const localizedTitleSchema = z.object({
  'zh-Hant': z.string().trim().min(1).max(200),
  'zh-Hans': z.string().trim().max(200).optional(),
  en: z.string().trim().max(200).optional(),
});

export const contentPageParamsSchema = z.object({ slug: contentPageSlugSchema });
export const saveContentPageBodySchema = z.object({ title: localizedTitleSchema, content: localizedHtmlSchema });
export type SaveContentPageBody = z.input<typeof saveContentPageBodySchema>;

export const saveFaqBodySchema = z.object({
  /** Absent: a new question; present: change that one. */
  id: idSchema.optional(),
  question: localizedTitleSchema,
  answer: localizedHtmlSchema,
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type SaveFaqBody = z.input<typeof saveFaqBodySchema>;
export const faqParamsSchema = z.object({ id: idSchema });

/** A text in every language as stored (what the operator wrote, sanitized). */
const storedTextSchema = z.object({ 'zh-Hant': z.string(), 'zh-Hans': z.string().optional(), en: z.string().optional() });
export const storedContentPageSchema = z.object({
  slug: contentPageSlugSchema,
  title: storedTextSchema,
  content: storedTextSchema,
  updatedAt: z.string(),
});
export const storedFaqItemSchema = z.object({
  id: z.number().int(),
  question: storedTextSchema,
  answer: storedTextSchema,
  sort: z.number().int(),
  updatedAt: z.string(),
});
export const storedFaqListSchema = z.object({ list: z.array(storedFaqItemSchema) });

export const setMaintenanceBodySchema = z.object({
  on: z.boolean(),
  /** What members read, per language; a language without one reads the catalogue's default. */
  message: z
    .object({
      'zh-Hant': z.string().trim().max(500).optional(),
      'zh-Hans': z.string().trim().max(500).optional(),
      en: z.string().trim().max(500).optional(),
    })
    .default({}),
});
export type SetMaintenanceBody = z.input<typeof setMaintenanceBodySchema>;
export const maintenanceSettingSchema = z.object({
  on: z.boolean(),
  message: z.object({ 'zh-Hant': z.string().optional(), 'zh-Hans': z.string().optional(), en: z.string().optional() }),
});
