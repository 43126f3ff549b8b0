import { describe, expect, it, vi } from 'vitest';
import { Code } from '@uu/contract/codes';
import { ApiError, callApi } from './api';
import { z } from 'zod';
import { routes } from '@uu/contract/all-routes';
import type { RouteDef } from '@uu/contract/routes';
import { LOCALES } from '@uu/contract/locales';
import { fieldWords, withFieldWords } from './field-words';
import { i18n } from './i18n';

/** Every key of an object schema, however deep (optional, nullable, arrays, records, unions, pipes). */
function keysOf(schema: unknown, out: Set<string>): Set<string> {
  const s = schema as z.ZodType;
  const def = s.def as unknown as Record<string, unknown>;
  if (s instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(s.shape)) {
      out.add(key);
      keysOf(value, out);
    }
  } else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) keysOf(def.innerType, out);
  else if (s instanceof z.ZodArray) keysOf(s.element, out);
  else if (s instanceof z.ZodRecord) keysOf(def.valueType, out);
  else if (s instanceof z.ZodUnion) for (const option of s.options as unknown[]) keysOf(option, out);
  else if (def.type === 'pipe') keysOf(def.in, out);
  return out;
}

describe('field paths in words', () => {
  it('has a word for every field of every back-office body, in every language', async () => {
    const keys = new Set<string>();
    for (const def of Object.values(routes) as RouteDef[]) if (def.auth === 'operator' && def.body) keysOf(def.body, keys);
    expect(keys.size).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      await i18n.changeLanguage(locale);
      const missing = [...keys].filter((key) => !(LOCALES as readonly string[]).includes(key) && !i18n.exists(`fields.${key}`));
      expect(missing, locale).toEqual([]);
    }
  });

  it('puts a path in words: nested fields as a breadcrumb, languages in brackets, list items counted from 1', async () => {
    await i18n.changeLanguage('zh-Hant');
    expect(fieldWords(i18n.t, 'notes.zh-Hant')).toBe('更新說明（繁體中文）');
    expect(fieldWords(i18n.t, ['withdrawal', 'min'])).toBe('提領 › 下限');
    expect(fieldWords(i18n.t, 'levelThresholds.2')).toBe('等級門檻 › 第 3 項');
    expect(fieldWords(i18n.t, 'somethingNew')).toBe('此欄位');
    expect(withFieldWords(i18n.t, '「notes.zh-Hant」格式有誤', 'notes.zh-Hant')).toBe('「更新說明（繁體中文）」格式有誤');
    await i18n.changeLanguage('en');
    expect(fieldWords(i18n.t, 'notes.en')).toBe('Release notes (English)');
  });
});

describe('the server’s validation answers', () => {
  it('name the field in words in the message and in each issue, whatever form made the call', async () => {
    await i18n.changeLanguage('zh-Hant');
    const answer = {
      code: Code.VALIDATION,
      msg: '「notes.zh-Hant」格式有誤',
      data: { issues: [{ path: 'notes.zh-Hant', message: '「notes.zh-Hant」格式有誤' }] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 400 }))),
    );
    try {
      const error = await callApi(routes.publishVersion, {
        body: { platform: 1, version: '2.1.7', notes: { 'zh-Hant': '' }, url: '/d' },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('「更新說明（繁體中文）」格式有誤');
      expect((error as ApiError).data).toEqual({ issues: [{ path: 'notes.zh-Hant', message: '「更新說明（繁體中文）」格式有誤' }] });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
