import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountStatusSchema, LEVELS } from '@uu/contract/enums';
import { contactKindSchema } from '@uu/contract/profile';
import { flatten } from '@uu/i18n/types';
import { webResources } from '@uu/i18n/web';
import { pages } from '@/config/paths';
import { DIAL_CODES } from '@/features/auth/utils/contact';

// Every key the sources name must exist in the zh-Hant catalogue (the source; the other
// languages are held to its keys by their `Catalogue<>` type and packages/i18n's test).
const catalogue = flatten(webResources['zh-Hant'].translation);
const namespaces = new Set([...catalogue.keys()].map((key) => key.split('.')[0]!));
const srcDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(srcDir, file);
    // t('a.b'), i18n.t("a.b"), <Trans i18nKey="a.b">
    for (const m of text.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) used.set(m[1]!, where);
    for (const m of text.matchAll(/i18nKey=["']([^"']+)["']/g)) used.set(m[1]!, where);
    // Keys handed around as data ({ label: 'tabs.home' }, title: 'routes.home'): any literal whose
    // first segment is a catalogue namespace.
    for (const m of text.matchAll(/['"]([A-Za-z]+(?:\.[\w-]+)+)['"]/g)) {
      if (namespaces.has(m[1]!.split('.')[0]!)) used.set(m[1]!, where);
    }
  }
  return used;
}

describe('catalogue keys used by the web app', () => {
  it('finds the keys it is meant to check', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(80);
    expect(used.has('login.submit')).toBe(true);
    expect(used.has('tabs.financialWorld')).toBe(true);
  });

  it('every literal key used in apps/web/src exists in the zh-Hant catalogue', () => {
    const missing = [...usedKeys()].filter(([key]) => !catalogue.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every route title exists', () => {
    for (const page of pages) expect(catalogue.has(page.title), page.title).toBe(true);
    expect(catalogue.has('routes.notFound')).toBe(true);
  });

  it('every key built at run time exists', () => {
    for (const level of LEVELS) expect(catalogue.has(`levels.${level}`), `levels.${level}`).toBe(true);
    for (const { country } of DIAL_CODES) expect(catalogue.has(`countries.${country}`), country).toBe(true);
    for (const key of [
      'signIn',
      'myMoney',
      'myOrder',
      'navTeam',
      'myInvitation',
      'selectAddress',
      'bankCard',
      'settingUp',
      'navWe',
      'favourites',
      'recentlyViewed',
    ]) {
      expect(catalogue.has(`mine.entries.${key}`), key).toBe(true);
    }
    for (const kind of contactKindSchema.options) {
      expect(catalogue.has(`customerService.kinds.${kind}`), kind).toBe(true);
    }
    for (const status of accountStatusSchema.options) {
      expect(catalogue.has(`lock.statuses.${status}`), status).toBe(true);
      expect(catalogue.has(`lock.statusTexts.${status}`), status).toBe(true);
    }
  });

  it('has the member levels of spec §1 in every language', () => {
    expect(LEVELS.map((l) => webResources['zh-Hant'].translation.levels[l])).toEqual([
      '一般會員',
      '會員',
      '高級會員',
      '代理',
      '合夥人',
      '總裁',
    ]);
    expect(LEVELS.map((l) => webResources.en.translation.levels[l])).toEqual([
      'Common user',
      'Member',
      'Senior member',
      'Agency',
      'Partner',
      'President',
    ]);
  });
});
