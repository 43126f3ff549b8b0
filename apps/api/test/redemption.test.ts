import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, wallet, WALLET_ENV, type Member } from './wallet-helpers';

const HOUR = 3_600_000;

describe.each(dialects)('redemption codes on %s', (dialect) => {
  // A key seals the codes at rest (as in production: TWO_FACTOR_KEY, docs/deploy.md).
  const t = useTestApp(dialect, { env: { ...WALLET_ENV, TWO_FACTOR_KEY: 'ab'.repeat(32) }, ledgerClean: true });

  const iso = (ms: number) => new Date(ms).toISOString();
  async function batch(payload: Record<string, unknown> = {}) {
    const now = t.clock.now();
    const res = await operator(t, {
      method: 'POST',
      url: '/admin/redeem/batches',
      payload: {
        name: { 'zh-Hant': '春季禮品卡', en: 'Spring gift card' },
        reward: { kind: 'uu', amount: '12.50' },
        count: 3,
        validFrom: iso(now - HOUR),
        validTo: iso(now + 24 * HOUR),
        oncePerMember: false,
        ...payload,
      },
    });
    expect(res.code, res.msg).toBe(200);
    const codes = await operator(t, { method: 'GET', url: `/admin/redeem/batches/${res.data.id}/codes?size=100` });
    return { id: res.data.id as number, codes: (codes.data.list as { id: number; code: string }[]).map((c) => c) };
  }
  const redeem = (m: Member, code: string, ip = '203.0.113.7') =>
    call(t.app, {
      method: 'POST',
      url: '/user/redeem',
      payload: { code },
      headers: { satoken: m.token, 'x-forwarded-for': ip },
      remoteAddress: ip,
    });

  it('a code gives its UU once, through the ledger, typed with or without dashes; the batch counts it', async () => {
    const m = await t.readyMember();
    const { id, codes } = await batch();
    expect(codes).toHaveLength(3);
    const first = codes[0]!.code;
    expect(first).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/);
    const before = (await wallet(t, m)).balances.UU;
    const ok = await redeem(m, first.toLowerCase().replace(/-/g, ' '));
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data).toMatchObject({ name: '春季禮品卡', reward: { kind: 'uu', amount: '12.50' } });
    expect(Number((await wallet(t, m)).balances.UU) - Number(before)).toBeCloseTo(12.5);
    const again = await redeem(m, first);
    expect(again.code).toBe(Code.REDEEM_CODE_USED);
    const list = await operator(t, { method: 'GET', url: '/admin/redeem/batches' });
    expect(list.data.list.find((b: { id: number }) => b.id === id)).toMatchObject({ count: 3, redeemed: 1, voided: 0 });
    const redeemed = await operator(t, { method: 'GET', url: `/admin/redeem/batches/${id}/codes?state=redeemed` });
    expect(redeemed.data.list).toEqual([expect.objectContaining({ code: first, state: 'redeemed', redeemedBy: m.memberNo })]);
  });

  it('500 redemptions of one code at once (five members, many addresses): exactly one receives it, and the ledger stays balanced', async () => {
    const { codes } = await batch({ count: 1 });
    const members: Member[] = [];
    for (let i = 0; i < 5; i += 1) members.push(await t.member({ prefix: 'race' }));
    const tries = Array.from({ length: 500 }, (_, i) => redeem(members[i % members.length]!, codes[0]!.code, `198.51.100.${i % 250}`));
    const answers = await Promise.all(tries);
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.every((a) => a.code === 200 || a.code === Code.REDEEM_CODE_USED || a.code === Code.REDEEM_THROTTLED)).toBe(true);
  }, 120_000);

  it('one per member: a second code of the same batch is refused, also when both are tried at once', async () => {
    const m = await t.member({ prefix: 'once' });
    const { codes } = await batch({ oncePerMember: true, count: 4 });
    const answers = await Promise.all(codes.slice(0, 2).map((c) => redeem(m, c.code)));
    expect(answers.map((a) => a.code).sort()).toEqual([200, Code.REDEEM_ONCE_PER_MEMBER].sort());
    expect((await redeem(m, codes[2]!.code)).code).toBe(Code.REDEEM_ONCE_PER_MEMBER);
    const other = await t.member({ prefix: 'once' });
    expect((await redeem(other, codes[3]!.code)).code).toBe(200);
  });

  it('a coupon and a chat package as rewards', async () => {
    const m = await t.member({ prefix: 'gift' });
    const coupon = await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: {
        name: { 'zh-Hant': '兌換券', en: 'Code coupon' },
        kind: 'mall',
        discountType: 'amount',
        amount: '5',
        minSpend: '50',
        validDays: 30,
      },
    });
    const c = await batch({ reward: { kind: 'coupon', couponId: coupon.data.id } });
    const got = await call(t.app, {
      method: 'POST',
      url: '/user/redeem',
      payload: { code: c.codes[0]!.code },
      headers: { satoken: m.token, 'accept-language': 'en' },
    });
    expect(got.data.reward).toMatchObject({ kind: 'coupon', couponName: 'Code coupon' });
    const coupons = await call(t.app, { method: 'GET', url: '/coupon/listCoupon?status=available', headers: { satoken: m.token } });
    expect(coupons.data.list.some((x: { couponId: number }) => x.couponId === coupon.data.id)).toBe(true);

    const before = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: { satoken: m.token } });
    const chat = await batch({ reward: { kind: 'chat', questionsPerDay: 7, days: 3 } });
    expect((await redeem(m, chat.codes[0]!.code)).data.reward).toMatchObject({ kind: 'chat', questionsPerDay: 7, days: 3 });
    const after = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: { satoken: m.token } });
    expect(before.code).toBe(200);
    expect(after.data.packageQuestions - before.data.packageQuestions).toBe(7);
  });

  it('refuses unknown, not yet valid, expired and voided codes with their own message, and throttles guessing', async () => {
    const m = await t.member({ prefix: 'bad' });
    expect((await redeem(m, 'ABCD-EFGH')).code).toBe(Code.VALIDATION);
    expect((await redeem(m, 'ABCD-EFGH-JKMN-PQRS')).code).toBe(Code.REDEEM_CODE_INVALID);
    const now = t.clock.now();
    const later = await batch({ validFrom: iso(now + HOUR), validTo: iso(now + 2 * HOUR) });
    expect((await redeem(m, later.codes[0]!.code)).code).toBe(Code.REDEEM_CODE_NOT_STARTED);
    const soon = await batch({ validFrom: iso(now - 2 * HOUR), validTo: iso(now + 1000) });
    t.clock.advance(2000);
    expect((await redeem(m, soon.codes[0]!.code)).code).toBe(Code.REDEEM_CODE_EXPIRED);
    const voided = await batch();
    expect((await operator(t, { method: 'POST', url: `/admin/redeem/batches/${voided.id}/codes/${voided.codes[0]!.id}/void` })).code).toBe(
      200,
    );
    expect((await redeem(m, voided.codes[0]!.code)).code).toBe(Code.REDEEM_CODE_INVALID);
    const whole = await operator(t, { method: 'POST', url: `/admin/redeem/batches/${voided.id}/void` });
    expect(whole.data).toMatchObject({ state: 'void', voided: 3 });
    expect((await redeem(m, voided.codes[1]!.code)).code).toBe(Code.REDEEM_CODE_INVALID);
    // Ten tries an hour per member: the rest are refused even with a good code, until the hour has passed.
    const fresh = await batch();
    let last = 0;
    for (let i = 0; i < 8; i += 1) last = (await redeem(m, `ZZZZ-ZZZZ-ZZZZ-ZZZ${'23456789'[i]}`)).code;
    expect(last).toBe(Code.REDEEM_THROTTLED);
    expect((await redeem(m, fresh.codes[0]!.code)).code).toBe(Code.REDEEM_THROTTLED);
    t.clock.advance(HOUR + 1000);
    expect((await redeem(m, fresh.codes[0]!.code)).code).toBe(200);
  });

  it('operators: a batch needs a name in Traditional Chinese, a real period and a coupon that exists; the export is CSV in their language', async () => {
    const now = t.clock.now();
    const bad = (payload: Record<string, unknown>) =>
      operator(t, {
        method: 'POST',
        url: '/admin/redeem/batches',
        payload: {
          name: { 'zh-Hant': '卡' },
          reward: { kind: 'uu', amount: '1' },
          count: 1,
          validFrom: iso(now),
          validTo: iso(now + HOUR),
          oncePerMember: false,
          ...payload,
        },
      });
    expect((await bad({ name: { en: 'x' } })).code).toBe(Code.VALIDATION);
    expect((await bad({ validTo: iso(now - HOUR) })).code).toBe(Code.VALIDATION);
    expect((await bad({ reward: { kind: 'uu', amount: '-3' } })).code).toBe(Code.VALIDATION);
    expect((await bad({ count: 10_001 })).code).toBe(Code.VALIDATION);
    expect((await bad({ reward: { kind: 'coupon', couponId: 999_999 } })).code).toBe(Code.CONFIG_COUPON_NOT_FOUND);
    expect((await operator(t, { method: 'POST', url: '/admin/redeem/batches/999999/void' })).code).toBe(Code.REDEEM_BATCH_NOT_FOUND);

    const b = await batch({ count: 2 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/admin/exports/redeem-codes.csv?batchId=${b.id}`,
      headers: { 'x-operator-key': WALLET_ENV.OPERATOR_API_KEY, 'accept-language': 'zh-Hant' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('兌換碼,狀態,兌換會員編號,兌換時間');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(b.codes.map((c) => c.code).sort());
    expect(lines[1]).toContain('未使用');
    // The codes are not in the database as typed: a dump alone does not give them away.
    const raw = await t.app.db.kysely
      .selectFrom('redeem_codes')
      .select(['code_sealed', 'code_hash'])
      .where('batch_id', '=', b.id)
      .execute();
    for (const row of raw) expect(JSON.stringify(row)).not.toContain(b.codes[0]!.code.replace(/-/g, ''));
  });
});
