import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { ledgerClean, operator, PAY, wallet, WALLET_ENV, type Member } from './wallet-helpers';

// Referral rewards with states (issue 24; @uu/domain/reward-states): a done order's reward stays pending while the order
// may still be returned (the operator's after-sales window after completion), then the `referralRewards` job makes it
// available through the ledger, once; a refund within the window voids it and nothing is paid.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Session = Awaited<ReturnType<ReturnType<typeof useTestApp>['operator']>>;

describe.each(dialects)('referral reward states on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let goods = 0;
  let admin: Session;

  beforeAll(async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '獎勵' } } })).data.id;
    goods = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '保溫杯' },
          description: { 'zh-Hant': '' },
          price: '200',
          fbPercent: 0,
          deliveryType: 'express',
          stock: 1000,
        },
      })
    ).data.id as number;
    admin = await t.operator('admin');
  });

  const as = (m: Member, options: Parameters<typeof call>[1]) =>
    call(t.app, { ...options, headers: { satoken: m.token, ...(options.headers as object) } });
  const act = (m: Member, payload: Record<string, unknown>) =>
    as(m, { method: 'POST', url: '/planHistory/updatePlanHistory', headers: { 'idempotency-key': randomUUID() }, payload });
  const rewards = async (m: Member, state?: string) => {
    const res = await as(m, { method: 'GET', url: '/team/rewards', query: state ? { state } : {} });
    expect(res.code).toBe(200);
    return res.data;
  };
  const status = async (orderId: number) =>
    (
      await t.app.db.kysely
        .selectFrom('referral_rewards')
        .select('status')
        .where('source_type', '=', 'order')
        .where('source_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;
  const postings = async (orderId: number) =>
    Number(
      (
        await t.app.db.kysely
          .selectFrom('ledger_transactions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'referral_reward')
          .where('ref_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const rewardMessages = async (m: Member) =>
    (
      await t.app.db.kysely
        .selectFrom('messages')
        .select('template')
        .where('user_id', '=', m.id)
        .where('template', 'like', 'referralReward%' as never)
        .orderBy('id')
        .execute()
    ).map((r) => r.template);

  /** A referrer and a buyer they invited, with an address. */
  async function pair() {
    const referrer = await t.readyMember();
    const buyer = await t.readyMember({ uu: 10_000_00, invitationCode: referrer.invitationCode });
    const address = await as(buyer, {
      method: 'POST',
      url: '/address/save',
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    return { referrer, buyer, addressId: address.data.id as number };
  }

  /** An express order paid, shipped and confirmed by the buyer: done now. */
  async function doneOrder(buyer: Member, addressId: number): Promise<{ id: number; orderNo: string }> {
    const submitted = await as(buyer, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { 'idempotency-key': randomUUID() },
      payload: { goodsId: goods, quantity: 1, addressId },
    });
    const id = submitted.data.id as number;
    expect((await act(buyer, { action: 'pay', id, payPassword: digest(PAY) })).code).toBe(200);
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${id}/ship`, payload: { company: '黑貓', number: 'R1' } })).code).toBe(
      200,
    );
    expect((await act(buyer, { action: 'confirm', id })).code).toBe(200);
    return { id, orderNo: submitted.data.orderNo as string };
  }

  it('done → pending through the window (its last moment included) → available after it, paid once by concurrent runs, the money log at that time', async () => {
    const { referrer, buyer, addressId } = await pair();
    const order = await doneOrder(buyer, addressId);
    const doneAt = t.clock.now();
    // Level 0: 1% of 200.00 = 2.00 KB, pending after completion, with when it may become available.
    expect(await status(order.id)).toBe('pending');
    const pending = await rewards(referrer);
    expect(pending).toMatchObject({ state: 'pending', total: 1, counts: { pending: 1, available: 0, void: 0 } });
    expect(pending.list[0]).toMatchObject({
      state: 'pending',
      amount: '2.00',
      baseAmount: '200.00',
      rateBps: 100,
      source: { type: 'order', id: order.id, orderNo: order.orderNo },
      buyer: { memberNo: buyer.memberNo },
      availableAfter: new Date(doneAt + 7 * DAY).toISOString(),
      availableAt: null,
      voidedAt: null,
    });

    // Inside the window, up to its last moment: the job leaves it pending, no KB, no message.
    t.clock.advance(7 * DAY);
    expect(await t.app.jobs.run('referralRewards')).toBe('ok');
    expect(await status(order.id)).toBe('pending');
    expect((await wallet(t, referrer)).balances.KB).toBe('0.00');
    expect(await rewardMessages(referrer)).toEqual([]);

    // Past it: several runs at once (two under the lease, two straight) pay it once.
    t.clock.advance(MINUTE);
    const releasedAt = t.clock.now();
    await Promise.all([
      t.app.jobs.run('referralRewards'),
      t.app.jobs.run('referralRewards'),
      t.app.services.rewards.releaseDue(),
      t.app.services.rewards.releaseDue(1),
    ]);
    expect(await status(order.id)).toBe('paid');
    expect(await postings(order.id)).toBe(1);
    expect((await wallet(t, referrer)).balances.KB).toBe('2.00');
    expect(await rewardMessages(referrer)).toEqual(['referralRewardCredited']);
    expect(await ledgerClean(t)).toEqual([]);

    const available = await rewards(referrer, 'available');
    expect(available).toMatchObject({ state: 'available', total: 1, counts: { pending: 0, available: 1, void: 0 } });
    expect(available.list[0]).toMatchObject({ availableAt: new Date(releasedAt).toISOString(), availableAfter: null });
    const log = await as(referrer, { method: 'GET', url: '/moneyLog/questSumMoneyLog', query: { currency: 'KB' } });
    expect(log.data.list[0]).toMatchObject({ type: 'referral_reward', amount: '2.00', createdAt: available.list[0].availableAt });

    // Later runs change nothing.
    t.clock.advance(DAY);
    await t.app.jobs.run('referralRewards');
    expect(await postings(order.id)).toBe(1);
    expect((await rewards(referrer, 'pending')).list).toEqual([]);
  });

  it('a refund within the window (after-sales) voids it: nothing paid, the voided message once, and the job pays nothing after', async () => {
    const { referrer, buyer, addressId } = await pair();
    const order = await doneOrder(buyer, addressId);
    t.clock.advance(2 * DAY);
    const applied = await as(buyer, {
      method: 'POST',
      url: '/afterSales/apply',
      payload: { orderId: order.id, type: 'refund', reason: 'noLongerNeeded', description: '不需要了' },
    });
    expect(applied.code).toBe(200);
    const refundedAt = t.clock.now();
    admin = await t.operator('admin'); // the console's session ended while the clock moved
    expect((await asAdmin(t, admin, { method: 'POST', url: `/admin/after-sales/${applied.data.id}/approve`, payload: {} })).code).toBe(200);
    expect(await status(order.id)).toBe('void');

    t.clock.advance(8 * DAY);
    await t.app.jobs.run('referralRewards');
    expect(await status(order.id)).toBe('void');
    expect(await postings(order.id)).toBe(0);
    expect((await wallet(t, referrer)).balances.KB).toBe('0.00');
    expect(await rewardMessages(referrer)).toEqual(['referralRewardVoided']);
    const voided = await rewards(referrer, 'void');
    expect(voided).toMatchObject({ total: 1, counts: { pending: 0, available: 0, void: 1 } });
    expect(voided.list[0]).toMatchObject({ state: 'void', voidedAt: new Date(refundedAt).toISOString(), availableAt: null });
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('a request made in the window holds it past the window while open; refused, it becomes available; the operator’s window applies', async () => {
    admin = await t.operator('admin');
    expect((await asAdmin(t, admin, { method: 'PUT', url: '/admin/config', payload: { afterSalesDays: 3 } })).code).toBe(200);
    try {
      const { referrer, buyer, addressId } = await pair();
      const held = await doneOrder(buyer, addressId);
      const plain = await doneOrder(buyer, addressId);
      const applied = await as(buyer, {
        method: 'POST',
        url: '/afterSales/apply',
        payload: { orderId: held.id, type: 'return', reason: 'quality', description: '品質不好' },
      });
      expect(applied.code).toBe(200);
      expect((await rewards(referrer)).list[0].availableAfter).toBe(new Date(t.clock.now() + 3 * DAY).toISOString());

      // Three days and a minute: the plain order's reward is available, the one with an open request still pending.
      t.clock.advance(3 * DAY + MINUTE);
      await t.app.jobs.run('referralRewards');
      expect(await status(plain.id)).toBe('paid');
      expect(await status(held.id)).toBe('pending');

      admin = await t.operator('admin');
      const refused = await asAdmin(t, admin, {
        method: 'POST',
        url: `/admin/after-sales/${applied.data.id}/refuse`,
        payload: { reason: '商品無瑕疵' },
      });
      expect(refused.code).toBe(200);
      await t.app.jobs.run('referralRewards');
      expect(await status(held.id)).toBe('paid');
      expect((await wallet(t, referrer)).balances.KB).toBe('4.00');
      expect(await rewardMessages(referrer)).toEqual(['referralRewardCredited', 'referralRewardCredited']);
      expect(await ledgerClean(t)).toEqual([]);
    } finally {
      admin = await t.operator('admin');
      await asAdmin(t, admin, { method: 'PUT', url: '/admin/config', payload: { afterSalesDays: 7 } });
    }
  });

  it('a member lists only their own rewards; an unknown state is refused in the member’s language', async () => {
    const { referrer, buyer, addressId } = await pair();
    await doneOrder(buyer, addressId);
    const stranger = await t.readyMember();
    // Another member's id in the query is dropped: the list is the signed-in member's.
    const theirs = await as(stranger, { method: 'GET', url: '/team/rewards', query: { state: 'pending', userId: String(referrer.id) } });
    expect(theirs.data).toMatchObject({ list: [], total: 0, counts: { pending: 0, available: 0, void: 0 } });
    expect((await rewards(referrer)).total).toBe(1);
    expect((await rewards(buyer)).total).toBe(0);
    const bad = await as(referrer, { method: 'GET', url: '/team/rewards', query: { state: 'paid' }, headers: { 'accept-language': 'en' } });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.msg).toContain('Unknown reward state.');
    expect((await call(t.app, { method: 'GET', url: '/team/rewards' })).code).toBe(Code.TOKEN_ABSENT);
  });
});
