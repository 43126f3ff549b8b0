import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerMessage } from '@uu/contract/chat';
import { Code } from '@uu/contract/codes';
import type { Message } from '@uu/contract/messages';
import { call, dialects, digest, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { addCard, operator, pay, PAY, uploadProof, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;
const DAY = 24 * 3600_000;

/** The member's messages (all categories unless one is given), in a language. */
async function messagesOf(t: TestApp, m: Member, query: Record<string, string> = {}, lang = 'zh-Hant') {
  const res = await call<{ list: Message[]; total: number; unread: { total: number; byCategory: Record<string, number> } }>(t.app, {
    method: 'GET',
    url: '/message/list',
    query: { size: '100', ...query },
    headers: { satoken: m.token, 'accept-language': lang },
  });
  expect(res.code).toBe(200);
  return res.data;
}
const post = (t: TestApp, m: Member, url: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url, payload, headers: { satoken: m.token } });

describe.each(dialects)('the message centre on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });

  async function topUp(m: Member, amount: string) {
    await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: 'Bank transfer', account: '000-123-456', holder: 'UU Ltd' }] },
    });
    const proof = await uploadProof(t, m.token);
    const asked = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { amount, channel: 'bank-1', proof },
    });
    if (asked.code !== 200) throw new Error(`topUp: ${asked.msg}`);
    return (asked.data as { id: number }).id;
  }
  const reviewTopUp = (id: number, payload: Record<string, unknown>) =>
    operator(t, { method: 'POST', url: `/admin/wallet/topUp/${id}/review`, payload });

  describe('money events', () => {
    it('a top-up approved: one message, rendered in three languages, opening the top-up; a repeat approval writes none', async () => {
      const m = await t.readyMember();
      const id = await topUp(m, '300');
      expect((await messagesOf(t, m)).total).toBe(0);
      expect((await reviewTopUp(id, { decision: 'approve' })).code).toBe(200);
      expect((await reviewTopUp(id, { decision: 'approve' })).code).toBe(Code.TOPUP_NOT_PENDING);
      const hant = await messagesOf(t, m);
      expect(hant.total).toBe(1);
      expect(hant.list[0]).toMatchObject({
        category: 'transactions',
        template: 'topupApproved',
        params: { amount: '300.00' },
        object: { kind: 'topup', id },
        title: '儲值已到帳',
        body: '您的 300.00 UU 儲值已審核通過並存入錢包。',
        readAt: null,
      });
      expect((await messagesOf(t, m, {}, 'zh-Hans')).list[0]).toMatchObject({ title: '充值已到账' });
      expect((await messagesOf(t, m, {}, 'en')).list[0]).toMatchObject({
        title: 'Top-up credited',
        body: 'Your top-up of 300.00 UU was approved and is in your wallet.',
      });
      expect(hant.unread).toEqual({ total: 1, byCategory: { transactions: 1, orders: 0, team: 0, announcements: 0, security: 0 } });
    });

    it('a top-up refused carries the reason', async () => {
      const m = await t.readyMember();
      const id = await topUp(m, '200');
      await reviewTopUp(id, { decision: 'reject', reason: '付款證明不清楚' });
      const { list } = await messagesOf(t, m);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ template: 'topupRejected', body: '您的 200.00 UU 儲值未通過審核：付款證明不清楚' });
    });

    it('withdrawals cancelled, approved and refused: one message each, opening the withdrawal', async () => {
      const m = await t.readyMember({ uu: UU(1000) });
      const card = await addCard(t, m);
      const ask = async () =>
        (await pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id })).data.id as number;
      const review = (id: number, payload: Record<string, unknown>) =>
        operator(t, { method: 'POST', url: `/admin/wallet/withdrawal/${id}/review`, payload });
      const a = await ask();
      expect((await pay(t, m, '/cancelWithdraw', { id: a })).code).toBe(200);
      const b = await ask();
      expect((await review(b, { decision: 'approve' })).code).toBe(200);
      const c = await ask();
      expect((await review(c, { decision: 'reject', reason: 'bad card' })).code).toBe(200);
      expect((await review(c, { decision: 'reject', reason: 'again' })).code).toBe(Code.WITHDRAWAL_NOT_PENDING);
      const { list } = await messagesOf(t, m, {}, 'en');
      expect(list.map((x) => [x.template, x.object])).toEqual([
        ['withdrawalRejected', { kind: 'withdrawal', id: c }],
        ['withdrawalApproved', { kind: 'withdrawal', id: b }],
        ['withdrawalCanceled', { kind: 'withdrawal', id: a }],
      ]);
      expect(list[0]!.body).toBe('Your withdrawal of 100.00 UU was refused and the amount is back in your wallet: bad card');
    });

    it('a transfer: the recipient gets one message naming the sender; the sender none', async () => {
      const a = await t.readyMember({ uu: UU(100) });
      const b = await t.readyMember();
      const sent = await pay(t, a, '/transferUu', { to: b.email, amount: '10.25' });
      expect(sent.code).toBe(200);
      const { list } = await messagesOf(t, b, { category: 'transactions' }, 'en');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        template: 'transferReceived',
        params: { amount: '10.25', currency: 'UU' },
        object: { kind: 'transfer', id: sent.data.transactionId },
      });
      expect(list[0]!.body).toContain(a.memberNo);
      expect((await messagesOf(t, a)).total).toBe(0);
    });
  });

  describe('order events', () => {
    const goods = { express: 0, pickup: 0, store: 0 };
    beforeAll(async () => {
      const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data
        .id as number;
      const store = (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/store',
          payload: { name: { 'zh-Hant': '信義門市', en: 'Xinyi store' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
        })
      ).data.id as number;
      const make = async (deliveryType: string, extra: Record<string, unknown> = {}) =>
        (
          await operator(t, {
            method: 'POST',
            url: '/admin/mall/goods',
            payload: {
              categoryId: category,
              name: { 'zh-Hant': `${deliveryType} 商品` },
              description: { 'zh-Hant': '' },
              price: '100',
              fbPercent: 0,
              deliveryType,
              stock: 1000,
              ...extra,
            },
          })
        ).data.id as number;
      goods.express = await make('express');
      goods.pickup = await make('pickup', { storeIds: [store] });
      goods.store = store;
    });
    async function address(m: Member) {
      const res = await post(t, m, '/address/save', {
        consignee: '陳小明',
        phone: '+886912345678',
        regionCode: 'TW-100',
        detail: '重慶南路一段 122 號',
      });
      return res.data.id as number;
    }
    const submit = async (m: Member, payload: Record<string, unknown>) =>
      (
        await call(t.app, {
          method: 'POST',
          url: '/planHistory/submitOrder',
          headers: { satoken: m.token, 'idempotency-key': randomUUID() },
          payload,
        })
      ).data as { id: number; orderNo: string };
    const act = (m: Member, payload: Record<string, unknown>) =>
      call(t.app, {
        method: 'POST',
        url: '/planHistory/updatePlanHistory',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload,
      });
    const payOrder = (m: Member, id: number) => act(m, { action: 'pay', id, payPassword: digest(PAY) });
    const templates = async (m: Member) => (await messagesOf(t, m, { category: 'orders' }, 'en')).list.map((x) => x.template);

    it('paid, shipped (with the carrier), confirmed by the sweep: one message each, opening the order', async () => {
      const m = await t.readyMember({ uu: UU(1000) });
      const order = await submit(m, { goodsId: goods.express, quantity: 1, addressId: await address(m) });
      expect((await payOrder(m, order.id)).code).toBe(200);
      await operator(t, { method: 'POST', url: `/admin/orders/${order.id}/ship`, payload: { company: '黑貓宅急便', number: 'TC123' } });
      t.clock.advance(11 * DAY);
      await t.app.services.orders.sweep();
      await t.app.services.orders.sweep();
      const { list } = await messagesOf(t, m, { category: 'orders' }, 'en');
      expect(list.map((x) => x.template)).toEqual(['orderAutoConfirmed', 'orderShipped', 'orderPaid']);
      expect(list.every((x) => x.object?.kind === 'order' && x.object.id === order.id)).toBe(true);
      expect(list[1]!.body).toBe(`Order ${order.orderNo} was shipped by 黑貓宅急便, tracking number TC123.`);
    });

    it('a pickup order paid is ready at its store (the store named in the reader’s language); cancelled and refunded orders say so', async () => {
      const m = await t.readyMember({ uu: UU(1000) });
      const pickup = await submit(m, { goodsId: goods.pickup, quantity: 1, storeId: goods.store });
      await payOrder(m, pickup.id);
      expect((await messagesOf(t, m, {}, 'en')).list[0]).toMatchObject({
        template: 'orderReadyForPickup',
        body: `Order ${pickup.orderNo} is ready for pickup at Xinyi store.`,
      });
      expect((await messagesOf(t, m, {}, 'zh-Hant')).list[0]!.body).toContain('信義門市');
      const refunded = await operator(t, { method: 'POST', url: `/admin/orders/${pickup.id}/refund`, payload: { reason: '缺貨' } });
      expect(refunded.code).toBe(200);
      const unpaid = await submit(m, { goodsId: goods.express, quantity: 1, addressId: await address(m) });
      expect((await act(m, { action: 'cancel', id: unpaid.id })).code).toBe(200);
      expect(await templates(m)).toEqual(['orderCanceled', 'orderRefunded', 'orderReadyForPickup']);
    });

    it('an order refused payment (too little UU) writes nothing', async () => {
      const m = await t.readyMember({ uu: UU(10) });
      const order = await submit(m, { goodsId: goods.express, quantity: 1, addressId: await address(m) });
      expect((await payOrder(m, order.id)).code).toBe(Code.INSUFFICIENT_UU_TO_PAY);
      expect(await templates(m)).toEqual([]);
    });
  });

  describe('the member’s own messages', () => {
    it('a message written in a transaction that rolls back is neither stored nor pushed', async () => {
      const m = await t.readyMember();
      const socket = await connect(t, m.token);
      await expect(
        t.app.db.transaction(async (trx) => {
          await t.app.services.messages.notify(trx, m.id, { template: 'orderCanceled', params: { orderNo: 'X' }, object: null });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect((await messagesOf(t, m)).total).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(socket.received.filter((f) => f.type === 'message')).toEqual([]);
      socket.close();
    });

    it('another member’s message id is not found for reading or deleting; counts and deletes are per member', async () => {
      const m = await t.readyMember();
      const other = await t.readyMember();
      await note(m.id, 3);
      const { list } = await messagesOf(t, m);
      const id = list[0]!.id;
      for (const url of ['/message/read', '/message/delete']) {
        const res = await post(t, other, url, { id });
        expect(res.code).toBe(Code.MESSAGE_NOT_FOUND);
        expect(res.msg).toBe('找不到這則訊息');
      }
      expect((await post(t, m, '/message/read', { id: 'x' })).code).toBe(Code.VALIDATION);
      expect((await messagesOf(t, m)).unread.total).toBe(3);
      const read = await post(t, m, '/message/read', { id });
      expect(read.data).toMatchObject({ message: { id }, unread: { total: 2 } });
      const deleted = await post(t, m, '/message/delete', { id: list[1]!.id });
      expect(deleted.data).toMatchObject({ unread: { total: 1 } });
      expect((await post(t, m, '/message/delete', { id: list[1]!.id })).code).toBe(Code.MESSAGE_NOT_FOUND);
      expect((await messagesOf(t, m)).total).toBe(2);
      const all = await post(t, m, '/message/readAll', { category: 'transactions' });
      expect(all.data).toMatchObject({ marked: 0, unread: { total: 1, byCategory: { orders: 1 } } });
      expect((await post(t, m, '/message/readAll', {})).data).toMatchObject({ marked: 1, unread: { total: 0 } });
    });

    it('counts stay right while reads race: each message is read once, the counts end at zero', async () => {
      const m = await t.readyMember();
      await note(m.id, 20);
      const { list } = await messagesOf(t, m);
      const answers = await Promise.all([
        ...list.map((x) => post(t, m, '/message/read', { id: x.id })),
        ...list.map((x) => post(t, m, '/message/read', { id: x.id })),
        post(t, m, '/message/readAll', { category: 'orders' }),
      ]);
      expect(answers.every((a) => a.code === 200)).toBe(true);
      const after = await messagesOf(t, m);
      expect(after.unread.total).toBe(0);
      expect(after.list.every((x) => x.readAt !== null)).toBe(true);
      const unread = await call(t.app, { method: 'GET', url: '/message/unread', headers: { satoken: m.token } });
      expect(unread.data).toEqual({ total: 0, byCategory: { transactions: 0, orders: 0, team: 0, announcements: 0, security: 0 } });
    });

    it('a new message and the count reach the member’s open socket once it commits, in the socket’s language', async () => {
      const m = await t.readyMember();
      const socket = await connect(t, m.token);
      const id = await topUp(m, '100');
      await reviewTopUp(id, { decision: 'approve' });
      const frame = await socket.until((f) => f.type === 'message');
      expect(frame).toMatchObject({
        type: 'message',
        message: { template: 'topupApproved', title: 'Top-up credited', object: { kind: 'topup', id } },
        unread: { total: 1 },
      });
      await post(t, m, '/message/readAll', {});
      expect(await socket.until((f) => f.type === 'unread')).toMatchObject({ unread: { total: 0 } });
      socket.close();
    });
  });

  /** `n` order messages to the member, written as a capability would. */
  async function note(userId: number, n: number) {
    for (let i = 0; i < n; i++) {
      await t.app.db.transaction((trx) =>
        t.app.services.messages.notify(trx, userId, { template: 'orderCanceled', params: { orderNo: `N${i}` }, object: null }),
      );
    }
  }
});

/** A signed-in socket (the chat socket) collecting what the server sends. */
async function connect(t: TestApp, token: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const received: ChatServerMessage[] = [];
  ws.on('message', (raw) => received.push(JSON.parse((raw as Buffer).toString()) as ChatServerMessage));
  const until = async (test: (f: ChatServerMessage) => boolean, timeoutMs = 5_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(test);
      if (found) return found;
      if (Date.now() > end) throw new Error(`no matching frame; got ${JSON.stringify(received.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  ws.send(JSON.stringify({ type: 'auth', token, locale: 'en' }));
  await until((f) => f.type === 'ready');
  return { received, until, close: () => ws.terminate() };
}
