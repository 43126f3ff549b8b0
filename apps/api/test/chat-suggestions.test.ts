import { describe, expect, it } from 'vitest';
import type { Locale } from '@uu/contract/locales';
import chatEn from '@uu/i18n/web/chat/en';
import chatHans from '@uu/i18n/web/chat/zh-Hans';
import chatHant from '@uu/i18n/web/chat/zh-Hant';
import { route, type Intent } from '../src/modules/assistant/intents';

// The chat's suggested questions (issue 23, apps/web features/chat/utils/suggestions.ts) are asked as written: the
// built-in assistant must route each to the tool it is about, in the language it is written in.
const expected: Record<keyof typeof chatHant.suggest, Intent> = {
  orderShipped: 'orders',
  orderWaiting: 'orders',
  balance: 'balance',
  checkIn: 'checkIn',
  withdraw: 'withdrawPreview',
  transfer: 'transferFee',
  package: 'questions',
};

describe('the suggested questions of an empty chat', () => {
  it.each([
    ['zh-Hant', chatHant],
    ['zh-Hans', chatHans],
    ['en', chatEn],
  ] as [Locale, typeof chatHant][])('reach their intent in %s', (locale, chat) => {
    for (const [key, text] of Object.entries(chat.suggest)) {
      const question = text.replace('{{orderNo}}', '202611250001');
      const routed = route(question, locale === 'en' ? 'zh-Hant' : 'en');
      expect([key, routed.intent, routed.locale]).toEqual([key, expected[key as keyof typeof expected], locale]);
      if (key.startsWith('order')) expect(routed.slots.orderNo).toBe('202611250001');
    }
  });
});
