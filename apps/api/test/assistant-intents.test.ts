import { describe, expect, it } from 'vitest';
import type { Locale } from '@uu/contract/locales';
import { route } from '../src/modules/assistant/intents';
import { detectLanguage } from '../src/modules/assistant/language';
import { PHRASINGS } from './assistant-phrasings';

describe('the built-in assistant’s intent router', () => {
  it('has at least 50 phrasings per language', () => {
    for (const locale of ['zh-Hant', 'zh-Hans', 'en'] as Locale[]) {
      expect(PHRASINGS.filter(([l]) => l === locale).length).toBeGreaterThanOrEqual(50);
    }
  });

  it('reaches the right intent for at least 90% of the phrasings of each language, and answers in the question’s language', () => {
    const misses: string[] = [];
    for (const locale of ['zh-Hant', 'zh-Hans', 'en'] as Locale[]) {
      const rows = PHRASINGS.filter(([l]) => l === locale);
      let right = 0;
      for (const [, question, intent] of rows) {
        // The member's app language is another one: the question's own language wins.
        const routed = route(question, locale === 'en' ? 'zh-Hant' : 'en');
        if (routed.intent === intent && routed.locale === locale) right += 1;
        else misses.push(`${locale} "${question}": ${routed.locale}/${routed.intent}, wanted ${intent}`);
      }
      const accuracy = right / rows.length;
      console.log(`intent accuracy ${locale}: ${(accuracy * 100).toFixed(1)}% (${right}/${rows.length})`);
      expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    }
    if (misses.length) console.log(misses.join('\n'));
  });

  it('reads the amounts, currencies and recipients of drafts', () => {
    expect(route('transfer 100 UU to 王小明', 'en')).toMatchObject({
      intent: 'transferDraft',
      slots: { amount: '100', currency: 'UU', recipient: '王小明' },
    });
    expect(route('幫我提領 2,000 UU', 'en')).toMatchObject({
      intent: 'withdrawDraft',
      locale: 'zh-Hant',
      slots: { amount: '2000', currency: 'UU' },
    });
    expect(route('buy the 30-day chat package', 'en').slots.packageType).toBe('chat');
    expect(route('最近7天的收支明細', 'en').slots.days).toBe(7);
  });

  it('tells the scripts apart, and keeps the member’s Chinese when the text could be either', () => {
    expect(detectLanguage('我的訂單', 'en')).toBe('zh-Hant');
    expect(detectLanguage('我的订单', 'en')).toBe('zh-Hans');
    expect(detectLanguage('我的', 'zh-Hans')).toBe('zh-Hans');
    expect(detectLanguage('how many UU 我有', 'zh-Hant')).toBe('en');
  });
});
