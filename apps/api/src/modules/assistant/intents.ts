import type { Locale } from '@uu/contract/locales';
import { detectLanguage, toSimplified } from './language';

/** What the built-in assistant understood a question to ask (issue 23): a tool, a draft, or the guide. */
export const INTENTS = [
  'balance',
  'questions',
  'moneyLog',
  'orders',
  'coupons',
  'checkIn',
  'team',
  'withdrawPreview',
  'withdrawDraft',
  'transferFee',
  'transferDraft',
  'buyPackage',
  'goods',
  'guide',
] as const;
export type Intent = (typeof INTENTS)[number];

type Slots = {
  /** An amount in units as typed ("500", "12.5"). */
  amount: string | null;
  currency: 'UU' | 'U' | 'FB' | 'KB' | 'CRC' | null;
  /** Whom a transfer is for, as the member named them. */
  recipient: string | null;
  orderNo: string | null;
  packageType: 'flow' | 'chat' | null;
  /** Days of the period a money-log question is about. */
  days: number | null;
};
export type Routed = { intent: Intent; locale: Locale; slots: Slots };

/** Topics, each with English phrases (typos forgiven) and Chinese ones (simplified; zh-Hant is folded to it). */
type Topic =
  'balance' | 'questions' | 'moneyLog' | 'orders' | 'coupons' | 'checkIn' | 'team' | 'withdraw' | 'transfer' | 'package' | 'goods';
const TOPICS: Record<Topic, { en: string[]; zh: string[] }> = {
  balance: {
    en: [
      'balance',
      'balances',
      'how much uu',
      'how many uu',
      'how much money',
      'wallet',
      'how many points',
      'my points',
      'frozen',
      'how much kb',
      'how many kb',
      'how much fb',
      'how much crc',
      'how much u',
      'funds',
      'how much do i have',
      'how much have i got',
    ],
    zh: [
      '余额',
      '多少uu',
      '几个uu',
      '多少u',
      '多少kb',
      '多少fb',
      '多少crc',
      '~多少钱',
      '钱包',
      '冻结',
      '多少积分',
      '积分还有',
      '积分有多少',
      '剩多少钱',
      '~有多少',
      '资产',
    ],
  },
  questions: {
    en: ['questions left', 'questions', 'question', 'ask', 'quota', 'chat allowance', 'allowance', 'how many times', 'reset', 'limit'],
    zh: ['提问次数', '提问', '次数', '问几次', '还能问', '几次', '额度', '重置', '问题还剩'],
  },
  moneyLog: {
    en: [
      'money log',
      'transactions',
      'transaction',
      'history',
      'statement',
      'spent',
      'spend',
      'spending',
      'income',
      'expenses',
      'expense',
      'earned',
      'records',
      'ledger',
      'in and out',
    ],
    zh: ['明细', '流水', '收支', '账单', '~记录', '~纪录', '花了', '收入', '支出', '花费', '进账', '入账'],
  },
  orders: {
    en: [
      'order',
      'orders',
      'shipped',
      'shipping',
      'delivery',
      'delivered',
      'tracking',
      'logistics',
      'where is my',
      'parcel',
      'write-off code',
      'write off code',
      'pickup code',
      'arrive',
    ],
    zh: ['订单', '物流', '快递', '发货', '到哪', '核销码', '取货', '单号', '签收', '收货', '寄到', '包裹'],
  },
  coupons: { en: ['coupon', 'coupons', 'voucher', 'vouchers', 'discount'], zh: ['优惠券', '券', '折扣', '优惠'] },
  checkIn: {
    en: ['check in', 'check-in', 'checkin', 'checked in', 'streak', 'check-ins', 'sign in today'],
    zh: ['签到', '打卡', '连续'],
  },
  team: {
    en: [
      'team',
      'level',
      'referral',
      'referrals',
      'invited',
      'invite',
      'downline',
      'performance',
      'next level',
      'upgrade',
      'rank',
      'level up',
    ],
    zh: ['团队', '等级', '级别', '升级', '业绩', '下级', '推荐', '邀请', '直推', '下线', '几级', '下一级'],
  },
  withdraw: { en: ['withdraw', 'withdrawal', 'withdrawing', 'cash out', 'payout'], zh: ['提现', '提领', '取现', '出金', '提款'] },
  transfer: { en: ['transfer', 'send', 'give'], zh: ['转账', '转给', '转帐', '汇给', '转点', '转'] },
  package: {
    en: ['package', 'packages', 'plan', 'plans', 'data plan', 'chat package', 'subscription', 'subscribe'],
    zh: ['套餐', '方案', '流量包', '聊天包', '月卡'],
  },
  goods: {
    en: ['sell', 'buy', 'shop', 'mall', 'product', 'products', 'goods', 'looking for', 'search for', 'find', 'price of', 'in stock'],
    zh: ['商城', '商品', '有卖', '有没有', '找', '搜索', '买', '价格', '在卖', '想要'],
  },
};

const FEE = {
  en: [
    'fee',
    'fees',
    'charge',
    'cost',
    'would i get',
    'will i get',
    'i get',
    'receive',
    'deduct',
    'commission',
    'how much is',
    'if i',
    'preview',
    'calculate',
  ],
  zh: ['手续费', '扣多少', '到账', '能拿', '拿到', '到手', '实际', '费用', '收费', '算', '会扣', '能得', '得到', '多少钱'],
};
const BUY = {
  en: ['buy', 'purchase', 'subscribe', 'get me', 'order', 'sign up', 'i want', 'i would like', "i'd like", 'renew'],
  zh: ['买', '购买', '开通', '订购', '办理', '续费', '想要', '要一个', '来一个'],
};
const HOWTO = {
  en: ['how do i', 'how to', 'how can i', 'what is', 'what are', 'why', 'explain', 'rules', 'what does'],
  zh: ['如何', '怎么', '怎样', '什么是', '是什么', '为什么', '规则', '说明', '要怎么'],
};
const MINE = { en: ['my', 'i have', 'do i', 'mine', 'me'], zh: ['我'] };

const VOCABULARY = [
  ...new Set([...Object.values(TOPICS), FEE, BUY, HOWTO].flatMap((t) => t.en.flatMap((p) => p.replace('~', '').split(/[\s-]+/)))),
].filter((w) => w.length >= 4);

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    if (Math.min(...row) > max) return max + 1;
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** An English word as the router's vocabulary spells it, when it is one letter off (two for long words). */
function correct(word: string): string {
  if (word.length < 4 || VOCABULARY.includes(word)) return word;
  const max = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const known of VOCABULARY) {
    const d = distance(word, known, max);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return best;
}

/** How many of the phrases the text holds; a phrase written `~phrase` is a weak hint and counts half. */
function count(text: string, phrases: string[], english: boolean): number {
  let n = 0;
  for (const phrase of phrases) {
    const weak = phrase.startsWith('~');
    const p = weak ? phrase.slice(1) : phrase;
    if (english ? text.includes(` ${p} `) : text.includes(p)) n += weak ? 0.5 : 1;
  }
  return n;
}

const CURRENCY_RE = /(?<![a-z])(uu|kb|fb|crc|u)(?![a-z])/i;
const AMOUNT_RE = /(\d+(?:\.\d{1,2})?)\s*(uu|kb|fb|crc|u|元|块|點|点|个)?(?![\d])/i;

function slotsOf(original: string, zh: string, en: string): Slots {
  const amountMatch = original.replace(/,(?=\d{3})/g, '').match(AMOUNT_RE);
  const orderNo = original.match(/\d{8,}/)?.[0] ?? null;
  const amount = amountMatch?.[1] !== undefined && amountMatch[1] !== orderNo ? amountMatch[1] : null;
  const currencyWord = (amountMatch?.[2] && /[a-z]/i.test(amountMatch[2]) ? amountMatch[2] : original.match(CURRENCY_RE)?.[1]) ?? null;
  const recipient =
    original.match(/(?:轉給|转给|轉帳給|转账给|匯給|汇给|給|给)\s*([^\s，。,.?？!！]+)/)?.[1] ??
    original.match(/\d\s*(?:uu|kb|fb|crc|u)?\s+to\s+([^\s,.?!]+(?:\s+[A-Z][a-z]+)?)/i)?.[1] ??
    null;
  const packageType = /chat|question|聊天|提问|问答|ai/.test(`${zh}${en}`)
    ? 'chat'
    : /flow|data|流量|上网|internet/.test(`${zh}${en}`)
      ? 'flow'
      : null;
  let days: number | null = null;
  if (/today|今天|今日/.test(`${zh}${en}`)) days = 1;
  else if (/week|7 days|七天|本周|这周|一周/.test(`${zh}${en}`)) days = 7;
  else if (/year|今年|一年/.test(`${zh}${en}`)) days = 365;
  const d = `${zh}${en}`.match(/(\d+)\s*(?:days|day|天)/);
  if (d && !/package|plan|套餐|方案/.test(`${zh}${en}`)) days = Number(d[1]);
  return {
    amount,
    currency: currencyWord ? (currencyWord.toUpperCase() as Slots['currency']) : null,
    recipient: recipient && !/^(me|my|myself|我)$/i.test(recipient) ? recipient : null,
    orderNo,
    packageType,
    days,
  };
}

/**
 * Routes a question to an intent (issue 23's built-in assistant): the language it is written in, then
 * keyword scores per topic, English words corrected against the vocabulary (typos), Chinese folded to
 * simplified; money verbs with an amount become drafts, with fee words previews; what no tool fits goes
 * to the guide's search.
 */
export function route(question: string, fallback: Locale): Routed {
  const locale = detectLanguage(question, fallback);
  const lower = question.toLowerCase();
  const zh = toSimplified(lower).replace(/\s+/g, '');
  const words = lower.match(/[a-z0-9'-]+/g) ?? [];
  const en = ` ${words.map(correct).join(' ')} `;
  const slots = slotsOf(question, zh, en);
  const score = (t: { en: string[]; zh: string[] }) => count(en, t.en, true) + count(zh, t.zh, false);
  const has = (t: { en: string[]; zh: string[] }) => score(t) > 0;

  const topics = Object.fromEntries((Object.keys(TOPICS) as Topic[]).map((k) => [k, score(TOPICS[k])])) as Record<Topic, number>;
  const fee = has(FEE);
  const howTo = has(HOWTO) && !has(MINE);
  const done = (intent: Intent): Routed => ({ intent, locale, slots });

  if (topics.withdraw > 0) {
    if (fee) return done('withdrawPreview');
    if (slots.amount) return done('withdrawDraft');
    return done('guide');
  }
  if (topics.transfer > 0 && (slots.amount || slots.recipient || fee)) {
    if (fee && !slots.recipient) return done('transferFee');
    if (slots.amount || slots.recipient) return done('transferDraft');
  }
  if (topics.package > 0 && has(BUY) && !(topics.questions > 0 && /left|剩|还有|days/.test(`${zh}${en}`))) return done('buyPackage');
  if (topics.package > 0 && !howTo && topics.questions === 0 && topics.balance === 0) return done('buyPackage');

  const ranked = (['balance', 'questions', 'moneyLog', 'orders', 'coupons', 'checkIn', 'team', 'goods'] as const)
    .map((k) => [k, topics[k]] as const)
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  if (!top || (howTo && top[1] < 2)) return done('guide');
  if (top[0] === 'goods' && howTo) return done('guide');
  return done(top[0]);
}
