import type { z } from 'zod';
import type {
  MemberDetail,
  MemberEntry,
  MemberListRow,
  MemberSummary,
  adjustMemberBodySchema,
  adjustMemberResultSchema,
  memberEntriesQuerySchema,
  memberListQuerySchema,
  setMemberStatusBodySchema,
} from '@uu/contract/admin-members';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { CURRENCIES, type Currency } from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { localized, type LocalizedText } from '../../lib/localized';
import type { AdminContext } from '../admin/admin-auth.service';
import type { CodesService } from '../codes/codes.service';
import type { SessionsService } from '../sessions/sessions.service';
import { AdminMemberToolsService } from './admin-member-tools.service';
import type { IdempotencyService } from '../wallet/idempotency';
import { LedgerService, memberBalances } from '../wallet/ledger';
import { postAdjustment } from './admin-adjustments.service';
import { setUserStatusIf } from '../accounts/accounts.repository';
import { revokeSessionOf } from '../sessions/sessions.repository';
import * as tools from './admin-member-tools.repository';
import * as repo from './admin-members.repository';

type ListInput = z.output<typeof memberListQuerySchema>;
type EntriesInput = z.output<typeof memberEntriesQuerySchema>;
type StatusInput = z.output<typeof setMemberStatusBodySchema>;
type AdjustInput = z.output<typeof adjustMemberBodySchema>;
type AdjustResult = z.output<typeof adjustMemberResultSchema>;

const RECENT = 10;

const balancesOf = (sums: Record<Currency, number>) =>
  Object.fromEntries(CURRENCIES.map((c) => [c, formatAmount(sums[c])])) as Record<Currency, string>;

/**
 * The back office's members (product.md "Admin console": Members; the dashboard is admin-dashboard.service.ts). Reads
 * come straight from the tables; changes go through the services that own them: sessions through
 * SessionsService, money only through the ledger (an 'adjustment' posting against the platform's
 * adjustments account), once per Idempotency-Key.
 */
export class AdminMembersService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #sessions: SessionsService;
  /** Tags, notes, password resets and payment locks (admin-member-tools.service.ts). */
  readonly tools: AdminMemberToolsService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    idempotency: IdempotencyService;
    sessions: SessionsService;
    codes: CodesService;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#idempotency = deps.idempotency;
    this.#sessions = deps.sessions;
    this.tools = new AdminMemberToolsService({ db: deps.db, clock: deps.clock, codes: deps.codes, sessions: deps.sessions });
  }

  // ---- members ----

  /** A page of members with their tags and their five balances (two reads for the page, not two per row). */
  async list(query: ListInput): Promise<{ list: MemberListRow[]; total: number; page: number; size: number }> {
    const db = this.#db.kysely;
    const { total, rows } = await repo.findMembers(db, query, query);
    const ids = rows.map((r) => r.id);
    const [tags, balances] = await Promise.all([tools.tagsOf(db, ids), tools.balancesOfMembers(db, ids)]);
    const list = rows.map((r) => ({
      ...summaryOf(r),
      tags: tags.get(r.id) ?? [],
      balances: balancesOf(balances.get(r.id) ?? { UU: 0, U: 0, FB: 0, KB: 0, CRC: 0 }),
    }));
    return { list, total, page: query.page, size: query.size };
  }

  async detail(id: number, locale: Locale): Promise<MemberDetail> {
    const db = this.#db.kysely;
    const row = await this.#member(id);
    const [balances, team, entries, orders, sessions, changes, tags, note] = await Promise.all([
      memberBalances(db, id),
      repo.teamFigures(db, id),
      repo.findEntries(db, id, {}, { page: 1, size: RECENT }),
      repo.recentOrders(db, id, RECENT),
      repo.openSessions(db, id, this.#clock.now()),
      repo.statusChanges(db, id, 20),
      tools.tagsOf(db, [id]),
      tools.findNote(db, id),
    ]);
    return {
      member: {
        ...summaryOf(row),
        owner:
          row.owner_id !== null && row.owner_member_no !== null
            ? { id: row.owner_id, memberNo: row.owner_member_no, nickname: row.owner_nickname ?? '' }
            : null,
        payPasswordSet: row.pay_password_hash !== null,
        payLockedUntil:
          row.pay_locked_until !== null && Number(row.pay_locked_until) > this.#clock.now() ? Number(row.pay_locked_until) : null,
        updatedAt: Number(row.updated_at),
      },
      balances: balancesOf(balances),
      team: { direct: team.direct, total: team.total, performance: formatAmount(team.performance) },
      recentEntries: entries.rows.map(entryOf),
      recentOrders: orders.rows.map((o) => ({
        id: o.id,
        orderNo: o.order_no,
        goodsName: goodsName(o.goods_snapshot, locale),
        status: o.status,
        total: formatAmount(Number(o.total)),
        createdAt: Number(o.created_at),
      })),
      orderCount: orders.total,
      sessions: sessions.map((s) => ({
        id: s.id,
        clientType: s.client_type,
        ip: s.ip,
        createdAt: Number(s.created_at),
        lastSeenAt: Number(s.last_seen_at),
        expiresAt: Number(s.expires_at),
      })),
      statusLog: changes.map((c) => ({
        at: Number(c.created_at),
        disabled: Number(c.disabled) === 1,
        reason: c.reason,
        adminName: c.admin_name,
      })),
      tags: tags.get(id) ?? [],
      note: note ? { text: note.note, adminName: note.admin_name, updatedAt: Number(note.updated_at) } : null,
    };
  }

  async entries(id: number, query: EntriesInput) {
    await this.#member(id);
    const { total, rows } = await repo.findEntries(this.#db.kysely, id, query, query);
    return { list: rows.map(entryOf), total, page: query.page, size: query.size };
  }

  /**
   * Disables a member (every session ends with reason 'operator', so their tokens answer
   * SESSION_REVOKED and sign-in answers ACCOUNT_DISABLED) or enables them again with the status
   * they had before (an activated member stays activated). Asking for the state the member is
   * already in changes nothing. The change and its reason are kept in member_status_changes.
   */
  async setStatus(admin: AdminContext, id: number, input: StatusInput): Promise<MemberSummary> {
    const member = await this.#member(id);
    const isDisabled = member.status === 'disabled';
    if (input.disabled !== isDisabled) {
      await this.#db.transaction(async (trx) => {
        const now = this.#clock.now();
        const next = input.disabled ? 'disabled' : ((await repo.statusBeforeDisable(trx, id)) ?? 'inactive');
        // Conditional on the status read: two operators acting at once change it once.
        if (!(await setUserStatusIf(trx, id, member.status, next, now))) return;
        await repo.insertStatusChange(trx, {
          user_id: id,
          disabled: input.disabled ? 1 : 0,
          previous_status: member.status,
          reason: input.reason,
          admin_id: admin.id,
          created_at: now,
        });
        if (input.disabled) await this.#sessions.revokeAllOf(id, 'operator', trx);
      });
    }
    return summaryOf(await this.#member(id));
  }

  /** Ends one open session of the member, or all of them; answers how many ended. */
  async revokeSessions(id: number, sessionId: number | undefined): Promise<{ revoked: number }> {
    await this.#member(id);
    if (sessionId === undefined) return { revoked: await this.#sessions.revokeAllOf(id, 'operator') };
    const revoked = await revokeSessionOf(this.#db.kysely, id, sessionId, 'operator', this.#clock.now());
    if (!revoked) throw new AppError('MEMBER_SESSION_NOT_FOUND');
    return { revoked: 1 };
  }

  /**
   * An operator's correction of a balance: one 'adjustment' posting between the member and the
   * platform's adjustments account, the reason kept as the transaction's memo. A debit the
   * balance cannot cover is refused by the ledger's conditional update and moves nothing. The
   * Idempotency-Key is kept per member, so a repeated click moves the money once.
   */
  async adjust(id: number, input: AdjustInput, key: string | null, admin: AdminContext | null = null): Promise<AdjustResult> {
    await this.#member(id);
    const limit = await repo.adjustApprovalLimit(this.#db.kysely);
    return this.#idempotency.run(
      { userId: id, key, scope: 'admin:adjust', body: input },
      async () => {},
      async (trx) => {
        // Over the limit (either way): stored as pending for a second operator (maker–checker, admin-adjustments.service.ts).
        if (Math.abs(input.amount) > limit) {
          const requestId = await repo.insertAdjustmentRequest(trx, {
            user_id: id,
            currency: input.currency,
            amount: input.amount,
            reason: input.reason,
            maker_id: admin?.id ?? null,
            created_at: this.#clock.now(),
          });
          return {
            status: 'pending' as const,
            transactionId: null,
            requestId,
            currency: input.currency,
            amount: formatAmount(input.amount),
            balance: null,
          };
        }
        const posted = await postAdjustment(this.#ledger, trx, {
          userId: id,
          currency: input.currency,
          amount: input.amount,
          reason: input.reason,
        });
        return {
          status: 'done' as const,
          requestId: null,
          transactionId: posted.transactionId,
          currency: input.currency,
          amount: formatAmount(input.amount),
          balance: formatAmount(LedgerService.balanceOf(posted, id, input.currency)),
        };
      },
    );
  }

  async #member(id: number): Promise<repo.MemberRow> {
    const row = await repo.findMemberRow(this.#db.kysely, id);
    if (!row) throw new AppError('MEMBER_NOT_FOUND', { status: 404 });
    return row;
  }
}

function summaryOf(row: Omit<repo.MemberRow, 'owner_member_no' | 'owner_nickname'>): MemberSummary {
  return {
    id: row.id,
    memberNo: row.member_no,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    level: Number(row.level),
    status: row.status,
    invitationCode: row.invitation_code,
    referrer:
      row.referrer_id !== null && row.referrer_member_no !== null
        ? { id: row.referrer_id, memberNo: row.referrer_member_no, nickname: row.referrer_nickname ?? '' }
        : null,
    createdAt: Number(row.created_at),
  };
}

function entryOf(row: Awaited<ReturnType<typeof repo.findEntries>>['rows'][number]): MemberEntry {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    currency: row.currency,
    type: row.log_type,
    amount: formatAmount(Number(row.amount)),
    balanceAfter: formatAmount(Number(row.balance_after)),
    memo: row.memo,
    counterparty:
      row.counterparty_id !== null
        ? { id: row.counterparty_id, memberNo: row.counterparty_member_no ?? '', nickname: row.counterparty_nickname ?? '' }
        : null,
    createdAt: Number(row.created_at),
  };
}

/** The goods' name as ordered (the order's snapshot), in the operator's language. */
function goodsName(snapshot: string, locale: Locale): string {
  const goods = JSON.parse(snapshot) as { name: LocalizedText };
  return localized(goods.name, locale);
}
