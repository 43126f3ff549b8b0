import { formatAmount } from '@uu/contract/money';
import type { Receipt, ReceiptStatus, Statement, StatementQuery } from '@uu/contract/statements';
import type { Currency } from '@uu/contract/wallet';
import { monthBoundsIn, monthIn } from '@uu/domain/calendar';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import type { AuthContext } from '../sessions/sessions.service';
import { findReversalOf, findTransaction } from './ledger.repository';
import * as repo from './statements.repository';
import { findWithdrawal } from './wallet.repository';

const counterpartyOf = (row: { nickname: string | null; member_no: string | null }) =>
  row.nickname && row.member_no ? { nickname: row.nickname, memberNo: row.member_no } : null;

/**
 * Member statements and receipts (issue 24; docs/decisions.md "Statements and receipts"), read from the
 * ledger alone: a statement is one balance over one platform-time-zone month (opening, every entry,
 * closing), a receipt is one transaction as the member's own entries show it. Only the member's own
 * accounts are read: another member's transaction is not found.
 */
export class StatementsService {
  readonly #db: Db;
  readonly #clock: Clock;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;

  constructor(deps: { db: Db; clock: Clock; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#timeZone = deps.timeZone;
  }

  async statement(auth: AuthContext, query: { currency: Currency; month?: StatementQuery['month'] }): Promise<Statement> {
    const k = this.#db.kysely;
    const timeZone = this.#timeZone();
    const month = query.month ?? monthIn(this.#clock.now(), timeZone);
    const { from, to } = monthBoundsIn(month, timeZone);
    const accountId = await repo.memberAccountId(k, auth.user.id, query.currency);
    const [opening, rows] =
      accountId === undefined
        ? [0, []]
        : await Promise.all([repo.balanceBefore(k, accountId, from), repo.entriesBetween(k, accountId, from, to)]);
    let income = 0;
    let expense = 0;
    for (const row of rows) {
      if (row.amount > 0) income += row.amount;
      else expense -= row.amount;
    }
    return {
      currency: query.currency,
      month,
      timeZone,
      from: toIso(from),
      to: toIso(to),
      opening: formatAmount(opening),
      closing: formatAmount(opening + income - expense),
      income: formatAmount(income),
      expense: formatAmount(expense),
      list: rows.map((r) => ({
        id: r.id,
        transactionId: r.transaction_id,
        type: r.log_type,
        amount: formatAmount(r.amount),
        balanceAfter: formatAmount(r.balance_after),
        counterparty: counterpartyOf(r),
        createdAt: toIso(r.created_at),
      })),
    };
  }

  async receipt(auth: AuthContext, transactionId: number): Promise<Receipt> {
    const k = this.#db.kysely;
    const [transaction, entries] = await Promise.all([
      findTransaction(k, transactionId),
      repo.memberEntriesOf(k, transactionId, auth.user.id),
    ]);
    const main = entries.find((e) => e.log_type !== 'transfer_fee') ?? entries[0];
    if (!transaction || !main) throw new AppError('RECEIPT_NOT_FOUND', { status: 404 });
    const ref = transaction.ref_type && transaction.ref_id !== null ? { type: transaction.ref_type, id: Number(transaction.ref_id) } : null;
    const reversedBy = (await findReversalOf(k, transactionId)) ?? null;
    const withdrawal =
      ref?.type === 'withdrawal' && transaction.type === 'withdraw' ? await findWithdrawal(k, ref.id, auth.user.id) : undefined;

    let status: ReceiptStatus = 'completed';
    if (reversedBy !== null) status = 'reversed';
    else if (withdrawal && (withdrawal.status === 'pending' || (withdrawal.status === 'approved' && withdrawal.currency === 'U')))
      status = 'pending';
    else if (withdrawal && (withdrawal.status === 'rejected' || withdrawal.status === 'canceled')) status = 'reversed';

    const fees = entries.filter((e) => e.log_type === 'transfer_fee');
    const fee =
      fees[0] !== undefined
        ? { currency: fees[0].currency, amount: formatAmount(-fees.reduce((sum, e) => sum + e.amount, 0)) }
        : withdrawal && withdrawal.fee > 0
          ? { currency: withdrawal.currency, amount: formatAmount(withdrawal.fee) }
          : null;
    const party = entries.find((e) => counterpartyOf(e) !== null);
    return {
      transactionId,
      type: main.log_type,
      status,
      lines: entries.map((e) => ({
        currency: e.currency,
        type: e.log_type,
        amount: formatAmount(e.amount),
        balanceAfter: formatAmount(e.balance_after),
      })),
      fee,
      counterparty: party ? counterpartyOf(party) : null,
      ref,
      reverses: transaction.reverses_transaction_id === null ? null : Number(transaction.reverses_transaction_id),
      reversedBy,
      createdAt: toIso(transaction.created_at),
    };
  }
}
