import { tool, zodSchema, type Schema, type ToolSet } from 'ai';
import { z } from 'zod';
import type { AssistantCard } from '@uu/contract/assistant';
import type { ModelTools } from '../chat/answer-sources';
import { toolInputs, type AccountTools, type ToolContext, type ToolName, type ToolResults } from './account-tools';
import { cardsOf } from './cards';

/** What each account tool does, as the model reads it. */
const DESCRIPTIONS: Record<ToolName, string> = {
  balances: "The asking member's five balances (UU, U, FB, KB, CRC) and the UU frozen by withdrawals waiting for review.",
  questionsLeft: "The asking member's chat questions left today, what makes them up (level, check-in, packages) and when they reset.",
  moneyLog: "The asking member's money log of one currency for the last `days` days: income and expense sums and the latest entries.",
  orders:
    "The asking member's latest mall orders (or the one whose number holds `orderNo`): state, logistics, write-off code, next actions.",
  coupons: 'The coupons the asking member can use now.',
  checkIn: "The asking member's check-in today, streak and the next streak reward.",
  team: "The asking member's level, team, performance and what is missing to the next level.",
  withdrawalPreview:
    'What a withdrawal of `amount` would give the asking member (fee, FB and U parts) and why it would be refused. Its card opens the withdrawal form prefilled: use it when the member wants to withdraw.',
  transferFee: 'The fee of a transfer of `amount` in a currency (KB pays a fee; UU and U none).',
  goodsSearch: 'Goods of the mall catalogue matching `query`.',
  packages:
    'The flow or chat packages on sale, with price and days. Their cards open the purchase: use it when the member wants to buy one.',
  guide: 'Passages of the platform guide, FAQ and agreements matching `query` (rules, how-tos).',
};

const transferDraftInput = z.strictObject({
  amount: toolInputs.transferFee.shape.amount,
  currency: toolInputs.transferFee.shape.currency,
  /** Whom to, as the member named them. */
  to: z.string().trim().max(60).default('').describe('The recipient as the member named them (nickname, email, phone, member number)'),
});
type TransferDraft = ToolResults['transferFee'] & { to: string };

// The input schemas as the SDK takes them, made once: each converts its zod schema to JSON Schema on first use and keeps
// it (about 5 ms for all of them, at every model call otherwise).
const INPUT_SCHEMAS = Object.fromEntries(
  (Object.keys(toolInputs) as ToolName[]).map((name) => [name, zodSchema(toolInputs[name] as z.ZodType)]),
) as Record<ToolName, Schema>;
const TRANSFER_DRAFT_SCHEMA = zodSchema(transferDraftInput);

/**
 * The account tools as Vercel AI SDK tools (issue 23), bound to the asking member: each tool's input
 * is its zod schema (strict: a `userId` or any other field is refused before anything runs) and its
 * `execute` runs the account tool with the asking session's context, never one from the input. Plus
 * `transferDraft`, the transfer form to open prefilled: no tool moves money.
 */
export class AccountModelTools implements ModelTools {
  readonly #tools: AccountTools;

  constructor(tools: AccountTools) {
    this.#tools = tools;
  }

  toolsFor(ctx: ToolContext): ToolSet {
    const set: ToolSet = {};
    for (const name of Object.keys(toolInputs) as ToolName[]) {
      set[name] = tool({
        description: DESCRIPTIONS[name],
        inputSchema: INPUT_SCHEMAS[name],
        execute: (input: unknown) => this.#tools.run(name, ctx, input as never),
      });
    }
    set.transferDraft = tool({
      description:
        'A transfer draft: the transfer form opens prefilled with amount, currency and recipient; the member checks and confirms it there with the payment password. Use it when the member wants to transfer.',
      inputSchema: TRANSFER_DRAFT_SCHEMA,
      execute: async ({ amount, currency, to }): Promise<TransferDraft> => ({
        ...(await this.#tools.run('transferFee', ctx, { amount, currency })),
        to,
      }),
    });
    return set;
  }

  cards(toolName: string, output: unknown): AssistantCard[] {
    switch (toolName) {
      case 'balances':
        return cardsOf.balances(output as ToolResults['balances']);
      case 'orders':
        return cardsOf.orders(output as ToolResults['orders']);
      case 'goodsSearch':
        return cardsOf.goodsSearch(output as ToolResults['goodsSearch']);
      case 'withdrawalPreview':
        return cardsOf.withdrawalPreview(output as ToolResults['withdrawalPreview']);
      case 'packages':
        return cardsOf.packages(output as ToolResults['packages']);
      case 'transferDraft': {
        const r = output as TransferDraft;
        return [{ kind: 'transfer', currency: r.currency as 'UU' | 'U' | 'KB', amount: r.amount, to: r.to, fee: r.fee }];
      }
      default:
        return [];
    }
  }
}
