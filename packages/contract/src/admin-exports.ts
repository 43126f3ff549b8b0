import { z } from 'zod';
import { calendarDate } from './dates';
import { CURRENCIES, TOPUP_STATUSES, WITHDRAWAL_STATUSES } from './wallet';

// Exports too large to answer at once run in the background (issue 17 item 7): the console asks to start one;
// the server answers "download it directly" for a small one, or queues a job whose progress the console shows
// in "my exports" and whose file it downloads when done, until it expires.

export const EXPORT_KINDS = ['orders', 'members', 'topups', 'withdrawals', 'entries'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

const day = calendarDate('validation.financeDate');

/** The filters of every kind in one object; each kind reads its own (the same ones its direct download takes). */
export const exportJobQuerySchema = z
  .object({
    from: day,
    to: day,
    /** Orders: the order state 0–8. */
    orderStatus: z.number({ error: 'validation.financeStatus' }).int().min(0).max(8).optional(),
    topupStatus: z.enum(TOPUP_STATUSES, { error: 'validation.financeStatus' }).optional(),
    withdrawalStatus: z.enum(WITHDRAWAL_STATUSES, { error: 'validation.financeStatus' }).optional(),
    currency: z.enum(CURRENCIES, { error: 'validation.currency' }).optional(),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], error: 'validation.financeRange' });
export type ExportJobQuery = z.infer<typeof exportJobQuerySchema>;

// ---- POST /admin/exports/jobs ----
export const startExportBodySchema = z.object({
  kind: z.enum(EXPORT_KINDS, { error: 'validation.exportKind' }),
  query: exportJobQuerySchema,
});
export type StartExportBody = z.input<typeof startExportBodySchema>;

export const exportJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  status: z.enum(EXPORT_JOB_STATUSES),
  from: z.string(),
  to: z.string(),
  fileName: z.string(),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the file can no longer be downloaded (set once done). */
  expiresAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** `direct`: small enough to download at once (the kind's .xlsx call); otherwise the queued job. */
export const startExportResultSchema = z.object({
  direct: z.boolean(),
  rows: z.number().int(),
  job: exportJobSchema.nullable(),
});
export type StartExportResult = z.infer<typeof startExportResultSchema>;

// ---- GET /admin/exports/jobs ----
export const exportJobListSchema = z.object({ items: z.array(exportJobSchema) });
export type ExportJobList = z.infer<typeof exportJobListSchema>;

// ---- GET /admin/exports/jobs/:id/file ----
export const exportJobParamsSchema = z.object({
  id: z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' }),
});
