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
    const goods = await call(t.app, { method: 'GET', url: '/mall/goods' });
    expect(goods.data.total).toBe(6);
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
