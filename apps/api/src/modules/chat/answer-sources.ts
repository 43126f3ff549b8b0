import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { Locale } from '@uu/contract/locales';
import { PassageIndex, type Passage } from '@uu/domain/retrieval';
import { ASSISTANT_TEXT, builtinPassages } from './knowledge';

/** A conversation turn given to the model as context. */
export type Turn = { question: string; answer: string };

/** Where answers come from: the configured model, or the built-in assistant. */
export interface AnswerSource {
  readonly kind: 'model' | 'builtin';
  /** The answer, piece by piece; stops when `signal` aborts; throws when the source fails. */
  stream(input: { question: string; history: Turn[]; locale: Locale; signal: AbortSignal }): AsyncIterable<string>;
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
    const provider = createOpenAICompatible({ name: 'uu-ai', baseURL: config.baseUrl, apiKey: config.apiKey });
    this.#model = provider.chatModel(config.model);
  }

  async *stream({ question, history, locale, signal }: Parameters<AnswerSource['stream']>[0]): AsyncIterable<string> {
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
      else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
      else if (part.type === 'abort') return;
    }
  }
}

/**
 * The built-in assistant: searches the platform's guide, FAQ and agreements for the question and
 * answers with what it found, saying that it is the built-in assistant. Streams its answer in small
 * pieces like a model would, so the app shows it the same way.
 */
export class BuiltinSource implements AnswerSource {
  readonly kind = 'builtin' as const;
  readonly #extra: (locale: Locale) => Promise<Passage[]>;
  readonly #pieceDelayMs: number;

  constructor(options: { extraPassages: (locale: Locale) => Promise<Passage[]>; pieceDelayMs?: number }) {
    this.#extra = options.extraPassages;
    this.#pieceDelayMs = options.pieceDelayMs ?? 15;
  }

  async answer(question: string, locale: Locale): Promise<string> {
    const text = ASSISTANT_TEXT[locale];
    const index = new PassageIndex([...builtinPassages(locale), ...(await this.#extra(locale))]);
    const hits = index.search(question, 2);
    if (hits.length === 0) return `${text.none}\n\n${text.more}`;
    const body = hits.map(({ passage }) => `**${passage.title}**\n\n${passage.text}`).join('\n\n');
    return `${text.intro}\n\n${body}\n\n${text.more}`;
  }

  async *stream({ question, locale, signal }: Parameters<AnswerSource['stream']>[0]): AsyncIterable<string> {
    const answer = await this.answer(question, locale);
    for (let i = 0; i < answer.length; i += 6) {
      if (signal.aborted) return;
      yield answer.slice(i, i + 6);
      if (this.#pieceDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.#pieceDelayMs));
    }
  }
}
