import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects, multipart } from './helpers';
import { useTestApp } from './suite';
import { PNG, WALLET_ENV } from './wallet-helpers';

type Session = { id: number; token: string };

describe.each(dialects)('back office catalogue on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  let op: Session;
  let clerk: Session;
  const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    asAdmin(t, op, { method, url, ...(payload ? { payload } : {}) });
  const category = async (name: Record<string, string>, sort = 0) =>
    (await as('POST', '/admin/mall/category', { name, sort })).data.id as number;
  const goodsBody = (categoryId: number, over: Record<string, unknown> = {}) => ({
    categoryId,
    name: { 'zh-Hant': '茶葉禮盒', 'zh-Hans': '茶叶礼盒', en: 'Tea gift box' },
    description: { 'zh-Hant': '<p><strong>高山</strong>茶</p>', en: '<p>Mountain tea</p>' },
    price: '10.00',
    deliveryType: 'express',
    stock: 5,
    ...over,
  });

  beforeAll(async () => {
    op = await t.operator('operator');
    const store = (
      await as('POST', '/admin/mall/store', { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 })
    ).data.id as number;
    clerk = await t.operator('clerk', store);
  });

  it('lists every category as stored, with its goods counts, and removes only an empty one', async () => {
    const full = await category({ 'zh-Hant': '茶品', 'zh-Hans': '茶品', en: 'Tea' }, 2);
    const empty = await category({ 'zh-Hant': '空的' }, 1);
    await as('POST', '/admin/mall/goods', goodsBody(full));
    await as('POST', '/admin/mall/goods', goodsBody(full, { onSale: false }));
    const list = (await as('GET', '/admin/mall/categories')).data.list as { id: number }[];
    const byId = new Map(list.map((c) => [c.id, c]));
    expect(byId.get(full)).toMatchObject({
      name: { 'zh-Hant': '茶品', 'zh-Hans': '茶品', en: 'Tea' },
      sort: 2,
      goodsCount: 2,
      onSaleCount: 1,
    });
    expect(byId.get(empty)).toMatchObject({ name: { 'zh-Hant': '空的' }, sort: 1, goodsCount: 0, onSaleCount: 0 });
    // Sorted by the operator's sort first.
    expect(list.findIndex((c) => c.id === empty)).toBeLessThan(list.findIndex((c) => c.id === full));

    const inUse = await asAdmin(t, op, {
      method: 'DELETE',
      url: `/admin/mall/categories/${full}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(inUse.code).toBe(Code.CATEGORY_IN_USE);
    expect(inUse.msg).toMatch(/still holds goods/);
    expect((await as('DELETE', `/admin/mall/categories/${empty}`)).code).toBe(200);
    expect((await as('DELETE', `/admin/mall/categories/${empty}`)).code).toBe(Code.CATEGORY_NOT_FOUND);
    const members = (await call(t.app, { method: 'GET', url: '/mall/categories' })).data.list as { id: number }[];
    expect(members.map((c) => c.id)).not.toContain(empty);
  });

  it('saves goods with an uploaded image and answers the stored form: every language, sanitized description, stores', async () => {
    const cat = await category({ 'zh-Hant': '圖片' });
    const body = multipart([{ name: 'pics', filename: 'cover.png', type: 'image/png', data: PNG }]);
    const upload = await asAdmin(t, op, {
      method: 'POST',
      url: '/admin/upload/image?model=goods&pid=0',
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.code).toBe(200);
    const image = upload.data.localPath as string;
    const stores = (await as('GET', '/admin/mall/stores')).data.list as { id: number }[];
    const saved = await as(
      'POST',
      '/admin/mall/goods',
      goodsBody(cat, {
        images: [image],
        deliveryType: 'pickup',
        storeIds: [stores[0]!.id],
        fbPercent: 30,
        referencePrice: '12.50',
        description: {
          'zh-Hant': '<h2>介紹</h2><p onclick="x()">好<script>alert(1)</script></p><img src="' + image + '">',
          'zh-Hans': '<ul><li>一</li></ul>',
        },
      }),
    );
    expect(saved.code).toBe(200);
    const detail = await as('GET', `/admin/mall/goods/${saved.data.id}`);
    expect(detail.data).toMatchObject({
      id: saved.data.id,
      categoryId: cat,
      name: { 'zh-Hant': '茶葉禮盒', 'zh-Hans': '茶叶礼盒', en: 'Tea gift box' },
      images: [image],
      cover: image,
      price: '10.00',
      referencePrice: '12.50',
      fbPercent: 30,
      deliveryType: 'pickup',
      storeIds: [stores[0]!.id],
      stock: 5,
      onSale: true,
      plan: null,
    });
    expect(detail.data.description['zh-Hant']).toContain('<h2>介紹</h2>');
    expect(detail.data.description['zh-Hant']).toContain(`<img src="${image}"`);
    expect(detail.data.description['zh-Hant']).not.toMatch(/script|onclick/);
    expect(detail.data.description['zh-Hans']).toBe('<ul><li>一</li></ul>');
    // The image is served.
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect((await as('GET', '/admin/mall/goods/999999')).code).toBe(Code.GOODS_NOT_FOUND);
  });

  it('lists goods off the shelf and sold out for the operator, by filters; members see only what is on the shelf', async () => {
    const cat = await category({ 'zh-Hant': '篩選' });
    const onShelf = (await as('POST', '/admin/mall/goods', goodsBody(cat, { name: { 'zh-Hant': '上架甲', en: 'Alpha on' } }))).data
      .id as number;
    const off = (await as('POST', '/admin/mall/goods', goodsBody(cat, { name: { 'zh-Hant': '下架乙', en: 'Beta off' }, onSale: false })))
      .data.id as number;
    const soldOut = (
      await as('POST', '/admin/mall/goods', goodsBody(cat, { name: { 'zh-Hant': '售完丙' }, stock: 0, deliveryType: 'installation' }))
    ).data.id as number;
    const ids = async (query: string) => ((await as('GET', `/admin/mall/goods?${query}`)).data.list as { id: number }[]).map((g) => g.id);

    const all = await as('GET', `/admin/mall/goods?categoryId=${cat}`);
    expect(all.data).toMatchObject({ total: 3, page: 1, size: 10 });
    expect(all.data.list.map((g: { id: number }) => g.id)).toEqual([soldOut, off, onShelf]);
    expect(all.data.list[1]).toMatchObject({ id: off, onSale: false, name: { 'zh-Hant': '下架乙', en: 'Beta off' } });
    expect(await ids(`categoryId=${cat}&onShelf=false`)).toEqual([off]);
    expect(await ids(`categoryId=${cat}&onShelf=true`)).toEqual([soldOut, onShelf]);
    expect(await ids(`categoryId=${cat}&soldOut=true`)).toEqual([soldOut]);
    expect(await ids(`categoryId=${cat}&deliveryType=installation`)).toEqual([soldOut]);
    expect(await ids(`q=beta`)).toEqual([off]);
    expect(await ids(`q=${onShelf}&categoryId=${cat}`)).toEqual([onShelf]);
    expect(await ids(`categoryId=${cat}&size=1&page=2`)).toEqual([off]);
    expect((await as('GET', '/admin/mall/goods?onShelf=maybe')).code).toBe(Code.VALIDATION);

    const member = await call(t.app, { method: 'GET', url: `/mall/goods?categoryId=${cat}` });
    expect(member.data.list.map((g: { id: number }) => g.id)).toEqual([soldOut, onShelf]);
    expect((await call(t.app, { method: 'GET', url: `/mall/goods/${off}` })).code).toBe(Code.GOODS_NOT_FOUND);

    // Back on the shelf: members see it again.
    const shelved = await as('POST', `/admin/mall/goods/${off}/shelf`, { onSale: true });
    expect(shelved.data).toMatchObject({ id: off, onSale: true });
    expect((await call(t.app, { method: 'GET', url: `/mall/goods/${off}` })).code).toBe(200);
  });

  it('adjusts stock by a difference and never below zero', async () => {
    const cat = await category({ 'zh-Hant': '庫存' });
    const id = (await as('POST', '/admin/mall/goods', goodsBody(cat, { stock: 3 }))).data.id as number;
    expect((await as('POST', `/admin/mall/goods/${id}/stock`, { delta: 7 })).data.stock).toBe(10);
    expect((await as('POST', `/admin/mall/goods/${id}/stock`, { delta: -4 })).data.stock).toBe(6);
    const tooMuch = await as('POST', `/admin/mall/goods/${id}/stock`, { delta: -7 });
    expect(tooMuch.code).toBe(Code.STOCK_BELOW_ZERO);
    expect(tooMuch.msg).toContain('6');
    expect((await as('POST', `/admin/mall/goods/${id}/stock`, { delta: 0 })).code).toBe(Code.VALIDATION);
    expect((await as('GET', `/admin/mall/goods/${id}`)).data.stock).toBe(6);
  });

  it('writes the audit log with the goods before and after a price change', async () => {
    const cat = await category({ 'zh-Hant': '稽核' });
    const id = (await as('POST', '/admin/mall/goods', goodsBody(cat, { price: '10.00' }))).data.id as number;
    expect((await as('POST', '/admin/mall/goods', goodsBody(cat, { id, price: '15.50' }))).code).toBe(200);
    await as('POST', `/admin/mall/goods/${id}/shelf`, { onSale: false });
    const admin = await t.operator('admin');
    const log = await asAdmin(t, admin, { method: 'GET', url: `/admin/audit?targetType=goods&targetId=${id}` });
    const [shelf, change, create] = log.data.list as {
      action: string;
      adminId: number;
      before: { price: number; on_sale: number } | null;
      after: { price: number; on_sale: number };
    }[];
    expect(create).toMatchObject({ action: 'saveGoods', adminId: op.id, before: null, after: { price: 1000 } });
    expect(change).toMatchObject({ action: 'saveGoods', adminId: op.id, before: { price: 1000 }, after: { price: 1550 } });
    expect(shelf).toMatchObject({ action: 'setGoodsShelf', before: { on_sale: 1 }, after: { on_sale: 0 } });
  });

  it('lists stores as stored and sets the write-off code members type at the counter', async () => {
    const saved = await as('POST', '/admin/mall/store', {
      name: { 'zh-Hant': '信義門市', en: 'Xinyi store' },
      address: { 'zh-Hant': '臺北市信義路 1 號', en: '1 Xinyi Rd' },
      phone: '+886212345678',
      hours: '10:00-22:00',
      latitude: 25.033,
      longitude: 121.5654,
    });
    const id = saved.data.id as number;
    const set = await as('POST', `/admin/mall/stores/${id}/writeoff-code`, { code: 'xy-2026' });
    expect(set.data).toMatchObject({ id, writeoffCode: 'XY-2026' });
    const list = (await as('GET', '/admin/mall/stores')).data.list as { id: number }[];
    expect(list.find((s) => s.id === id)).toEqual({
      id,
      name: { 'zh-Hant': '信義門市', en: 'Xinyi store' },
      address: { 'zh-Hant': '臺北市信義路 1 號', en: '1 Xinyi Rd' },
      phone: '+886212345678',
      hours: { 'zh-Hant': '10:00-22:00' },
      latitude: 25.033,
      longitude: 121.5654,
      picture: null,
      enabled: true,
      orderCount: 0,
      writeoffCode: 'XY-2026',
      goodsCount: 0,
      createdAt: expect.any(String),
    });
    expect((await as('POST', `/admin/mall/stores/${id}/writeoff-code`, { code: 'a b' })).code).toBe(Code.VALIDATION);
    expect((await as('POST', `/admin/mall/stores/${id}/writeoff-code`, { code: null })).data.writeoffCode).toBeNull();
    expect((await as('POST', '/admin/mall/stores/999999/writeoff-code', { code: 'ABCD' })).code).toBe(Code.STORE_NOT_FOUND);
  });

  it('issues a coupon to one level only, and finds one member by number or id', async () => {
    const [a, b, c] = [await t.readyMember(), await t.readyMember(), await t.readyMember()];
    for (const [m, level] of [
      [a, 2],
      [b, 2],
      [c, 3],
    ] as const) {
      expect((await as('POST', `/admin/member/${m.id}/level`, { level })).code).toBe(200);
    }
    const coupon = await as('POST', '/admin/coupons', {
      name: { 'zh-Hant': '二級禮', en: 'Level 2 gift' },
      kind: 'mall',
      discountType: 'amount',
      amount: '5',
      minSpend: '20',
      validDays: 30,
    });
    expect(coupon.code).toBe(200);
    const issued = await as('POST', `/admin/coupons/${coupon.data.id}/issue`, { to: 'level', level: 2 });
    expect(issued.data.issued).toBeGreaterThanOrEqual(2);
    const held = async (m: { token: string }) =>
      (
        (await call(t.app, { method: 'GET', url: '/coupon/listCoupon', headers: { satoken: m.token } })).data.list as { couponId: number }[]
      ).filter((x) => x.couponId === coupon.data.id).length;
    expect([await held(a), await held(b), await held(c)]).toEqual([1, 1, 0]);
    const level2 = await t.app.db.kysely.selectFrom('users').select('id').where('level', '=', 2).execute();
    expect(issued.data.issued).toBe(level2.length);
    const listed = (await as('GET', '/admin/coupons')).data.list as { id: number; issued: number }[];
    expect(listed.find((x) => x.id === coupon.data.id)?.issued).toBe(level2.length);

    expect((await as('GET', `/admin/coupons/recipient?who=${c.memberNo}`)).data).toEqual({
      id: c.id,
      memberNo: c.memberNo,
      nickname: c.nickname,
      level: 3,
      status: 'active',
    });
    expect((await as('GET', `/admin/coupons/recipient?who=${c.id}`)).data.id).toBe(c.id);
    expect((await as('GET', '/admin/coupons/recipient?who=99999999')).code).toBe(Code.ACCOUNT_NOT_FOUND);
    expect((await as('GET', '/admin/coupons/recipient?who=abc')).code).toBe(Code.VALIDATION);
  });

  it('is refused to a clerk and to members', async () => {
    const refused = await asAdmin(t, clerk, { method: 'GET', url: '/admin/mall/goods' });
    expect([refused.status, refused.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
    const m = await t.readyMember();
    expect((await call(t.app, { method: 'GET', url: '/admin/mall/categories', headers: { satoken: m.token } })).code).toBe(
      Code.OPERATOR_ONLY,
    );
  });
});
