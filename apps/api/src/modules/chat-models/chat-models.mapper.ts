import { formatMicros, type ChatModel } from '@uu/contract/admin-chat';
import { toIso } from '../../lib/clock';
import type { ChatModelRow } from '../chat/chat.table';

/** The server's own model (AI_BASE_URL, AI_MODEL, AI_API_KEY): who answers while no model is configured. */
export type ConfigModel = { baseUrl: string; apiKey: string | undefined; model: string };

/** The server's model from its configuration, when AI_BASE_URL and AI_MODEL are both set. */
export function configModelOf(env: {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL?: string | undefined;
}): ConfigModel | null {
  return env.AI_BASE_URL && env.AI_MODEL ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL } : null;
}

/** The cost of an answer in micros: tokens × price per 1,000, rounded half up to a whole micro. */
export function costMicros(tokensIn: number, tokensOut: number, priceInMicros: number, priceOutMicros: number): number {
  return Math.round((tokensIn * priceInMicros + tokensOut * priceOutMicros) / 1000);
}

export function lastFour(key: string): string {
  return key.slice(-4);
}

export function toModel(row: ChatModelRow): ChatModel {
  return {
    id: row.id,
    name: row.name,
    baseUrl: row.base_url,
    model: row.model,
    hasKey: row.api_key_sealed !== null,
    keyLast4: row.api_key_last4,
    priceIn: formatMicros(row.price_in_micros),
    priceOut: formatMicros(row.price_out_micros),
    enabled: row.enabled === 1,
    isDefault: row.is_default === 1,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
