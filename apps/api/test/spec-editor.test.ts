import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { dialects } from './helpers';
import { useTestApp } from './suite';
import { WALLET_ENV } from './wallet-helpers';

type Session = { id: number; token: string };
type Detail = {
  id: number;
  price: string;
  stock: number;
  images: string[];
  specs: { name: string; values: string[] }[];
  skus: { id: number; values: string[]; price: string; stock: number; picture: string | null }[];
};

const RED = 'https://cdn.example.com/red.webp';
const BLUE = 'https://cdn.example.com/blue.webp';

/** Issue 22: what the console's spec editor and gallery save, read back as the console reads it; bad input changes nothing. */
describe.each(dialects)('the console spec editor and gallery on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  let op: Session;
  let category = 0;
  const as = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'zh-TW') =>
    asAdmin(t, op, { method, url, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const specs = [
    { name: '顏色', values: ['紅', '藍'] },
    { name: '尺寸', values: ['M', 'L'] },
  ];
  const combos = (stock: (c: string, s: string) => number) =>
    ['紅', '藍'].flatMap((c) =>
      ['M', 'L'].map((s) => ({
        values: [c, s],
        price: s === 'L' ? '120.50' : '100',
        stock: stock(c, s),
        picture: c === '紅' ? RED : BLUE,
      })),
    );
  const body = (over: Record<string, unknown> = {}) => ({
    categoryId: category,
    name: { 'zh-Hant': '帽 T', en: 'Hoodie' },
    description: { 'zh-Hant': '<p>棉</p>' },
    images: ['https://cdn.example.com/1.webp', 'https://cdn.example.com/2.webp', 'https://cdn.example.com/3.webp'],
    price: '100',
    fbPercent: 30,
    deliveryType: 'express',
    stock: 0,
    specs,
    skus: combos(() => 4),
    ...over,
  });
  const detail = async (id: number) => (await as('GET', `/admin/mall/goods/${id}`)).data as Detail;

  beforeAll(async () => {
    op = await t.operator('operator');
    category = (await as('POST', '/admin/mall/category', { name: { 'zh-Hant': '服飾' } })).data.id as number;
  });

  it('saves colour × size with a price, stock and picture per combination; a re-save keeps the ids of kept combinations', async () => {
    const saved = await as('POST', '/admin/mall/goods', body());
    expect(saved.code).toBe(200);
    const id = saved.data.id as number;
    const first = await detail(id);
    expect(first).toMatchObject({ price: '100.00', stock: 16, specs });
    expect(first.skus.map((k) => [k.values.join('/'), k.price, k.stock, k.picture])).toEqual([
      ['紅/M', '100.00', 4, RED],
      ['紅/L', '120.50', 4, RED],
      ['藍/M', '100.00', 4, BLUE],
      ['藍/L', '120.50', 4, BLUE],
    ]);
    // A third size: the old combinations keep their ids (orders and carts point at them), the new ones come in.
    const wider = [specs[0]!, { name: '尺寸', values: ['M', 'L', 'XL'] }];
    const skus = ['紅', '藍'].flatMap((c) =>
      ['M', 'L', 'XL'].map((s) => ({ values: [c, s], price: s === 'XL' ? '90' : '100', stock: s === 'XL' ? 1 : 2, picture: null })),
    );
    expect((await as('POST', '/admin/mall/goods', body({ id, specs: wider, skus }))).code).toBe(200);
    const second = await detail(id);
    expect(second).toMatchObject({ price: '90.00', stock: 10 });
    const idOf = (d: Detail, v: string) => d.skus.find((k) => k.values.join('/') === v)?.id;
    expect(idOf(second, '紅/M')).toBe(idOf(first, '紅/M'));
    expect(idOf(second, '藍/L')).toBe(idOf(first, '藍/L'));
    expect(second.skus).toHaveLength(6);
  });

  it('refuses bad spec input with the field named in the operator’s language, and changes nothing', async () => {
    const id = (await as('POST', '/admin/mall/goods', body())).data.id as number;
    const before = await detail(id);
    const refused = async (over: Record<string, unknown>, lang = 'zh-TW') => {
      const answer = await as('POST', '/admin/mall/goods', body({ id, ...over }), lang);
      expect(answer.code).toBe(Code.VALIDATION);
      return answer.msg;
    };
    // Negative stock on one combination.
    const negative = combos(() => 4).map((k, i) => (i === 2 ? { ...k, stock: -1 } : k));
    expect(await refused({ skus: negative }, 'en')).toMatch(/skus\.2\.stock|stock/i);
    // A combination missing, one twice, a value that is in no dimension.
    const missing = await refused({ skus: combos(() => 4).slice(0, 3) });
    expect(missing).toContain('規格組合須逐一填寫價格與庫存');
    const twice = combos(() => 4);
    twice[3] = { ...twice[3]!, values: ['紅', 'M'] };
    expect(await refused({ skus: twice }, 'en')).toContain('Give every spec combination its price and stock');
    const stranger = combos(() => 4);
    stranger[0] = { ...stranger[0]!, values: ['綠', 'M'] };
    expect(await refused({ skus: stranger })).toContain('規格組合須逐一填寫價格與庫存');
    // Three dimensions, a value repeated in a dimension, a bad price, a picture that is not an image address.
    await refused({ specs: [...specs, { name: '款式', values: ['A'] }] });
    expect(await refused({ specs: [specs[0]!, { name: '尺寸', values: ['M', 'M'] }] })).toContain('同一規格的選項不可重複');
    await refused({ skus: combos(() => 4).map((k) => ({ ...k, price: '-1' })) });
    await refused({ skus: combos(() => 4).map((k) => ({ ...k, picture: 'javascript:alert(1)' })) });
    // Specs on a package (virtual goods) are refused too.
    await refused({ deliveryType: 'virtual', plan: { type: 'chat', questionsPerDay: 5, days: 30 } });
    expect(await detail(id)).toEqual(before);
  });

  it('keeps the gallery in the order the console saves, and the member’s goods page shows it in that order', async () => {
    const id = (await as('POST', '/admin/mall/goods', body())).data.id as number;
    const order = ['https://cdn.example.com/3.webp', 'https://cdn.example.com/1.webp'];
    expect((await as('POST', '/admin/mall/goods', body({ id, images: order }))).code).toBe(200);
    expect((await detail(id)).images).toEqual(order);
    const member = await asAdmin(t, op, { method: 'GET', url: `/mall/goods/${id}` });
    expect(member.data.images).toEqual(order);
    const added = [...order, 'https://cdn.example.com/4.webp'];
    await as('POST', '/admin/mall/goods', body({ id, images: added }));
    expect((await detail(id)).images).toEqual(added);
  });

  it('puts goods with one short combination in the stock alert, naming that combination, emptiest first', async () => {
    const shoes = (await as('POST', '/admin/mall/category', { name: { 'zh-Hant': '鞋' } })).data.id as number;
    const save = async (over: Record<string, unknown>) =>
      (await as('POST', '/admin/mall/goods', body({ categoryId: shoes, ...over }))).data.id as number;
    await save({ skus: combos(() => 30) });
    const short = await save({ skus: combos((c, s) => (c === '紅' && s === 'L' ? 1 : c === '藍' && s === 'M' ? 0 : 30)) });
    const plain = await save({ specs: [], skus: [], stock: 1 });
    type Alert = { id: number; stock: number; lowSkus?: { values: string[]; stock: number }[] };
    const alert = async () => (await as('GET', `/admin/mall/goods?categoryId=${shoes}&stockAtMost=2`)).data.list as Alert[];
    // 61 left in all: the goods' own count alone would never raise the alert.
    expect((await alert()).map((g) => [g.id, g.stock, g.lowSkus?.map((k) => [k.values.join('/'), k.stock])])).toEqual([
      [
        short,
        61,
        [
          ['藍/M', 0],
          ['紅/L', 1],
        ],
      ],
      [plain, 1, []],
    ]);
    // Restocked in the spec editor: out of the alert.
    await save({ id: short, skus: combos(() => 30) });
    expect((await alert()).map((g) => g.id)).toEqual([plain]);
  });
});
