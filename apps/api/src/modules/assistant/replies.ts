import type { AssistantCard } from '@uu/contract/assistant';
import type { Locale } from '@uu/contract/locales';
import { parseAmount } from '@uu/contract/money';
import assistantEn from '@uu/i18n/assistant/en';
import assistantHans from '@uu/i18n/assistant/zh-Hans';
import assistantHant from '@uu/i18n/assistant/zh-Hant';
import enumsEn from '@uu/i18n/enums/en';
import enumsHans from '@uu/i18n/enums/zh-Hans';
import enumsHant from '@uu/i18n/enums/zh-Hant';
import { interpolate } from '@uu/i18n/types';
import { CURRENCIES } from '@uu/contract/wallet';
import type { AccountTools, ToolContext } from './account-tools';
import { cardsOf } from './cards';
import type { Routed } from './intents';

const TEXT = { 'zh-Hant': assistantHant, 'zh-Hans': assistantHans, en: assistantEn } satisfies Record<Locale, unknown>;
const ENUMS = { 'zh-Hant': enumsHant, 'zh-Hans': enumsHans, en: enumsEn } satisfies Record<Locale, unknown>;

export type Reply = { text: string; cards: AssistantCard[] };

/** Words around the thing a member looks for in the mall, taken off before the search. */
const GOODS_NOISE =
  /\b(do|does|you|sell|selling|have|has|any|is|are|there|the|a|an|in|mall|shop|find|me|looking|for|search|want|to|buy|i|please|can|price|of|some)\b|商城|商場|商场|有沒有|有没有|有賣|有卖|在賣|在卖|嗎|吗|我想買|我想买|想買|想买|我要|幫我|帮我|找|搜尋|搜索|價格|价格|一下|[?？!！.。,，]/gi;

function goodsQuery(question: string): string {
  return question.replace(GOODS_NOISE, ' ').replace(/\s+/g, ' ').trim();
}

function dateTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'zh-Hans' ? 'zh-CN' : 'zh-TW', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * The built-in assistant's answer to a routed question: what the tools found, in the question's
 * language, with its cards. Every read goes through `tools` with the asking member's context.
 */
export async function reply(routed: Routed, question: string, ctx: ToolContext, tools: AccountTools, timeZone: string): Promise<Reply> {
  const { locale, slots } = routed;
  const t = TEXT[locale];
  const f = interpolate;
  const lines: string[] = [];
  const cards: AssistantCard[] = [];
  const amount = slots.amount && parseAmount(slots.amount) !== null ? slots.amount : null;

  switch (routed.intent) {
    case 'balance': {
      const r = await tools.run('balances', ctx, {});
      lines.push(t.balance.title, ...CURRENCIES.map((currency) => f(t.balance.line, { currency, amount: r.balances[currency] })));
      if (r.frozenUU !== '0.00') lines.push('', f(t.balance.frozen, { amount: r.frozenUU }));
      cards.push(...cardsOf.balances(r));
      break;
    }
    case 'questions': {
      const r = await tools.run('questionsLeft', ctx, {});
      lines.push(f(t.questions.left, { remaining: r.remaining, used: r.used }));
      lines.push(f(t.questions.parts, { level: r.levelQuestions, checkIn: r.checkInBonus, packages: r.packageQuestions }));
      lines.push(f(t.questions.reset, { time: dateTime(r.resetsAt, locale, timeZone) }));
      if (!r.signedToday) lines.push(t.questions.notSigned);
      break;
    }
    case 'moneyLog': {
      const currency = slots.currency ?? 'UU';
      const r = await tools.run('moneyLog', ctx, { currency, days: slots.days ?? 30 });
      if (r.entries.length === 0) lines.push(f(t.moneyLog.none, { currency }));
      else {
        lines.push(
          f(t.moneyLog.summary, { currency, from: r.from, to: r.to, income: r.income, expense: r.expense }),
          '',
          t.moneyLog.recent,
        );
        for (const e of r.entries) {
          const type = ENUMS[locale].moneyLogType[e.type];
          lines.push(f(t.moneyLog.entry, { at: dateTime(e.at, locale, timeZone), type, amount: e.amount }));
        }
      }
      break;
    }
    case 'orders': {
      const r = await tools.run('orders', ctx, slots.orderNo ? { orderNo: slots.orderNo } : {});
      if (r.list.length === 0) lines.push(slots.orderNo ? f(t.orders.notFound, { orderNo: slots.orderNo }) : t.orders.none);
      cards.push(...cardsOf.orders(r));
      for (const o of r.list) {
        const status = ENUMS[locale].orderStatus[String(o.status) as keyof (typeof enumsHant)['orderStatus']];
        lines.push(f(t.orders.line, { orderNo: o.orderNo, goods: o.goods.name, status }));
        if (o.logistics) lines.push(f(t.orders.logistics, o.logistics));
        if (o.writeOffCode) lines.push(f(t.orders.writeOff, { code: o.writeOffCode }));
        const next = o.nextActions.filter((a) => a !== 'delete').map((a) => t.orders.actions[a]);
        if (next.length) lines.push(f(t.orders.next, { actions: next.join(locale === 'en' ? ', ' : '、') }));
        lines.push('');
      }
      break;
    }
    case 'coupons': {
      const r = await tools.run('coupons', ctx, {});
      if (r.list.length === 0) lines.push(t.coupons.none);
      else lines.push(t.coupons.title);
      for (const c of r.list) {
        const off =
          c.kind === 'package'
            ? t.coupons.package
            : c.discountType === 'percent'
              ? f(t.coupons.percentOff, { percent: c.percent ?? 0 })
              : f(t.coupons.amountOff, { amount: c.amount ?? '0.00' });
        const terms = c.minSpend !== '0.00' ? `${off}, ${f(t.coupons.minSpend, { amount: c.minSpend })}` : off;
        lines.push(f(t.coupons.line, { name: c.name, terms, expires: dateTime(c.expiresAt, locale, timeZone) }));
      }
      break;
    }
    case 'checkIn': {
      const r = await tools.run('checkIn', ctx, {});
      lines.push(f(r.signedToday ? t.checkIn.signed : t.checkIn.notSigned, { streak: r.streak }));
      const reward = r.nextReward;
      if (reward) {
        const what = reward.coupon ?? `${reward.amount ?? ''} ${reward.currency ?? ''}`.trim();
        lines.push(f(t.checkIn.reward, { days: reward.streak - r.streak, reward: what }));
      }
      break;
    }
    case 'team': {
      const r = await tools.run('team', ctx, {});
      lines.push(f(t.team.summary, { level: r.level, direct: r.directReferrals, members: r.teamMembers }));
      lines.push(f(t.team.performance, { performance: r.performance, total: r.totalPerformance }));
      lines.push(
        r.nextLevel
          ? f(t.team.next, { next: r.nextLevel.level, threshold: r.nextLevel.threshold, missing: r.nextLevel.missing })
          : t.team.top,
      );
      break;
    }
    case 'withdrawPreview':
    case 'withdrawDraft': {
      const currency = slots.currency === 'U' ? 'U' : 'UU';
      const r = await tools.run('withdrawalPreview', ctx, { amount: amount ?? '100', currency });
      if (!amount) lines.push(f(t.withdrawal.example, { amount: r.amount }));
      lines.push(
        f(currency === 'U' ? t.withdrawal.previewU : t.withdrawal.preview, { amount: r.amount, fee: r.fee, toFb: r.toFb, toU: r.toU }),
      );
      if (r.problem) lines.push(f(t.withdrawal[r.problem], { min: r.min, max: r.max, currency }));
      if (routed.intent === 'withdrawDraft') lines.push('', t.withdrawal.draft);
      cards.push(...cardsOf.withdrawalPreview(r));
      break;
    }
    case 'transferFee':
    case 'transferDraft': {
      const currency = slots.currency === 'KB' || slots.currency === 'U' ? slots.currency : 'UU';
      const r = await tools.run('transferFee', ctx, { amount: amount ?? '100', currency });
      if (amount) lines.push(f(t.transfer.fee, r));
      if (routed.intent === 'transferDraft') {
        lines.push(t.transfer.draft);
        cards.push({ kind: 'transfer', currency, amount: amount ? r.amount : '', to: slots.recipient ?? '', fee: r.fee });
      } else if (!amount) lines.push(f(t.transfer.fee, r));
      break;
    }
    case 'buyPackage': {
      const r = await tools.run('packages', ctx, slots.packageType ? { type: slots.packageType } : {});
      const days = Number(/(\d+)\s*-?\s*(?:days?|天|日)/i.exec(question)?.[1] ?? 0);
      const fitting = days ? r.list.filter((p) => p.plan.days === days) : [];
      const chosen = (fitting.length ? fitting : r.list).slice(0, 3);
      lines.push(chosen.length ? t.packages.draft : t.packages.none);
      cards.push(...cardsOf.packages({ list: chosen }));
      break;
    }
    case 'goods': {
      const query = goodsQuery(question) || question.slice(0, 60);
      let r = await tools.run('goodsSearch', ctx, { query: query.slice(0, 60) });
      // "phone chargers" → "chargers" → "phone": the longest word that finds something.
      for (const word of query.split(' ').sort((a, b) => b.length - a.length)) {
        if (r.list.length || query.split(' ').length < 2) break;
        r = await tools.run('goodsSearch', ctx, { query: word.replace(/s$/i, '') });
      }
      lines.push(r.list.length ? t.goods.found : f(t.goods.none, { query }));
      cards.push(...cardsOf.goodsSearch(r));
      break;
    }
    case 'guide': {
      const r = await tools.run('guide', ctx, { query: question });
      if (r.hits.length === 0) {
        lines.push(t.guide.none, '', `- ${t.guide.suggestionA}`, `- ${t.guide.suggestionB}`, `- ${t.guide.suggestionC}`);
      } else {
        for (const hit of r.hits) lines.push(`**${hit.title}**`, '', hit.text, '');
        lines.push(t.guide.more);
      }
      break;
    }
  }
  return { text: lines.join('\n').trim(), cards };
}
