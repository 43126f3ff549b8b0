import type { Allowance, ChatLog, ChatServerMessage } from '@uu/contract/chat';
import type { z } from 'zod';
import type { chatLogQuerySchema } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import type { Locale } from '@uu/contract/locales';
import { errorMessage } from '@uu/i18n/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { toIso, type Clock } from '../../lib/clock';
import type { UserRow } from '../accounts/accounts.table';
import type { AuthContext } from '../sessions/sessions.service';
import type { AllowanceService } from './allowance.service';
import type { AnswerSource, Turn } from './answer-sources';
import * as repo from './chat.repository';
import type { ChatLogRow } from './chat.table';

type ChatLogQuery = z.output<typeof chatLogQuerySchema>;
type Emit = (message: ChatServerMessage) => void;

/** Earlier turns given to the model as context. */
const CONTEXT_TURNS = 4;
/** The answer is written to the database every so many characters while it streams. */
const SAVE_EVERY = 400;

class IdleTimeout extends Error {}

function logRowToChatLog(row: ChatLogRow): ChatLog {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    status: row.status,
    source: row.source,
    createdAt: toIso(row.created_at),
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
  readonly #source: AnswerSource;
  readonly #timeoutMs: number;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    db: Db;
    clock: Clock;
    allowance: AllowanceService;
    source: AnswerSource;
    timeoutMs: number;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#allowance = deps.allowance;
    this.#source = deps.source;
    this.#timeoutMs = deps.timeoutMs;
    this.#log = deps.log;
  }

  get sourceKind(): 'model' | 'builtin' {
    return this.#source.kind;
  }

  async ask(auth: AuthContext, input: { id: string; question: string; locale: Locale; stop: AbortSignal }, emit: Emit): Promise<void> {
    const { id, locale } = input;
    const user = auth.user;
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
    const history = await this.#history(user.id);
    const logId = await repo.insertChatLog(this.#db.kysely, {
      user_id: user.id,
      question: input.question,
      status: 'streaming',
      source: this.#source.kind,
      day: allowance.day,
      created_at: this.#clock.now(),
    });
    emit({ type: 'start', id, logId, source: this.#source.kind, allowance: await this.#allowance.of(user) });

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
    let saved = 0;
    try {
      arm();
      const pieces = this.#source.stream({ question: input.question, history, locale, auth, signal: controller.signal });
      for await (const piece of pieces) {
        if (controller.signal.aborted) break;
        arm();
        if (typeof piece !== 'string') {
          emit({ type: 'card', id, card: piece.card });
          continue;
        }
        answer += piece;
        emit({ type: 'delta', id, text: piece });
        if (answer.length - saved >= SAVE_EVERY) {
          await this.#save(logId, answer, 'streaming');
          saved = answer.length;
        }
      }
      if (controller.signal.reason instanceof IdleTimeout) throw controller.signal.reason;
      if (input.stop.aborted) {
        await this.#save(logId, answer, 'stopped');
        emit({ type: 'stopped', id, logId: logId });
        return;
      }
      await this.#save(logId, answer, 'done');
      emit({ type: 'done', id, logId: logId });
    } catch (error) {
      if (input.stop.aborted && !(controller.signal.reason instanceof IdleTimeout)) {
        await this.#save(logId, answer, 'stopped');
        emit({ type: 'stopped', id, logId: logId });
        return;
      }
      const timedOut = error instanceof IdleTimeout || controller.signal.reason instanceof IdleTimeout;
      this.#log.warn({ err: timedOut ? undefined : error, source: this.#source.kind, timedOut }, 'chat answer failed');
      await this.#save(logId, answer, 'failed');
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
    const { rows, total } = await repo.chatLogPage(this.#db.kysely, userId, {
      before: query.before,
      limit: query.size,
      offset: query.before ? 0 : (query.page - 1) * query.size,
    });
    return { list: rows.map(logRowToChatLog), total, page: query.page, size: query.size };
  }

  async clear(userId: number): Promise<{ deleted: number }> {
    return { deleted: await repo.deleteChatLogs(this.#db.kysely, userId) };
  }

  async #history(userId: number): Promise<Turn[]> {
    const rows = await repo.lastAnsweredTurns(this.#db.kysely, userId, CONTEXT_TURNS);
    return rows.reverse();
  }

  async #save(id: number, answer: string, status: ChatLogRow['status']): Promise<void> {
    const finished = status === 'streaming' ? {} : { finished_at: this.#clock.now() };
    await repo.updateChatLog(this.#db.kysely, id, { answer, status, ...finished });
  }
}
