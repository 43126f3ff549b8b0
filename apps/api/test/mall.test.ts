import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

describe.each(dialects)('the mall catalogue on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  const ids: { phones: number; home: number; express: number; pickup: number; store: number } = {
    phones: 0,
    home: 0,
    express: 0,
    pickup: 0,
    store: 0,
  };
  beforeAll(async () => {
    ids.phones = (
      await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '手機', en: 'Phones' }, sort: 1 } })
    ).data.id;
    ids.home = (
      await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '居家' }, sort: 2 } })
    ).data.id;
    ids.store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: {
          name: { 'zh-Hant': '信義門市', en: 'Xinyi store' },
          address: { 'zh-Hant': '臺北市信義區松仁路 100 號' },
          latitude: 25.033,
          longitude: 121.5654,
          hours: '10:00-22:00',
        },
      })
    ).data.id;
    const express = await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: ids.phones,
        name: { 'zh-Hant': '藍牙耳機 100%', en: 'Bluetooth earbuds' },
        description: {
          'zh-Hant':
            '<p>降噪<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><img src="https://cdn.example/a.png"></p>',
        },
        images: ['/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
        price: '199.50',
        referencePrice: '299',
        fbPercent: 30,
        deliveryType: 'express',
        stock: 5,
      },
    });
    ids.express = express.data.id;
    ids.pickup = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: ids.home,
          name: { 'zh-Hant': '咖啡兌換券' },
          description: { 'zh-Hant': '<p>門市兌換</p>' },
          price: '80',
          deliveryType: 'pickup',
          stock: 100,
          storeIds: [ids.store],
        },
      })
    ).data.id;
  });

  const get = (url: string, query: Record<string, string> = {}, lang = 'zh-TW') =>
    call(t.app, { method: 'GET', url, query, headers: { 'accept-language': lang } });

  it('lists categories in order and goods newest first, for visitors too', async () => {
    expect((await get('/mall/categories')).data.list.map((c: { name: string }) => c.name)).toEqual(['手機', '居家']);
    expect((await get('/mall/categories', {}, 'en-US')).data.list.map((c: { name: string }) => c.name)).toEqual(['Phones', '居家']);
    const all = await get('/mall/goods');
    expect(all.data).toMatchObject({ total: 2, page: 1 });
    expect(all.data.list[0]).toMatchObject({
      id: ids.pickup,
      name: '咖啡兌換券',
      price: '80.00',
      referencePrice: null,
      deliveryType: 'pickup',
      stock: 100,
      sold: 0,
    });
    expect(all.data.list[1]).toMatchObject({
      id: ids.express,
      price: '199.50',
      referencePrice: '299.00',
      fbPercent: 30,
      cover: '/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
    });
  });

  it('filters by category and by words of the name in any language, taking % and _ literally', async () => {
    expect((await get('/mall/goods', { categoryId: String(ids.home) })).data.list.map((g: { id: number }) => g.id)).toEqual([ids.pickup]);
    expect((await get('/mall/goods', { q: '耳機' })).data.list.map((g: { id: number }) => g.id)).toEqual([ids.express]);
    expect((await get('/mall/goods', { q: 'BLUETOOTH' })).data.list.map((g: { id: number }) => g.id)).toEqual([ids.express]);
    expect((await get('/mall/goods', { q: '100%' })).data.total).toBe(1);
    expect((await get('/mall/goods', { q: '%' })).data.total).toBe(1);
    expect((await get('/mall/goods', { q: 'hant' })).data.total).toBe(0);
    expect((await get('/mall/goods', { categoryId: 'x' })).code).toBe(Code.VALIDATION);
  });

  it('keeps only safe HTML in descriptions', async () => {
    const detail = await get(`/mall/goods/${ids.express}`);
    expect(detail.data.description).toBe(
      '<p>降噪<img src="x" /><a rel="noopener noreferrer" target="_blank">x</a><img src="https://cdn.example/a.png" /></p>',
    );
    expect(detail.data.description).not.toMatch(/script|onerror|javascript/);
  });

  it('shows a goods’ stores with their coordinates, and answers not-found for unknown or unlisted goods', async () => {
    const detail = await get(`/mall/goods/${ids.pickup}`);
    expect(detail.data.storeIds).toEqual([ids.store]);
    const stores = await get('/mall/stores', { goodsId: String(ids.pickup) }, 'en-US');
    expect(stores.data.list).toEqual([
      {
        id: ids.store,
        name: 'Xinyi store',
        address: '臺北市信義區松仁路 100 號',
        phone: null,
        hours: '10:00-22:00',
        latitude: 25.033,
        longitude: 121.5654,
        picture: null,
      },
    ]);
    expect((await get('/mall/goods/999999')).code).toBe(Code.GOODS_NOT_FOUND);
    await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        id: ids.pickup,
        categoryId: ids.home,
        name: { 'zh-Hant': '咖啡兌換券' },
        description: { 'zh-Hant': '' },
        price: '80',
        deliveryType: 'pickup',
        stock: 100,
        onSale: false,
      },
    });
    expect((await get(`/mall/goods/${ids.pickup}`)).code).toBe(Code.GOODS_NOT_FOUND);
    expect((await get('/mall/goods')).data.total).toBe(1);
  });

  it('operator calls check what they point at, and need the operator key', async () => {
    const badCategory = await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: 99999,
        name: { 'zh-Hant': 'x' },
        description: { 'zh-Hant': '' },
        price: '1',
        deliveryType: 'express',
        stock: 1,
      },
    });
    expect(badCategory.code).toBe(Code.CATEGORY_NOT_FOUND);
    const badStore = await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: ids.home,
        name: { 'zh-Hant': 'x' },
        description: { 'zh-Hant': '' },
        price: '1',
        deliveryType: 'pickup',
        stock: 1,
        storeIds: [424242],
      },
    });
    expect(badStore.code).toBe(Code.STORE_NOT_FOUND);
    const script = await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: ids.home,
        name: { 'zh-Hant': 'x' },
        description: { 'zh-Hant': '' },
        price: '1',
        deliveryType: 'express',
        stock: 1,
        images: ['javascript:alert(1)'],
      },
    });
    expect(script).toMatchObject({ status: 400, code: Code.VALIDATION });
    const anonymous = await call(t.app, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': 'x' } } });
    expect(anonymous).toMatchObject({ status: 403, code: Code.OPERATOR_ONLY });
  });
});
