import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { Locale } from '@uu/contract/locales';
import type { AssistantCard } from '@uu/contract/assistant';
import type { AuthContext } from '../sessions/sessions.service';

/** A conversation turn given to the model as context. */
export type Turn = { question: string; answer: string };

/** A piece of an answer: the next text, or a card (what a tool found, an action draft). */
export type AnswerPiece = string | { card: AssistantCard };

/** What a source says about its answer, for the usage log (issue 23, "Operators"): filled as it streams. */
export type AnswerReport = { tokensIn: number; tokensOut: number; tools: string[]; intent: string | null };

/** Where answers come from: the configured model, or the built-in assistant. */
export interface AnswerSource {
  readonly kind: 'model' | 'builtin';
  /** The answer, piece by piece; stops when `signal` aborts; throws when the source fails. `auth`: the asking member. */
  stream(input: {
    question: string;
    history: Turn[];
    locale: Locale;
    auth: AuthContext;
    signal: AbortSignal;
    report?: AnswerReport;
  }): AsyncIterable<AnswerPiece>;
}

const SYSTEM: Record<Locale, string> = {
  'zh-Hant': '你是 UU 共享權益積分平台的助理。請用繁體中文回答，使用 Markdown，簡潔友善。',
  'zh-Hans': '你是 UU 共享权益积分平台的助理。请用简体中文回答，使用 Markdown，简洁友善。',
  en: 'You are the assistant of the UU shared-benefit points platform. Answer in English, in Markdown, concisely and kindly.',
};

/**
 * An OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, …) through the Vercel AI SDK. Provider
 * errors surface as a thrown error from the stream, whatever the SDK does with them internally.
 */
export class ModelSource implements AnswerSource {
  readonly kind = 'model' as const;
  readonly #model;

  constructor(config: { baseUrl: string; apiKey: string | undefined; model: string }) {
    const provider = createOpenAICompatible({ name: 'uu-ai', baseURL: config.baseUrl, apiKey: config.apiKey, includeUsage: true });
    this.#model = provider.chatModel(config.model);
  }

  async *stream({ question, history, locale, signal, report }: Parameters<AnswerSource['stream']>[0]): AsyncIterable<AnswerPiece> {
    const result = streamText({
      model: this.#model,
      system: SYSTEM[locale],
      messages: [
        ...history.flatMap((t) => [
          { role: 'user' as const, content: t.question },
          { role: 'assistant' as const, content: t.answer },
        ]),
        { role: 'user' as const, content: question },
      ],
      abortSignal: signal,
      maxRetries: 0,
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) yield part.text;
      else if (part.type === 'tool-call') report?.tools.push(part.toolName);
      else if (part.type === 'finish') {
        if (report) {
          report.tokensIn = part.totalUsage.inputTokens ?? 0;
          report.tokensOut = part.totalUsage.outputTokens ?? 0;
        }
      } else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
      else if (part.type === 'abort') return;
    }
  }
}
