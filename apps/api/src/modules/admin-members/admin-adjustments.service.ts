import type { z } from 'zod';
import type { AdjustmentRequest, adjustmentListQuerySchema, decideAdjustmentBodySchema } from '@uu/contract/admin-members';
import { formatAmount } from '@uu/contract/money';
import type { Currency } from '@uu/contract/wallet';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import type { AdminContext } from '../admin/admin-auth.service';
import type { LedgerService } from '../wallet/ledger';
import * as repo from './admin-members.repository';

type ListInput = z.output<typeof adjustmentListQuerySchema>;
type DecideInput = z.output<typeof decideAdjustmentBodySchema>;

/** The one posting of an adjustment: the member against the platform's adjustments account, the reason as memo; never below zero. */
export function postAdjustment(
  ledger: LedgerService,
  trx: Trx,
  input: { userId: number; currency: Currency; amount: number; reason: string },
) {
  const member = { userId: input.userId };
  const platform = { platform: 'adjustments' } as const;
  const [from, to] = input.amount >= 0 ? [platform, member] : [member, platform];
  return ledger.move(
    trx,
    { type: 'adjustment', userId: input.userId, memo: input.reason, insufficient: 'ADJUST_BELOW_ZERO' },
    { from, to, currency: input.currency, amount: Math.abs(input.amount), logType: 'adjustment' },
  );
}

type RequestRow = Awaited<ReturnType<typeof repo.listAdjustmentRequests>>['rows'][number];

function toRequest(r: RequestRow): AdjustmentRequest {
  return {
    id: Number(r.id),
    member: { id: Number(r.user_id), memberNo: r.member_no, nickname: r.nickname },
    currency: r.currency as Currency,
    amount: formatAmount(Number(r.amount)),
    reason: r.reason,
    status: r.status,
    maker: r.maker_id === null ? null : { id: Number(r.maker_id), name: r.maker_name ?? '' },
    checker: r.checker_id === null ? null : { id: Number(r.checker_id), name: r.checker_name ?? '' },
    refusal: r.refusal,
    transactionId: r.transaction_id === null ? null : Number(r.transaction_id),
    createdAt: toIso(Number(r.created_at)),
    decidedAt: r.decided_at === null ? null : toIso(Number(r.decided_at)),
  };
}

/**
 * Maker–checker for balance adjustments (issue 17 item 11): an adjustment over the operator-set
 * limit is stored as pending; another admin or finance operator (never the maker) approves it —
 * only then one ledger transaction, in the same transaction as the decision, so two approvers at
 * once post it once — or refuses it with a reason.
 */
export class AdminAdjustmentsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;

  constructor(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
  }

  async list(query: ListInput) {
    const { rows, total } = await repo.listAdjustmentRequests(this.#db.kysely, { status: query.status, memberId: query.memberId }, query);
    return { list: rows.map(toRequest), total, page: query.page, size: query.size };
  }

  async decide(admin: AdminContext, id: number, input: DecideInput): Promise<AdjustmentRequest> {
    await this.#db.transaction(async (trx) => {
      const row = await repo.findAdjustmentRequest(trx, id);
      if (!row) throw new AppError('ADJUST_REQUEST_NOT_FOUND', { status: 404 });
      if (row.maker_id !== null && admin.id !== null && Number(row.maker_id) === admin.id) throw new AppError('ADJUST_OWN_REQUEST');
      const moved = await repo.decideAdjustmentRow(trx, id, {
        status: input.approve ? 'approved' : 'refused',
        checker_id: admin.id,
        refusal: input.approve ? null : (input.reason ?? ''),
        decided_at: this.#clock.now(),
      });
      if (!moved) throw new AppError('ADJUST_REQUEST_DECIDED');
      if (input.approve) {
        const posted = await postAdjustment(this.#ledger, trx, {
          userId: Number(row.user_id),
          currency: row.currency as Currency,
          amount: Number(row.amount),
          reason: row.reason,
        });
        await repo.setAdjustmentTransaction(trx, id, posted.transactionId);
      }
    });
    const { rows } = await repo.listAdjustmentRequests(this.#db.kysely, { ids: [id] }, { page: 1, size: 1 });
    const [row] = rows;
    if (!row) throw new Error(`adjustment request ${id} not found after deciding it`);
    return toRequest(row);
  }
}
