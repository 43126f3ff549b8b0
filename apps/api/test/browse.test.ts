import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, readyMember, WALLET_ENV, type Member } from './wallet-helpers';

type Card = { id: number; name: string; price: string; sold: number };

describe.each(dialects)('searching and browsing the mall on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  const ids: Record<string, number> = {};
  let member: Member;
  let other: Member;

  beforeAll(async () => {
    const category = async (name: string) =>
      (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': name } } })).data.id as number;
    ids.digital = await category('3C');
    ids.kitchen = await category('廚房');
    const goods = async (key: string, categoryId: number, name: Record<string, string>, price: string, about = '<p>好用</p>') => {
      const saved = await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: { categoryId, name, description: { 'zh-Hant': about }, price, deliveryType: 'express', stock: 10 },
      });
      expect(saved.code).toBe(200);
      ids[key] = saved.data.id;
    };
    await goods('earbuds', ids.digital, { 'zh-Hant': '藍牙降噪耳機', 'zh-Hans': '蓝牙降噪耳机', en: 'Noise-cancelling earbuds' }, '399');
    await goods('speaker', ids.digital, { 'zh-Hant': '藍牙喇叭', en: 'Bluetooth speaker' }, '690', '<p>IPX7 <b>防水</b></p>');
    await goods('kettle', ids.kitchen, { 'zh-Hant': '不鏽鋼快煮壺', en: 'Steel kettle' }, '320');
    await goods('pan', ids.kitchen, { 'zh-Hant': '不沾平底鍋 100%', en: 'Frying pan' }, '540');
    member = await readyMember(t, { active: false, payPassword: false });
    other = await readyMember(t, { active: false, payPassword: false });
    // Two registrations (argon2) and four goods: more than the default hook time on a loaded machine.
  }, 120_000);

  const list = async (query: Record<string, string>, token?: string) => {
    const answer = await call(t.app, {
      method: 'GET',
      url: '/mall/goods',
      query,
      headers: { 'accept-language': 'zh-TW', ...(token ? { satoken: token } : {}) },
    });
    expect(answer.code).toBe(200);
    return answer.data as { list: Card[]; total: number };
  };
  const names = async (query: Record<string, string>) => (await list(query)).list.map((g) => g.name);

  it('finds goods by words of any language, Chinese typed without spaces, and the description’s text', async () => {
    expect(await names({ q: '藍牙耳機' })).toEqual(['藍牙降噪耳機']);
    expect(await names({ q: '蓝牙降噪' })).toEqual(['藍牙降噪耳機']);
    expect(await names({ q: 'BLUETOOTH' })).toEqual(['藍牙喇叭']);
    expect(await names({ q: '防水' })).toEqual(['藍牙喇叭']);
    expect(await names({ q: '藍牙' })).toEqual(['藍牙喇叭', '藍牙降噪耳機']);
    // Every word must match; LIKE's wildcards are plain characters.
    expect(await names({ q: '藍牙 kettle' })).toEqual([]);
    expect(await names({ q: '100%' })).toEqual(['不沾平底鍋 100%']);
  });

  it('sorts by price either way and newest, filters by category and price range', async () => {
    expect((await list({ sort: 'priceAsc' })).list.map((g) => g.price)).toEqual(['320.00', '399.00', '540.00', '690.00']);
    expect((await list({ sort: 'priceDesc' })).list.map((g) => g.price)).toEqual(['690.00', '540.00', '399.00', '320.00']);
    expect(await names({ sort: 'newest' })).toEqual(['不沾平底鍋 100%', '不鏽鋼快煮壺', '藍牙喇叭', '藍牙降噪耳機']);
    expect(await names({ categoryId: String(ids.kitchen), minPrice: '400' })).toEqual(['不沾平底鍋 100%']);
    expect(await names({ minPrice: '320', maxPrice: '399', sort: 'priceAsc' })).toEqual(['不鏽鋼快煮壺', '藍牙降噪耳機']);
    const wrong = await call(t.app, { method: 'GET', url: '/mall/goods', query: { minPrice: '500', maxPrice: '100' } });
    expect(wrong.code).toBe(Code.VALIDATION);
    expect((await call(t.app, { method: 'GET', url: '/mall/goods', query: { sort: 'cheapest' } })).code).toBe(Code.VALIDATION);
  });

  it('keeps a signed-in member’s searches, latest first, once each, and clears them', async () => {
    await list({ q: '耳機' }, member.token);
    t.clock.advance(1000);
    await list({ q: '  Kettle ' }, member.token);
    t.clock.advance(1000);
    await list({ q: '耳機' }, member.token);
    await list({ q: '喇叭', page: '2' }, member.token); // a next page is the same search, not a new one
    await list({ q: '鍋' }); // a visitor's search is nobody's
    const history = (token: string) => call(t.app, { method: 'GET', url: '/mall/search/history', headers: { satoken: token } });
    expect((await history(member.token)).data.list).toEqual(['耳機', 'kettle']);
    expect((await history(other.token)).data.list).toEqual([]);
    const cleared = await call(t.app, { method: 'DELETE', url: '/mall/search/history', headers: { satoken: member.token } });
    expect(cleared.data.list).toEqual([]);
    expect((await history(member.token)).data.list).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/mall/search/history' })).code).toBe(Code.TOKEN_ABSENT);
  });

  it('shows the hot words the operator sets, in order, each once', async () => {
    expect((await call(t.app, { method: 'GET', url: '/mall/search/hot' })).data.list).toEqual([]);
    const saved = await operator(t, { method: 'PUT', url: '/admin/mall/hot-words', payload: { list: ['耳機', ' 咖啡 ', '耳機'] } });
    expect(saved.data.list).toEqual(['耳機', '咖啡']);
    expect((await call(t.app, { method: 'GET', url: '/mall/search/hot' })).data.list).toEqual(['耳機', '咖啡']);
    const tooLong = await operator(t, { method: 'PUT', url: '/admin/mall/hot-words', payload: { list: ['x'.repeat(21)] } });
    expect(tooLong.code).toBe(Code.VALIDATION);
    expect((await call(t.app, { method: 'PUT', url: '/admin/mall/hot-words', payload: { list: [] } })).code).not.toBe(200);
  });

  it('adds and removes favourites, listed latest first, only goods on sale', async () => {
    const fav = (method: 'PUT' | 'DELETE' | 'GET', id: number, token = member.token) =>
      call(t.app, { method, url: `/mall/favourites/${id}`, headers: { satoken: token } });
    expect((await fav('GET', ids.kettle!)).data).toEqual({ favourite: false });
    expect((await fav('PUT', ids.kettle!)).data).toEqual({ favourite: true });
    t.clock.advance(1000);
    expect((await fav('PUT', ids.earbuds!)).data).toEqual({ favourite: true });
    expect((await fav('PUT', ids.earbuds!)).data).toEqual({ favourite: true }); // again: no change
    expect((await fav('GET', ids.kettle!)).data).toEqual({ favourite: true });
    expect((await fav('GET', ids.kettle!, other.token)).data).toEqual({ favourite: false });
    expect((await fav('PUT', 999_999)).code).toBe(Code.GOODS_NOT_FOUND);
    const favourites = async (token = member.token) =>
      (await call(t.app, { method: 'GET', url: '/mall/favourites', headers: { satoken: token, 'accept-language': 'en' } })).data;
    const page = await favourites();
    expect(page.total).toBe(2);
    expect(page.list.map((g: Card) => g.name)).toEqual(['Noise-cancelling earbuds', 'Steel kettle']);
    expect((await favourites(other.token)).total).toBe(0);
    // Taken off the shelf: gone from the list (kept, should it come back).
    await operator(t, { method: 'POST', url: `/admin/mall/goods/${ids.kettle}/shelf`, payload: { onSale: false } });
    expect((await favourites()).list.map((g: Card) => g.id)).toEqual([ids.earbuds]);
    await operator(t, { method: 'POST', url: `/admin/mall/goods/${ids.kettle}/shelf`, payload: { onSale: true } });
    expect((await fav('DELETE', ids.earbuds!)).data).toEqual({ favourite: false });
    expect((await fav('DELETE', ids.earbuds!)).data).toEqual({ favourite: false });
    expect((await favourites()).list.map((g: Card) => g.id)).toEqual([ids.kettle]);
  });

  it('lists the goods a signed-in member opened, the latest view first, each once', async () => {
    const open = (id: number, token?: string) =>
      call(t.app, { method: 'GET', url: `/mall/goods/${id}`, headers: token ? { satoken: token } : {} });
    for (const key of ['pan', 'kettle', 'pan', 'speaker']) {
      expect((await open(ids[key]!, member.token)).code).toBe(200);
      t.clock.advance(1000);
    }
    expect((await open(ids.earbuds!)).code).toBe(200); // a visitor: nothing recorded
    const views = await call(t.app, { method: 'GET', url: '/mall/views', headers: { satoken: member.token } });
    expect(views.data.list.map((g: Card) => g.id)).toEqual([ids.speaker, ids.pan, ids.kettle]);
    expect(views.data.list[0].at).toMatch(/^\d{4}-/);
    expect((await call(t.app, { method: 'GET', url: '/mall/views', headers: { satoken: other.token } })).data.total).toBe(0);
  });

  it('lists goods at or under a stock threshold for the console, fewest first', async () => {
    await operator(t, { method: 'POST', url: `/admin/mall/goods/${ids.pan}/stock`, payload: { delta: -8 } });
    await operator(t, { method: 'POST', url: `/admin/mall/goods/${ids.kettle}/stock`, payload: { delta: -5 } });
    const low = await operator(t, { method: 'GET', url: '/admin/mall/goods', query: { stockAtMost: '5' } });
    expect(low.data.list.map((g: { id: number; stock: number }) => [g.id, g.stock])).toEqual([
      [ids.pan, 2],
      [ids.kettle, 5],
    ]);
  });
});
