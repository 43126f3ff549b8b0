import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { backfillTeamPaths } from '../src/db/migrations/2026-11-30T000000-team';
import { platformPeriodStart } from '../src/lib/clock';
import { insertTeamPaths } from '../src/modules/team/team.repository';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(dialects)('referral team on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  const goods = { pickup: 0, express: 0, virtual: 0, cheap: 0, cent: 0 };
  let store = 0;

  beforeAll(async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data.id;
    store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
      })
    ).data.id;
    const make = async (deliveryType: string, price: string, extra: Record<string, unknown> = {}) =>
      (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId: category,
            name: { 'zh-Hant': `${deliveryType} ${price}` },
            description: { 'zh-Hant': '' },
            price,
            fbPercent: 0,
            deliveryType,
            stock: 10_000,
            ...extra,
          },
        })
      ).data.id as number;
    goods.pickup = await make('pickup', '100', { storeIds: [store] });
    goods.express = await make('express', '200');
    goods.virtual = await make('virtual', '300', { plan: { type: 'chat', questionsPerDay: 5, days: 30 } });
    goods.cheap = await make('pickup', '99.99', { storeIds: [store] });
    goods.cent = await make('pickup', '0.01', { storeIds: [store] });
  });

  const get = (m: Member, url: string, query: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url, query, headers: { satoken: m.token } });
  const teamInfo = async (m: Member, query: Record<string, string> = {}) => {
    const res = await get(m, '/team/myTeamInfo', query);
    expect(res.code).toBe(200);
    return res.data;
  };
  const sixDegrees = async (m: Member, query: Record<string, string> = {}) => {
    const res = await get(m, '/team/sixDegrees', query);
    expect(res.code).toBe(200);
    return res.data;
  };
  const act = (m: Member, payload: Record<string, unknown>) =>
    call(t.app, {
      method: 'POST',
      url: '/planHistory/updatePlanHistory',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload,
    });
  async function address(m: Member) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/address/save',
      headers: { satoken: m.token },
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    return res.data.id as number;
  }
  /** Submits and pays an order of `goodsId`; answers its id. */
  async function buy(m: Member, goodsId: number, extra: Record<string, unknown> = { storeId: store }) {
    const order = await call(t.app, {
      method: 'POST',
      url: '/planHistory/submitOrder',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { goodsId, quantity: 1, ...extra },
    });
    expect(order.code).toBe(200);
    const paid = await act(m, { action: 'pay', id: order.data.id, payPassword: digest(PAY) });
    expect(paid.code).toBe(200);
    return order.data.id as number;
  }
  const rewardRow = (orderId: number) =>
    t.app.db.kysely
      .selectFrom('referral_rewards')
      .selectAll()
      .where('source_type', '=', 'order')
      .where('source_id', '=', orderId)
      .executeTakeFirst();
  const rewardPostings = async (orderId: number) =>
    Number(
      (
        await t.app.db.kysely
          .selectFrom('ledger_transactions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'referral_reward')
          .where('ref_type', '=', 'order')
          .where('ref_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('registration with an invitation code places the member in every ancestor’s team, at its depth', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ invitationCode: a.invitationCode });
    const c = await t.readyMember({ invitationCode: b.invitationCode });
    await t.readyMember({ invitationCode: c.invitationCode });

    const info = await teamInfo(a);
    expect(info).toMatchObject({ level: 0, directReferrals: 1, teamMembers: 3, performance: '0.00', period: 'month' });
    expect(info.directs.list.map((d: { memberNo: string }) => d.memberNo)).toEqual([b.memberNo]);
    expect(info.directs.list[0]).toMatchObject({ teamMembers: 2, level: 0, performance: '0.00' });
    const six = await sixDegrees(a, { depth: '2' });
    expect(six.counts).toEqual([1, 2, 3, 4, 5, 6].map((depth) => ({ depth, count: depth <= 3 ? 1 : 0 })));
    expect(six.members.total).toBe(1);
    // The contact is masked, never whole.
    const shown = six.members.list[0];
    expect(shown.memberNo).toBe(c.memberNo);
    expect(shown.contact).toMatch(/^w\*\*\*\d@example\.com$|^w\*\*\*[0-9a-f]@example\.com$/);
    expect(shown.contact).not.toBe(c.email);
    expect(JSON.stringify(six)).not.toContain(c.email);
    // A depth outside 1-6 is a validation error.
    expect((await get(a, '/team/sixDegrees', { depth: '7' })).code).toBe(Code.VALIDATION);
    expect((await get(a, '/team/sixDegrees', { depth: '0' })).code).toBe(Code.VALIDATION);
  });

  it('a member reads only their own team: another member’s id is ignored', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ invitationCode: a.invitationCode });
    const c = await t.readyMember({ invitationCode: b.invitationCode });
    const outsider = await t.readyMember();
    const attempts: Record<string, string>[] = [{ userId: String(a.id) }, { id: String(a.id) }, { memberNo: a.memberNo }];
    for (const query of attempts) {
      expect((await teamInfo(outsider, query)).teamMembers).toBe(0);
      const six = await sixDegrees(outsider, { ...query, depth: '1' });
      expect(six.members.list).toEqual([]);
      expect(six.counts.every((x: { count: number }) => x.count === 0)).toBe(true);
    }
    // b sees c below, and never a above.
    const fromB = await sixDegrees(b, { userId: String(a.id) });
    expect(fromB.members.list.map((m: { memberNo: string }) => m.memberNo)).toEqual([c.memberNo]);
    const fromC = await teamInfo(c, { userId: String(a.id) });
    expect(fromC).toMatchObject({ directReferrals: 0, teamMembers: 0 });
    // Without a session, nothing.
    expect((await call(t.app, { method: 'GET', url: '/team/myTeamInfo' })).code).toBe(Code.TOKEN_ABSENT);
    expect((await call(t.app, { method: 'GET', url: '/team/sixDegrees' })).code).toBe(Code.TOKEN_ABSENT);
  });

  it('counts and depths on a generated tree match a walk of the referrers, and the migration’s backfill writes the same rows', async () => {
    const db = t.app.db;
    const now = t.clock.now();
    const root = await t.readyMember();
    // 400 members, each referred by a random earlier one (biased to recent ones, so chains grow deep).
    const ids: number[] = [root.id];
    const referrer = new Map<number, number>();
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 400; i++) {
      const parent = ids[Math.max(0, ids.length - 1 - Math.floor(random() * Math.min(ids.length, 12)))]!;
      const id = await db.transaction(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            member_no: `9${String(i).padStart(7, '0')}`,
            nickname: `gen${i}x${dialect}`,
            email: `gen${i}-${randomUUID().slice(0, 6)}@example.com`,
            phone: null,
            password_hash: 'x',
            invitation_code: `G${randomUUID().slice(0, 7)}`,
            referrer_id: parent,
            owner_id: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertTeamPaths(trx, row.id, parent);
        return row.id;
      });
      ids.push(id);
      referrer.set(id, parent);
    }
    const depthBelow = (ancestor: number, member: number) => {
      let depth = 0;
      for (let at: number | undefined = member; at !== undefined; at = referrer.get(at), depth++) if (at === ancestor) return depth;
      return -1;
    };
    const maxDepth = Math.max(...ids.map((id) => depthBelow(root.id, id)));
    expect(maxDepth).toBeGreaterThan(6); // deeper than sixDegrees shows
    for (const subject of [root.id, ids[5]!, ids[50]!, ids[200]!]) {
      const expected = new Map<number, number>();
      for (const id of ids) {
        const d = depthBelow(subject, id);
        if (d >= 1) expected.set(d, (expected.get(d) ?? 0) + 1);
      }
      if (subject === root.id) {
        const m = root;
        const info = await teamInfo(m);
        expect(info.teamMembers).toBe([...expected.values()].reduce((a, b) => a + b, 0));
        expect(info.directReferrals).toBe(expected.get(1) ?? 0);
        const six = await sixDegrees(m, { depth: '6', size: '100' });
        expect(six.counts).toEqual([1, 2, 3, 4, 5, 6].map((depth) => ({ depth, count: expected.get(depth) ?? 0 })));
        expect(six.members.list).toHaveLength(Math.min(100, expected.get(6) ?? 0));
      }
      const rows = await db.kysely
        .selectFrom('team_paths')
        .select(['depth', (eb) => eb.fn.countAll<number>().as('n')])
        .where('ancestor_id', '=', subject)
        .where('depth', '>=', 1)
        .groupBy('depth')
        .execute();
      expect(new Map(rows.map((r) => [Number(r.depth), Number(r.n)]))).toEqual(expected);
    }

    // The migration's backfill, from `users` alone, gives exactly the rows registration wrote.
    const snapshot = async () =>
      (
        await db.kysely
          .selectFrom('team_paths')
          .select(['ancestor_id', 'descendant_id', 'depth'])
          .orderBy('ancestor_id')
          .orderBy('descendant_id')
          .execute()
      ).map((r) => `${r.ancestor_id}>${r.descendant_id}@${r.depth}`);
    const before = await snapshot();
    await sql`delete from team_paths`.execute(db.kysely);
    await backfillTeamPaths(db.kysely as never);
    expect(await snapshot()).toEqual(before);
  });

  it('selectPromotionPersonNumber: invited in total and today, the day turning at midnight in Taipei', async () => {
    const a = await t.readyMember();
    const number = async () => (await get(a, '/personInfo/selectPromotionPersonNumber')).data;
    expect(await number()).toEqual({ total: 0, today: 0 });
    await t.readyMember({ invitationCode: a.invitationCode });
    expect(await number()).toEqual({ total: 1, today: 1 });
    t.clock.advance(DAY);
    await t.readyMember({ invitationCode: a.invitationCode });
    const b2 = await t.readyMember({ invitationCode: a.invitationCode });
    // A member invited by one's referral is in the team, not one's own invitation.
    await t.readyMember({ invitationCode: b2.invitationCode });
    expect(await number()).toEqual({ total: 3, today: 2 });
    // Move to 23:59 in Taipei (UTC+8), then past midnight.
    const taipeiMinutes = Math.floor(((((t.clock.now() + 8 * 60 * MINUTE) % DAY) + DAY) % DAY) / MINUTE);
    t.clock.advance((24 * 60 - 1 - taipeiMinutes) * MINUTE);
    expect((await number()).today).toBe(2);
    t.clock.advance(2 * MINUTE);
    expect(await number()).toEqual({ total: 3, today: 0 });
  });

  it('a reward is held when the order is paid, paid once the after-sales window after completion has passed, and stays (a done order is not refunded from the console)', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ uu: 1_000_00, invitationCode: a.invitationCode });
    const orderId = await buy(b, goods.pickup);
    // Level 0: 1% of 100.00 = 1.00 KB, pending.
    expect(await rewardRow(orderId)).toMatchObject({
      status: 'pending',
      amount: 1_00,
      rate_bps: 100,
      beneficiary_id: a.id,
      buyer_id: b.id,
    });
    expect((await wallet(t, a)).balances.KB).toBe('0.00');
    expect((await teamInfo(a)).rewards).toEqual({ pending: '1.00', paid: '0.00' });

    expect((await operator(t, { method: 'POST', url: `/admin/orders/${orderId}/handover` })).data.status).toBe(OrderStatus.done);
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${orderId}/handover` })).code).toBe(Code.ORDER_ACTION_NOT_ALLOWED);
    await t.app.services.orders.sweep();
    // Done, but the order may still be returned: pending until the window (7 days by default) has passed.
    expect(await rewardRow(orderId)).toMatchObject({ status: 'pending' });
    t.clock.advance(7 * DAY + MINUTE);
    expect(await t.app.jobs.run('referralRewards')).toBe('ok');
    expect(await rewardRow(orderId)).toMatchObject({ status: 'paid' });
    expect(await rewardPostings(orderId)).toBe(1);
    expect((await wallet(t, a)).balances.KB).toBe('1.00');
    const log = await get(a, '/moneyLog/questSumMoneyLog', { currency: 'KB' });
    expect(log.data.list[0]).toMatchObject({ type: 'referral_reward', amount: '1.00', counterparty: { memberNo: b.memberNo } });
    expect((await teamInfo(a)).rewards).toEqual({ pending: '0.00', paid: '1.00' });

    // A done order is no longer refunded from the console (after-sales, decisions.md): the paid reward and the performance stay.
    expect((await teamInfo(a, { period: 'all' })).performance).toBe('100.00');
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${orderId}/refund`, payload: { reason: '退貨' } })).code).toBe(
      Code.ORDER_REFUND_AFTER_SALES,
    );
    expect(await rewardRow(orderId)).toMatchObject({ status: 'paid' });
    expect((await wallet(t, a)).balances.KB).toBe('1.00');
    expect((await teamInfo(a, { period: 'all' })).performance).toBe('100.00');
  });

  it('a reward is voided when the order is refunded before it is done, and never paid after', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ uu: 1_000_00, invitationCode: a.invitationCode });
    const orderId = await buy(b, goods.express, { addressId: await address(b) });
    expect(await rewardRow(orderId)).toMatchObject({ status: 'pending', amount: 2_00 });
    await operator(t, { method: 'POST', url: `/admin/orders/${orderId}/refund`, payload: { reason: '缺貨' } });
    expect(await rewardRow(orderId)).toMatchObject({ status: 'void' });
    await t.app.services.orders.sweep();
    await t.app.db.transaction((trx) => t.app.services.rewards.release(trx, 'order', orderId));
    t.clock.advance(8 * DAY);
    await t.app.jobs.run('referralRewards');
    expect(await rewardRow(orderId)).toMatchObject({ status: 'void' });
    expect(await rewardPostings(orderId)).toBe(0);
    expect((await wallet(t, a)).balances.KB).toBe('0.00');
    expect((await teamInfo(a)).rewards).toEqual({ pending: '0.00', paid: '0.00' });
  });

  it('counts a period from its platform day or month, and a refund out of the month the order was paid in', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ uu: 10_000_00, invitationCode: a.invitationCode });
    const c = await t.readyMember({ uu: 10_000_00, invitationCode: b.invitationCode });
    const timeZone = t.app.services.platform.timeZone();
    const nextMonth = platformPeriodStart(platformPeriodStart(t.clock.now(), timeZone, 'month') + 40 * DAY, timeZone, 'month');
    // Ten minutes before the platform month ends: both orders count in this month, c's for a as team (depth 2).
    t.clock.advance(nextMonth - 10 * MINUTE - t.clock.now());
    const lastMonths = await buy(b, goods.express, { addressId: await address(b) });
    await buy(c, goods.pickup);
    expect((await teamInfo(a, { period: 'month' })).performance).toBe('300.00');
    expect((await teamInfo(a, { period: 'today' })).performance).toBe('300.00');
    // A direct's figure is their own orders and their team's.
    expect((await teamInfo(a, { period: 'month' })).directs.list[0].performance).toBe('300.00');

    // Twenty minutes on it is the next platform month (and day): nothing paid in it yet.
    t.clock.advance(20 * MINUTE);
    expect((await teamInfo(a, { period: 'month' })).performance).toBe('0.00');
    expect((await teamInfo(a, { period: 'today' })).performance).toBe('0.00');
    await buy(c, goods.cheap);
    // Refunding last month's order leaves this month's figure alone and takes it out of all time.
    expect((await operator(t, { method: 'POST', url: `/admin/orders/${lastMonths}/refund`, payload: { reason: '缺貨' } })).code).toBe(200);
    const month = await teamInfo(a, { period: 'month' });
    expect(month.performance).toBe('99.99');
    expect(month.directs.list[0].performance).toBe('99.99');
    expect((await teamInfo(b, { period: 'month' })).performance).toBe('99.99');
    expect((await teamInfo(a, { period: 'all' })).performance).toBe('199.99');

    // The roll-up kept by payments and refunds is what the migration's backfill computes from the orders.
    const ids = [a.id, b.id, c.id];
    const kept = await sql<{ user_id: number; bucket: number; team: number; own: number }>`
      select user_id, bucket, team, own from team_buckets where user_id in (${sql.join(ids)}) and (team <> 0 or own <> 0)
      order by user_id, bucket`.execute(t.app.db.kysely);
    const computed = await sql<{ user_id: number; bucket: number; team: number; own: number }>`
      select p.ancestor_id as user_id, o.paid_at / 900000 as bucket,
        sum(case when p.depth >= 1 then o.total else 0 end) as team, sum(case when p.depth = 0 then o.total else 0 end) as own
      from team_paths p join orders o on o.user_id = p.descendant_id
      where o.status in (1, 2, 3, 4, 5, 6) and p.ancestor_id in (${sql.join(ids)})
      group by p.ancestor_id, o.paid_at / 900000 order by 1, 2`.execute(t.app.db.kysely);
    const plain = (rows: { user_id: number; bucket: number; team: number; own: number }[]) =>
      rows.map((r) => [Number(r.user_id), Number(r.bucket), Number(r.team), Number(r.own)]);
    expect(plain(kept.rows)).toEqual(plain(computed.rows));
    expect(kept.rows.length).toBeGreaterThan(0);
  });

  it('a member’s confirm racing the sweep, then the rewards job run several times at once, pays each reward exactly once', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ uu: 10_000_00, invitationCode: a.invitationCode });
    const addressId = await address(b);
    const orders: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await buy(b, goods.express, { addressId });
      await operator(t, { method: 'POST', url: `/admin/orders/${id}/ship`, payload: { company: 'x', number: String(i) } });
      orders.push(id);
    }
    t.clock.advance(10 * DAY + MINUTE);
    await Promise.all([
      ...orders.map((id) => act(b, { action: 'confirm', id })),
      t.app.services.orders.sweep(),
      t.app.services.orders.sweep(),
    ]);
    for (const id of orders) expect(await rewardRow(id)).toMatchObject({ status: 'pending' });
    t.clock.advance(7 * DAY + MINUTE);
    await Promise.all([
      t.app.jobs.run('referralRewards'),
      t.app.jobs.run('referralRewards'),
      t.app.services.rewards.releaseDue(),
      t.app.services.rewards.releaseDue(1),
    ]);
    for (const id of orders) {
      expect(await rewardRow(id)).toMatchObject({ status: 'paid' });
      expect(await rewardPostings(id)).toBe(1);
    }
    expect((await wallet(t, a)).balances.KB).toBe('8.00');
  });

  it('virtual goods are done when paid and cannot be returned: the reward is available at once', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember({ uu: 1_000_00, invitationCode: a.invitationCode });
    const orderId = await buy(b, goods.virtual, {});
    expect(await rewardRow(orderId)).toMatchObject({ status: 'paid', amount: 3_00 });
    expect((await wallet(t, a)).balances.KB).toBe('3.00');
    // A package bought in one step (createFlowPlan) is a paid, done order too.
    const bought = await call(t.app, {
      method: 'POST',
      url: '/plan/createFlowPlan',
      headers: { satoken: b.token, 'idempotency-key': randomUUID() },
      payload: { goodsId: goods.virtual, payPassword: digest(PAY) },
    });
    expect(await rewardRow(bought.data.orderId)).toMatchObject({ status: 'paid', amount: 3_00 });
    expect((await wallet(t, a)).balances.KB).toBe('6.00');
  });

  it('promotes at the threshold, never lowers an operator’s level, names what is missing; performance by period', async () => {
    await t.app.services.platform.set('levelThresholds', [100_00, 200_00, 300_00, 400_00, 500_00]);
    await t.app.services.platform.set('referralRewardRates', [100, 200, 300, 400, 500, 600]);
    try {
      const top = await t.readyMember();
      const a = await t.readyMember({ invitationCode: top.invitationCode });
      const b = await t.readyMember({ uu: 10_000_00, invitationCode: a.invitationCode });
      const b2 = await t.readyMember({ uu: 10_000_00, invitationCode: a.invitationCode });
      // The operator puts `top` at level 4; automatic promotion must not lower it.
      expect((await operator(t, { method: 'POST', url: `/admin/member/${top.id}/level`, payload: { level: 4 } })).data.level).toBe(4);

      await buy(b, goods.cheap); // 99.99
      let info = await teamInfo(a);
      expect(info).toMatchObject({ level: 0, totalPerformance: '99.99', nextLevel: { level: 1, threshold: '100.00', missing: '0.01' } });
      const firstReward = await t.app.db.kysely
        .selectFrom('referral_rewards')
        .selectAll()
        .where('buyer_id', '=', b.id)
        .executeTakeFirstOrThrow();
      expect(firstReward).toMatchObject({ rate_bps: 100, amount: 99 });

      await buy(b2, goods.cent); // 0.01: exactly the threshold
      info = await teamInfo(a);
      expect(info).toMatchObject({ level: 1, totalPerformance: '100.00', nextLevel: { level: 2, threshold: '200.00', missing: '100.00' } });
      expect((await get(a, '/personInfo/getUserInfo')).data.level).toBe(1);
      // The second-level ancestor counts the same orders, and keeps the operator's level 4.
      expect(await teamInfo(top)).toMatchObject({
        level: 4,
        totalPerformance: '100.00',
        teamMembers: 3,
        directReferrals: 1,
        nextLevel: { level: 5, missing: '400.00' },
      });

      // The rate is the referrer's level's once this payment is counted: 200.00 reaches level 2, 3%.
      const third = await buy(b, goods.pickup);
      expect(await rewardRow(third)).toMatchObject({ rate_bps: 300, amount: 3_00 });
      expect(await teamInfo(a)).toMatchObject({ level: 2, totalPerformance: '200.00' });

      // Performance by period: today, this month, all; a direct's figure includes their own orders,
      // and the directs add up to the team.
      t.clock.advance(DAY);
      await buy(b2, goods.pickup);
      const today = await teamInfo(a, { period: 'today' });
      expect(today.performance).toBe('100.00');
      const all = await teamInfo(a, { period: 'all' });
      expect(all.performance).toBe('300.00');
      const byMember = Object.fromEntries(
        all.directs.list.map((d: { memberNo: string; performance: string }) => [d.memberNo, d.performance]),
      );
      expect(byMember).toEqual({ [b.memberNo]: '199.99', [b2.memberNo]: '100.01' });
      expect((await get(a, '/team/myTeamInfo', { period: 'year' })).code).toBe(Code.VALIDATION);

      // An operator can lower a level; promotion raises it again only when performance changes or is read.
      await operator(t, { method: 'POST', url: `/admin/member/${a.id}/level`, payload: { level: 5 } });
      expect((await teamInfo(a)).nextLevel).toBeNull();
    } finally {
      await t.app.services.platform.set('levelThresholds', null);
      await t.app.services.platform.set('referralRewardRates', null);
    }
  });
});
