import type { z } from 'zod';
import type {
  AdminTopUpPage,
  AdminWithdrawalPage,
  FinanceOperator,
  LedgerProblemView,
  LedgerVerifyResult,
  PayoutDestination,
  topUpQueueQuerySchema,
  withdrawalQueueQuerySchema,
} from '@uu/contract/admin-finance';
import { formatAmount } from '@uu/contract/money';
import { TOPUP_STATUSES, WITHDRAWAL_STATUSES } from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { platformDay, platformPeriodStart, toIso, type Clock } from '../../lib/clock';
import type { AdminContext } from '../admin/admin-auth.service';
import type { AuditService } from '../admin/audit.service';
import { verifyLedger } from '../wallet/ledger';
import { maskCardNumber } from '../wallet/wallet.mapper';
import type { WithdrawalRow } from '../wallet/wallet.table';
import { accountsByIds, decisionsFor, topUpQueue, withdrawalQueue, type DecisionRow, type Window } from './admin-finance.repository';

type TopUpQueueInput = z.output<typeof topUpQueueQuerySchema>;
type WithdrawalQueueInput = z.output<typeof withdrawalQueueQuerySchema>;

/** Who made a back-office call, for the audit row of an export. */
export type Caller = { admin: AdminContext; ip: string };

const DAY_MS = 24 * 3600 * 1000;

/**
 * Finance's desk (product.md "Admin console": top-up and withdrawal review queues, ledger
 * verification; the audit rows and days of the exports, which are admin-csv-exports.service.ts and
 * admin-exports.service.ts). Who may call what is the contract's `roles`, checked by the auth hook
 * before any of this runs; the decisions themselves stay in the wallet service, so money
 * moves only through the ledger's postings. Nothing here writes a balance.
 */
export class AdminFinanceService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #audit: AuditService;
  readonly #zone: () => string;
  /** The platform day's time zone, as the operator set it now (PlatformService, cached). */
  get #timeZone(): string {
    return this.#zone();
  }

  constructor(deps: { db: Db; clock: Clock; audit: AuditService; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#audit = deps.audit;
    this.#zone = deps.timeZone;
  }

  // ---- the queues ----

  async topUps(query: TopUpQueueInput): Promise<AdminTopUpPage> {
    const k = this.#db.kysely;
    const { rows, total, counts } = await topUpQueue(k, { q: query.q, status: query.status, ...this.#window(query) }, query);
    const decided = latestDecisions(
      await decisionsFor(
        k,
        'reviewTopUp',
        rows.map((r) => r.id),
      ),
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        member: { id: r.user_id, memberNo: r.member_no, nickname: r.nickname },
        amount: formatAmount(r.amount),
        channel: r.channel,
        channelName: r.channel_name,
        proof: r.proof,
        status: r.status,
        reason: r.reason,
        createdAt: toIso(r.created_at),
        decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
        reviewedBy: decided.get(String(r.id))?.review ?? null,
        requestedAmount: r.requested_amount === null ? null : formatAmount(r.requested_amount),
        correctionNote: r.correction_note,
      })),
      total,
      page: query.page,
      size: query.size,
      counts: Object.fromEntries(TOPUP_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as AdminTopUpPage['counts'],
    };
  }

  async withdrawals(query: WithdrawalQueueInput): Promise<AdminWithdrawalPage> {
    const k = this.#db.kysely;
    const { rows, total, counts } = await withdrawalQueue(
      k,
      { q: query.q, status: query.status, currency: query.currency, ...this.#window(query) },
      query,
    );
    const decided = latestDecisions(
      await decisionsFor(
        k,
        'reviewWithdrawal',
        rows.map((r) => r.id),
      ),
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        member: { id: r.user_id, memberNo: r.member_no, nickname: r.nickname },
        currency: r.currency,
        amount: formatAmount(r.amount),
        fee: formatAmount(r.fee),
        toFb: formatAmount(r.to_fb),
        toU: formatAmount(r.to_u),
        status: r.status,
        destination: destinationOf(r),
        reason: r.reason,
        createdAt: toIso(r.created_at),
        decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
        paidAt: r.paid_at === null ? null : toIso(r.paid_at),
        reviewedBy: decided.get(String(r.id))?.review ?? null,
        paidBy: decided.get(String(r.id))?.paid ?? null,
        payoutRef: r.payout_ref,
        payoutDate: r.payout_date,
        payoutProof: r.payout_proof,
      })),
      total,
      page: query.page,
      size: query.size,
      counts: Object.fromEntries(WITHDRAWAL_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as AdminWithdrawalPage['counts'],
    };
  }

  // ---- the ledger ----

  /**
   * `npm run ledger:verify` on demand, with each problem told in finance's terms: whose account
   * (member or platform account), which currency, amounts as decimal strings.
   */
  async verifyLedger(): Promise<LedgerVerifyResult> {
    const result = await verifyLedger(this.#db);
    const accountIds = result.problems.flatMap((p) => (p.kind === 'unbalanced' ? [] : [p.accountId]));
    const accounts = new Map((await accountsByIds(this.#db.kysely, [...new Set(accountIds)])).map((a) => [a.id, a]));
    const ownerOf = (accountId: number) => {
      const a = accounts.get(accountId);
      if (!a) return null;
      if (a.user_id !== null) {
        return { kind: 'member' as const, member: { id: a.user_id, memberNo: a.member_no ?? '', nickname: a.nickname ?? '' } };
      }
      return { kind: 'platform' as const, code: a.code ?? '' };
    };
    const problems: LedgerProblemView[] = result.problems.map((p) => {
      if (p.kind === 'unbalanced')
        return { kind: 'unbalanced', transactionId: p.transactionId, currency: p.currency, sum: formatAmount(p.sum) };
      const currency = accounts.get(p.accountId)?.currency ?? '';
      if (p.kind === 'balance') {
        return {
          kind: 'balance',
          accountId: p.accountId,
          owner: ownerOf(p.accountId),
          currency,
          balance: formatAmount(p.balance),
          entries: formatAmount(p.entries),
        };
      }
      if (p.kind === 'lots') {
        const owner = ownerOf(p.accountId);
        return {
          kind: 'lots',
          accountId: p.accountId,
          owner,
          currency: 'UU',
          balance: formatAmount(p.balance),
          lots: formatAmount(p.lots),
        };
      }
      return { kind: 'negative', accountId: p.accountId, owner: ownerOf(p.accountId), currency, balance: formatAmount(p.balance) };
    });
    return {
      ok: problems.length === 0,
      checkedAt: toIso(this.#clock.now()),
      transactions: result.transactions,
      accounts: result.accounts,
      problems,
    };
  }

  /**
   * product.md: every action is written to the audit log. An export is a download (GET, no
   * envelope), which the audit hook leaves alone, so it is written here, before the first byte.
   */
  async #audited(caller: Caller, action: string, filters: object): Promise<void> {
    await this.#audit.record(
      { adminId: caller.admin.id, ip: caller.ip },
      { action, targetType: 'export', targetId: null, before: null, after: { filters } },
    );
  }

  /** The exports' share (admin-csv-exports.service.ts, admin-exports.service.ts): the audit row of an export and its window. */
  async recordExport(caller: Caller, action: string, filters: object): Promise<void> {
    await this.#audited(caller, action, filters);
  }

  exportWindow(range: { from?: string; to?: string }): Window {
    return this.#window(range);
  }

  /** The platform days `from`..`to` (both inclusive) as instants: from the first one's start to the day after the last. */
  #window(range: { from?: string; to?: string }): Window {
    return {
      ...(range.from ? { from: this.#dayStart(range.from) } : {}),
      ...(range.to ? { to: this.#dayStart(range.to, 1) } : {}),
    };
  }

  /** When the platform day `date` (plus `addDays`) begins, in the platform time zone. */
  #dayStart(date: string, addDays = 0): number {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const target = new Date(Date.UTC(y, m - 1, d + addDays)).toISOString().slice(0, 10);
    // An instant inside the target day: noon UTC, moved half a day at a time for zones far from UTC.
    let inside = Date.UTC(y, m - 1, d + addDays, 12);
    for (let i = 0; i < 3 && platformDay(inside, this.#timeZone) !== target; i++) {
      inside += platformDay(inside, this.#timeZone) < target ? DAY_MS / 2 : -DAY_MS / 2;
    }
    return platformPeriodStart(inside, this.#timeZone, 'day');
  }
}

/** The latest decision of each kind per request: approve or reject (`review`), and `paid`. */
function latestDecisions(rows: DecisionRow[]): Map<string, { review?: FinanceOperator; paid?: FinanceOperator }> {
  const out = new Map<string, { review?: FinanceOperator; paid?: FinanceOperator }>();
  for (const row of rows) {
    const who: FinanceOperator =
      row.admin_id === null
        ? { id: null, name: 'OPERATOR_API_KEY', email: 'OPERATOR_API_KEY' }
        : { id: row.admin_id, name: row.name ?? '', email: row.email ?? '' };
    const entry = out.get(row.target_id) ?? {};
    if (statusAfter(row.after_json) === 'paid') entry.paid = who;
    else entry.review = who;
    out.set(row.target_id, entry);
  }
  return out;
}

function statusAfter(json: string | null): string | null {
  if (!json) return null;
  try {
    const after = JSON.parse(json) as { status?: unknown };
    return typeof after.status === 'string' ? after.status : null;
  } catch {
    return null;
  }
}

/** The destination as the member gave it (kept whole in `destination_detail`), with a masked form of the card number too. */
export function destinationOf(
  row: Pick<WithdrawalRow, 'destination_type' | 'destination_label' | 'destination_detail'>,
): PayoutDestination {
  const detail = JSON.parse(row.destination_detail) as Record<string, string | null>;
  if (row.destination_type === 'bank') {
    const number = detail.cardNumber ?? '';
    return {
      type: 'bank',
      label: row.destination_label,
      holder: detail.holder ?? '',
      bankName: detail.bankName ?? '',
      branch: detail.branch ?? null,
      maskedNumber: maskCardNumber(number),
      last4: number.slice(-4),
      cardNumber: number,
    };
  }
  return { type: 'eft', label: row.destination_label, network: detail.network ?? '', address: detail.address ?? '' };
}
