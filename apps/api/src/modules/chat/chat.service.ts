import { assistantCardSchema, type AssistantCard } from '@uu/contract/assistant';
import type { Allowance, ChatLog, ChatSearchHit, ChatServerMessage, Conversation } from '@uu/contract/chat';
import type { z } from 'zod';
import type { chatLogQuerySchema, chatSearchQuerySchema, conversationListQuerySchema } from '@uu/contract/chat';
import { containsPattern, titleFromQuestion } from '@uu/domain/conversation-title';
import { searchTerms } from '@uu/domain/search-terms';
import { Code } from '@uu/contract/codes';
import type { Locale } from '@uu/contract/locales';
import { errorMessage } from '@uu/i18n/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import type { UserRow } from '../accounts/accounts.table';
import type { AuthContext } from '../sessions/sessions.service';
import type { AllowanceService } from './allowance.service';
import type { AnswerReport, Turn } from './answer-sources';
import type { AnswerUsage, ResolvedSource } from '../chat-models/chat-models.service';
import * as repo from './chat.repository';
import type { ChatConversationRow, ChatLogRow } from './chat.table';

type ChatLogQuery = z.output<typeof chatLogQuerySchema>;
type ConversationListQuery = z.output<typeof conversationListQuerySchema>;
type ChatSearchQuery = z.output<typeof chatSearchQuerySchema>;
type Emit = (message: ChatServerMessage) => void;

/** Earlier turns given to the model as context. */
const CONTEXT_TURNS = 4;
/** The answer is written to the database every so many characters while it streams. */
const SAVE_EVERY = 400;

class IdleTimeout extends Error {}

/** Who answers a member (their chosen model, the default, the server's, the built-in assistant), and the usage log. */
export interface AnswerSources {
  resolve(userId: number): Promise<ResolvedSource>;
  record(usage: AnswerUsage): Promise<void>;
}

/** An edit that does not name the conversation's last question is refused (nothing counted). */
function notLastFrame(id: string, locale: Locale): ChatServerMessage & { type: 'error' } {
  return { type: 'error', id, code: Code.CHAT_NOT_LAST, msg: errorMessage(locale, 'CHAT_NOT_LAST'), allowance: null };
}

const storedCardsSchema = assistantCardSchema.array();

/** The cards kept with an answer; what no longer reads as a card (an older shape) is left out, not an error. */
function cardsOfRow(json: string): AssistantCard[] {
  try {
    const parsed = storedCardsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function logRowToChatLog(row: ChatLogRow): ChatLog {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    status: row.status,
    source: row.source,
    conversationId: row.conversation_id,
    cards: cardsOfRow(row.cards),
    createdAt: toIso(row.created_at),
  };
}

function conversationOf(row: ChatConversationRow & { first_question?: string | null }): Conversation {
  return {
    id: row.id,
    title: row.title ?? titleFromQuestion(row.first_question),
    renamed: row.title !== null,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * One question and its streamed answer (product.md "AI chat"): counted against today's allowance
 * when the answer starts, saved as it grows, given back when the source fails or times out; a
 * member's stop keeps what was written and the count.
 */
export class ChatService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #allowance: AllowanceService;
  readonly #sources: AnswerSources;
  readonly #timeoutMs: number;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    db: Db;
    clock: Clock;
    allowance: AllowanceService;
    sources: AnswerSources;
    timeoutMs: number;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#allowance = deps.allowance;
    this.#sources = deps.sources;
    this.#timeoutMs = deps.timeoutMs;
    this.#log = deps.log;
  }

  /** Who answers the member now (the `ready` frame says it once). */
  async sourceKindOf(userId: number): Promise<'model' | 'builtin'> {
    return (await this.#sources.resolve(userId)).source.kind;
  }

  async ask(
    auth: AuthContext,
    input: {
      id: string;
      question: string;
      conversationId?: number | undefined;
      /** An edit of the last question: the history id it replaces (issue 23). */
      replaces?: number | undefined;
      locale: Locale;
      stop: AbortSignal;
    },
    emit: Emit,
  ): Promise<void> {
    const { id, locale } = input;
    const user = auth.user;
    // Another member's conversation, or a deleted one, is refused before anything is counted.
    if (input.conversationId !== undefined && !(await repo.conversationOf(this.#db.kysely, user.id, input.conversationId))) {
      emit({ type: 'error', id, code: Code.CONVERSATION_NOT_FOUND, msg: errorMessage(locale, 'CONVERSATION_NOT_FOUND'), allowance: null });
      return;
    }
    // An edit names the conversation's last question, answered (or stopped, failed): else nothing is counted.
    const notLast = () => emit(notLastFrame(id, locale));
    if (input.replaces !== undefined) {
      const last = input.conversationId === undefined ? undefined : await repo.lastQuestionOf(this.#db.kysely, input.conversationId);
      if (last?.id !== input.replaces || last.status === 'streaming') {
        notLast();
        return;
      }
    }
    const allowance = await this.#allowance.of(user);
    if (!(await this.#allowance.take(user.id, allowance))) {
      emit({
        type: 'error',
        id,
        code: Code.QUESTIONS_USED_UP,
        msg: errorMessage(locale, 'QUESTIONS_USED_UP'),
        allowance: await this.#allowance.of(user),
      });
      return;
    }
    const now = this.#clock.now();
    const conversationId = input.conversationId ?? (await repo.insertConversation(this.#db.kysely, user.id, now)).id;
    // The edited pair leaves the history once the new question is counted; of two edits at once, one replaces it.
    if (input.replaces !== undefined && !(await repo.replaceChatLog(this.#db.kysely, user.id, conversationId, input.replaces, now))) {
      await this.#allowance.giveBack(user.id, allowance.day);
      emit({ ...notLastFrame(id, locale), allowance: await this.#allowance.of(user) });
      return;
    }
    await repo.touchConversation(this.#db.kysely, conversationId, now);
    const history = await this.#history(conversationId);
    const resolved = await this.#sources.resolve(user.id);
    const source = resolved.source;
    const logId = await repo.insertChatLog(this.#db.kysely, {
      user_id: user.id,
      conversation_id: conversationId,
      question: input.question,
      status: 'streaming',
      source: source.kind,
      day: allowance.day,
      created_at: now,
    });
    const replaced = input.replaces === undefined ? {} : { replaced: input.replaces };
    emit({ type: 'start', id, logId, conversationId, ...replaced, source: source.kind, allowance: await this.#allowance.of(user) });

    // The source stops on the member's stop, or when it goes quiet for too long.
    const controller = new AbortController();
    const onStop = () => controller.abort();
    input.stop.addEventListener('abort', onStop, { once: true });
    let idle: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(new IdleTimeout()), this.#timeoutMs);
    };

    let answer = '';
    const cards: AssistantCard[] = [];
    let saved = 0;
    // The usage log's row (issue 23, "Operators"), written once the answer ends however it ends.
    const report: AnswerReport = { tokensIn: 0, tokensOut: 0, tools: [], intent: null };
    const startedAt = this.#clock.now();
    let firstTokenAt: number | null = null;
    const record = (status: AnswerUsage['status'], failureCode: number | null = null) =>
      this.#sources
        .record({
          logId,
          userId: user.id,
          conversationId,
          day: allowance.day,
          resolved,
          report,
          startedAt,
          firstTokenAt,
          endedAt: this.#clock.now(),
          status,
          failureCode,
        })
        .catch((error: unknown) => this.#log.error({ err: error }, 'chat usage not recorded'));
    /** The member's stop: before anything came (no text, no card) the question is given back (issue 23). */
    const stopped = async () => {
      await this.#save(logId, answer, cards, 'stopped');
      await record('stopped');
      const nothing = answer === '' && cards.length === 0;
      if (nothing) await this.#allowance.giveBack(user.id, allowance.day);
      emit({ type: 'stopped', id, logId, conversationId, allowance: nothing ? await this.#allowance.of(user) : null });
    };
    try {
      arm();
      const pieces = source.stream({ question: input.question, history, locale, auth, signal: controller.signal, report });
      for await (const piece of pieces) {
        if (controller.signal.aborted) break;
        arm();
        firstTokenAt ??= this.#clock.now();
        if (typeof piece !== 'string') {
          cards.push(piece.card);
          emit({ type: 'card', id, card: piece.card });
          continue;
        }
        answer += piece;
        emit({ type: 'delta', id, text: piece });
        if (answer.length - saved >= SAVE_EVERY) {
          await this.#save(logId, answer, cards, 'streaming');
          saved = answer.length;
        }
      }
      if (controller.signal.reason instanceof IdleTimeout) throw controller.signal.reason;
      if (input.stop.aborted) {
        await stopped();
        return;
      }
      await this.#save(logId, answer, cards, 'done');
      await record('done');
      emit({ type: 'done', id, logId, conversationId });
    } catch (error) {
      if (input.stop.aborted && !(controller.signal.reason instanceof IdleTimeout)) {
        await stopped();
        return;
      }
      const timedOut = error instanceof IdleTimeout || controller.signal.reason instanceof IdleTimeout;
      this.#log.warn({ err: timedOut ? undefined : error, source: source.kind, timedOut }, 'chat answer failed');
      await this.#save(logId, answer, cards, 'failed');
      await record('failed', timedOut ? Code.AI_TIMEOUT : Code.AI_FAILED);
      await this.#allowance.giveBack(user.id, allowance.day);
      emit({
        type: 'error',
        id,
        code: timedOut ? Code.AI_TIMEOUT : Code.AI_FAILED,
        msg: errorMessage(locale, timedOut ? 'AI_TIMEOUT' : 'AI_FAILED'),
        allowance: await this.#allowance.of(user),
      });
    } finally {
      clearTimeout(idle);
      input.stop.removeEventListener('abort', onStop);
    }
  }

  async allowance(user: UserRow): Promise<Allowance> {
    return this.#allowance.of(user);
  }

  async list(userId: number, query: ChatLogQuery) {
    // The total counts the whole history; `before` only moves the window.
    if (query.conversationId !== undefined) await this.#conversation(userId, query.conversationId);
    const { rows, total } = await repo.chatLogPage(this.#db.kysely, userId, {
      conversationId: query.conversationId,
      before: query.before,
      limit: query.size,
      offset: query.before ? 0 : (query.page - 1) * query.size,
    });
    return { list: rows.map(logRowToChatLog), total, page: query.page, size: query.size };
  }

  /** spec §8's "delete all": every conversation and all its questions and answers. */
  async clear(userId: number): Promise<{ deleted: number }> {
    return { deleted: await this.#db.transaction((trx) => repo.deleteChatLogs(trx, userId, this.#clock.now())) };
  }

  async conversations(userId: number, query: ConversationListQuery) {
    const { rows, total } = await repo.conversationPage(this.#db.kysely, userId, {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { list: rows.map(conversationOf), total, page: query.page, size: query.size };
  }

  /** A new, empty conversation (a question asked without a conversation starts one too). */
  async createConversation(userId: number): Promise<Conversation> {
    return conversationOf(await repo.insertConversation(this.#db.kysely, userId, this.#clock.now()));
  }

  async renameConversation(userId: number, id: number, title: string): Promise<Conversation> {
    if (!(await repo.renameConversation(this.#db.kysely, userId, id, title))) throw new AppError('CONVERSATION_NOT_FOUND');
    return this.#conversation(userId, id);
  }

  async deleteConversation(userId: number, id: number): Promise<{ deleted: true }> {
    if (!(await repo.deleteConversation(this.#db.kysely, userId, id, this.#clock.now()))) throw new AppError('CONVERSATION_NOT_FOUND');
    return { deleted: true };
  }

  /** The member's own questions and answers holding every word searched (segmented as the catalogue's search is). */
  async search(userId: number, query: ChatSearchQuery) {
    const terms = searchTerms(query.q);
    const { rows, total } = await repo.searchChatLogs(this.#db.kysely, userId, terms.map(containsPattern), {
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const list: ChatSearchHit[] = rows.map((row) => ({
      ...logRowToChatLog(row),
      conversationTitle: row.conversation_title ?? titleFromQuestion(row.first_question),
    }));
    return { list, total, page: query.page, size: query.size, terms };
  }

  async #conversation(userId: number, id: number): Promise<Conversation> {
    const row = await repo.conversationOf(this.#db.kysely, userId, id);
    if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
    return conversationOf(row);
  }

  async #history(conversationId: number): Promise<Turn[]> {
    const rows = await repo.lastAnsweredTurns(this.#db.kysely, conversationId, CONTEXT_TURNS);
    return rows.reverse();
  }

  async #save(id: number, answer: string, cards: AssistantCard[], status: ChatLogRow['status']): Promise<void> {
    const finished = status === 'streaming' ? {} : { finished_at: this.#clock.now() };
    await repo.updateChatLog(this.#db.kysely, id, { answer, status, cards: JSON.stringify(cards), ...finished });
  }
}
