import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { LOCALES } from '@uu/contract/locales';
import { PLURAL_SUFFIXES, flatten, interpolate } from './types';

// zh-Hant is the source of every catalogue; the other languages must have exactly its keys, no
// empty text, and the same {{placeholders}}. A missing key fails here, not in front of a member.
// Every folder that holds a zh-Hant catalogue, nested ones too (web/wallet, admin/orders, …).
const root = path.dirname(new URL(import.meta.url).pathname);
const areas = fs
  .readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile() && d.name === 'zh-Hant.ts')
  .map((d) => path.relative(root, d.parentPath))
  .sort();

async function load(area: string, locale: string): Promise<Map<string, string>> {
  const mod = (await import(/* @vite-ignore */ path.join(root, area, `${locale}.ts`))) as { default: object };
  return flatten(mod.default);
}

/** The source key a plural form (`days_one`) belongs to, if `key` is one. */
function pluralOf(key: string, source: Map<string, string>): string | undefined {
  const m = new RegExp(`^(.+)_(${PLURAL_SUFFIXES.join('|')})$`).exec(key);
  return m && !source.has(key) && source.has(m[1]!) ? m[1] : undefined;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('exist for every area in every language', () => {
    expect(areas).toEqual(expect.arrayContaining(['errors', 'validation', 'notices', 'web', 'web/wallet', 'admin', 'admin/orders']));
    for (const area of areas) {
      for (const locale of LOCALES)
        expect(fs.existsSync(new URL(`./${area}/${locale}.ts`, import.meta.url)), `${area}/${locale}`).toBe(true);
    }
  });

  it.each(areas)('%s: every language has the keys and placeholders of zh-Hant', async (area) => {
    const source = await load(area, 'zh-Hant');
    expect(source.size).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const other = await load(area, locale);
      // i18next's plural forms (`key_one`, `key_other`…) sit beside a key of the source.
      const plainKeys = [...other.keys()].filter((key) => !pluralOf(key, source)).sort();
      expect(plainKeys, `${area}/${locale}`).toEqual([...source.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), `${area}/${locale}: ${key}`).not.toBe('');
        expect(placeholders(text), `${area}/${locale}: ${key}`).toEqual(placeholders(source.get(pluralOf(key, source) ?? key) ?? ''));
        if (key.endsWith('_one')) expect(other.has(key.replace(/_one$/, '_other')), `${area}/${locale}: ${key} without _other`).toBe(true);
      }
    }
  });

  // Issue 19 #4: never "1 days". A count written before an English plural noun needs its singular form
  // (i18next's `key_one`); the server's catalogues have no plural forms, so they word counts without one.
  it.each(areas)('%s: an English count before a plural noun has its singular form', async (area) => {
    const en = await load(area, 'en');
    const counted = /\{\{\s*(count|left|days|streak)\s*\}\}\s+[a-z]+s\b/;
    const missing = [...en].filter(
      ([key, text]) => counted.test(text) && !/_(other|many|few)$/.test(key) && !en.has(`${key.replace(/_one$/, '')}_one`),
    );
    expect(missing.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('accepts plural forms only beside a key of the source', () => {
    const source = new Map([['days', '{{days}} 天']]);
    expect(pluralOf('days_one', source)).toBe('days');
    expect(pluralOf('days_other', source)).toBe('days');
    expect(pluralOf('hours_one', source)).toBeUndefined();
    expect(pluralOf('days', source)).toBeUndefined();
  });

  it('every result code has a message', async () => {
    const errors = await load('errors', 'zh-Hant');
    for (const name of Object.keys(Code)) expect(errors.has(name), name).toBe(true);
  });

  it('every validation key a contract schema names has a message', async () => {
    const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../contract/src');
    const used = new Set<string>();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/'validation\.(\w+)'/g)) used.add(m[1]!);
    }
    const validation = await load('validation', 'zh-Hant');
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) expect(validation.has(key), key).toBe(true);
  });

  it('interpolates named parameters and leaves unknown ones visible', () => {
    expect(interpolate('wait {{seconds}} s', { seconds: 15 })).toBe('wait 15 s');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
