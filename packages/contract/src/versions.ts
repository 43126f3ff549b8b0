import { z } from 'zod';

// App versions (spec §7 getNewVersion; product.md "Content, versions and service"): operators
// publish a version per platform code (spec §3: android 1, ios 2, h5 3, wx 4) with notes per
// language, a download address and a forced flag; the app asks whether a newer one exists.

/** A dotted version of one to four numbers ("2.1.7"); compared number by number, not as text. */
export const VERSION_RE = /^\d{1,4}(\.\d{1,4}){0,3}$/;

export const platformCodeSchema = z.coerce
  .number({ error: 'validation.platform' })
  .int({ error: 'validation.platform' })
  .min(1, { error: 'validation.platform' })
  .max(4, { error: 'validation.platform' });

export const versionStringSchema = z.string({ error: 'validation.version' }).trim().regex(VERSION_RE, { error: 'validation.version' });

/**
 * Where the file (android, ios) or the page (h5, wx) is: an http(s) address or a path on this
 * server ("/files/uu-2.1.8.apk", "/"). No other scheme, so a `javascript:` link cannot be published.
 */
export const downloadUrlSchema = z
  .string({ error: 'validation.downloadUrl' })
  .trim()
  .max(500, { error: 'validation.downloadUrl' })
  .regex(/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*|\/)$/i, { error: 'validation.downloadUrl' });

/** Notes per language; zh-Hant (the source) is required, the others fall back to it. */
export const versionNotesSchema = z.object({
  'zh-Hant': z.string().trim().max(2000),
  'zh-Hans': z.string().trim().max(2000).optional(),
  en: z.string().trim().max(2000).optional(),
});

// ---- GET /version/getNewVersion ----
export const newVersionQuerySchema = z.object({
  platform: platformCodeSchema,
  /** The client's version; the `client-version` header when absent. */
  version: versionStringSchema.optional(),
});
export type NewVersionQuery = z.input<typeof newVersionQuerySchema>;

/** The newest version of a platform, in the member's language. */
export const publishedVersionSchema = z.object({
  platform: z.number().int(),
  version: z.string(),
  notes: z.string(),
  url: z.string(),
  /** This version itself is marked forced. */
  forced: z.boolean(),
  releasedAt: z.string(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

export const newVersionSchema = z.object({
  /** The newest published version; null when none is published for the platform. */
  latest: publishedVersionSchema.nullable(),
  /** The client's version as read (query, else header); null when the client sent none. */
  clientVersion: z.string().nullable(),
  /** The newest version is newer than the client's (dotted numbers compared one by one). */
  hasUpdate: z.boolean(),
  /** The client must update: some version newer than the client's, up to the newest, is forced. */
  forced: z.boolean(),
});
export type NewVersion = z.infer<typeof newVersionSchema>;

// ---- GET /version/listNewest: the download page ----
export const newestVersionsSchema = z.array(publishedVersionSchema);

// ---- operator calls ----
export const publishVersionBodySchema = z.object({
  platform: platformCodeSchema,
  version: versionStringSchema,
  notes: versionNotesSchema,
  url: downloadUrlSchema,
  forced: z.boolean().default(false),
});
export type PublishVersionBody = z.input<typeof publishVersionBodySchema>;

export const listVersionsQuerySchema = z.object({ platform: platformCodeSchema.optional() });

export const versionRecordSchema = z.object({
  id: z.number().int(),
  platform: z.number().int(),
  version: z.string(),
  notes: versionNotesSchema,
  url: z.string(),
  forced: z.boolean(),
  releasedAt: z.string(),
});
export const versionRecordListSchema = z.array(versionRecordSchema);
export type VersionRecord = z.infer<typeof versionRecordSchema>;
