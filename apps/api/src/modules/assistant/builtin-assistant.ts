import type { Locale } from '@uu/contract/locales';
import type { AnswerPiece, AnswerSource } from '../chat/answer-sources';
import type { AccountTools } from './account-tools';
import { route } from './intents';
import { reply, type Reply } from './replies';

/**
 * The built-in assistant (issue 23; product.md: the default, with no model configured): answers in
 * the question's language, from the asking member's own account through the tools where a tool fits,
 * from the guide, FAQ and agreements otherwise, and says plainly when it does not know. It streams in
 * small pieces like a model, then sends its cards.
 */
export class BuiltinAssistant implements AnswerSource {
  readonly kind = 'builtin' as const;
  readonly #tools: AccountTools;
  readonly #timeZone: () => string;
  readonly #pieceDelayMs: number;

  constructor(options: { tools: AccountTools; timeZone: () => string; pieceDelayMs?: number }) {
    this.#tools = options.tools;
    this.#timeZone = options.timeZone;
    this.#pieceDelayMs = options.pieceDelayMs ?? 15;
  }

  async answer(question: string, ctx: Parameters<AccountTools['run']>[1]): Promise<Reply & { locale: Locale; intent: string }> {
    const routed = route(question, ctx.locale);
    const answer = await reply(routed, question, { auth: ctx.auth, locale: routed.locale }, this.#tools, this.#timeZone());
    return { ...answer, locale: routed.locale, intent: routed.intent };
  }

  async *stream({ question, locale, auth, signal, report }: Parameters<AnswerSource['stream']>[0]): AsyncIterable<AnswerPiece> {
    const { text, cards, intent } = await this.answer(question, { auth, locale });
    if (report) report.intent = intent;
    for (let i = 0; i < text.length; i += 6) {
      if (signal.aborted) return;
      yield text.slice(i, i + 6);
      if (this.#pieceDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.#pieceDelayMs));
    }
    for (const card of cards) {
      if (signal.aborted) return;
      yield { card };
    }
  }
}
