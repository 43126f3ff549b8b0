import type { Locale } from '@uu/contract/locales';
import { OrderStatus, type Order } from '@uu/contract/orders';
import { fromStates, needsAfterSales } from '@uu/domain/order-states';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CouponsService } from '../coupons/coupons.service';
import { orderEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { RewardsService } from '../team/rewards.service';
import type { LedgerService } from '../wallet/ledger';
import type { OrderRow } from './mall.table';
import { toOrder } from './order-view';
import { findOrder, insertRefund, moveOrder } from './orders.repository';
import { putBackOrderStock } from './skus.repository';

/** The console's refund of a paid order whose goods have not left (→ 7, the value returned). */
export class OrderRefundService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #coupons: CouponsService;
  readonly #rewards: RewardsService;
  readonly #messages: MessagesService;

  constructor(deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    coupons: CouponsService;
    rewards: RewardsService;
    messages: MessagesService;
  }) {
    this.#messages = deps.messages;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#coupons = deps.coupons;
    this.#rewards = deps.rewards;
  }

  /**
   * The console's refund of a paid order whose goods have not left (issue 17 item 6): the UU and FB
   * go back through the ledger, the coupon and the referral effects as before, and the stock and sold
   * count are put back unless the goods are lost. The reason is kept on the refund record, not in the
   * member's note. A shipped, received or done order goes through after-sales instead (decisions.md).
   */
  async refund(id: number, input: { reason: string; goodsLost?: boolean; adminId?: number | null }, locale: Locale): Promise<Order> {
    const order = await this.#byId(id);
    const { reason } = input;
    const goodsLost = input.goodsLost === true;
    return this.#db.transaction(async (trx) => {
      const now = this.#clock.now();
      const row = await moveOrder(
        trx,
        order.id,
        fromStates('refund'),
        { status: OrderStatus.refunded, refunded_at: now },
        { unwritten: true },
      );
      if (!row) {
        const current = await findOrder(trx, order.id);
        // Pieces already handed over at the store are refunded through after-sales, like shipped goods.
        const handedOver = current !== undefined && current.written_off > 0;
        throw new AppError(handedOver || needsAfterSales(current?.status ?? -1) ? 'ORDER_REFUND_AFTER_SALES' : 'ORDER_ACTION_NOT_ALLOWED');
      }
      await insertRefund(trx, {
        order_id: row.id,
        reason,
        goods_lost: goodsLost ? 1 : 0,
        uu: row.paid_uu,
        fb: row.paid_fb,
        admin_id: input.adminId ?? null,
        created_at: now,
      });
      if (!goodsLost) await putBackOrderStock(trx, row);
      // The payment's ledger transaction, reversed (the same accounts, the amounts back), with the reason as its memo.
      if (row.paid_uu > 0 || row.paid_fb > 0) {
        const payment = { type: 'order', ref: { type: 'order', id: row.id } } as const;
        await this.#ledger.reverse(trx, payment, { type: 'refund', logType: 'refund', memo: reason });
      }
      await this.#coupons.releaseFromOrder(trx, row.id);
      await this.#rewards.refunded(trx, { type: 'order', id: row.id, buyerId: row.user_id, amount: row.total, paidAt: row.paid_at ?? now });
      await this.#messages.notify(trx, row.user_id, orderEvent(row, 'orderRefunded', { reason }));
      return toOrder(trx, row, locale);
    });
  }

  async #byId(id: number): Promise<OrderRow> {
    const row = await findOrder(this.#db.kysely, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }
}
