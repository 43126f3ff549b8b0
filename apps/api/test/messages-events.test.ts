import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@uu/contract/messages';
import { call, digest, dialects, login, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, WALLET_ENV, type Member } from './wallet-helpers';

// The message centre's remaining events (issue 21): rewards, levels, coupons, a new device, password
// changes. Each is written in the transaction of the change it reports: one message per change, none
// when the change rolls back.

const UU = (units: number) => units * 100;
const DAY = 24 * 3600_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The member's messages as stored, oldest first (read from the database: a password change ends the sessions). */
async function stored(t: TestApp, userId: number) {
  return t.app.db.kysely
    .selectFrom('messages')
    .select(['template', 'category', 'params', 'object_kind', 'object_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
const templates = async (t: TestApp, userId: number): Promise<MessageTemplate[]> => (await stored(t, userId)).map((r) => r.template);

async function rendered(t: TestApp, m: Member, lang: string) {
  const res = await call(t.app, { method: 'GET', url: '/message/list', headers: { satoken: m.token, 'accept-language': lang } });
  expect(res.code).toBe(200);
  return res.data.list as { template: string; title: string; body: string; object: unknown }[];
}

describe.each(dialects)('message centre events on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  const rewards = () => t.app.services.rewards;

  it('a referral reward credited and a level raised: one message each, to the referrer, in three languages', async () => {
    const referrer = await t.readyMember();
    const buyer = await t.readyMember({ invitationCode: referrer.invitationCode });
    const purchase = { type: 'package' as const, id: 9001, buyerId: buyer.id, amount: UU(1000), done: true };
    await t.app.db.transaction((trx) => rewards().paid(trx, purchase));
    expect(await templates(t, referrer.id)).toEqual(['levelRaised', 'referralRewardCredited']);
    const [level, reward] = await stored(t, referrer.id);
    expect(level).toMatchObject({ category: 'team', object_kind: 'team' });
    // At the referrer's level after this purchase's promotion (level 1: 1.5%).
    expect(JSON.parse(reward!.params)).toEqual({ amount: '15.00' });
    expect((await rendered(t, referrer, 'en'))[0]).toMatchObject({
      template: 'referralRewardCredited',
      title: 'Referral reward credited',
      body: 'You received a referral reward of 15.00 KB in your wallet.',
      object: { kind: 'team', id: 9001 },
    });
    expect((await rendered(t, referrer, 'zh-Hant'))[1]).toMatchObject({ title: '等級提升' });
    expect((await rendered(t, referrer, 'zh-Hans'))[0]).toMatchObject({ title: '推荐奖励已到账' });
    // The same purchase settled again pays nothing and says nothing.
    await t.app.db.transaction((trx) => rewards().release(trx, 'package', 9001));
    expect(await templates(t, referrer.id)).toHaveLength(2);
  });

  it('a reward voided by a refund says so once; a paid purchase that rolls back writes no message', async () => {
    const referrer = await t.readyMember();
    const buyer = await t.readyMember({ invitationCode: referrer.invitationCode });
    await expect(
      t.app.db.transaction(async (trx) => {
        await rewards().paid(trx, { type: 'package', id: 9101, buyerId: buyer.id, amount: UU(1000), done: true });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await templates(t, referrer.id)).toEqual([]);

    await t.app.db.transaction((trx) =>
      rewards().paid(trx, { type: 'package', id: 9102, buyerId: buyer.id, amount: UU(100), done: false }),
    );
    expect(await templates(t, referrer.id)).toEqual([]);
    const refund = { type: 'package' as const, id: 9102, buyerId: buyer.id, amount: UU(100), paidAt: t.clock.now() };
    await t.app.db.transaction((trx) => rewards().refunded(trx, refund));
    await t.app.db.transaction((trx) => rewards().refunded(trx, refund));
    expect(await templates(t, referrer.id)).toEqual(['referralRewardVoided']);
    expect((await rendered(t, referrer, 'zh-Hant'))[0]).toMatchObject({ body: '一筆 1.00 KB 的推薦獎勵因訂單退款而作廢。' });
  });

  it('a coupon issued to a member: one message naming it in the reader’s language; the reminder job tells of a copy expiring in 3 days once', async () => {
    const m = await t.readyMember();
    const other = await t.readyMember();
    const defined = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: {
        name: { 'zh-Hant': '滿百折十', en: '10 off 100' },
        kind: 'mall',
        discountType: 'amount',
        amount: '10',
        minSpend: '100',
        validDays: 2,
        active: true,
        claimable: false,
      },
    });
    expect(defined.code).toBe(200);
    const couponId = defined.data.id as number;
    expect(
      (await operator(t, { method: 'POST', url: `/admin/coupons/${couponId}/issue`, payload: { to: 'member', userId: m.id } })).code,
    ).toBe(200);
    expect(await templates(t, m.id)).toEqual(['couponReceived']);
    expect(await templates(t, other.id)).toEqual([]);
    const [received] = await rendered(t, m, 'en');
    expect(received).toMatchObject({ title: 'Coupon received', object: { kind: 'coupon', id: couponId } });
    expect(received!.body).toMatch(/^You received a “10 off 100” coupon, valid until \d{4}-\d{2}-\d{2}\.$/);
    expect((await rendered(t, m, 'zh-Hant'))[0]!.body).toContain('「滿百折十」');

    // Two runs (or two instances): the copy is reminded of once.
    expect(await t.app.jobs.run('couponReminders')).not.toBe('error');
    expect(await t.app.jobs.run('couponReminders')).not.toBe('error');
    expect(await t.app.services.couponMessages.remindExpiring()).toBe(0);
    expect(await templates(t, m.id)).toEqual(['couponReceived', 'couponExpiring']);
    expect((await rendered(t, m, 'zh-Hans'))[0]).toMatchObject({ template: 'couponExpiring', title: '优惠券即将到期' });
  });

  it('a copy expiring later than 3 days is reminded of once it comes within them', async () => {
    const m = await t.readyMember();
    const defined = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: {
        name: { 'zh-Hant': '長效券' },
        kind: 'mall',
        discountType: 'amount',
        amount: '5',
        minSpend: '50',
        validDays: 30,
        active: true,
        claimable: false,
      },
    });
    await operator(t, {
      method: 'POST',
      url: `/admin/coupons/${defined.data.id as number}/issue`,
      payload: { to: 'member', userId: m.id },
    });
    expect(await t.app.services.couponMessages.remindExpiring()).toBe(0);
    t.clock.advance(28 * DAY);
    expect(await t.app.services.couponMessages.remindExpiring()).toBe(1);
  });

  it('a sign-in from a new device: one security message with the device, besides the email; a known device none', async () => {
    const m = await t.readyMember();
    expect(await templates(t, m.id)).toEqual([]);
    const phone = await login(t.app, m.email, 'secret123', { headers: { 'user-agent': IPHONE } });
    expect(phone.code).toBe(200);
    await login(t.app, m.email, 'secret123', { headers: { 'user-agent': IPHONE } });
    await t.app.services.signIns.settled();
    expect(await templates(t, m.id)).toEqual(['newDeviceSignIn']);
    const [message] = await rendered(t, { ...m, token: phone.data.token }, 'en');
    expect(message).toMatchObject({ title: 'Sign-in from a new device', object: { kind: 'devices' } });
    expect(message!.body).toContain('iPhone');
    const notices = await t.app.db.kysely.selectFrom('member_notices').select('kind').where('user_id', '=', m.id).execute();
    expect(notices.map((n) => n.kind)).toEqual(['newDevice']);
  });

  it('the login and payment passwords changed: one security message each; a wrong old password changes nothing and says nothing', async () => {
    const m = await t.readyMember();
    const update = (token: string, payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url: '/personInfo/updatePayPassword', headers: { satoken: token }, payload });
    const wrong = await update(m.token, { type: 1, verification: digest('not-it'), updateType: 1, password: digest('newpass99') });
    expect(wrong.code).not.toBe(200);
    expect(await templates(t, m.id)).toEqual([]);
    expect((await update(m.token, { type: 1, verification: digest(PAY), updateType: 2, password: digest('135790') })).code).toBe(200);
    expect(await templates(t, m.id)).toEqual(['payPasswordChanged']);
    // A change ends every session: the member signs in again.
    const again = (await login(t.app, m.email)).data.token;
    expect((await update(again, { type: 1, verification: digest('secret123'), updateType: 1, password: digest('newpass99') })).code).toBe(
      200,
    );
    expect(await templates(t, m.id)).toEqual(['payPasswordChanged', 'passwordChanged']);
    const token = (await login(t.app, m.email, 'newpass99')).data.token;
    const list = await rendered(t, { ...m, token }, 'zh-Hant');
    expect(list.map((x) => x.title)).toEqual(['登入密碼已變更', '支付密碼已變更']);
  });
});
