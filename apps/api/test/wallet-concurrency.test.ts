import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { formatAmount } from '@uu/contract/money';
import { dialects, digest, payCounters, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { addCard, ledgerClean, operator, WALLET_ENV, pay, wallet, type Member } from './wallet-helpers';

const UU = (units: number) => units * 100;

/** The sum of every member balance of each currency, straight from the accounts. */
async function memberTotals(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.app.db.kysely
    .selectFrom('ledger_accounts')
    .select(['currency', 'balance'])
    .where('user_id', 'is not', null)
    .execute();
  const totals: Record<string, number> = {};
  for (const r of rows) totals[r.currency] = (totals[r.currency] ?? 0) + r.balance;
  return totals;
}

describe.each(dialects)('the ledger under concurrency on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });
  beforeAll(async () => {
    await t.app.services.platform.set('withdrawal', { min: UU(100), max: UU(5000), dailyCount: 1000 });
  });

  it('100 concurrent withdrawals of x against a balance of 10x: exactly 10 succeed', { timeout: 60_000 }, async () => {
    const m = await t.readyMember({ uu: UU(1000) });
    const card = await addCard(t, m);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => pay(t, m, '/withdraw', { amount: '100', destinationType: 'bank', destinationId: card.id })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === Code.INSUFFICIENT_WITHDRAWABLE)).toHaveLength(90);
    expect((await wallet(t, m)).balances.UU).toBe('0.00');
    const rows = await t.app.db.kysely.selectFrom('withdrawals').select('id').where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(10);
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('a right payment password gives its slot back and clears the count, whether its money moved or not', { timeout: 60_000 }, async () => {
    const m = await t.readyMember({ uu: UU(10) });
    const recipient = await t.readyMember({ uu: 0 });
    const wrong = await pay(t, m, '/transferUu', { to: recipient.memberNo, amount: '1', currency: 'UU', payPassword: digest('000000') });
    expect(wrong.code).toBe(Code.PAY_PASSWORD_WRONG);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(t, m, '/transferUu', { to: recipient.memberNo, amount: '1', currency: 'UU' })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === Code.INSUFFICIENT_BALANCE)).toHaveLength(10);
    expect(await payCounters(t, m.id)).toEqual({ pay_failures: 0, pay_inflight: 0, pay_locked_until: null });
    // A later wrong one starts from a clean count: four tries left.
    const again = await pay(t, m, '/transferUu', { to: recipient.memberNo, amount: '1', currency: 'UU', payPassword: digest('000000') });
    expect(again).toMatchObject({ code: Code.PAY_PASSWORD_WRONG, data: { triesLeft: 4 } });
    expect(await ledgerClean(t)).toEqual([]);
  });

  it(
    '200 random concurrent transfers among 20 members: totals unchanged, nobody below zero, the ledger clean',
    { timeout: 120_000 },
    async () => {
      const members: Member[] = [];
      for (let i = 0; i < 20; i++) members.push(await t.readyMember({ uu: UU(50) }));
      for (const m of members) await t.fund(m, 'KB', UU(20), 'test');
      const before = await memberTotals(t);
      const feesBefore = await platformBalance(t, 'fees', 'KB');

      const rnd = fc.sample(fc.record({ from: fc.nat(19), to: fc.nat(18), cents: fc.integer({ min: 1, max: 1_500 }), kb: fc.boolean() }), {
        numRuns: 200,
        seed: 42,
      });
      const answers = await Promise.all(
        rnd.map(({ from, to, cents, kb }) => {
          const sender = members[from]!;
          const recipient = members[to >= from ? to + 1 : to]!;
          return pay(t, sender, '/transferUu', { to: recipient.memberNo, amount: formatAmount(cents), currency: kb ? 'KB' : 'UU' });
        }),
      );
      for (const a of answers) expect([200, Code.INSUFFICIENT_BALANCE]).toContain(a.code);
      expect(answers.filter((a) => a.code === 200).length).toBeGreaterThan(50);

      const after = await memberTotals(t);
      const feesPaid = (await platformBalance(t, 'fees', 'KB')) - feesBefore;
      expect(after.UU).toBe(before.UU);
      // KB leaves the members only as the 10% fee, and the fee account holds exactly that.
      expect(after.KB).toBe((before.KB ?? 0) - feesPaid);
      const negative = await t.app.db.kysely
        .selectFrom('ledger_accounts')
        .select('id')
        .where('user_id', 'is not', null)
        .where('balance', '<', 0)
        .execute();
      expect(negative).toEqual([]);
      expect(await ledgerClean(t)).toEqual([]);
    },
  );

  it('random sequences of operations keep the balances of a simple model', { timeout: 240_000 }, async () => {
    // The model: what each member should hold, per currency, in hundredths.
    type Op =
      | { kind: 'transfer'; from: number; to: number; cents: number; currency: 'UU' | 'KB' }
      | { kind: 'withdraw'; who: number; hundreds: number }
      | { kind: 'decide'; who: number; decision: 'approve' | 'reject' | 'cancel' }
      | { kind: 'exchange'; who: number; cents: number };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('transfer' as const),
        from: fc.nat(2),
        to: fc.nat(1),
        cents: fc.integer({ min: 1, max: 30_000 }),
        currency: fc.constantFrom('UU' as const, 'KB' as const),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), who: fc.nat(2), hundreds: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        kind: fc.constant('decide' as const),
        who: fc.nat(2),
        decision: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const),
      }),
      fc.record({ kind: fc.constant('exchange' as const), who: fc.nat(2), cents: fc.integer({ min: 1, max: 5_000 }) }),
    );
    await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '1.37' } });

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 15 }), async (ops) => {
        const ms: Member[] = [];
        const cards: number[] = [];
        for (let i = 0; i < 3; i++) {
          const m = await t.readyMember({ uu: UU(500) });
          await t.fund(m, 'KB', UU(100), 'test');
          ms.push(m);
          cards.push((await addCard(t, m)).id);
        }
        const model = ms.map(() => ({ UU: UU(500), U: 0, FB: 0, KB: UU(100), CRC: 0 }));
        const pending: { who: number; id: number; amount: number }[] = [];

        for (const op of ops) {
          if (op.kind === 'transfer') {
            const to = op.to >= op.from ? op.to + 1 : op.to;
            const fee = op.currency === 'KB' ? Math.ceil((op.cents * 10) / 100) : 0;
            const res = await pay(t, ms[op.from]!, '/transferUu', {
              to: ms[to]!.memberNo,
              amount: formatAmount(op.cents),
              currency: op.currency,
            });
            const affordable = model[op.from]![op.currency] >= op.cents + fee;
            expect(res.code).toBe(affordable ? 200 : Code.INSUFFICIENT_BALANCE);
            if (affordable) {
              model[op.from]![op.currency] -= op.cents + fee;
              model[to]![op.currency] += op.cents;
            }
          } else if (op.kind === 'withdraw') {
            const amount = op.hundreds * UU(100);
            const res = await pay(t, ms[op.who]!, '/withdraw', {
              amount: formatAmount(amount),
              destinationType: 'bank',
              destinationId: cards[op.who],
            });
            const affordable = model[op.who]!.UU >= amount;
            expect(res.code).toBe(affordable ? 200 : Code.INSUFFICIENT_WITHDRAWABLE);
            if (affordable) {
              model[op.who]!.UU -= amount;
              pending.push({ who: op.who, id: res.data.id, amount });
            }
          } else if (op.kind === 'decide') {
            const index = pending.findIndex((p) => p.who === op.who);
            if (index < 0) continue;
            const [w] = pending.splice(index, 1);
            const res =
              op.decision === 'cancel'
                ? await pay(t, ms[w!.who]!, '/cancelWithdraw', { id: w!.id })
                : await operator(t, {
                    method: 'POST',
                    url: `/admin/wallet/withdrawal/${w!.id}/review`,
                    payload: op.decision === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: 'model' },
                  });
            expect(res.code).toBe(200);
            if (op.decision === 'approve') {
              model[w!.who]!.FB += (w!.amount * 33) / 100;
              model[w!.who]!.U += (w!.amount * 66) / 100;
            } else model[w!.who]!.UU += w!.amount;
          } else {
            const cost = Math.ceil((op.cents * 137) / 100);
            const res = await pay(t, ms[op.who]!, '/exchangeCrc', { amount: formatAmount(op.cents) });
            const affordable = model[op.who]!.UU >= cost;
            expect(res.code).toBe(affordable ? 200 : Code.EXCHANGE_EXCEEDS_AVAILABLE);
            if (affordable) {
              model[op.who]!.UU -= cost;
              model[op.who]!.CRC += op.cents;
            }
          }
        }
        for (let i = 0; i < ms.length; i++) {
          const w = await wallet(t, ms[i]!);
          const expected = Object.fromEntries(Object.entries(model[i]!).map(([c, v]) => [c, formatAmount(v)]));
          expect(w.balances).toEqual(expected);
        }
      }),
      { numRuns: 12, seed: 7 },
    );
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('ledger:verify finds a balance that does not match its entries', async () => {
    const m = await t.readyMember({ uu: UU(5) });
    const { verifyLedger } = await import('../src/modules/wallet/ledger');
    await t.app.db.kysely
      .updateTable('ledger_accounts')
      .set({ balance: UU(6) })
      .where('user_id', '=', m.id)
      .where('currency', '=', 'UU')
      .execute();
    const { problems } = await verifyLedger(t.app.db);
    expect(problems).toEqual([expect.objectContaining({ kind: 'balance', balance: UU(6), entries: UU(5) })]);
    await t.app.db.kysely
      .updateTable('ledger_accounts')
      .set({ balance: UU(5) })
      .where('user_id', '=', m.id)
      .where('currency', '=', 'UU')
      .execute();
    expect((await verifyLedger(t.app.db)).problems).toEqual([]);
  });
});

async function platformBalance(t: TestApp, code: 'fees', currency: 'KB'): Promise<number> {
  const row = await t.app.db.kysely
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', code)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.balance ?? 0;
}
