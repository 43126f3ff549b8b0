import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
/* eslint-disable import-x/no-restricted-paths -- the texts the server starts with (agreements, content, the
   assistant's passages) are held to the glossary here, beside the catalogues: the one test reaching into an app. */
import { DEFAULT_AGREEMENTS } from '../../../apps/api/src/modules/content/default-agreements';
import { DEFAULT_FAQ, DEFAULT_PAGES } from '../../../apps/api/src/modules/content/default-content';
import { builtinPassages } from '../../../apps/api/src/modules/chat/knowledge';
/* eslint-enable import-x/no-restricted-paths */
import { flatten } from './types';

// docs/glossary.md fixes one word per product term. zh-Hant reads as Taiwan writes it, zh-Hans as
// the mainland does: these tests walk every string of every catalogue, and the texts the server
// starts with, and name the key and the word that does not belong.
const root = path.dirname(new URL(import.meta.url).pathname);
const apiSrc = path.resolve(root, '../../../apps/api/src');

/** Mainland words (or words the glossary replaced) that zh-Hant must not use, with Taiwan's word. */
const MAINLAND_TERMS: [RegExp, string][] = [
  [/設置/, '設定'],
  [/添加/, '新增'],
  [/加載/, '載入'],
  [/激活/, '啟用/開通'],
  [/充值/, '儲值'],
  [/提現/, '提領'],
  [/用戶(?!端)/, '使用者/會員 (用戶端 is Taiwan usage)'],
  [/網絡/, '網路'],
  [/默認/, '預設'],
  [/二維碼/, 'QR 碼'],
  [/緩存/, '快取'],
  [/鏈接/, '連結'],
  [/信息/, '資訊/訊息'],
  [/視頻/, '影片'],
  [/音頻/, '音訊'],
  [/軟件/, '軟體'],
  [/硬件/, '硬體'],
  [/登錄|登陸/, '登入'],
  [/賬/, '帳'],
  [/短信/, '簡訊'],
  [/支持/, '支援'],
  [/聯繫/, '聯絡'],
  [/下載地址/, '下載連結'],
  [/發貨/, '出貨'],
  [/幣種/, '幣別'],
  [/套餐/, '方案'],
  [/自提/, '自取'],
  [/門店/, '門市'],
  [/渠道/, '管道'],
  [/數據/, '資料'],
  [/數碼/, '3C/數位'],
  [/服務器/, '伺服器'],
  [/郵箱/, '電子郵件'],
  [/搜索/, '搜尋'],
  [/刷新/, '重新整理'],
  [/保存/, '儲存'],
  [/獲取/, '取得'],
  [/創建/, '建立'],
  [/菜單/, '選單'],
  [/屏幕/, '螢幕'],
  [/打印/, '列印'],
  [/導出|導入/, '匯出/匯入'],
  [/反饋/, '回饋'],
  [/質量/, '品質'],
  [/運營/, '營運'],
  [/在線/, '線上'],
  [/內置/, '內建'],
  [/配置/, '設定'],
  [/當前/, '目前'],
  [/協議/, '條款'],
  [/隱私政策/, '隱私權政策'],
  [/重置/, '重設'],
  [/超時/, '逾時'],
  [/程序/, '程式'],
  [/文件夾/, '資料夾'],
  [/智能/, '智慧'],
  [/實時/, '即時'],
  [/互聯網/, '網際網路'],
  [/點擊/, '點選'],
  [/查找/, '查詢'],
  [/彈窗/, '彈出視窗'],
  [/註銷/, '刪除帳號/登出'],
  [/退出登入/, '登出'],
  [/手機號(?!碼)/, '手機號碼'],
  [/上門/, '到府'],
  [/復購/, '複購'],
];

/** Every zh-Hant catalogue, as `area:key` → text. */
async function catalogue(locale: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name === `${locale}.ts`)
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ file)) as { default: object };
    const area = path.relative(root, path.dirname(file));
    for (const [key, text] of flatten(mod.default)) out.set(`${area}:${key}`, text);
  }
  return out;
}

/** The texts a fresh server starts with (agreements, guide, FAQ, the built-in assistant, demo data). */
function serverTexts(locale: 'zh-Hant' | 'zh-Hans'): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of DEFAULT_AGREEMENTS) {
    out.set(`agreement ${a.slug}: title`, a.texts[locale].title);
    out.set(`agreement ${a.slug}: content`, a.texts[locale].content);
  }
  for (const p of DEFAULT_PAGES) {
    out.set(`page ${p.slug}: title`, p.title[locale]);
    out.set(`page ${p.slug}: content`, p.content[locale]);
  }
  DEFAULT_FAQ.forEach((f, i) => {
    out.set(`faq ${i}: question`, f.question[locale]);
    out.set(`faq ${i}: answer`, f.answer[locale]);
  });
  for (const p of builtinPassages(locale)) {
    out.set(`assistant ${p.id}: title`, p.title);
    out.set(`assistant ${p.id}: text`, p.text);
  }
  // The demo data is written through the services: read its texts from the source.
  const seed = fs.readFileSync(path.join(apiSrc, 'db/seed.ts'), 'utf8');
  const quoted = new RegExp(`'${locale}':\\s*('(?:[^'\\\\\\n]|\\\\.)*'|\`[^\`]*\`)`, 'g');
  for (const [i, m] of [...seed.matchAll(quoted)].entries()) out.set(`seed ${i}`, m[1]!.slice(1, -1));
  return out;
}

/** `where: term (use …)` for every mainland term in the texts. */
function mainlandTerms(texts: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [where, text] of texts) {
    for (const [term, use] of MAINLAND_TERMS) {
      const m = term.exec(text);
      if (m) found.push(`${where}: ${m[0]} (use ${use}) in "${text.slice(0, 60)}"`);
    }
  }
  return found;
}

describe('Taiwan Traditional Chinese (docs/glossary.md)', () => {
  it('finds a mainland term where one is written (the check itself)', () => {
    const texts = new Map([
      ['a', '請先設置支付密碼'],
      ['b', '用戶端'],
      ['c', '手機號碼'],
      ['d', '請輸入手機號'],
    ]);
    expect(mainlandTerms(texts)).toEqual(['a: 設置 (use 設定) in "請先設置支付密碼"', 'd: 手機號 (use 手機號碼) in "請輸入手機號"']);
  });

  it('no zh-Hant catalogue uses a mainland term', async () => {
    const texts = await catalogue('zh-Hant');
    expect(texts.size).toBeGreaterThan(1500);
    expect(mainlandTerms(texts)).toEqual([]);
  });

  it('no zh-Hant text the server starts with uses a mainland term', () => {
    const texts = serverTexts('zh-Hant');
    expect(texts.size).toBeGreaterThan(40);
    expect(mainlandTerms(texts)).toEqual([]);
  });
});

describe('zh-Hans is Simplified', () => {
  // Converting Traditional to Simplified must leave a zh-Hans text unchanged: a Traditional-only
  // character left in (a copy-paste from zh-Hant) is named with its key. Language names are each
  // written in their own script (繁體中文 in every catalogue), as a language menu shows them.
  const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
  const endonym = /(^|[.:])languages\./;
  const traditional = (texts: Map<string, string>) =>
    [...texts]
      .filter(([where, text]) => !endonym.test(where) && toSimplified(text) !== text)
      .map(([where, text]) => `${where}: "${text}" → "${toSimplified(text)}"`);

  it('finds a Traditional character (the check itself)', () => {
    expect(
      traditional(
        new Map([
          ['a', '设定'],
          ['b', '設定'],
        ]),
      ),
    ).toEqual(['b: "設定" → "设定"']);
  });

  it('no zh-Hans catalogue holds a Traditional-only character', async () => {
    const texts = await catalogue('zh-Hans');
    expect(texts.size).toBeGreaterThan(1500);
    expect(traditional(texts)).toEqual([]);
  });

  it('no zh-Hans text the server starts with holds a Traditional-only character', () => {
    expect(traditional(serverTexts('zh-Hans'))).toEqual([]);
  });
});
