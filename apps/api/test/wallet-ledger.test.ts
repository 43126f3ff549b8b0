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
});
