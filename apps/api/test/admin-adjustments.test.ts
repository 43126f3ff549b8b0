import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { adminSession, asAdmin } from './admin-helpers';
import { dialects } from './helpers';
import { useTestApp } from './suite';
import { wallet, WALLET_ENV } from './wallet-helpers';

type Session = Awaited<ReturnType<typeof adminSession>>;

// Issue 17 item 11: a balance adjustment over the operator-set amount (default 1,000.00) needs a
// second operator's approval (maker–checker): pending until another admin or finance operator decides.
describe.each(dialects)('balance adjustments over the limit on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let maker: Session;
  let checker: Session;
  let other: Session;
  let admin: Session;

  const adjust = (id: number, payload: Record<string, unknown>, session = maker) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/members/${id}/adjust`, payload, headers: { 'idempotency-key': randomUUID() } });
  const decide = (id: number, payload: Record<string, unknown>, session: Session) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/adjustments/${id}/decide`, payload });
  const pending = (query: Record<string, string> = {}, session = checker) =>
    asAdmin(t, session, { method: 'GET', url: '/admin/adjustments', query: { status: 'pending', ...query } });
  const adjustments = async (userId: number) =>
    (
      await t.app.db.kysely
        .selectFrom('ledger_transactions')
        .select('id')
        .where('type', '=', 'adjustment')
        .where('user_id', '=', userId)
        .execute()
    ).length;

  beforeAll(async () => {
    maker = await t.operator('finance');
    checker = await t.operator('finance');
    other = await t.operator('finance');
    admin = await t.operator('admin');
  });

  it('up to the limit moves at once; over it waits for another operator, who approves it once', async () => {
    const m = await t.readyMember();
    const small = await adjust(m.id, { currency: 'UU', amount: '1000', reason: 'goodwill' });
    expect(small.data).toMatchObject({ status: 'done', balance: '1000.00' });

    const big = await adjust(m.id, { currency: 'UU', amount: '1000.01', reason: 'migration from the old system' });
    expect(big.code).toBe(200);
    expect(big.data).toMatchObject({ status: 'pending', transactionId: null, amount: '1000.01' });
    const requestId = big.data.requestId as number;
    expect((await wallet(t, m)).balances.UU).toBe('1000.00');
    expect(await adjustments(m.id)).toBe(1);
    const listed = await pending({ memberId: String(m.id) });
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        id: requestId,
        currency: 'UU',
        amount: '1000.01',
        reason: 'migration from the old system',
        status: 'pending',
        maker: expect.objectContaining({ id: maker.id }),
      }),
    ]);

    // The maker cannot approve their own.
    const own = await decide(requestId, { approve: true }, maker);
    expect(own.code).toBe(Code.ADJUST_OWN_REQUEST);
    expect(await adjustments(m.id)).toBe(1);

    // Two approvers at once: one ledger transaction.
    const both = await Promise.all([decide(requestId, { approve: true }, checker), decide(requestId, { approve: true }, other)]);
    expect(both.map((r) => r.code).sort()).toEqual([200, Code.ADJUST_REQUEST_DECIDED].sort());
    expect(await adjustments(m.id)).toBe(2);
    expect((await wallet(t, m)).balances.UU).toBe('2000.01');
    expect((await pending({ memberId: String(m.id) })).data.list).toEqual([]);
    expect((await pending({ memberId: String(m.id), status: 'approved' })).data.list[0]).toMatchObject({
      id: requestId,
      status: 'approved',
      checker: expect.objectContaining({ id: expect.any(Number) }),
    });
  });

  it('a refused request moves nothing and needs a reason; an over-limit debit is still never below zero', async () => {
    const m = await t.readyMember();
    const big = await adjust(m.id, { currency: 'FB', amount: '-5000', reason: 'chargeback' });
    expect(big.data.status).toBe('pending');
    expect((await decide(big.data.requestId, { approve: false }, checker)).code).toBe(Code.VALIDATION);
    const refused = await decide(big.data.requestId, { approve: false, reason: 'no ticket' }, admin);
    expect(refused.data).toMatchObject({ status: 'refused', refusal: 'no ticket' });
    expect((await decide(big.data.requestId, { approve: true }, checker)).code).toBe(Code.ADJUST_REQUEST_DECIDED);

    const debit = await adjust(m.id, { currency: 'FB', amount: '-5000', reason: 'chargeback' });
    const approved = await decide(debit.data.requestId, { approve: true }, checker);
    expect(approved.code).toBe(Code.ADJUST_BELOW_ZERO);
    expect((await pending({ memberId: String(m.id) })).data.list).toHaveLength(1);
    expect(await adjustments(m.id)).toBe(0);
  });
});
