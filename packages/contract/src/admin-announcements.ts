import { z } from 'zod';
import { dateTime } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';
import { levelSchema } from './enums';
import { localizedTextSchema } from './mall';

// Operator announcements (issue 21): written in three languages (zh-Hant required, the others fall back
// to it), addressed to everyone, to a level and above, or to a list of member numbers; sent now or at a
// time. Members find them in the message centre's "announcements" category on their next read.

const titleSchema = localizedTextSchema.extend({
  'zh-Hant': z.string({ error: 'validation.announcementTitle' }).trim().min(1, { error: 'validation.announcementTitle' }).max(100),
  'zh-Hans': z.string().trim().max(100).optional(),
  en: z.string().trim().max(100).optional(),
});
const bodySchema = localizedTextSchema.extend({
  'zh-Hant': z.string({ error: 'validation.announcementBody' }).trim().min(1, { error: 'validation.announcementBody' }).max(2000),
});

export const announcementAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  /** Members of this level and above. */
  z.object({ kind: z.literal('level'), minLevel: levelSchema }),
  /** These members, by member number. */
  z.object({
    kind: z.literal('members'),
    memberNos: z
      .array(z.string().trim().min(1).max(32))
      .min(1, { error: 'validation.announcementMembers' })
      .max(1000, { error: 'validation.announcementMembers' }),
  }),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** What the composer previews: the texts and the audience. */
export const announcementDraftSchema = z.object({
  title: titleSchema,
  body: bodySchema,
  audience: announcementAudienceSchema,
});

// ---- POST /admin/announcements ----
export const createAnnouncementBodySchema = announcementDraftSchema.extend({
  /** When to send it; absent or null: now. */
  sendAt: dateTime().nullable().default(null),
});

export const ANNOUNCEMENT_STATUSES = ['scheduled', 'sent'] as const;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  body: localizedTextSchema,
  audience: announcementAudienceSchema,
  status: z.enum(ANNOUNCEMENT_STATUSES),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  /** Members it was addressed to when sent (0 while scheduled). */
  recipients: z.number().int(),
  /** Members who have read it. */
  read: z.number().int(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

// ---- POST /admin/announcements/preview ----
export const announcementPreviewSchema = z.object({
  /** Members it would reach now. */
  recipients: z.number().int(),
  /** Member numbers of the list that match no member. */
  unknownMemberNos: z.array(z.string()),
  /** How it reads in each language (a missing language shows the zh-Hant text). */
  texts: z.object({
    'zh-Hant': z.object({ title: z.string(), body: z.string() }),
    'zh-Hans': z.object({ title: z.string(), body: z.string() }),
    en: z.object({ title: z.string(), body: z.string() }),
  }),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

// ---- GET /admin/announcements ----
export const announcementListQuerySchema = pageQuerySchema;
export const announcementPageSchema = pageSchema(announcementSchema);
