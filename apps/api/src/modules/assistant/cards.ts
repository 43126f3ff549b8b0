import type { AssistantCard } from '@uu/contract/assistant';
import type { ToolResults } from './account-tools';

/**
 * The cards an account tool's result shows (issue 23), the same for the model and the built-in
 * assistant: the balances, each order with its link, each goods, a withdrawal preview (its card
 * opens the withdrawal form prefilled), each package (its card opens the package's purchase).
 * Tools whose result is only told in words (questions left, money log, coupons, …) have none.
 */
export const cardsOf = {
  balances: (r: ToolResults['balances']): AssistantCard[] => [{ kind: 'balance', balances: r.balances, frozenUU: r.frozenUU }],
  orders: (r: ToolResults['orders']): AssistantCard[] =>
    r.list.map((o) => ({
      kind: 'order',
      id: o.id,
      orderNo: o.orderNo,
      status: o.status,
      goodsName: o.goods.name,
      total: o.total,
      logistics: o.logistics,
      writeOffCode: o.writeOffCode,
    })),
  goodsSearch: (r: ToolResults['goodsSearch']): AssistantCard[] =>
    r.list.map((g) => ({ kind: 'goods', id: g.id, name: g.name, cover: g.cover, price: g.price })),
  withdrawalPreview: (r: ToolResults['withdrawalPreview']): AssistantCard[] => [
    { kind: 'withdrawal', currency: r.currency, amount: r.amount, fee: r.fee, toFb: r.toFb, toU: r.toU },
  ],
  packages: (r: ToolResults['packages']): AssistantCard[] =>
    r.list.map((p) => ({ kind: 'package', id: p.id, type: p.plan.type, name: p.name, price: p.price, days: p.plan.days })),
};
