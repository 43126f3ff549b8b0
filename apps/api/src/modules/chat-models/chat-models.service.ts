import type { AccountTools } from '../assistant/account-tools';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { z } from 'zod';
import {
  formatMicros,
  microsOf,
  type ChatModel,
  type ChatModelTest,
  type ChatStats,
  type chatStatsQuerySchema,
  type chatUsageQuerySchema,
  type createChatModelBodySchema,
  type updateChatModelBodySchema,
} from '@uu/contract/admin-chat';
import type { ChatModelChoices } from '@uu/contract/chat';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformDay, toIso, type Clock } from '../../lib/clock';
import { seal, unseal } from '../admin/two-factor-secrets';
import { ModelSource, type AnswerReport, type AnswerSource } from '../chat/answer-sources';
import type { ChatAnswerUsageTable, ChatModelRow } from '../chat/chat.table';
import { addDays } from '../chat/days';
import { costMicros, lastFour, toModel, type ConfigModel } from './chat-models.mapper';
import * as repo from './chat-models.repository';

export { configModelOf } from './chat-models.mapper';

type CreateInput = z.output<typeof createChatModelBodySchema>;
type UpdateInput = z.output<typeof updateChatModelBodySchema>;
type UsageQuery = z.output<typeof chatUsageQuerySchema>;
type StatsQuery = z.output<typeof chatStatsQuerySchema>;

/** Who answers one question, and what its tokens cost (micros per 1,000 tokens). */
export type ResolvedSource = {
  source: AnswerSource;
  kind: ChatAnswerUsageTable['source'];
  modelId: number | null;
  modelName: string;
  priceInMicros: number;
  priceOutMicros: number;
};

/** How one answer went, as the chat service saw it. */
export type AnswerUsage = {
  logId: number;
  userId: number;
  conversationId: number;
  day: string;
  resolved: ResolvedSource;
  report: AnswerReport;
  startedAt: number;
  firstTokenAt: number | null;
  endedAt: number;
  status: ChatAnswerUsageTable['status'];
  failureCode: number | null;
};

/** A statistics period when none is given: the last 30 platform days, today included. */
const DEFAULT_PERIOD_DAYS = 30;
const TOP_INTENTS = 10;
/** Test connection gives up after this long. */
const TEST_TIMEOUT_MS = 15_000;

/**
 * The chat's models (issue 23, "Operators"): configured in the console, keys sealed at rest with
 * TWO_FACTOR_KEY (AES-256-GCM, two-factor-secrets.ts) and never given back; one default; members
 * choose among the enabled ones or the built-in assistant. Who answers a member: their choice while it
 * is enabled, else the default model, else the server's AI_BASE_URL model, else the built-in assistant.
 * Also the usage log of every answer and the console's statistics.
 */
export class ChatModelsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #sealKey: Buffer | null;
  readonly #timeZone: () => string;
  readonly #builtin: AnswerSource;
  readonly #config: ConfigModel | null;
  readonly #configSource: AnswerSource | null;
  readonly #tools: AccountTools | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    sealKey: Buffer | null;
    timeZone: () => string;
    builtin: AnswerSource;
    config: ConfigModel | null;
    /** The account tools a model may call (issue 23); the built-in assistant has its own. */
    tools?: AccountTools;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#sealKey = deps.sealKey;
    this.#timeZone = deps.timeZone;
    this.#builtin = deps.builtin;
    this.#config = deps.config;
    this.#tools = deps.tools;
    this.#configSource = deps.config ? new ModelSource(deps.config, deps.tools) : null;
  }

  // ---- the console

  async list() {
    const rows = await repo.listModels(this.#db.kysely);
    const byDefault = rows.find((r) => r.is_default === 1 && r.enabled === 1);
    const fallback = byDefault
      ? { kind: 'model' as const, name: byDefault.name }
      : this.#config
        ? { kind: 'config' as const, name: this.#config.model }
        : { kind: 'builtin' as const, name: null };
    return { list: rows.map(toModel), fallback };
  }

  async create(input: CreateInput): Promise<ChatModel> {
    const now = this.#clock.now();
    const key = this.#sealed(input.apiKey);
    const id = await this.#db.transaction(async (trx) => {
      const first = input.enabled && !(await repo.hasDefault(trx));
      return repo.insertModel(trx, {
        name: input.name,
        base_url: input.baseUrl,
        model: input.model,
        ...key,
        price_in_micros: microsOf(input.priceIn) ?? 0,
        price_out_micros: microsOf(input.priceOut) ?? 0,
        enabled: input.enabled ? 1 : 0,
        is_default: first ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
    });
    return this.#model(id);
  }

  async update(input: UpdateInput): Promise<ChatModel> {
    const key = input.apiKey === undefined ? {} : this.#sealed(input.apiKey);
    const updated = await repo.updateModel(this.#db.kysely, input.id, {
      name: input.name,
      base_url: input.baseUrl,
      model: input.model,
      ...key,
      price_in_micros: microsOf(input.priceIn) ?? 0,
      price_out_micros: microsOf(input.priceOut) ?? 0,
      enabled: input.enabled ? 1 : 0,
      ...(input.enabled ? {} : { is_default: 0 }),
      updated_at: this.#clock.now(),
    });
    if (!updated) throw new AppError('CHAT_MODEL_NOT_FOUND');
    return this.#model(input.id);
  }

  async enable(id: number, enabled: boolean): Promise<ChatModel> {
    const patch = enabled ? { enabled: 1 } : { enabled: 0, is_default: 0 };
    if (!(await repo.updateModel(this.#db.kysely, id, { ...patch, updated_at: this.#clock.now() })))
      throw new AppError('CHAT_MODEL_NOT_FOUND');
    return this.#model(id);
  }

  async setDefault(id: number): Promise<ChatModel> {
    const made = await this.#db.transaction(async (trx) => {
      const row = await repo.modelById(trx, id);
      if (!row) throw new AppError('CHAT_MODEL_NOT_FOUND');
      if (row.enabled !== 1) throw new AppError('CHAT_MODEL_DISABLED');
      return repo.makeDefault(trx, id, this.#clock.now());
    });
    if (!made) throw new AppError('CHAT_MODEL_DISABLED');
    return this.#model(id);
  }

  /** Asks the model for one word, with its stored key; says whether it answered and how fast. */
  async test(id: number): Promise<ChatModelTest> {
    const row = await repo.modelById(this.#db.kysely, id);
    if (!row) throw new AppError('CHAT_MODEL_NOT_FOUND');
    const apiKey = row.api_key_sealed === null ? undefined : (unseal(row.api_key_sealed, this.#sealKey) ?? undefined);
    const provider = createOpenAICompatible({ name: 'uu-ai', baseURL: row.base_url, apiKey });
    const started = this.#clock.now();
    let text = '';
    try {
      const result = streamText({
        model: provider.chatModel(row.model),
        prompt: 'Reply with the single word: pong',
        abortSignal: AbortSignal.timeout(TEST_TIMEOUT_MS),
        maxRetries: 0,
      });
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') text += part.text;
        else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
        if (text.length > 200) break;
      }
      return { ok: true, text: text.slice(0, 200), latencyMs: Math.max(0, this.#clock.now() - started) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, text: message.slice(0, 300), latencyMs: Math.max(0, this.#clock.now() - started) };
    }
  }

  async usage(query: UsageQuery) {
    const filter = await this.#filter(query);
    if (!filter) return { list: [], total: 0, page: query.page, size: query.size };
    const { rows, total } = await repo.usagePage(this.#db.kysely, filter, { limit: query.size, offset: (query.page - 1) * query.size });
    return {
      list: rows.map((r) => ({
        id: r.id,
        logId: r.log_id,
        memberNo: r.member_no,
        conversationId: r.conversation_id,
        source: r.source,
        modelId: r.model_id,
        modelName: r.model_name,
        intent: r.intent,
        tools: JSON.parse(r.tools) as string[],
        tokensIn: r.tokens_in,
        tokensOut: r.tokens_out,
        cost: formatMicros(r.cost_micros),
        firstTokenMs: r.first_token_ms,
        totalMs: r.total_ms,
        status: r.status,
        failureCode: r.failure_code,
        createdAt: toIso(r.created_at),
      })),
      total,
      page: query.page,
      size: query.size,
    };
  }

  async stats(query: StatsQuery): Promise<ChatStats> {
    const filter = this.#period(query);
    const db = this.#db.kysely;
    const [days, intents, lists, models] = await Promise.all([
      repo.usagePerDay(db, filter),
      repo.intentsOf(db, filter, TOP_INTENTS),
      repo.toolLists(db, filter),
      repo.perModel(db, filter),
    ]);
    const toolCounts = new Map<string, number>();
    for (const list of lists)
      for (const tool of new Set(JSON.parse(list) as string[])) toolCounts.set(tool, (toolCounts.get(tool) ?? 0) + 1);
    const cost = models.reduce((sum, m) => sum + m.costMicros, 0);
    return {
      from: filter.from,
      to: filter.to,
      days,
      tools: [...toolCounts]
        .map(([tool, answers]) => ({ tool, answers }))
        .sort((a, b) => b.answers - a.answers || a.tool.localeCompare(b.tool)),
      intents,
      models: models.map(({ costMicros: c, ...m }) => ({ ...m, cost: formatMicros(c) })),
      totals: {
        questions: days.reduce((sum, d) => sum + d.questions, 0),
        failures: days.reduce((sum, d) => sum + d.failures, 0),
        cost: formatMicros(cost),
      },
    };
  }

  // ---- the member

  async choices(userId: number): Promise<ChatModelChoices> {
    const db = this.#db.kysely;
    const [enabled, choice] = await Promise.all([repo.enabledModels(db), repo.choiceOf(db, userId)]);
    const resolved = this.#resolve(enabled, choice);
    return {
      models: enabled.map((m) => ({ id: m.id, name: m.name })),
      current: resolved.modelId,
      source: resolved.kind === 'builtin' ? 'builtin' : 'model',
      chosen: choice !== undefined,
    };
  }

  async choose(userId: number, modelId: number | null): Promise<ChatModelChoices> {
    if (modelId !== null) {
      const row = await repo.modelById(this.#db.kysely, modelId);
      if (row?.enabled !== 1) throw new AppError('CHAT_MODEL_NOT_FOUND');
    }
    await repo.saveChoice(this.#db.kysely, userId, modelId, this.#clock.now());
    return this.choices(userId);
  }

  /** Who answers the member's next question. */
  async resolve(userId: number): Promise<ResolvedSource> {
    const db = this.#db.kysely;
    const [enabled, choice] = await Promise.all([repo.enabledModels(db), repo.choiceOf(db, userId)]);
    return this.#resolve(enabled, choice);
  }

  /** One usage row for an answer that ended (done, stopped or failed). */
  async record(usage: AnswerUsage): Promise<void> {
    const { resolved, report } = usage;
    await repo.insertUsage(this.#db.kysely, {
      log_id: usage.logId,
      user_id: usage.userId,
      conversation_id: usage.conversationId,
      source: resolved.kind,
      model_id: resolved.modelId,
      model_name: resolved.modelName,
      intent: report.intent,
      tools: JSON.stringify(report.tools),
      tokens_in: report.tokensIn,
      tokens_out: report.tokensOut,
      cost_micros: costMicros(report.tokensIn, report.tokensOut, resolved.priceInMicros, resolved.priceOutMicros),
      first_token_ms: usage.firstTokenAt === null ? null : Math.max(0, usage.firstTokenAt - usage.startedAt),
      total_ms: Math.max(0, usage.endedAt - usage.startedAt),
      status: usage.status,
      failure_code: usage.failureCode,
      day: usage.day,
      created_at: usage.endedAt,
    });
  }

  #resolve(enabled: ChatModelRow[], choice: { model_id: number | null } | undefined): ResolvedSource {
    if (choice && choice.model_id === null) return this.#builtinResolved();
    const chosen = choice ? enabled.find((m) => m.id === choice.model_id) : undefined;
    const model = chosen ?? enabled.find((m) => m.is_default === 1);
    if (model) {
      return {
        source: this.#sourceOf(model),
        kind: 'model',
        modelId: model.id,
        modelName: model.name,
        priceInMicros: model.price_in_micros,
        priceOutMicros: model.price_out_micros,
      };
    }
    if (this.#config && this.#configSource) {
      return {
        source: this.#configSource,
        kind: 'config',
        modelId: null,
        modelName: this.#config.model,
        priceInMicros: 0,
        priceOutMicros: 0,
      };
    }
    return this.#builtinResolved();
  }

  #builtinResolved(): ResolvedSource {
    return { source: this.#builtin, kind: 'builtin', modelId: null, modelName: 'builtin', priceInMicros: 0, priceOutMicros: 0 };
  }

  #sourceOf(row: ChatModelRow): AnswerSource {
    const apiKey = row.api_key_sealed === null ? undefined : (unseal(row.api_key_sealed, this.#sealKey) ?? undefined);
    return new ModelSource({ baseUrl: row.base_url, apiKey, model: row.model }, this.#tools);
  }

  /** A key sealed for storage; a key cannot be stored without TWO_FACTOR_KEY (it would sit in the clear). */
  #sealed(apiKey: string | undefined): { api_key_sealed: string | null; api_key_last4: string | null } {
    if (!apiKey) return { api_key_sealed: null, api_key_last4: null };
    if (!this.#sealKey) throw new AppError('CHAT_MODEL_KEY_UNSEALABLE');
    return { api_key_sealed: seal(apiKey, this.#sealKey), api_key_last4: lastFour(apiKey) };
  }

  async #model(id: number): Promise<ChatModel> {
    const row = await repo.modelById(this.#db.kysely, id);
    if (!row) throw new AppError('CHAT_MODEL_NOT_FOUND');
    return toModel(row);
  }

  #period(query: { from?: string | undefined; to?: string | undefined }): repo.UsageFilter {
    const today = platformDay(this.#clock.now(), this.#timeZone());
    const to = query.to ?? today;
    const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
    return from <= to ? { from, to } : { from: to, to: from };
  }

  /** The list's filter; null when the member number names nobody (no rows). */
  async #filter(query: UsageQuery): Promise<repo.UsageFilter | null> {
    const period = this.#period(query);
    let userId: number | undefined;
    if (query.memberNo) {
      userId = await repo.userIdOfMemberNo(this.#db.kysely, query.memberNo);
      if (userId === undefined) return null;
    }
    return { ...period, userId, source: query.source, modelId: query.modelId, status: query.status };
  }
}
