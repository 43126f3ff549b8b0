import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, uploadProof, WALLET_ENV, type Member } from './wallet-helpers';

const DAY = 24 * 60 * 60_000;

type Session = Awaited<ReturnType<ReturnType<typeof useTestApp>['operator']>>;

// Issue 24 "Dry-run of a rule change": before saving top-up bonus tiers or referral reward rates, the console sees what
// they would have given over the last 30 days, beside the rules in effect replayed the same way and what was credited.
describe.each(dialects)('dry-run of bonus tiers and reward rates on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let admin: Session;
  let finance: Session;
  let goods = 0;

  const dryRun = (payload: object, lang = 'zh-TW') =>
    asAdmin(t, admin, { method: 'POST', url: '/admin/config/dry-run', headers: { 'accept-language': lang }, payload });
  const as = (m: Member, options: Parameters<typeof call>[1]) =>
    call(t.app, { ...options, headers: { satoken: m.token, ...(options.headers as object) } });

  beforeAll(async () => {
    admin = await t.operator('admin');
    finance = await t.operator('finance');
    await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: '銀行轉帳', account: '000-123-456', holder: 'UU Ltd' }] },
    });
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '杯' } } })).data.id;
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
          stock: 100,
        },
      })
    ).data.id as number;
  });

  async function approvedTopUp(m: Member, amount: string): Promise<void> {
    const proof = await uploadProof(t, m.token);
    const asked = await as(m, {
      method: 'POST',
      url: '/topUp/create',
      headers: { 'idempotency-key': randomUUID() },
      payload: { amount, channel: 'bank-1', proof },
    });
    expect(asked.code, asked.msg).toBe(200);
    const review = await asAdmin(t, finance, {
      method: 'POST',
      url: `/admin/wallet/topUp/${asked.data.id}/review`,
      payload: { decision: 'approve' },
    });
    expect(review.code, review.msg).toBe(200);
  }

  it('replays the window’s approved top-ups under the tiers in effect and the proposed ones, beside the bonus the ledger paid', async () => {
    expect(
      (await asAdmin(t, admin, { method: 'PUT', url: '/admin/config', payload: { topUpBonusTiers: [{ min: '300', bonus: '5' }] } })).code,
    ).toBe(200);
    const early = await t.readyMember();
    await approvedTopUp(early, '1000'); // 31 days before the dry run: outside its window
    t.clock.advance(31 * DAY);
    // The back-office sessions have ended meanwhile.
    [admin, finance] = [await t.operator('admin'), await t.operator('finance')];
    const [a, b] = [await t.readyMember(), await t.readyMember()];
    await approvedTopUp(a, '300');
    await approvedTopUp(a, '100');
    await approvedTopUp(b, '500');
    t.clock.advance(60_000);
    const proposed = [
      { min: '100', bonus: '2' },
      { min: '400', bonus: '10.50' },
    ];
    const res = await dryRun({ topUpBonusTiers: proposed });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      days: 30,
      to: t.clock.now(),
      from: t.clock.now() - 30 * DAY,
      topUpBonus: { topUps: 3, members: 2, current: '10.00', proposed: '14.50', paid: '10.00' },
      referralRewards: null,
    });
    // Nothing was saved.
    expect((await asAdmin(t, admin, { method: 'GET', url: '/admin/config' })).data.topUpBonusTiers).toEqual([
      { min: '300.00', bonus: '5.00' },
    ]);
  });

  it('replays the purchases of referred members at their referrer’s level under both rate tables, beside the rewards recorded', async () => {
    const referrer = await t.readyMember();
    const buyer = await t.readyMember({ uu: 1_000_00, invitationCode: referrer.invitationCode });
    const address = await as(buyer, {
      method: 'POST',
      url: '/address/save',
      payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
    });
    for (let i = 0; i < 2; i++) {
      const submitted = await as(buyer, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: { 'idempotency-key': randomUUID() },
        payload: { goodsId: goods, quantity: 1, addressId: address.data.id },
      });
      const paid = await as(buyer, {
        method: 'POST',
        url: '/planHistory/updatePlanHistory',
        headers: { 'idempotency-key': randomUUID() },
        payload: { action: 'pay', id: submitted.data.id, payPassword: digest(PAY) },
      });
      expect(paid.code, paid.msg).toBe(200);
    }
    t.clock.advance(60_000);
    // Level 0 earns 1% (WALLET_ENV's rates): 2 × 2.00 KB recorded, pending; 3% would give 12.00.
    const res = await dryRun({ referralRewardRates: [300, 300, 400, 500, 600, 700] }, 'en');
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({
      topUpBonus: null,
      referralRewards: { buyers: 1, referrers: 1, current: '4.00', proposed: '12.00', earned: '4.00' },
    });
  });

  it('refuses a dry run with no rules or with rules the config form would refuse, in the operator’s language', async () => {
    const none = await dryRun({}, 'en');
    expect(none.code).toBe(Code.VALIDATION);
    expect(none.msg).toContain('top-up bonus tiers or the referral reward rates');
    const falling = await dryRun({
      topUpBonusTiers: [
        { min: '100', bonus: '20' },
        { min: '200', bonus: '10' },
      ],
    });
    expect(falling.code).toBe(Code.VALIDATION);
    expect(falling.msg).toContain('贈送金額不可少於前一檔');
    expect((await dryRun({ referralRewardRates: [100, 100] })).code).toBe(Code.VALIDATION);
  });
});
