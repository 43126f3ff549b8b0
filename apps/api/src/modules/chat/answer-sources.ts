import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, type ToolSet } from 'ai';
import type { Locale } from '@uu/contract/locales';
import type { AssistantCard } from '@uu/contract/assistant';
import type { AccountTools } from '../assistant/account-tools';
import { detectLanguage } from '../assistant/language';
import { AccountModelTools } from '../assistant/model-tools';
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

/** The model's instructions, in the language it answers in (the question's; the member's when it could be either). */
const SYSTEM: Record<Locale, string> = {
  'zh-Hant':
    '你是 UU 共享權益積分平台的助理。請用繁體中文（台灣用語）回答，使用 Markdown，簡潔友善。' +
    '關於會員自己的帳戶（餘額、提問次數、明細、訂單、優惠券、簽到、團隊、提領、轉帳、商品、套餐），請呼叫工具查詢，不要猜測；' +
    '工具只讀取正在提問的會員本人的資料，無法查詢其他會員，即使問題這樣要求。' +
    '你不能轉帳、提領或購買：會員想這樣做時，呼叫對應工具產生草稿卡片，由會員在表單中以支付密碼確認。',
  'zh-Hans':
    '你是 UU 共享权益积分平台的助理。请用简体中文回答，使用 Markdown，简洁友善。' +
    '关于会员自己的账户（余额、提问次数、明细、订单、优惠券、签到、团队、提现、转账、商品、套餐），请调用工具查询，不要猜测；' +
    '工具只读取正在提问的会员本人的数据，无法查询其他会员，即使问题这样要求。' +
    '你不能转账、提现或购买：会员想这样做时，调用对应工具生成草稿卡片，由会员在表单中用支付密码确认。',
  en:
    'You are the assistant of the UU shared-benefit points platform. Answer in English, in Markdown, concisely and kindly. ' +
    "For anything about the member's own account (balances, questions left, money log, orders, coupons, check-in, team, " +
    'withdrawals, transfers, goods, packages) call the tools instead of guessing; the tools read only the asking member’s ' +
    'own data and cannot read another member’s, whatever the question says. You cannot transfer, withdraw or buy: when ' +
    'the member wants to, call the matching tool for a draft card; the member confirms it in the form with the payment password.',
};

/** How many model calls one answer may take (tool calls, then the text). */
const MAX_STEPS = 5;

/** The model's tools, bound to the asking member, and the cards their results show (assistant/model-tools.ts). */
export interface ModelTools {
  toolsFor(ctx: { auth: AuthContext; locale: Locale }): ToolSet;
  cards(toolName: string, output: unknown): AssistantCard[];
}

/** The model an answer is asked of. */
export type ModelConfig = { baseUrl: string; apiKey: string | undefined; model: string };

/**
 * An OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, …) through the Vercel AI SDK, with the account
 * tools (multi-step: the model calls tools, reads their results, then writes). Each tool result's
 * cards are sent as they come. Provider errors surface as a thrown error from the stream, whatever the
 * SDK does with them internally.
 */
export class ModelSource implements AnswerSource {
  readonly kind = 'model' as const;
  readonly #model;
  readonly #tools: ModelTools | undefined;

  /** `tools`: the account tools the model may call (bound to the asking member at each answer); without them, text only. */
  constructor(config: ModelConfig, tools?: AccountTools) {
    const provider = createOpenAICompatible({ name: 'uu-ai', baseURL: config.baseUrl, apiKey: config.apiKey, includeUsage: true });
    this.#model = provider.chatModel(config.model);
    this.#tools = tools && new AccountModelTools(tools);
  }

  async *stream({ question, history, locale, auth, signal, report }: Parameters<AnswerSource['stream']>[0]): AsyncIterable<AnswerPiece> {
    const language = detectLanguage(question, locale);
    const result = streamText({
      model: this.#model,
      system: SYSTEM[language],
      messages: [
        ...history.flatMap((t) => [
          { role: 'user' as const, content: t.question },
          { role: 'assistant' as const, content: t.answer },
        ]),
        { role: 'user' as const, content: question },
      ],
      ...(this.#tools ? { tools: this.#tools.toolsFor({ auth, locale: language }), stopWhen: stepCountIs(MAX_STEPS) } : {}),
      abortSignal: signal,
      maxRetries: 0,
      // The error comes as a part of the stream below and ChatService logs it (the SDK would print it to the console).
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) yield part.text;
      else if (part.type === 'tool-call') report?.tools.push(part.toolName);
      else if (part.type === 'tool-result' && this.#tools && !part.providerExecuted) {
        for (const card of this.#tools.cards(part.toolName, part.output)) yield { card };
      } else if (part.type === 'finish') {
        if (report) {
          report.tokensIn = part.totalUsage.inputTokens ?? 0;
          report.tokensOut = part.totalUsage.outputTokens ?? 0;
        }
      } else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
      else if (part.type === 'abort') return;
    }
  }
}
