import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { adminSession, asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { PAY, WALLET_ENV, type Member } from './wallet-helpers';

// Stores (issue 17 "Also deliver", issue 19 #3): opening hours per language, disabling and deleting a store,
// and partial write-off of a multi-quantity order at the desk and by the member, on both engines.

const UU = (units: number) => units * 100;

type Session = Awaited<ReturnType<typeof adminSession>>;
type Order = { id: number; status: number; quantity: number; writtenOff: number; writeOffCode: string | null };
type Step = { kind: string; quantity?: number; by?: string | null };

describe.each(dialects)('stores on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  let op: Session;
  let admin: Session;
  let category = 0;
  let buyer: Member;

  const as = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale?: string) =>
    asAdmin(t, session, { method, url, ...(payload ? { payload } : {}), ...(locale ? { headers: { 'accept-language': locale } } : {}) });
  const saveStore = async (over: Record<string, unknown> = {}) =>
    (
      await as(op, 'POST', '/admin/mall/store', {
        name: { 'zh-Hant': '測試門市', en: 'Test store' },
        address: { 'zh-Hant': '臺北市' },
        latitude: 25,
        longitude: 121,
        ...over,
      })
    ).data as { id: number };
  const goodsAt = async (deliveryType: 'pickup' | 'writeoff', storeIds: number[]) =>
    (
      await as(op, 'POST', '/admin/mall/goods', {
        categoryId: category,
        name: { 'zh-Hant': '門市商品' },
        description: { 'zh-Hant': '' },
        price: '10',
        deliveryType,
        stock: 1000,
        storeIds,
      })
    ).data.id as number;
  const member = (m: Member, method: 'GET' | 'POST', url: string, payload?: object, locale?: string) =>
    call(t.app, {
      method,
      url,
      headers: { satoken: m.token, 'idempotency-key': randomUUID(), ...(locale ? { 'accept-language': locale } : {}) },
      ...(payload ? { payload } : {}),
    });
  async function paidOrder(goodsId: number, storeId: number, quantity: number): Promise<Order> {
    const submitted = await member(buyer, 'POST', '/planHistory/submitOrder', { goodsId, quantity, storeId });
    if (submitted.code !== 200) throw new Error(`submit: ${submitted.msg}`);
    const paid = await member(buyer, 'POST', '/planHistory/updatePlanHistory', {
      action: 'pay',
      id: submitted.data.id,
      payPassword: digest(PAY),
    });
    if (paid.code !== 200) throw new Error(`pay: ${paid.msg}`);
    return paid.data as Order;
  }
  const memberStores = async (locale: string, goodsId?: number) =>
    (
      await call(t.app, {
        method: 'GET',
        url: '/mall/stores',
        query: goodsId ? { goodsId: String(goodsId) } : {},
        headers: { 'accept-language': locale },
      })
    ).data.list as { id: number; hours: string | null }[];

  beforeAll(async () => {
    op = await t.operator('operator');
    admin = await t.operator('admin');
    category = (await as(op, 'POST', '/admin/mall/category', { name: { 'zh-Hant': '門市測試' } })).data.id as number;
    buyer = await t.readyMember({ uu: UU(5000) });
  });

  it('keeps opening hours per language: members read theirs, zh-Hant where the operator left one empty', async () => {
    const store = await saveStore({ hours: { 'zh-Hant': '每日 10:00–21:00', en: 'Daily 10:00–21:00', 'zh-Hans': '  ' } });
    const stored = ((await as(op, 'GET', '/admin/mall/stores')).data.list as { id: number; hours: unknown }[]).find(
      (s) => s.id === store.id,
    );
    // Empty languages are not stored: they fall back.
    expect(stored?.hours).toEqual({ 'zh-Hant': '每日 10:00–21:00', en: 'Daily 10:00–21:00' });
    const hoursIn = async (locale: string) => (await memberStores(locale)).find((s) => s.id === store.id)?.hours;
    expect(await hoursIn('en')).toBe('Daily 10:00–21:00');
    expect(await hoursIn('zh-Hans')).toBe('每日 10:00–21:00');
    expect(await hoursIn('zh-Hant')).toBe('每日 10:00–21:00');

    // A plain string (integrations written before) is zh-Hant; no hours at all is null; other languages need zh-Hant.
    const plain = await saveStore({ hours: '09:00-18:00' });
    expect(
      ((await as(op, 'GET', '/admin/mall/stores')).data.list as { id: number; hours: unknown }[]).find((s) => s.id === plain.id)?.hours,
    ).toEqual({
      'zh-Hant': '09:00-18:00',
    });
    const none = await saveStore({ hours: null });
    expect(await hoursIn('en')).toBe('Daily 10:00–21:00');
    expect((await memberStores('en')).find((s) => s.id === none.id)?.hours).toBeNull();
    const noSource = await as(
      op,
      'POST',
      '/admin/mall/store',
      { ...{ name: { 'zh-Hant': '缺' }, address: { 'zh-Hant': '缺' }, latitude: 0, longitude: 0 }, hours: { en: 'Daily' } },
      'en-US',
    );
    expect(noSource.code).toBe(Code.VALIDATION);
    expect(noSource.msg).toMatch(/Opening hours/);
  });

  it('the migration keeps existing hours as zh-Hant (and back)', async () => {
    const { up, down } = await import('../src/db/migrations/2026-12-22T020000-stores-writeoffs');
    const db = t.app.db.kysely as unknown as Kysely<unknown>;
    const kept = await saveStore({ hours: { 'zh-Hant': '08:00-20:00', en: 'Daily 8-20' } });
    const blank = await saveStore({ hours: null });
    const hoursOf = async (id: number) =>
      (await t.app.db.kysely.selectFrom('stores').select('hours').where('id', '=', id).executeTakeFirstOrThrow()).hours;
    await down(db);
    expect(await hoursOf(kept.id)).toBe('08:00-20:00');
    await t.app.db.kysely.updateTable('stores').set({ hours: '  ' }).where('id', '=', blank.id).execute();
    await up(db);
    expect(JSON.parse((await hoursOf(kept.id)) ?? 'null')).toEqual({ 'zh-Hant': '08:00-20:00' });
    expect(await hoursOf(blank.id)).toBeNull();
    expect((await memberStores('en')).find((s) => s.id === kept.id)?.hours).toBe('08:00-20:00');
  });

  it('a disabled store is not offered to members nor taken for pickup, its orders stay readable, and it is audited', async () => {
    const open = await saveStore();
    const closing = await saveStore();
    const goods = await goodsAt('pickup', [open.id, closing.id]);
    const before = await paidOrder(goods, closing.id, 1);

    const disabled = await as(op, 'PUT', `/admin/mall/stores/${closing.id}/enabled`, { enabled: false });
    expect(disabled.data).toMatchObject({ id: closing.id, enabled: false, orderCount: 1, goodsCount: 1 });
    expect((await memberStores('zh-Hant', goods)).map((s) => s.id)).toEqual([open.id]);
    expect((await memberStores('zh-Hant')).map((s) => s.id)).not.toContain(closing.id);
    const refused = await member(buyer, 'POST', '/planHistory/submitOrder', { goodsId: goods, quantity: 1, storeId: closing.id }, 'en-US');
    expect(refused.code).toBe(Code.STORE_DISABLED);
    expect(refused.msg).toMatch(/closed/);
    expect((await member(buyer, 'POST', '/planHistory/submitOrder', { goodsId: goods, quantity: 1, storeId: open.id })).code).toBe(200);

    // The order placed before stays readable, with its store, for the member and the console.
    const mine = await member(buyer, 'GET', `/planHistory/getPlanHistory?id=${before.id}`);
    expect(mine.data).toMatchObject({ id: before.id, store: { id: closing.id, name: '測試門市' } });
    expect((await as(op, 'GET', `/admin/orders/${before.id}`)).data.store).toMatchObject({ id: closing.id });
    // Stays listed in the console, and comes back when enabled again.
    expect(((await as(op, 'GET', '/admin/mall/stores')).data.list as { id: number }[]).map((s) => s.id)).toContain(closing.id);
    expect((await as(op, 'PUT', `/admin/mall/stores/${closing.id}/enabled`, { enabled: true })).data.enabled).toBe(true);
    expect((await memberStores('zh-Hant', goods)).map((s) => s.id)).toEqual([open.id, closing.id]);

    const log = await as(admin, 'GET', `/admin/audit?targetType=store&targetId=${closing.id}`);
    const actions = (
      log.data.list as { action: string; before: { disabled_at: number | null } | null; after: { disabled_at: number | null } }[]
    ).map((e) => [e.action, e.before?.disabled_at === null, e.after.disabled_at === null]);
    expect(actions.slice(0, 2)).toEqual([
      ['setStoreEnabled', false, true],
      ['setStoreEnabled', true, false],
    ]);
    expect((await as(op, 'PUT', '/admin/mall/stores/999999/enabled', { enabled: false })).code).toBe(Code.STORE_NOT_FOUND);
  });

  it('deletes only a store nothing refers to; else says to disable it', async () => {
    const unused = await saveStore();
    const withGoods = await saveStore();
    const withOrder = await saveStore();
    await goodsAt('pickup', [withGoods.id]);
    const goods = await goodsAt('writeoff', [withOrder.id]);
    await paidOrder(goods, withOrder.id, 1);
    // Take the goods off the store: the order alone still holds it.
    await as(op, 'POST', '/admin/mall/goods', {
      id: goods,
      categoryId: category,
      name: { 'zh-Hant': '門市商品' },
      description: { 'zh-Hant': '' },
      price: '10',
      deliveryType: 'writeoff',
      stock: 1000,
      storeIds: [withGoods.id],
    });

    for (const id of [withGoods.id, withOrder.id]) {
      const refused = await as(op, 'DELETE', `/admin/mall/stores/${id}`, undefined, 'en-US');
      expect(refused.code).toBe(Code.STORE_IN_USE);
      expect(refused.msg).toMatch(/disable it instead/);
    }
    expect((await as(op, 'DELETE', `/admin/mall/stores/${unused.id}`)).code).toBe(200);
    expect((await as(op, 'DELETE', `/admin/mall/stores/${unused.id}`)).code).toBe(Code.STORE_NOT_FOUND);
    const ids = ((await as(op, 'GET', '/admin/mall/stores')).data.list as { id: number }[]).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([withGoods.id, withOrder.id]));
    expect(ids).not.toContain(unused.id);
    const log = await as(admin, 'GET', `/admin/audit?targetType=store&targetId=${unused.id}`);
    expect((log.data.list as { action: string }[])[0]?.action).toBe('deleteStore');
  });

  it('writes off part of a multi-quantity order: open until all are, each write-off in the timeline with who and how many', async () => {
    const store = await saveStore();
    const goods = await goodsAt('writeoff', [store.id]);
    const order = await paidOrder(goods, store.id, 5);
    const clerk = await t.operator('clerk', store.id);
    const code = order.writeOffCode!;
    const redeem = (quantity?: number) => as(clerk, 'POST', '/admin/orders/redeem', { code, ...(quantity ? { quantity } : {}) }, 'en-US');

    expect((await redeem(2)).data).toMatchObject({ id: order.id, status: OrderStatus.pendingWriteOff, quantity: 5, writtenOff: 2 });
    const lookup = await as(clerk, 'GET', `/admin/orders/write-off?code=${code}`);
    expect(lookup.data).toMatchObject({ status: OrderStatus.pendingWriteOff, quantity: 5, writtenOff: 2 });
    // The member still has the code while pieces remain.
    expect((await member(buyer, 'GET', `/planHistory/getPlanHistory?id=${order.id}`)).data).toMatchObject({
      writtenOff: 2,
      writeOffCode: code,
    });

    const tooMany = await redeem(4);
    expect(tooMany.code).toBe(Code.WRITE_OFF_TOO_MANY);
    expect(tooMany.msg).toMatch(/3 left/);
    expect((await redeem(1)).data).toMatchObject({ status: OrderStatus.pendingWriteOff, writtenOff: 3 });
    // Without a quantity: every piece left.
    expect((await redeem()).data).toMatchObject({ status: OrderStatus.done, writtenOff: 5 });
    expect((await redeem(1)).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);

    const detail = (await as(op, 'GET', `/admin/orders/${order.id}`)).data as { timeline: Step[]; doneAt: string | null };
    expect(detail.doneAt).not.toBeNull();
    const writeOffs = detail.timeline.filter((s) => s.kind === 'writtenOff');
    expect(writeOffs.map((s) => s.quantity)).toEqual([2, 1, 2]);
    expect(new Set(writeOffs.map((s) => s.by))).toEqual(new Set([expect.any(String)]));
    expect(detail.timeline[0]?.kind).toBe('done');
    expect(detail.timeline.some((s) => s.kind === 'delivered')).toBe(false);
    const rows = await t.app.db.kysely.selectFrom('order_writeoffs').selectAll().where('order_id', '=', order.id).execute();
    expect(rows.map((r) => [Number(r.quantity), Number(r.admin_id)])).toEqual([
      [2, clerk.id],
      [1, clerk.id],
      [2, clerk.id],
    ]);
  });

  it('two write-offs at once never pass the quantity', async () => {
    const store = await saveStore();
    const goods = await goodsAt('writeoff', [store.id]);
    const clerk = await t.operator('clerk', store.id);
    for (const [quantity, each] of [
      [3, 2],
      [2, undefined],
    ] as const) {
      const order = await paidOrder(goods, store.id, quantity);
      const pair = await Promise.all(
        [0, 1].map(() => as(clerk, 'POST', '/admin/orders/redeem', { code: order.writeOffCode, ...(each ? { quantity: each } : {}) })),
      );
      expect(pair.filter((r) => r.code === 200)).toHaveLength(1);
      expect([Code.WRITE_OFF_TOO_MANY, Code.ORDER_ACTION_NOT_ALLOWED]).toContain(pair.find((r) => r.code !== 200)?.code);
      const row = await t.app.db.kysely
        .selectFrom('orders')
        .select(['written_off', 'status'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.written_off)).toBe(each ?? quantity);
      const records = await t.app.db.kysely.selectFrom('order_writeoffs').select('quantity').where('order_id', '=', order.id).execute();
      expect(records.reduce((n, r) => n + Number(r.quantity), 0)).toBe(Number(row.written_off));
    }
  });

  it("the member writes off part with the store's code; a disabled store's code is refused; a partly written-off order is not refunded", async () => {
    const store = await saveStore();
    await as(op, 'POST', `/admin/mall/stores/${store.id}/writeoff-code`, { code: 'SELF-1' });
    const goods = await goodsAt('writeoff', [store.id]);
    const order = await paidOrder(goods, store.id, 3);
    const deskCode = async () => (await as(op, 'GET', `/admin/store-code?storeId=${store.id}`)).data.code as string;
    const self = async (quantity?: number) =>
      member(
        buyer,
        'POST',
        '/planHistory/updatePlanHistory',
        { action: 'writeoff', id: order.id, code: await deskCode(), ...(quantity ? { quantity } : {}) },
        'en-US',
      );

    expect((await self(1)).data).toMatchObject({ status: OrderStatus.pendingWriteOff, writtenOff: 1 });
    const timeline = (await member(buyer, 'GET', `/planHistory/getPlanHistory?id=${order.id}`)).data.timeline as Step[];
    expect(timeline.find((s) => s.kind === 'writtenOff')).toMatchObject({ quantity: 1, by: null });

    // Pieces handed over cannot be refunded from the console.
    const refund = await as(op, 'POST', `/admin/orders/${order.id}/refund`, { reason: '測試' });
    expect(refund.code).toBe(Code.ORDER_REFUND_AFTER_SALES);

    await as(op, 'PUT', `/admin/mall/stores/${store.id}/enabled`, { enabled: false });
    expect((await self(1)).code).toBe(Code.STORE_DISABLED);
    // The clerk at the desk still redeems the order's own code.
    const clerk = await t.operator('clerk', store.id);
    expect((await as(clerk, 'POST', '/admin/orders/redeem', { code: order.writeOffCode })).data).toMatchObject({
      status: OrderStatus.done,
      writtenOff: 3,
    });
  });
});
