import type { Locale } from '@uu/contract/locales';
import { OrderStatus, type Order } from '@uu/contract/orders';
import { fromStates } from '@uu/domain/order-states';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CouponsService } from '../coupons/coupons.service';
import { orderEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { OrderRow } from './mall.table';
import { toOrder } from './order-view';
import { expiredUnpaid, moveOrder } from './orders.repository';
import { putBackOrderStock } from './skus.repository';

/** Unpaid orders a sweep cancels at most at once. */
const SWEEP_BATCH = 500;

/**
 * Canceling unpaid orders: by the member (0 → 8), or by the sweep once the time to pay has passed. The
 * reserved stock goes back on the shelf and the coupon back to the member.
 */
export class OrderCancelService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #coupons: CouponsService;
  readonly #messages: MessagesService;

  constructor(deps: { db: Db; clock: Clock; coupons: CouponsService; messages: MessagesService }) {
    this.#messages = deps.messages;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#coupons = deps.coupons;
  }

  /** The member cancels their unpaid order. */
  async cancel(order: OrderRow, locale: Locale): Promise<Order> {
    return this.#db.transaction(async (trx) => toOrder(trx, await this.#cancel(trx, order, 'cancel'), locale));
  }

  /** The sweep: unpaid orders past their time cancel themselves (stock back). Answers how many did. */
  async cancelExpired(): Promise<number> {
    const expired = await expiredUnpaid(this.#db.kysely, OrderStatus.pendingPayment, this.#clock.now(), SWEEP_BATCH);
    let canceled = 0;
    for (const order of expired) {
      try {
        await this.#db.transaction((trx) => this.#cancel(trx, order, 'autoCancel'));
        canceled++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error; // paid meanwhile: nothing to do
      }
    }
    return canceled;
  }

  async #cancel(trx: Trx, order: OrderRow, action: 'cancel' | 'autoCancel'): Promise<OrderRow> {
    const set = { status: OrderStatus.canceled, canceled_at: this.#clock.now(), pay_by: null };
    const row = await moveOrder(trx, order.id, fromStates(action), set);
    if (!row) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    await putBackOrderStock(trx, row);
    await this.#coupons.releaseFromOrder(trx, row.id);
    await this.#messages.notify(trx, row.user_id, orderEvent(row, 'orderCanceled'));
    return row;
  }
}
