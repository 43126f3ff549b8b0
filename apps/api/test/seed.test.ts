import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { call, dialects, login } from './helpers';
import { useTestApp } from './suite';
import { ledgerClean } from './wallet-helpers';

describe.each(dialects)('demo data on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('is entered once through the services: the demo member signs in with funds and coupons, the mall has goods', async () => {
    expect(await seedDemoData(t.app.db, t.app.services)).toEqual({ created: true });
    expect(await seedDemoData(t.app.db, t.app.services)).toEqual({ created: false });
    const token = (await login(t.app, 'demo@uu.example', 'demo1234')).data.token;
    const coupons = await call(t.app, { method: 'GET', url: '/coupon/listCoupon', headers: { satoken: token } });
    expect(coupons.data.list.map((c: { kind: string }) => c.kind).sort()).toEqual(['mall', 'package']);
    // The catalogue (issue 22): 24 goods in 6 categories besides the 3 packages, every goods, category, store
    // and banner with a picture the server serves; goods of every fulfilment type.
    const goods = await call(t.app, { method: 'GET', url: '/mall/goods', query: { size: '100' } });
    expect(goods.data.total).toBe(27);
    const categories = (await call(t.app, { method: 'GET', url: '/mall/categories' })).data.list as { id: number; icon: string | null }[];
    expect(categories.length).toBe(7);
    expect(categories.every((c) => c.icon?.startsWith('/files/'))).toBe(true);
    type Card = { id: number; cover: string | null; deliveryType: string };
    const cards = goods.data.list as Card[];
    expect(new Set(cards.map((g) => g.deliveryType))).toEqual(new Set(['express', 'pickup', 'writeoff', 'installation', 'virtual']));
    for (const card of cards) {
      const detail = (await call(t.app, { method: 'GET', url: `/mall/goods/${card.id}`, headers: { 'accept-language': 'en' } })).data;
      expect(detail.images.length).toBeGreaterThanOrEqual(3);
      expect(detail.images.length).toBeLessThanOrEqual(5);
      expect(detail.detailImages.length).toBeGreaterThan(0);
      // A real description in the member's language, not the name again.
      expect(detail.description.replace(detail.name, '').length).toBeGreaterThan(40);
      expect(detail.description).not.toMatch(/[\u4e00-\u9fff]/);
    }
    const kettle = cards.find((g) => g.cover)!;
    const picture = await t.app.inject({ method: 'GET', url: kettle.cover! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.length).toBeLessThan(25_000);
    const stores = (await call(t.app, { method: 'GET', url: '/mall/stores' })).data.list as {
      picture: string | null;
      hours: string | null;
      phone: string | null;
    }[];
    expect(stores.length).toBe(2);
    expect(stores.every((s) => s.picture && s.hours && s.phone)).toBe(true);
    const home = (await call(t.app, { method: 'GET', url: '/home/index' })).data;
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.banners.every((b: { image: string | null }) => b.image?.startsWith('/files/'))).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/mall/search/hot' })).data.list.length).toBeGreaterThan(0);
    expect(await ledgerClean(t)).toEqual([]);
    // The CRC price chart has a month of history, one rate a day, ending at the current 1.25 (issue 19 #11).
    const rate = await t.app.services.wallet.rate(30);
    expect(rate.history).toHaveLength(30);
    expect(rate.rate).toBe('1.25');
    const days = rate.history.slice(0, -1).map((point) => Date.parse(point.at));
    expect(days.every((at, i) => i === 0 || at - days[i - 1]! === 24 * 3600_000)).toBe(true);
    // The download page lists the Android and iOS builds an operator published, notes in the member's language.
    const newest = await call(t.app, { method: 'GET', url: '/version/listNewest', headers: { 'accept-language': 'zh-CN' } });
    const byPlatform = new Map((newest.data as { platform: number; version: string; notes: string }[]).map((v) => [v.platform, v]));
    expect(byPlatform.get(1)).toMatchObject({ version: '2.1.8', notes: expect.stringContaining('钱包') });
    expect(byPlatform.get(2)).toMatchObject({ version: '2.1.8' });
  });
});
