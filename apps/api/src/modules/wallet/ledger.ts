import type { CodeName } from '@uu/contract/codes';
import type { Currency, MoneyLogType } from '@uu/contract/wallet';
import { whenCommitted } from '../../db/after-commit';
import type { Db, Executor, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { postEachToPlatform, type EachToPlatform } from './ledger-batch';
import * as repo from './ledger.repository';
import { UuLots } from './uu-lots';
import { lotsAboveBalance } from './uu-lots.repository';
import type { PlatformAccount, TransactionType } from './wallet.table';

/** A member's balance or a platform account. */
export type Owner = repo.Owner;

/** What a transaction is about (shown in the member's money log). */
export type Ref = { type: 'withdrawal' | 'topup' | 'order'; id: number };

/** The transaction a posting writes: its type, the member it is about, its reference and memo. */
export type Head = {
  type: TransactionType;
  userId: number | null;
  ref?: Ref;
  memo?: string | null;
  /** The code a member leg that would go below zero answers (default INSUFFICIENT_BALANCE). */
  insufficient?: CodeName;
};

/**
 * One amount from one owner to another in one currency. `logType` names both sides (or each).
 * When both owners are members each side's counterparty is the other; `counterpartyId` puts one
 * member on both sides instead (a referral reward's buyer).
 */
export type Move = {
  from: Owner;
  to: Owner;
  currency: Currency;
  /** Hundredths, at least zero; a zero move is left out. */
  amount: number;
  logType: MoneyLogType | { from: MoneyLogType; to: MoneyLogType };
  counterpartyId?: number;
};

/** One side of a movement, as written: an owner and a signed amount (only `post()`, below, takes legs). */
export type Leg = { owner: Owner; currency: Currency; amount: number; logType: MoneyLogType; counterpartyId?: number | null };

type Posting = Head & { legs: Leg[]; reverses?: number };

export type Posted = { transactionId: number; balances: Map<string, number> };

/** A posting as written, for what keeps step with the balances (the expiring UU lots, uu-lots.ts). */
export type Written = { transactionId: number; type: TransactionType; reverses: number | null; legs: readonly Leg[]; now: number };

/** Called inside every posting's transaction once its entries are written (the expiring UU lots). */
export interface PostingObserver {
  posted(trx: Trx, written: Written): Promise<void>;
}

/** Account ids kept in the process (they never change: an account is never deleted, its owner and currency fixed). */
const ACCOUNT_IDS_KEPT = 20_000;

const legKey = (owner: Owner, currency: Currency) =>
  'userId' in owner ? `u:${owner.userId}:${currency}` : `p:${owner.platform}:${currency}`;

/** The legs of some moves: two per move, one entry per account, log type and counterparty. */
function legsOf(moves: Move[]): Leg[] {
  const legs: Leg[] = [];
  const add = (leg: Leg) => {
    const key = legKey(leg.owner, leg.currency);
    const same = legs.find(
      (l) => legKey(l.owner, l.currency) === key && l.logType === leg.logType && l.counterpartyId === leg.counterpartyId,
    );
    if (same) same.amount += leg.amount;
    else legs.push(leg);
  };
  for (const move of moves) {
    if (!Number.isSafeInteger(move.amount) || move.amount < 0) throw new Error(`bad move amount ${move.amount}`);
    if (move.amount === 0) continue;
    const log = typeof move.logType === 'string' ? { from: move.logType, to: move.logType } : move.logType;
    const members = 'userId' in move.from && 'userId' in move.to;
    const fromParty = move.counterpartyId ?? (members && 'userId' in move.to ? move.to.userId : null);
    const toParty = move.counterpartyId ?? (members && 'userId' in move.from ? move.from.userId : null);
    add({ owner: move.from, currency: move.currency, amount: -move.amount, logType: log.from, counterpartyId: fromParty });
    add({ owner: move.to, currency: move.currency, amount: move.amount, logType: log.to, counterpartyId: toParty });
  }
  return legs.filter((leg) => leg.amount !== 0);
}

/**
 * The double-entry ledger (product.md "Money", architecture.md "ledger"). Money moves by named
 * operations: `move()` (one or more amounts between owners, in one transaction) and `reverse()`
 * (the exact opposite of an earlier transaction, referring to it). Each writes one transaction
 * whose legs sum to zero per currency. Balances change only here, by conditional UPDATEs inside the
 * caller's transaction, in the order of the accounts' ids so two postings never wait on each other
 * in opposite orders; a member's balance that would go below zero stops the whole transaction.
 * Entries are only ever inserted: a correction is another posting.
 */
export class LedgerService {
  readonly #clock: Clock;
  /** legKey → account id, of accounts committed (issue 25: two statements fewer per transfer); oldest out first. */
  readonly #accountIds = new Map<string, number>();
  readonly #onPosted: ((type: TransactionType) => void) | undefined;
  readonly #observer: PostingObserver | undefined;

  /**
   * `onPosted` counts postings for the metrics (a posting whose transaction later rolls back counts too).
   * With `lots`, every posting keeps the expiring UU lots in step in its own transaction (issue 24, uu-lots.ts):
   * every credit and debit of UU goes through here, whichever service moved the money.
   */
  constructor(deps: { clock: Clock; onPosted?: (type: TransactionType) => void; lots?: ConstructorParameters<typeof UuLots>[0] }) {
    this.#clock = deps.clock;
    this.#onPosted = deps.onPosted;
    this.#observer = deps.lots ? new UuLots(deps.lots) : undefined;
  }

  /** Moves amounts between owners in one transaction (a transfer and its fee, an exchange's two sides). */
  async move(trx: Trx, head: Head, moves: Move | Move[]): Promise<Posted> {
    const legs = legsOf(Array.isArray(moves) ? moves : [moves]);
    if (legs.length === 0) throw new Error(`empty ${head.type} posting`);
    return this.#post(trx, { ...head, legs });
  }

  /**
   * Moves many members' amounts to one platform account, one transaction per member, with a few set-based
   * statements for all of them (ledger-batch.ts; the expiry sweep's thousands of members a run). The expiring-UU
   * lots observer is not called: the one caller, the sweep, empties the due lots itself (as `posted` leaves
   * `uu_expiry` postings alone). Answers each member's transaction id.
   */
  async moveEach(trx: Trx, each: EachToPlatform): Promise<Map<number, number>> {
    const posted = await postEachToPlatform(trx, each, this.#clock.now());
    for (let i = 0; i < posted.size; i++) this.#onPosted?.(each.type);
    return posted;
  }

  /**
   * Posts the exact opposite of an earlier transaction (same accounts, amounts negated), about the
   * same member and reference, and records which one it reverses; a transaction is reversed once.
   * `logType` names the reversal's lines in the money log (default: the original's).
   */
  async reverse(
    trx: Trx,
    of: number | { type: TransactionType; ref: Ref },
    as: { type: TransactionType; logType?: MoneyLogType; memo?: string | null; insufficient?: CodeName },
  ): Promise<Posted> {
    const original = typeof of === 'number' ? await repo.findTransaction(trx, of) : await repo.findTransactionByRef(trx, of.type, of.ref);
    if (!original) throw new Error(`no ledger transaction ${JSON.stringify(of)} to reverse`);
    const earlier = await repo.findReversalOf(trx, original.id);
    if (earlier !== undefined) throw new Error(`ledger transaction ${original.id} is already reversed (by ${earlier})`);
    const entries = await repo.entriesOf(trx, original.id);
    const legs: Leg[] = entries.map((e) => ({
      owner: e.user_id !== null ? { userId: Number(e.user_id) } : { platform: e.code as PlatformAccount },
      currency: e.currency,
      amount: -Number(e.amount),
      logType: as.logType ?? e.log_type,
      counterpartyId: e.counterparty_id === null ? null : Number(e.counterparty_id),
    }));
    return this.#post(trx, {
      type: as.type,
      userId: original.user_id === null ? null : Number(original.user_id),
      ref: original.ref_type && original.ref_id !== null ? { type: original.ref_type, id: Number(original.ref_id) } : undefined,
      memo: as.memo ?? null,
      insufficient: as.insufficient,
      legs,
      reverses: original.id,
    });
  }

  async #post(trx: Trx, posting: Posting): Promise<Posted> {
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

    const transactionId = await repo.insertTransaction(trx, {
      type: posting.type,
      user_id: posting.userId,
      ref_type: posting.ref?.type ?? null,
      ref_id: posting.ref?.id ?? null,
      memo: posting.memo ?? null,
      reverses_transaction_id: posting.reverses ?? null,
      created_at: now,
    });

    const balances = new Map<string, number>();
    const entries: repo.NewEntry[] = [];
    for (const { leg, accountId } of accounts) {
      // A member's balance never goes below zero: the update only happens when it stays at or above.
      const balance = await repo.addToBalance(trx, accountId, leg.amount, 'userId' in leg.owner);
      if (balance === undefined) throw new AppError(posting.insufficient ?? 'INSUFFICIENT_BALANCE');
      balances.set(legKey(leg.owner, leg.currency), balance);
      entries.push({
        transaction_id: transactionId,
        account_id: accountId,
        currency: leg.currency,
        amount: leg.amount,
        balance_after: balance,
        log_type: leg.logType,
        counterparty_id: leg.counterpartyId ?? null,
        created_at: now,
      });
    }
    // All the entries in one statement (issue 25: one round trip fewer per leg after the first).
    await repo.insertEntries(trx, entries);
    await this.#observer?.posted(trx, { transactionId, type: posting.type, reverses: posting.reverses ?? null, legs: posting.legs, now });
    this.#onPosted?.(posting.type);
    return { transactionId, balances };
  }

  /** A member's balance after a posting (from `Posted.balances`). */
  static balanceOf(posted: Posted, userId: number, currency: Currency): number {
    return posted.balances.get(legKey({ userId }, currency)) ?? 0;
  }

  /** The account of an owner and currency, made on first use. */
  async #accountId(trx: Trx, owner: Owner, currency: Currency, now: number): Promise<number> {
    const key = legKey(owner, currency);
    const kept = this.#accountIds.get(key);
    if (kept !== undefined) return kept;
    let id = await repo.findAccountId(trx, owner, currency);
    if (id === undefined) {
      await repo.insertAccount(trx, owner, currency, now);
      id = await repo.findAccountId(trx, owner, currency);
      if (id === undefined) throw new Error(`ledger account of ${key} not made`);
    }
    // Kept once the transaction committed: this one may have made the account (or read one an earlier statement of it made).
    const committed = id;
    whenCommitted(trx, () => {
      if (this.#accountIds.size >= ACCOUNT_IDS_KEPT) this.#accountIds.delete(this.#accountIds.keys().next().value as string);
      this.#accountIds.set(key, committed);
    });
    return id;
  }
}

/** A member's five balances (zero where no account exists yet). */
export async function memberBalances(db: Executor, userId: number): Promise<Record<Currency, number>> {
  const rows = await repo.memberBalanceRows(db, userId);
  const balances: Record<Currency, number> = { UU: 0, U: 0, FB: 0, KB: 0, CRC: 0 };
  for (const row of rows) balances[row.currency] = row.balance;
  return balances;
}

export type LedgerProblem =
  | { kind: 'unbalanced'; transactionId: number; currency: string; sum: number }
  | { kind: 'balance'; accountId: number; balance: number; entries: number }
  | { kind: 'negative'; accountId: number; balance: number }
  /** A member's open expiring-UU lots add up to more than the UU balance (issue 24). */
  | { kind: 'lots'; accountId: number; userId: number; lots: number; balance: number };

/**
 * `npm run ledger:verify`: every transaction sums to zero per currency, every stored balance
 * equals the sum of its entries, no member balance is below zero, and no member's expiring UU lots add up to more than the UU balance.
 * Empty means clean.
 */
export async function verifyLedger(db: Db): Promise<{ problems: LedgerProblem[]; transactions: number; accounts: number }> {
  const k = db.kysely;
  const unbalanced = await repo.unbalancedTransactions(k);
  const mismatched = await repo.mismatchedAccounts(k);
  const negative = await repo.negativeMemberAccounts(k);
  const lots = await lotsAboveBalance(k);
  const { transactions, accounts } = await repo.countLedger(k);
  return {
    problems: [
      ...unbalanced.map((r) => ({
        kind: 'unbalanced' as const,
        transactionId: r.transaction_id,
        currency: r.currency,
        sum: Number(r.sum),
      })),
      ...mismatched.map((r) => ({ kind: 'balance' as const, accountId: r.id, balance: r.balance, entries: Number(r.entries) })),
      ...negative.map((r) => ({ kind: 'negative' as const, accountId: r.id, balance: r.balance })),
      ...lots.map((r) => ({ kind: 'lots' as const, ...r })),
    ],
    transactions,
    accounts,
  };
}
