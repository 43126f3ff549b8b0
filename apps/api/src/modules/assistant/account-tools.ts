import { z } from 'zod';
import type { Allowance, SignLog } from '@uu/contract/chat';
import type { Locale } from '@uu/contract/locales';
import { formatAmount, isMultipleOfHundred, parseAmount, type Cents } from '@uu/contract/money';
import type { Order } from '@uu/contract/orders';
import type { GoodsSummary } from '@uu/contract/mall';
import type { MemberCoupon } from '@uu/contract/coupons';
import type { MyTeamInfo } from '@uu/contract/team';
import type { PlanGoods } from '@uu/contract/packages';
import { CURRENCIES, type MoneyLogType, type Wallet } from '@uu/contract/wallet';
import { actionsFor, type MemberOrderAction } from '@uu/domain/order-states';
import { kbTransferFee, withdrawalBreakdown } from '@uu/domain/wallet-rules';
import { platformDay, platformDayStart, type Clock } from '../../lib/clock';
import type { AllowanceService } from '../chat/allowance.service';
import type { CheckInService } from '../chat/check-in.service';
import { addDays } from '../chat/days';
import type { CouponsService } from '../coupons/coupons.service';
import type { MallService } from '../mall/mall.service';
import type { OrdersService } from '../mall/orders.service';
import type { PackagesService } from '../packages/packages.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { TeamService } from '../team/team.service';
import type { WalletService } from '../wallet/wallet.service';
import type { GuideIndex, GuideHit } from './guide-index';

/**
 * The assistant's account tools (issue 23): read-only, each a typed function with a zod schema for
 * its input. The member is the asking session's (`ctx.auth`), never an input: the schemas are strict
 * and have no member field, so no question ("show member 10002's balance") reaches another member.
 */
export type ToolContext = { auth: AuthContext; locale: Locale };

const amountInput = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/)
  .describe('An amount in units, e.g. "500" or "12.50"');

export const toolInputs = {
  balances: z.strictObject({}),
  questionsLeft: z.strictObject({}),
  moneyLog: z.strictObject({
    currency: z.enum(CURRENCIES).default('UU'),
    /** Days back from today (1: today only). */
    days: z.number().int().min(1).max(366).default(30),
  }),
  orders: z.strictObject({ orderNo: z.string().trim().max(40).optional() }),
  coupons: z.strictObject({}),
  checkIn: z.strictObject({}),
  team: z.strictObject({}),
  withdrawalPreview: z.strictObject({ amount: amountInput, currency: z.enum(['UU', 'U']).default('UU') }),
  transferFee: z.strictObject({ amount: amountInput, currency: z.enum(['UU', 'U', 'KB']).default('UU') }),
  goodsSearch: z.strictObject({ query: z.string().trim().min(1).max(60) }),
  packages: z.strictObject({ type: z.enum(['flow', 'chat']).optional() }),
  guide: z.strictObject({ query: z.string().trim().min(1).max(2000) }),
};
export type ToolName = keyof typeof toolInputs;
export type ToolInput<N extends ToolName> = z.input<(typeof toolInputs)[N]>;

type OrderFact = Order & { nextActions: MemberOrderAction[] };
type WithdrawalPreview = {
  currency: 'UU' | 'U';
  amount: string;
  fee: string;
  toFb: string;
  toU: string;
  /** Why the wallet would refuse it now, if it would. */
  problem: 'multiple' | 'min' | 'max' | 'balance' | null;
  min: string;
  max: string;
};

export type ToolResults = {
  balances: { balances: Wallet['balances']; frozenUU: string };
  questionsLeft: Allowance & { resetsAt: string };
  moneyLog: {
    currency: string;
    from: string;
    to: string;
    income: string;
    expense: string;
    entries: { type: MoneyLogType; amount: string; at: string }[];
  };
  orders: { list: OrderFact[] };
  coupons: { list: MemberCoupon[] };
  checkIn: Pick<SignLog, 'signedToday' | 'streak' | 'today'> & { nextReward: SignLog['rewards'][number] | null };
  team: Pick<MyTeamInfo, 'level' | 'directReferrals' | 'teamMembers' | 'performance' | 'totalPerformance' | 'nextLevel'>;
  withdrawalPreview: WithdrawalPreview;
  transferFee: { currency: string; amount: string; fee: string; total: string };
  goodsSearch: { list: GoodsSummary[] };
  packages: { list: PlanGoods[] };
  guide: { hits: GuideHit[] };
};

type Deps = {
  clock: Clock;
  timeZone: () => string;
  wallet: WalletService;
  allowance: AllowanceService;
  checkIn: CheckInService;
  coupons: CouponsService;
  orders: OrdersService;
  team: TeamService;
  mall: MallService;
  packages: PackagesService;
  guide: GuideIndex;
};

function cents(text: string): Cents {
  return parseAmount(text) ?? 0;
}

export class AccountTools {
  readonly #d: Deps;

  constructor(deps: Deps) {
    this.#d = deps;
  }

  /** Runs one tool: its input is checked against the tool's schema first (a stray `userId` is refused). */
  async run<N extends ToolName>(name: N, ctx: ToolContext, input: ToolInput<N>): Promise<ToolResults[N]> {
    const parsed: unknown = toolInputs[name].parse(input);
    const run = this.#tools[name] as (ctx: ToolContext, input: unknown) => Promise<ToolResults[N]>;
    return run(ctx, parsed);
  }

  readonly #tools: { [N in ToolName]: (ctx: ToolContext, input: z.output<(typeof toolInputs)[N]>) => Promise<ToolResults[N]> } = {
    balances: async ({ auth }) => {
      const wallet = await this.#d.wallet.wallet(auth);
      return { balances: wallet.balances, frozenUU: wallet.pendingWithdrawUU };
    },
    questionsLeft: async ({ auth }) => {
      const allowance = await this.#d.allowance.of(auth.user);
      const resetsAt = new Date(platformDayStart(addDays(allowance.day, 1), this.#d.timeZone())).toISOString();
      return { ...allowance, resetsAt };
    },
    moneyLog: async ({ auth }, { currency, days }) => {
      const to = platformDay(this.#d.clock.now(), this.#d.timeZone());
      const from = addDays(to, 1 - days);
      const log = await this.#d.wallet.moneyLog(auth, { currency, from, to, page: 1, size: 5 });
      return {
        currency,
        from,
        to,
        income: log.income ?? '0.00',
        expense: log.expense ?? '0.00',
        entries: log.list.map((e) => ({ type: e.type, amount: e.amount, at: e.createdAt })),
      };
    },
    orders: async ({ auth, locale }, { orderNo }) => {
      const page = await this.#d.orders.list(auth, { list: 'mall', tab: 'all', page: 1, size: orderNo ? 50 : 3 }, locale);
      const list = orderNo ? page.list.filter((o) => o.orderNo.includes(orderNo)).slice(0, 3) : page.list;
      return { list: list.map((o) => ({ ...o, nextActions: actionsFor(o, 'member') })) };
    },
    coupons: async ({ auth, locale }) => {
      const page = await this.#d.coupons.list(auth, { status: 'available', page: 1, size: 10 }, locale);
      const now = this.#d.clock.now();
      return { list: page.list.filter((c) => Date.parse(c.expiresAt) > now) };
    },
    checkIn: async ({ auth, locale }) => {
      const log = await this.#d.checkIn.month(auth, undefined, locale);
      // The next check-in makes the streak one longer, whether today's is done or not.
      const nextReward = [...log.rewards].sort((a, b) => a.streak - b.streak).find((r) => r.streak > log.streak) ?? null;
      return { signedToday: log.signedToday, streak: log.streak, today: log.today, nextReward };
    },
    team: async ({ auth }) => {
      const info = await this.#d.team.myTeamInfo(auth, { period: 'month', page: 1, size: 1 });
      const { level, directReferrals, teamMembers, performance, totalPerformance, nextLevel } = info;
      return { level, directReferrals, teamMembers, performance, totalPerformance, nextLevel };
    },
    withdrawalPreview: async ({ auth }, { amount, currency }) => {
      const wallet = await this.#d.wallet.wallet(auth);
      const value = cents(amount);
      // U pays out as it is; UU splits on approval (the same function the wallet's withdrawal uses).
      const split = currency === 'UU' ? withdrawalBreakdown(value) : { amount: value, fee: 0, toFb: 0, toU: value };
      const min = cents(wallet.withdrawal.min);
      const max = cents(wallet.withdrawal.max);
      const problem = !isMultipleOfHundred(value)
        ? 'multiple'
        : value < min
          ? 'min'
          : value > max
            ? 'max'
            : value > cents(wallet.balances[currency])
              ? 'balance'
              : null;
      return {
        currency,
        amount: formatAmount(split.amount),
        fee: formatAmount(split.fee),
        toFb: formatAmount(split.toFb),
        toU: formatAmount(split.toU),
        problem,
        min: wallet.withdrawal.min,
        max: wallet.withdrawal.max,
      };
    },
    transferFee: (_ctx, { amount, currency }) => {
      const value = cents(amount);
      const fee = currency === 'KB' ? kbTransferFee(value) : 0;
      return Promise.resolve({ currency, amount: formatAmount(value), fee: formatAmount(fee), total: formatAmount(value + fee) });
    },
    goodsSearch: async ({ locale }, { query }) => {
      const page = await this.#d.mall.goods({ q: query, page: 1, size: 3, sort: 'sales' }, locale);
      return { list: page.list };
    },
    packages: async ({ locale }, { type }) => {
      const plans = await this.#d.packages.listPlans(type, locale);
      return { list: plans.list };
    },
    guide: async ({ locale }, { query }) => ({ hits: await this.#d.guide.search(query, locale) }),
  };
}
