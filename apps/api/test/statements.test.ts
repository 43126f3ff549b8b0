import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { addCard, ledgerClean, pay, wallet, WALLET_ENV, type Member } from './wallet-helpers';

// Member statements and receipts (issue 24; docs/decisions.md "Statements and receipts"): a month of one
// balance in the platform time zone (Asia/Taipei here), opening + movements = closing, checked against the
// ledger's own balances; a receipt per transaction, the member's own only.
describe.each(dialects)('statements and receipts on %s', (dialect) => {
  const t = useTestApp(dialect, { each: true, env: { ...WALLET_ENV, SESSION_TTL_DAYS: '365' }, ledgerClean: true });

  const statement = (m: Member, query: Record<string, string>) =>
    call(t.app, { method: 'GET', url: '/moneyLog/statement', query, headers: { satoken: m.token } });
  const receipt = (m: Member, id: number | string) =>
    call(t.app, { method: 'GET', url: `/moneyLog/receipt/${id}`, headers: { satoken: m.token } });

  /** The clock moved to an instant (the test clock only moves forward). */
  function moveTo(instant: number) {
    expect(instant).toBeGreaterThanOrEqual(t.clock.now());
    t.clock.advance(instant - t.clock.now());
  }

  /** The balance the ledger itself keeps for the member's account (ledger_accounts.balance), in hundredths. */
  async function ledgerBalance(m: Member, currency: string): Promise<number> {
    const row = await t.app.db.kysely
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('user_id', '=', m.id)
      .where('currency', '=', currency as 'UU')
      .executeTakeFirst();
    return Number(row?.balance ?? 0);
  }

  const cents = (amount: string) => Math.round(Number(amount) * 100);

  it('a member with no movements: opening = closing, no lines; a month without movements carries the balance over', async () => {
    const m = await t.member();
    const empty = await statement(m, { currency: 'UU' });
    expect(empty.code).toBe(200);
    expect(empty.data).toMatchObject({
      currency: 'UU',
      month: '2026-11',
      timeZone: 'Asia/Taipei',
      opening: '0.00',
      closing: '0.00',
      list: [],
    });
    expect(empty.data.from).toBe('2026-10-31T16:00:00.000Z');
    expect(empty.data.to).toBe('2026-11-30T16:00:00.000Z');

    await t.fund(m, 'UU', 1234);
    moveTo(Date.UTC(2027, 0, 10, 4));
    // December: no movement, the November closing carried through.
    const december = await statement(m, { currency: 'UU', month: '2026-12' });
    expect(december.data).toMatchObject({ opening: '12.34', closing: '12.34', income: '0.00', expense: '0.00', list: [] });
    expect(cents(december.data.closing)).toBe(await ledgerBalance(m, 'UU'));
  });

  it('splits months at midnight in the platform time zone; opening + movements = closing = the ledger balance', async () => {
    const m = await t.member();
    await t.fund(m, 'UU', 5000, 'before'); // 22 November
    // 23:59 on 30 November in Taipei (15:59 UTC) and 00:01 on 1 December in Taipei (16:01 UTC, still 30 November in UTC).
    moveTo(Date.UTC(2026, 10, 30, 15, 59));
    await t.fund(m, 'UU', 1000, 'last minute of November');
    await t.fund(m, 'UU', -300, 'a debit');
    moveTo(Date.UTC(2026, 10, 30, 16, 1));
    await t.fund(m, 'UU', 250, 'first minute of December');

    const november = (await statement(m, { currency: 'UU', month: '2026-11' })).data;
    expect(november).toMatchObject({ opening: '0.00', income: '60.00', expense: '3.00', closing: '57.00' });
    expect(november.list.map((l: { amount: string }) => l.amount)).toEqual(['50.00', '10.00', '-3.00']);

    const december = (await statement(m, { currency: 'UU' })).data;
    expect(december.month).toBe('2026-12');
    expect(december).toMatchObject({ opening: '57.00', income: '2.50', expense: '0.00', closing: '59.50' });
    expect(december.list).toHaveLength(1);
    expect(december.list[0]).toMatchObject({ type: 'adjustment', amount: '2.50', balanceAfter: '59.50', counterparty: null });

    // The totals are the ledger's: the closing of the month so far is the account's balance, and each
    // month's opening plus its lines is its closing, the last line's balance after.
    expect(cents(december.closing)).toBe(await ledgerBalance(m, 'UU'));
    expect((await wallet(t, m)).balances.UU).toBe(december.closing);
    for (const month of [november, december] as { opening: string; closing: string; list: { amount: string; balanceAfter: string }[] }[]) {
      const sum = month.list.reduce((s: number, l: { amount: string }) => s + cents(l.amount), 0);
      expect(cents(month.opening) + sum).toBe(cents(month.closing));
      expect(month.list.at(-1)?.balanceAfter).toBe(month.closing);
    }
    // Another balance of the same member has its own statement.
    expect((await statement(m, { currency: 'KB', month: '2026-11' })).data).toMatchObject({ opening: '0.00', closing: '0.00', list: [] });
  });

  it('a receipt from the money log: type, lines, fee, counterparty, time, status; never another member’s', async () => {
    const a = await t.readyMember();
    const b = await t.readyMember();
    await t.fund(a, 'KB', 11_000);
    const sent = await pay(t, a, '/transferUu', { to: b.email, currency: 'KB', amount: '100' });
    expect(sent.code).toBe(200);

    const log = await call(t.app, {
      method: 'GET',
      url: '/moneyLog/questSumMoneyLog',
      query: { currency: 'KB' },
      headers: { satoken: a.token },
    });
    const entry = log.data.list.find((e: { type: string }) => e.type === 'transfer_out');
    expect(entry.transactionId).toBe(sent.data.transactionId);

    const mine = await receipt(a, entry.transactionId);
    expect(mine.code).toBe(200);
    expect(mine.data).toMatchObject({
      transactionId: sent.data.transactionId,
      type: 'transfer_out',
      status: 'completed',
      fee: { currency: 'KB', amount: '10.00' },
      counterparty: { nickname: b.nickname, memberNo: b.memberNo },
      ref: null,
      reverses: null,
      reversedBy: null,
      createdAt: sent.data.createdAt,
    });
    expect(mine.data.lines).toEqual([
      { currency: 'KB', type: 'transfer_out', amount: '-100.00', balanceAfter: expect.any(String) },
      { currency: 'KB', type: 'transfer_fee', amount: '-10.00', balanceAfter: '0.00' },
    ]);
    // The receiver's receipt of the same transaction: their side only, no fee.
    const theirs = await receipt(b, entry.transactionId);
    expect(theirs.data).toMatchObject({ type: 'transfer_in', fee: null, counterparty: { memberNo: a.memberNo } });
    expect(theirs.data.lines).toEqual([{ currency: 'KB', type: 'transfer_in', amount: '100.00', balanceAfter: '100.00' }]);
    // The statement's lines carry the same transaction id.
    const kb = (await statement(a, { currency: 'KB' })).data;
    expect(kb.list.map((l: { transactionId: number }) => l.transactionId)).toContain(sent.data.transactionId);
    expect(kb).toMatchObject({ opening: '0.00', income: '110.00', expense: '110.00', closing: '0.00' });

    // Someone else's transaction, or none: not found, in the member's language.
    const stranger = await t.member();
    for (const id of [entry.transactionId, 999_999]) {
      const refused = await call(t.app, {
        method: 'GET',
        url: `/moneyLog/receipt/${id}`,
        headers: { satoken: stranger.token, 'accept-language': 'en' },
      });
      expect(refused).toMatchObject({
        status: 404,
        code: Code.RECEIPT_NOT_FOUND,
        msg: 'No such transaction in your wallet. Check the transaction number.',
      });
    }
    expect((await ledgerClean(t)).length).toBe(0);
  });

  it('a withdrawal is pending on its receipt until decided; the cancel reverses it', async () => {
    const m = await t.readyMember({ uu: 100_000 });
    const card = await addCard(t, m);
    const asked = await pay(t, m, '/withdraw', { currency: 'UU', amount: '100', destinationType: 'bank', destinationId: card.id });
    expect(asked.code).toBe(200);
    const log = await call(t.app, {
      method: 'GET',
      url: '/moneyLog/questSumMoneyLog',
      query: { type: 'withdraw' },
      headers: { satoken: m.token },
    });
    const id = log.data.list[0].transactionId as number;
    expect((await receipt(m, id)).data).toMatchObject({
      type: 'withdraw',
      status: 'pending',
      ref: { type: 'withdrawal', id: asked.data.id },
    });

    const canceled = await pay(t, m, '/cancelWithdraw', { id: asked.data.id });
    expect(canceled.code).toBe(200);
    const after = (await receipt(m, id)).data;
    expect(after.status).toBe('reversed');
    expect(after.reversedBy).toEqual(expect.any(Number));
    expect((await receipt(m, after.reversedBy)).data).toMatchObject({ reverses: id, status: 'completed' });
  });

  it('refuses a month that is not YYYY-MM and a balance that does not exist', async () => {
    const m = await t.member();
    for (const query of [{ currency: 'UU', month: '2026-13' }, { currency: 'UU', month: '2026/11' }, { currency: 'XX' }, {}]) {
      const res = await statement(m, query as Record<string, string>);
      expect(res.code, JSON.stringify(query)).toBe(Code.VALIDATION);
    }
    expect((await call(t.app, { method: 'GET', url: '/moneyLog/statement', query: { currency: 'UU' } })).code).toBe(Code.TOKEN_ABSENT);
    expect((await receipt(m, 'abc')).code).toBe(Code.VALIDATION);
  });
});
