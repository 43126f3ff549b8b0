import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest, multipart } from './helpers';
import { useTestApp } from './suite';
import { ledgerClean, operator, PAY, uploadProof, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const DAY = 86_400_000;

type Session = Awaited<ReturnType<ReturnType<typeof useTestApp>['operator']>>;

describe.each(dialects)('after-sales on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let goods = 0;
  let referrer: Member;
  const s = {} as Record<'operator' | 'clerk' | 'admin', Session>;

  const member = (m: Member, options: Parameters<typeof call>[1]) =>
    call(t.app, { ...options, headers: { satoken: m.token, ...(options.headers as object) } });
  const act = (m: Member, payload: Record<string, unknown>) =>
    member(m, { method: 'POST', url: '/planHistory/updatePlanHistory', headers: { 'idempotency-key': randomUUID() }, payload });
  const apply = (m: Member, payload: Record<string, unknown>, lang = 'zh-TW') =>
    member(m, { method: 'POST', url: '/afterSales/apply', headers: { 'accept-language': lang }, payload });
  const request = (m: Member, id: number) => member(m, { method: 'GET', url: `/afterSales/get?id=${id}` });
  const shipBack = (m: Member, id: number, company = '黑貓宅急便', number = 'TC0001') =>
    member(m, { method: 'POST', url: '/afterSales/returnShipment', payload: { id, company, number } });
  const orderDetail = (m: Member, id: number) => member(m, { method: 'GET', url: `/planHistory/getPlanHistory?id=${id}` });
  const console_ = (session: Session, id: number, step: 'approve' | 'refuse' | 'receive', payload: Record<string, unknown> = {}) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/after-sales/${id}/${step}`, payload });
  const templates = async (m: Member) =>
    (
      await t.app.db.kysely
        .selectFrom('messages')
        .select('template')
        .where('user_id', '=', m.id)
        .where('template', 'like', 'orderAfterSale%' as never)
        .orderBy('id')
        .execute()
    ).map((r) => r.template);
  const reward = async (orderId: number) =>
    (
      await t.app.db.kysely
        .selectFrom('referral_rewards')
        .select('status')
        .where('source_type', '=', 'order')
        .where('source_id', '=', orderId)
        .executeTakeFirst()
    )?.status;
  const couponCopy = async (copyId: number) =>
    (await t.app.db.kysely.selectFrom('member_coupons').selectAll().where('id', '=', copyId).executeTakeFirstOrThrow()) as {
      used_at: number | null;
      order_id: number | null;
    };

  async function buyer(): Promise<Member & { addressId: number }> {
    const m = await t.readyMember({ uu: UU(1000), invitationCode: referrer.invitationCode });
    await t.fund(m, 'FB', UU(100), 'test');
    const address = await member(m, {
      method: 'POST',
      url: '/address/save',
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    return { ...m, addressId: address.data.id as number };
  }

  /** A paid order; `done`: shipped and received by the member (its referral reward pending until the window has passed). */
  async function order(m: Member & { addressId: number }, options: { couponId?: number; done?: boolean } = {}) {
    const submitted = await member(m, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { 'idempotency-key': randomUUID() },
      payload: { goodsId: goods, quantity: 1, addressId: m.addressId, ...(options.couponId ? { couponId: options.couponId } : {}) },
    });
    expect(submitted.code).toBe(200);
    const id = submitted.data.id as number;
    expect((await act(m, { action: 'pay', id, payPassword: digest(PAY) })).code).toBe(200);
    if (options.done !== false) {
      expect(
        (await asAdmin(t, s.operator, { method: 'POST', url: `/admin/orders/${id}/ship`, payload: { company: '黑貓', number: 'S1' } }))
          .code,
      ).toBe(200);
      expect((await act(m, { action: 'confirm', id })).code).toBe(200);
    }
    return id;
  }

  /**
   * A done order whose referral reward is still pending: the state the loyalty work leaves a done order in until its
   * window passes (here the order is marked done without paying the reward).
   */
  async function doneWithPendingReward(m: Member & { addressId: number }, couponId?: number) {
    const id = await order(m, { done: false, ...(couponId ? { couponId } : {}) });
    await t.app.db.kysely
      .updateTable('orders')
      .set({ status: OrderStatus.done, delivered_at: t.clock.now(), done_at: t.clock.now() })
      .where('id', '=', id)
      .execute();
    expect(await reward(id)).toBe('pending');
    return id;
  }

  async function giveCoupon(m: Member): Promise<number> {
    const coupon = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: { name: { 'zh-Hant': '售後券' }, kind: 'mall', discountType: 'amount', amount: '10', minSpend: '50', validDays: 30 },
    });
    expect(
      (await operator(t, { method: 'POST', url: `/admin/coupons/${coupon.data.id}/issue`, payload: { to: 'member', userId: m.id } })).code,
    ).toBe(200);
    const copies = (await member(m, { method: 'GET', url: '/coupon/listCoupon?status=available' })).data.list as {
      id: number;
      couponId: number;
    }[];
    return copies.find((c) => c.couponId === coupon.data.id)!.id;
  }

  beforeAll(async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '售後' } } })).data.id;
    const make = async (deliveryType: string, extra: Record<string, unknown> = {}) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId: category,
            name: { 'zh-Hant': '保溫杯', en: 'Flask' },
            description: { 'zh-Hant': '' },
            price: '100',
            fbPercent: 20,
            deliveryType,
            stock: 1000,
            ...extra,
          },
        })
      ).data.id as number;
    goods = await make('express');
    referrer = await t.readyMember();
    s.operator = await t.operator('operator');
    s.admin = await t.operator('admin');
    s.clerk = await t.operator('clerk');
  });

  it('return and refund: request with photos → approve with the address → parcel back → receipt refunds UU, FB and the coupon, voids the pending reward', async () => {
    const m = await buyer();
    const before = (await wallet(t, m)).balances;
    const couponId = await giveCoupon(m);
    const orderId = await doneWithPendingReward(m, couponId);
    const paid = (await wallet(t, m)).balances;
    expect(Number(paid.UU) + Number(paid.FB)).toBe(Number(before.UU) + Number(before.FB) - 90);
    expect((await couponCopy(couponId)).used_at).not.toBeNull();

    // The order offers after-sales until the window ends.
    const offered = await orderDetail(m, orderId);
    expect(offered.data.afterSale).toBeNull();
    expect(Date.parse(offered.data.afterSaleUntil)).toBe(Date.parse(offered.data.doneAt) + 7 * DAY);

    const photo = await uploadProof(t, m.token);
    const applied = await apply(m, { orderId, type: 'return', reason: 'damaged', description: '杯蓋破裂', photos: [photo] });
    expect(applied.code).toBe(200);
    expect(applied.data).toMatchObject({ orderId, type: 'return', reason: 'damaged', state: 'requested', photos: [photo], refund: null });
    const id = applied.data.id as number;
    expect((await orderDetail(m, orderId)).data).toMatchObject({ afterSale: { id, state: 'requested' }, afterSaleUntil: null });
    const listed = await member(m, { method: 'GET', url: '/afterSales/list' });
    expect(listed.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    // The console's badge counts it; a return needs the address to be approved; the member cannot ship before approval.
    expect((await asAdmin(t, s.operator, { method: 'GET', url: '/admin/work/waiting' })).data.afterSales).toBeGreaterThanOrEqual(1);
    expect((await shipBack(m, id)).code).toBe(Code.AFTER_SALE_ACTION_NOT_ALLOWED);
    expect((await console_(s.operator, id, 'approve', {})).code).toBe(Code.AFTER_SALE_DETAILS_REQUIRED);
    const approved = await console_(s.operator, id, 'approve', { returnAddress: '臺北市中正區退貨倉 1 號' });
    expect(approved.data).toMatchObject({ state: 'approved', returnAddress: '臺北市中正區退貨倉 1 號', member: { id: m.id } });
    // Receipt before the parcel is sent is refused.
    expect((await console_(s.operator, id, 'receive')).code).toBe(Code.AFTER_SALE_ACTION_NOT_ALLOWED);

    const shipped = await shipBack(m, id, '黑貓宅急便', 'TC123');
    expect(shipped.data).toMatchObject({ state: 'returned', returnShipment: { company: '黑貓宅急便', number: 'TC123' } });

    const received = await console_(s.operator, id, 'receive');
    expect(received.data).toMatchObject({ state: 'refunded', refund: { uu: '72.00', fb: '18.00' } });
    expect(received.data.timeline.map((e: { state: string }) => e.state)).toEqual(['requested', 'approved', 'returned', 'refunded']);

    // The money is back, the coupon is the member's again, the reward is void, the order is refunded.
    expect((await wallet(t, m)).balances).toMatchObject({ UU: before.UU, FB: before.FB });
    expect(await couponCopy(couponId)).toMatchObject({ used_at: null, order_id: null });
    expect(await reward(orderId)).toBe('void');
    const refunded = await orderDetail(m, orderId);
    expect(refunded.data).toMatchObject({ status: OrderStatus.refunded, afterSale: { id, state: 'refunded' } });
    const log = await member(m, { method: 'GET', url: '/moneyLog/questSumMoneyLog' });
    expect(JSON.stringify(log.data)).toContain('refund');
    expect(await templates(m)).toEqual([
      'orderAfterSaleRequested',
      'orderAfterSaleApproved',
      'orderAfterSaleReturned',
      'orderAfterSaleRefunded',
    ]);

    // Each decision is in the audit log with the request's row before and after.
    const audit = await asAdmin(t, s.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { targetType: 'afterSale', targetId: String(id) },
    });
    expect(audit.data.list.map((e: { action: string }) => e.action).sort()).toEqual(['approveAfterSale', 'receiveAfterSale']);
    const receipt = audit.data.list.find((e: { action: string }) => e.action === 'receiveAfterSale');
    expect(receipt).toMatchObject({ adminId: s.operator.id, before: { state: 'returned' }, after: { state: 'refunded' } });
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('a refund only is refunded on approval; a reward already available stays (a row from before the window, decisions.md)', async () => {
    const m = await buyer();
    const before = (await wallet(t, m)).balances;
    const orderId = await order(m);
    expect(await reward(orderId)).toBe('pending');
    await t.app.db.transaction((trx) => t.app.services.rewards.release(trx, 'order', orderId));
    expect(await reward(orderId)).toBe('paid');
    const id = (await apply(m, { orderId, type: 'refund', reason: 'noLongerNeeded', description: '不需要了' })).data.id as number;
    const approved = await console_(s.operator, id, 'approve', {});
    expect(approved.data).toMatchObject({ state: 'refunded', refund: { uu: '80.00', fb: '20.00' }, returnAddress: null });
    expect((await wallet(t, m)).balances).toMatchObject({ UU: before.UU, FB: before.FB });
    expect(await reward(orderId)).toBe('paid');
    expect((await console_(s.operator, id, 'approve', {})).code).toBe(Code.AFTER_SALE_ACTION_NOT_ALLOWED);
    expect(await templates(m)).toEqual(['orderAfterSaleRequested', 'orderAfterSaleRefunded']);
  });

  it('refused with a reason: the member reads it, cannot send a parcel, and cannot ask again', async () => {
    const m = await buyer();
    const orderId = await order(m);
    const id = (await apply(m, { orderId, type: 'return', reason: 'quality', description: '品質不好' })).data.id as number;
    expect((await console_(s.operator, id, 'refuse', { reason: ' ' })).code).toBe(Code.VALIDATION);
    const refused = await console_(s.operator, id, 'refuse', { reason: '商品已使用，無法退貨' });
    expect(refused.data).toMatchObject({ state: 'refused', refusal: '商品已使用，無法退貨' });
    expect((await request(m, id)).data).toMatchObject({ state: 'refused', refusal: '商品已使用，無法退貨' });
    expect((await console_(s.operator, id, 'approve', { returnAddress: 'x' })).code).toBe(Code.AFTER_SALE_ACTION_NOT_ALLOWED);
    expect((await shipBack(m, id)).code).toBe(Code.AFTER_SALE_ACTION_NOT_ALLOWED);
    const again = await apply(m, { orderId, type: 'refund', reason: 'quality', description: '再試一次' }, 'en');
    expect(again.code).toBe(Code.AFTER_SALE_EXISTS);
    expect(again.msg).toBe('This order already has an after-sales request.');
    expect((await orderDetail(m, orderId)).data.status).toBe(OrderStatus.done);
    expect(await templates(m)).toEqual(['orderAfterSaleRequested', 'orderAfterSaleRefused']);
  });

  it('exchange: receipt ships the replacement with its carrier and number; no money moves and the order stays done', async () => {
    const m = await buyer();
    const orderId = await order(m);
    const paid = (await wallet(t, m)).balances;
    const id = (await apply(m, { orderId, type: 'exchange', reason: 'wrongItem', description: '顏色寄錯' })).data.id as number;
    await console_(s.operator, id, 'approve', { returnAddress: '退貨倉' });
    await shipBack(m, id);
    expect((await console_(s.operator, id, 'receive', {})).code).toBe(Code.AFTER_SALE_DETAILS_REQUIRED);
    const done = await console_(s.operator, id, 'receive', { replacement: { company: '新竹物流', number: 'HC9' } });
    expect(done.data).toMatchObject({ state: 'exchanged', replacement: { company: '新竹物流', number: 'HC9' }, refund: null });
    expect((await wallet(t, m)).balances).toEqual(paid);
    expect((await orderDetail(m, orderId)).data.status).toBe(OrderStatus.done);
    expect(await templates(m)).toContain('orderAfterSaleExchanged');
  });

  it('bad requests: outside the window, not done, twice, another member’s order, photos not one’s own or not images, too many', async () => {
    const m = await buyer();
    const other = await buyer();
    const notDone = await order(m, { done: false });
    expect((await apply(m, { orderId: notDone, type: 'refund', reason: 'other', description: 'x' })).code).toBe(
      Code.AFTER_SALE_NOT_ALLOWED,
    );

    const orderId = await order(m);
    // Another member's order reads as none.
    expect((await apply(other, { orderId, type: 'refund', reason: 'other', description: 'x' })).code).toBe(Code.ORDER_NOT_FOUND);
    // Another member's upload is not a photo of this request.
    const theirs = await uploadProof(t, other.token);
    expect((await apply(m, { orderId, type: 'return', reason: 'other', description: 'x', photos: [theirs] })).code).toBe(
      Code.AFTER_SALE_PHOTO_NOT_FOUND,
    );
    // A file that is not an image never becomes an upload.
    const { payload, headers } = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('<html>no</html>') }]);
    expect((await call(t.app, { method: 'POST', url: '/file/file/upload', payload, headers: { ...headers, satoken: m.token } })).code).toBe(
      Code.UPLOAD_TYPE,
    );
    const seven = await Promise.all(Array.from({ length: 7 }, () => uploadProof(t, m.token)));
    expect((await apply(m, { orderId, type: 'return', reason: 'other', description: 'x', photos: seven })).code).toBe(Code.VALIDATION);
    expect((await apply(m, { orderId, type: 'return', reason: 'bogus', description: 'x' })).code).toBe(Code.VALIDATION);

    // The operator's window: 3 days set in the platform config; past it, a clear refusal in the member's language.
    expect((await asAdmin(t, s.admin, { method: 'PUT', url: '/admin/config', payload: { afterSalesDays: 3 } })).data.afterSalesDays).toBe(
      3,
    );
    t.clock.advance(3 * DAY + 1000);
    const late = await apply(m, { orderId, type: 'refund', reason: 'other', description: 'x' }, 'en');
    expect(late.code).toBe(Code.AFTER_SALE_NOT_ALLOWED);
    expect(late.msg).toBe('After-sales is available for completed orders only, up to 3 day(s) after completion.');
    expect((await orderDetail(m, orderId)).data.afterSaleUntil).toBeNull();
    // The console's sessions ended while idle: sign in again.
    s.operator = await t.operator('operator');
    s.admin = await t.operator('admin');
    s.clerk = await t.operator('clerk');
    await asAdmin(t, s.admin, { method: 'PUT', url: '/admin/config', payload: { afterSalesDays: 7 } });

    // Twice at once: one request.
    const fresh = await order(m);
    const both = await Promise.all([
      apply(m, { orderId: fresh, type: 'refund', reason: 'other', description: 'a' }),
      apply(m, { orderId: fresh, type: 'refund', reason: 'other', description: 'b' }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([200, Code.AFTER_SALE_EXISTS].sort());
    // Someone else's request reads as none.
    const mine = both.find((r) => r.code === 200)!.data.id as number;
    expect((await request(other, mine)).code).toBe(Code.AFTER_SALE_NOT_FOUND);
  });

  it('two receipt confirmations at once refund once', async () => {
    const m = await buyer();
    const before = (await wallet(t, m)).balances;
    const orderId = await order(m);
    const id = (await apply(m, { orderId, type: 'return', reason: 'damaged', description: '壞了' })).data.id as number;
    await console_(s.operator, id, 'approve', { returnAddress: '退貨倉' });
    await shipBack(m, id);
    const second = await t.operator('operator');
    const answers = await Promise.all([console_(s.operator, id, 'receive'), console_(second, id, 'receive')]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, Code.AFTER_SALE_ACTION_NOT_ALLOWED].sort());
    expect((await wallet(t, m)).balances).toMatchObject({ UU: before.UU, FB: before.FB });
    const refunds = await t.app.db.kysely.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).execute();
    expect(refunds).toHaveLength(1);
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('the console lists by state with counts; clerks have no after-sales; members cannot call the console', async () => {
    const requested = await asAdmin(t, s.operator, { method: 'GET', url: '/admin/after-sales', query: { state: 'requested' } });
    expect(requested.code).toBe(200);
    expect(requested.data.list.every((r: { state: string }) => r.state === 'requested')).toBe(true);
    expect(requested.data.counts.requested ?? 0).toBe(requested.data.total);
    const all = await asAdmin(t, s.operator, { method: 'GET', url: '/admin/after-sales' });
    expect(all.data.total).toBe(Object.values(all.data.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const first = all.data.list[0] as { id: number; orderNo: string };
    expect(
      (await asAdmin(t, s.operator, { method: 'GET', url: '/admin/after-sales', query: { q: first.orderNo } })).data.list,
    ).toHaveLength(1);
    expect((await asAdmin(t, s.operator, { method: 'GET', url: `/admin/after-sales/${first.id}` })).data.id).toBe(first.id);
    expect((await asAdmin(t, s.clerk, { method: 'GET', url: '/admin/after-sales' })).code).toBe(Code.ROLE_FORBIDDEN);
    expect(
      (await asAdmin(t, s.clerk, { method: 'POST', url: `/admin/after-sales/${first.id}/refuse`, payload: { reason: 'x' } })).code,
    ).toBe(Code.ROLE_FORBIDDEN);
    expect((await call(t.app, { method: 'GET', url: '/admin/after-sales' })).code).not.toBe(200);
  });
});
