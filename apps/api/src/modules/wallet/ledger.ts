import { sql } from 'kysely';
import type { CodeName } from '@uu/contract/codes';
import type { Currency, MoneyLogType } from '@uu/contract/wallet';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PlatformAccount, TransactionType } from './wallet.table';

/** One side of a movement: a member's balance or a platform account, and a signed amount. */
export type Leg = {
  owner: { userId: number } | { platform: PlatformAccount };
  currency: Currency;
  /** Hundredths; negative takes out, positive puts in. */
  amount: number;
  /** How the member's money log calls this line (platform legs: what moved). */
  logType: MoneyLogType;
  /** The other member of a transfer. */
  counterpartyId?: number | null;
};

export type Posting = {
  type: TransactionType;
  userId: number | null;
  ref?: { type: 'withdrawal' | 'topup' | 'order'; id: number };
  memo?: string | null;
  legs: Leg[];
  /** The code a member leg that would go below zero answers (default INSUFFICIENT_BALANCE). */
  insufficient?: CodeName;
};

export type Posted = { transactionId: number; balances: Map<string, number> };

const legKey = (owner: Leg['owner'], currency: Currency) =>
  'userId' in owner ? `u:${owner.userId}:${currency}` : `p:${owner.platform}:${currency}`;

/**
 * The double-entry ledger (product.md "Money", architecture.md "ledger"). A posting is one
 * transaction whose legs sum to zero per currency. Balances change only here, by conditional
 * UPDATEs inside the caller's transaction, in the order of the accounts' ids so two postings never
 * wait on each other in opposite orders; a member's balance that would go below zero stops the
 * whole transaction. Entries are only ever inserted: a correction is another posting.
 */
export class LedgerService {
  readonly #clock: Clock;
  readonly #onPosted: ((type: TransactionType) => void) | undefined;

  /** `onPosted` counts postings for the metrics (a posting whose transaction later rolls back counts too). */
  constructor(deps: { clock: Clock; onPosted?: (type: TransactionType) => void }) {
    this.#clock = deps.clock;
    this.#onPosted = deps.onPosted;
  }

  async post(trx: Trx, posting: Posting): Promise<Posted> {
    const sums = new Map<Currency, number>();
    for (const leg of posting.legs) {
      if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`bad leg amount ${leg.amount}`);
      sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.amount);
    }
    for (const [currency, sum] of sums) {
      if (sum !== 0) throw new Error(`unbalanced ${posting.type} posting: ${currency} sums to ${sum}`);
    }

    const now = this.#clock.now();
    const accounts = await Promise.all(
      posting.legs.map(async (leg) => ({ leg, accountId: await this.#accountId(trx, leg.owner, leg.currency, now) })),
    );
    // Same order everywhere: by account id, so concurrent postings lock rows in one order.
    accounts.sort((a, b) => a.accountId - b.accountId);

    const { id: transactionId } = await trx
      .insertInto('ledger_transactions')
      .values({
        type: posting.type,
        user_id: posting.userId,
        ref_type: posting.ref?.type ?? null,
        ref_id: posting.ref?.id ?? null,
        memo: posting.memo ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const balances = new Map<string, number>();
    for (const { leg, accountId } of accounts) {
      const isMember = 'userId' in leg.owner;
      let query = trx
        .updateTable('ledger_accounts')
        .set({ balance: sql<number>`balance + cast(${leg.amount} as bigint)` })
        .where('id', '=', accountId);
      // A member's balance never goes below zero: the update only happens when it stays at or above.
      if (isMember && leg.amount < 0) query = query.where('balance', '>=', -leg.amount);
      const updated = await query.returning('balance').executeTakeFirst();
      if (!updated) throw new AppError(posting.insufficient ?? 'INSUFFICIENT_BALANCE');
      balances.set(legKey(leg.owner, leg.currency), updated.balance);
      await trx
        .insertInto('ledger_entries')
        .values({
          transaction_id: transactionId,
          account_id: accountId,
          currency: leg.currency,
          amount: leg.amount,
          balance_after: updated.balance,
          log_type: leg.logType,
          counterparty_id: leg.counterpartyId ?? null,
          created_at: now,
        })
        .execute();
    }
    this.#onPosted?.(posting.type);
    return { transactionId, balances };
  }

  /** A member's balance after a posting (from `Posted.balances`). */
  static balanceOf(posted: Posted, userId: number, currency: Currency): number {
    return posted.balances.get(legKey({ userId }, currency)) ?? 0;
  }

  /** The account of an owner and currency, made on first use. */
  async #accountId(db: Executor, owner: Leg['owner'], currency: Currency, now: number): Promise<number> {
    const find = () =>
      'userId' in owner
        ? db.selectFrom('ledger_accounts').select('id').where('user_id', '=', owner.userId).where('currency', '=', currency)
        : db.selectFrom('ledger_accounts').select('id').where('code', '=', owner.platform).where('currency', '=', currency);
    const found = await find().executeTakeFirst();
    if (found) return found.id;
    await db
      .insertInto('ledger_accounts')
      .values({
        user_id: 'userId' in owner ? owner.userId : null,
        code: 'platform' in owner ? owner.platform : null,
        currency,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await find().executeTakeFirstOrThrow()).id;
  }
}

/** A member's five balances (zero where no account exists yet). */
export async function memberBalances(db: Executor, userId: number): Promise<Record<Currency, number>> {
  const rows = await db.selectFrom('ledger_accounts').select(['currency', 'balance']).where('user_id', '=', userId).execute();
  const balances: Record<Currency, number> = { UU: 0, U: 0, FB: 0, KB: 0, CRC: 0 };
  for (const row of rows) balances[row.currency] = row.balance;
  return balances;
}

export type LedgerProblem =
  | { kind: 'unbalanced'; transactionId: number; currency: string; sum: number }
  | { kind: 'balance'; accountId: number; balance: number; entries: number }
  | { kind: 'negative'; accountId: number; balance: number };

/**
 * `npm run ledger:verify`: every transaction sums to zero per currency, every stored balance
 * equals the sum of its entries, and no member balance is below zero. Empty means clean.
 */
export async function verifyLedger(db: Db): Promise<{ problems: LedgerProblem[]; transactions: number; accounts: number }> {
  const k = db.kysely;
  const unbalanced = await k
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'currency', sql<number>`sum(amount)`.as('sum')])
    .groupBy(['transaction_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  const mismatched = await k
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      k.selectFrom('ledger_entries').select(['account_id', sql<number>`sum(amount)`.as('total')]).groupBy('account_id').as('e'),
      'e.account_id',
      'a.id',
    )
    .select(['a.id', 'a.balance', sql<number>`coalesce(e.total, 0)`.as('entries')])
    .where(sql`a.balance`, '<>', sql`coalesce(e.total, 0)`)
    .execute();
  const negative = await k
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('user_id', 'is not', null)
    .where('balance', '<', 0)
    .execute();
  const counts = await k
    .selectFrom('ledger_transactions')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const accounts = await k.selectFrom('ledger_accounts').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return {
    problems: [
      ...unbalanced.map((r) => ({ kind: 'unbalanced' as const, transactionId: r.transaction_id, currency: r.currency, sum: Number(r.sum) })),
      ...mismatched.map((r) => ({ kind: 'balance' as const, accountId: r.id, balance: r.balance, entries: Number(r.entries) })),
      ...negative.map((r) => ({ kind: 'negative' as const, accountId: r.id, balance: r.balance })),
    ],
    transactions: Number(counts.n),
    accounts: Number(accounts.n),
  };
}
