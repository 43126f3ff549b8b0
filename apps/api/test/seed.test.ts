import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { call, createTestApp, dialects, login, type TestApp } from './helpers';
import { ledgerClean } from './wallet-helpers';

describe.each(dialects)('demo data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('is entered once through the services: the demo member signs in with funds and coupons, the mall has goods', async () => {
    expect(await seedDemoData(t.app.db, t.app.services)).toEqual({ created: true });
    expect(await seedDemoData(t.app.db, t.app.services)).toEqual({ created: false });
    const token = (await login(t.app, 'demo@uu.example', 'demo1234')).data.token as string;
    const coupons = await call(t.app, { method: 'GET', url: '/coupon/listCoupon', headers: { satoken: token } });
    expect(coupons.data.list.map((c: { kind: string }) => c.kind).sort()).toEqual(['mall', 'package']);
    const goods = await call(t.app, { method: 'GET', url: '/mall/goods' });
    expect(goods.data.total).toBe(6);
    expect(await ledgerClean(t)).toEqual([]);
  });
});
