import { z } from 'zod';
import { calendarDate } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';

// The chat's models and usage in the console (issue 23, "Operators"). Prices and costs are in
// millionths of a yuan (micros) on the server; the API writes them as decimal strings of at most six
// places ("0.0015" yuan per 1,000 tokens), so no float ever carries money. A model's key is write-only:
// answers show its last four characters.

export const PRICE_DECIMALS = 6;
const MICROS = 10 ** PRICE_DECIMALS;

/** "0.0015" → 1500 (micros); null when not a price of at most six decimals up to 1,000. */
export function microsOf(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micros = Number(match[1]) * MICROS + Number((match[2] ?? '').padEnd(PRICE_DECIMALS, '0'));
  return micros <= 1000 * MICROS ? micros : null;
}

/** 1500 → "0.0015": the shortest decimal (at least two places) of a number of micros. */
export function formatMicros(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  const whole = Math.floor(abs / MICROS);
  const fraction = String(abs % MICROS)
    .padStart(PRICE_DECIMALS, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** A price per 1,000 tokens in yuan, as typed: a decimal string of at most six places. */
const priceSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .refine((v) => microsOf(v) !== null, { error: 'validation.chatModelPrice' });

const modelFields = {
  name: z.string({ error: 'validation.chatModelName' }).trim().min(1, { error: 'validation.chatModelName' }).max(60),
  baseUrl: z
    .string({ error: 'validation.chatModelUrl' })
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), { error: 'validation.chatModelUrl' }),
  model: z.string({ error: 'validation.chatModelId' }).trim().min(1, { error: 'validation.chatModelId' }).max(120),
  priceIn: priceSchema,
  priceOut: priceSchema,
  enabled: z.boolean().default(true),
};

// ---- POST /admin/chat/models ----
export const createChatModelBodySchema = z.object({
  ...modelFields,
  /** The endpoint's key; absent or empty: it takes none. */
  apiKey: z.string().trim().max(500).optional(),
});
export type CreateChatModelBody = z.input<typeof createChatModelBodySchema>;

// ---- POST /admin/chat/models/update ----
export const updateChatModelBodySchema = z.object({
  id: z.coerce.number().int().positive(),
  ...modelFields,
  /** A new key; absent: the stored one stays; an empty string removes it. */
  apiKey: z.string().trim().max(500).optional(),
});
export type UpdateChatModelBody = z.input<typeof updateChatModelBodySchema>;

export const chatModelIdBodySchema = z.object({ id: z.coerce.number().int().positive() });
export const enableChatModelBodySchema = z.object({ id: z.coerce.number().int().positive(), enabled: z.boolean() });

export const chatModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  baseUrl: z.string(),
  model: z.string(),
  /** Whether a key is stored, and its last four characters (the key itself never leaves the server). */
  hasKey: z.boolean(),
  keyLast4: z.string().nullable(),
  priceIn: z.string(),
  priceOut: z.string(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatModel = z.infer<typeof chatModelSchema>;
export const chatModelListSchema = z.object({
  list: z.array(chatModelSchema),
  /** Who answers a member with no choice: a model's name, the server's AI_MODEL, or null (the built-in assistant). */
  fallback: z.object({ kind: z.enum(['model', 'config', 'builtin']), name: z.string().nullable() }),
});

// ---- POST /admin/chat/models/test ----
export const chatModelTestSchema = z.object({
  ok: z.boolean(),
  /** What the model answered to a one-word prompt (cut), or the provider's error. */
  text: z.string(),
  latencyMs: z.number().int(),
});
export type ChatModelTest = z.infer<typeof chatModelTestSchema>;

// ---- GET /admin/chat/usage ----
export const CHAT_USAGE_SOURCES = ['builtin', 'config', 'model'] as const;
export const CHAT_USAGE_STATUSES = ['done', 'stopped', 'failed'] as const;

const periodSchema = {
  from: calendarDate().optional(),
  to: calendarDate().optional(),
};

export const chatUsageQuerySchema = pageQuerySchema.extend({
  ...periodSchema,
  memberNo: z.string().trim().max(32).optional(),
  source: z.enum(CHAT_USAGE_SOURCES).optional(),
  modelId: z.coerce.number().int().positive().optional(),
  status: z.enum(CHAT_USAGE_STATUSES).optional(),
});
export type ChatUsageQuery = z.input<typeof chatUsageQuerySchema>;

export const chatUsageSchema = z.object({
  id: z.number().int(),
  logId: z.number().int(),
  memberNo: z.string(),
  conversationId: z.number().int(),
  source: z.enum(CHAT_USAGE_SOURCES),
  modelId: z.number().int().nullable(),
  modelName: z.string(),
  intent: z.string().nullable(),
  tools: z.array(z.string()),
  tokensIn: z.number().int(),
  tokensOut: z.number().int(),
  /** Yuan, up to six decimals. */
  cost: z.string(),
  firstTokenMs: z.number().int().nullable(),
  totalMs: z.number().int(),
  status: z.enum(CHAT_USAGE_STATUSES),
  failureCode: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;
export const chatUsagePageSchema = pageSchema(chatUsageSchema);

// ---- GET /admin/chat/stats ----
export const chatStatsQuerySchema = z.object(periodSchema);
export type ChatStatsQuery = z.input<typeof chatStatsQuerySchema>;

export const chatStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), questions: z.number().int(), failures: z.number().int() })),
  tools: z.array(z.object({ tool: z.string(), answers: z.number().int() })),
  intents: z.array(z.object({ intent: z.string(), answers: z.number().int() })),
  models: z.array(
    z.object({
      source: z.enum(CHAT_USAGE_SOURCES),
      modelId: z.number().int().nullable(),
      modelName: z.string(),
      answers: z.number().int(),
      tokensIn: z.number().int(),
      tokensOut: z.number().int(),
      cost: z.string(),
    }),
  ),
  totals: z.object({ questions: z.number().int(), failures: z.number().int(), cost: z.string() }),
});
export type ChatStats = z.infer<typeof chatStatsSchema>;
