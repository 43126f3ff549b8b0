import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { flatten } from '@uu/i18n/types';
import { webResources } from '@uu/i18n/web';

// English counts through i18next's plural rules ("1 day", "2 days"): the catalogue holds
// `key_one` and `key_other`, and the screen passes the number as `count`.
const i18n = createInstance();
void i18n.init({
  resources: { en: webResources.en, 'zh-Hant': webResources['zh-Hant'] },
  lng: 'en',
  fallbackLng: 'zh-Hant',
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const en = i18n.getFixedT('en');
const hant = i18n.getFixedT('zh-Hant');

describe('plurals in English', () => {
  it.each([
    ['chat.days', { days: 1, count: 1 }, '1 day left', { days: 2, count: 2 }, '2 days left'],
    ['checkIn.streakDays', { days: 1, count: 1 }, '1 day', { days: 2, count: 2 }, '2 days'],
    ['checkIn.rewardStreak', { streak: 1, count: 1 }, '1 day in a row', { streak: 7, count: 7 }, '7 days in a row'],
    ['orders.count', { count: 1 }, '1 item', { count: 2 }, '2 items'],
    ['home.flowPlan', { gb: 10, days: 1, count: 1 }, '10 GB · 1 day', { gb: 10, days: 30, count: 30 }, '10 GB · 30 days'],
    [
      'packages.chatPlan',
      { questions: 5, days: 1, count: 1 },
      '+5 questions a day · 1 day',
      { questions: 5, days: 2, count: 2 },
      '+5 questions a day · 2 days',
    ],
    [
      'coupons.packageChat',
      { questions: 5, days: 1, count: 1 },
      'Chat package: 5 questions a day for 1 day',
      { questions: 5, days: 30, count: 30 },
      'Chat package: 5 questions a day for 30 days',
    ],
  ] as const)('%s: "%s" and "%s"', (key, one, oneText, many, manyText) => {
    expect(en(key, one)).toBe(oneText);
    expect(en(key, many)).toBe(manyText);
  });

  it('Chinese keeps its one form', () => {
    expect(hant('chat.days', { days: 1, count: 1 })).toBe('1 天');
    expect(hant('orders.count', { count: 2 })).toBe(hant('orders.count', { count: 1 }).replace('1', '2'));
  });

  it('no English text counts with "(s)"', () => {
    for (const [key, text] of flatten(webResources.en.translation)) {
      expect(text, key).not.toMatch(/\(s\)/);
    }
  });

  it('every screen that uses a key with plural forms passes count', () => {
    const plural = new Set(
      [...flatten(webResources.en.translation).keys()].filter((k) => k.endsWith('_one')).map((k) => k.slice(0, -'_one'.length)),
    );
    expect(plural.size).toBeGreaterThan(5);
    const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
    const files = fs
      .readdirSync(srcDir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
      .map((d) => path.join(d.parentPath, d.name));
    const calls: string[] = [];
    for (const file of files) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'\s*(?:,\s*(\{[^}]*\}))?/g)) {
        if (!plural.has(m[1]!)) continue;
        calls.push(m[1]!);
        expect(m[2] ?? '', `${path.relative(srcDir, file)}: t('${m[1]}') without count`).toMatch(/\bcount\b/);
      }
    }
    expect(calls.length).toBeGreaterThan(5);
  });
});
