import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/modules/wallet/ledger';
import { createTestApp, dialects, type TestApp } from './helpers';
import { ledgerClean, readyMember, WALLET_ENV } from './wallet-helpers';

const UU = (units: number) => units * 100;
const move = (from: number, to: number, amount: number) =>
  ({ from: { userId: from }, to: { userId: to }, currency: 'UU', amount, logType: 'transfer_out' }) as const;

describe.each(dialects)('the ledger operations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: WALLET_ENV });
  });
  afterAll(() => t.close());

  it('move() moves one amount and reverse() posts its opposite, referring to it, once', async () => {
    const a = await readyMember(t, { uu: UU(50) });
    const b = await readyMember(t);
    const { ledger } = t.app.services;
    const moved = await t.app.db.transaction((trx) =>
      ledger.move(
        trx,
        { type: 'transfer', userId: a.id },
        {
          from: { userId: a.id },
          to: { userId: b.id },
          currency: 'UU',
          amount: UU(20),
          logType: { from: 'transfer_out', to: 'transfer_in' },
        },
      ),
    );
    expect((await memberBalances(t.app.db.kysely, b.id)).UU).toBe(UU(20));

    const reversed = await t.app.db.transaction((trx) => ledger.reverse(trx, moved.transactionId, { type: 'transfer', memo: 'mistake' }));
    const row = await t.app.db.kysely
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', reversed.transactionId)
      .executeTakeFirstOrThrow();
    expect(Number(row.reverses_transaction_id)).toBe(moved.transactionId);
    expect(Number(row.user_id)).toBe(a.id);
    const entries = await t.app.db.kysely
      .selectFrom('ledger_entries')
      .select(['amount', 'log_type', 'counterparty_id'])
      .where('transaction_id', '=', reversed.transactionId)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [Number(e.amount), e.log_type, Number(e.counterparty_id)]).sort()).toEqual(
      [
        [UU(20), 'transfer_out', b.id],
        [-UU(20), 'transfer_in', a.id],
      ].sort(),
    );
    expect((await memberBalances(t.app.db.kysely, a.id)).UU).toBe(UU(50));
    expect((await memberBalances(t.app.db.kysely, b.id)).UU).toBe(0);

    // A second reversal of the same transaction is refused and changes nothing.
    const again = t.app.db.transaction((trx) => ledger.reverse(trx, moved.transactionId, { type: 'transfer' }));
    await expect(again).rejects.toThrow(/already reversed/);
    expect((await memberBalances(t.app.db.kysely, a.id)).UU).toBe(UU(50));
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('a reversal that would take a member below zero is refused', async () => {
    const a = await readyMember(t, { uu: UU(10) });
    const b = await readyMember(t);
    const { ledger } = t.app.services;
    const moved = await t.app.db.transaction((trx) => ledger.move(trx, { type: 'transfer', userId: a.id }, move(a.id, b.id, UU(10))));
    await t.app.db.transaction((trx) => ledger.move(trx, { type: 'transfer', userId: b.id }, move(b.id, a.id, UU(5))));
    await expect(t.app.db.transaction((trx) => ledger.reverse(trx, moved.transactionId, { type: 'transfer' }))).rejects.toMatchObject({
      codeName: 'INSUFFICIENT_BALANCE',
    });
    expect(await ledgerClean(t)).toEqual([]);
  });

  it('keeps an account id only once the transaction that made it committed: a rolled-back first posting leaves none behind', async () => {
    // Issue 25: account ids are kept in the process. A posting that made a member's first account and then rolled back
    // must not leave that id kept: the next posting would write to an account that does not exist.
    const a = await readyMember(t, { uu: UU(30) });
    const b = await readyMember(t);
    const { ledger } = t.app.services;
    const first = t.app.db.transaction(async (trx) => {
      await ledger.move(trx, { type: 'transfer', userId: a.id }, move(a.id, b.id, UU(10)));
      // The same transaction sees the account it made, and posts to it again.
      await ledger.move(trx, { type: 'transfer', userId: a.id }, move(a.id, b.id, UU(5)));
      throw new Error('rolled back');
    });
    await expect(first).rejects.toThrow('rolled back');
    const accounts = await t.app.db.kysely.selectFrom('ledger_accounts').select('id').where('user_id', '=', b.id).execute();
    expect(accounts).toEqual([]);
    await t.app.db.transaction((trx) => ledger.move(trx, { type: 'transfer', userId: a.id }, move(a.id, b.id, UU(10))));
    await t.app.db.transaction((trx) => ledger.move(trx, { type: 'transfer', userId: a.id }, move(a.id, b.id, UU(5))));
    expect((await memberBalances(t.app.db.kysely, b.id)).UU).toBe(UU(15));
    expect((await memberBalances(t.app.db.kysely, a.id)).UU).toBe(UU(15));
    expect(await ledgerClean(t)).toEqual([]);
  });
  it.each([
    { legs: 2, payments: 1, shared: false },
    { legs: 3, payments: 2, shared: true },
    { legs: 4, payments: 2, shared: false },
    { legs: 5, payments: 4, shared: true },
    { legs: 6, payments: 3, shared: false },
  ])(
    'writes a posting of $legs legs as its entries, each with its account and balance after, in account order',
    async ({ legs, payments, shared }) => {
      // Issue 25: a posting's entries go in one INSERT, compiled once for up to four rows and built per call beyond.
      // One member pays others one UU each; with one counterparty on every payment the payer's legs merge into one.
      const a = await readyMember(t, { uu: UU(10) });
      const payees = [];
      for (let i = 0; i < payments; i++) payees.push(await readyMember(t));
      const { ledger } = t.app.services;
      const moves = payees.map((p) => ({
        ...move(a.id, p.id, UU(1)),
        ...(shared ? { counterpartyId: a.id } : {}),
      }));
      const posted = await t.app.db.transaction((trx) => ledger.move(trx, { type: 'transfer', userId: a.id }, moves));
      const entries = await t.app.db.kysely
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as acc', 'acc.id', 'e.account_id')
        .select(['e.account_id', 'e.amount', 'e.balance_after', 'acc.balance'])
        .where('e.transaction_id', '=', posted.transactionId)
        .orderBy('e.id')
        .execute();
      expect(entries).toHaveLength(legs);
      expect(entries.map((e) => Number(e.account_id))).toEqual(entries.map((e) => Number(e.account_id)).sort((x, y) => x - y));
      // Each entry's balance after is its account's running balance: the last one of an account is its balance now.
      const last = new Map<number, number>();
      for (const e of entries) {
        const before = last.get(Number(e.account_id));
        if (before !== undefined) expect(Number(e.balance_after)).toBe(before + Number(e.amount));
        last.set(Number(e.account_id), Number(e.balance_after));
      }
      for (const e of entries) expect(last.get(Number(e.account_id))).toBe(Number(e.balance));
      expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(0);
      expect((await memberBalances(t.app.db.kysely, a.id)).UU).toBe(UU(10 - payments));
      for (const p of payees) expect((await memberBalances(t.app.db.kysely, p.id)).UU).toBe(UU(1));
      expect(await ledgerClean(t)).toEqual([]);
    },
  );
});
