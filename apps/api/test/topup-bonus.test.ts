import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { ledgerClean, operator, uploadProof, wallet, WALLET_ENV, type Member } from './wallet-helpers';

type Session = { id: number; email: string; token: string };

// Top-up bonus tiers (issue 24; docs/decisions.md "Top-up bonus tiers"): the highest tier the credited
// amount reaches pays its bonus UU, through the ledger, in the approval's transaction, once.
describe.each(dialects)('top-up bonus tiers on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let admin: Session;
  let finance: Session;

  const TIERS = [
    { min: '500', bonus: '10' },
    { min: '1000', bonus: '30.50' },
    { min: '5000', bonus: '200' },
  ];

  beforeAll(async () => {
    admin = await t.operator('admin');
    finance = await t.operator('finance');
    const channels = await operator(t, {
      method: 'POST',
      url: '/admin/wallet/topUpChannels',
      payload: { list: [{ id: 'bank-1', kind: 'bank', name: '銀行轉帳', account: '000-123-456', holder: 'UU Ltd' }] },
    });
    expect(channels.code).toBe(200);
  });

  const putConfig = (payload: object) => asAdmin(t, admin, { method: 'PUT', url: '/admin/config', payload });
  const review = (id: number, payload: object) => asAdmin(t, finance, { method: 'POST', url: `/admin/wallet/topUp/${id}/review`, payload });

  async function askTopUp(m: Member, amount: string): Promise<number> {
    const proof = await uploadProof(t, m.token);
    const res = await call(t.app, {
      method: 'POST',
      url: '/topUp/create',
      headers: { satoken: m.token, 'idempotency-key': randomUUID() },
      payload: { amount, channel: 'bank-1', proof },
    });
    expect(res.code, res.msg).toBe(200);
    return res.data.id as number;
  }

  async function bonusLog(m: Member) {
    const log = await call(t.app, {
      method: 'GET',
      url: '/moneyLog/questSumMoneyLog',
      query: { currency: 'UU', type: 'topup_bonus' },
      headers: { satoken: m.token },
    });
    expect(log.code, log.msg).toBe(200);
    return log.data.list as { type: string; amount: string }[];
  }

  it('refuses tiers that do not rise, a bonus that falls, and amounts of zero or below', async () => {
    const bad = [
      [TIERS[1], TIERS[0]],
      [
        { min: '500', bonus: '20' },
        { min: '1000', bonus: '10' },
      ],
      [{ min: '0', bonus: '10' }],
      [{ min: '500', bonus: '-1' }],
      [{ min: '500', bonus: '1.005' }],
    ];
    for (const topUpBonusTiers of bad) expect((await putConfig({ topUpBonusTiers })).code).toBe(Code.VALIDATION);
    const config = await asAdmin(t, admin, { method: 'GET', url: '/admin/config' });
    expect(config.data).toMatchObject({ topUpBonusTiers: [] });
    expect(config.data.defaults).toContain('topUpBonusTiers');
  });

  it('shows the tiers on the top-up page, pays the highest tier reached once on approval, through the ledger', async () => {
    const saved = await putConfig({ topUpBonusTiers: TIERS });
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data.topUpBonusTiers).toEqual([
      { min: '500.00', bonus: '10.00' },
      { min: '1000.00', bonus: '30.50' },
      { min: '5000.00', bonus: '200.00' },
    ]);
    const m = await t.readyMember();
    const page = await call(t.app, { method: 'GET', url: '/topUp/channels', headers: { satoken: m.token } });
    expect(page.data.bonusTiers).toEqual(saved.data.topUpBonusTiers);

    // 2,000 UU reaches the 1,000 tier, not the 500 one as well (tiers do not add up).
    const id = await askTopUp(m, '2000');
    const before = Number((await wallet(t, m)).balances.UU);
    expect((await review(id, { decision: 'approve' })).data).toMatchObject({ status: 'approved', amount: '2000.00' });
    expect(Number((await wallet(t, m)).balances.UU) - before).toBeCloseTo(2030.5);
    expect(await bonusLog(m)).toEqual([expect.objectContaining({ type: 'topup_bonus', amount: '30.50' })]);

    // A second approval is refused and pays nothing more, also when two arrive at once.
    expect((await review(id, { decision: 'approve' })).code).toBe(Code.TOPUP_NOT_PENDING);
    const twice = await askTopUp(m, '5000');
    const answers = await Promise.all([review(twice, { decision: 'approve' }), review(twice, { decision: 'approve' })]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, Code.TOPUP_NOT_PENDING].sort());
    expect((await bonusLog(m)).map((e) => e.amount)).toEqual(['200.00', '30.50']);
    expect(Number((await wallet(t, m)).balances.UU) - before).toBeCloseTo(2030.5 + 5200);

    // Below the first tier, and a rejection: no bonus.
    const small = await askTopUp(m, '400');
    await review(small, { decision: 'approve' });
    const refused = await askTopUp(m, '1000');
    await review(refused, { decision: 'reject', reason: '查無款項' });
    expect(await bonusLog(m)).toHaveLength(2);

    expect(await ledgerClean(t)).toEqual([]);
    const verified = await asAdmin(t, finance, { method: 'POST', url: '/admin/ledger/verify' });
    expect(verified.data.ok).toBe(true);
  });

  it('an approval for a corrected amount counts the corrected amount', async () => {
    expect((await putConfig({ topUpBonusTiers: TIERS })).code).toBe(200);
    const m = await t.readyMember();
    // Asked 1,000 (the 30.50 tier) but 990 arrived: the 500 tier.
    const down = await askTopUp(m, '1000');
    const approved = await review(down, { decision: 'approve', amount: '990', note: '實際到帳 990' });
    expect(approved.data).toMatchObject({ status: 'approved', amount: '990.00', requestedAmount: '1000.00' });
    expect((await bonusLog(m)).map((e) => e.amount)).toEqual(['10.00']);
    // Asked 900 (the 500 tier) but 5,000 arrived: the 5,000 tier.
    const up = await askTopUp(m, '900');
    await review(up, { decision: 'approve', amount: '5000', note: '實際到帳 5000' });
    expect((await bonusLog(m)).map((e) => e.amount)).toEqual(['200.00', '10.00']);
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('pays nothing once the operator removes the tiers', async () => {
    expect((await putConfig({ topUpBonusTiers: [] })).code).toBe(200);
    const m = await t.readyMember();
    const id = await askTopUp(m, '5000');
    await review(id, { decision: 'approve' });
    expect(await bonusLog(m)).toEqual([]);
    const page = await call(t.app, { method: 'GET', url: '/topUp/channels', headers: { satoken: m.token } });
    expect(page.data.bonusTiers).toEqual([]);
  });
});
