import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import { formatAmount } from '@uu/contract/money';
import { OrderStatus, type Order, type updateOrderBodySchema } from '@uu/contract/orders';
import { fromStates, statusAfterPayment } from '@uu/domain/order-states';
import type { Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { LocalizedText } from '../../lib/localized';
import type { AccountsService } from '../accounts/accounts.service';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import { orderEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { PackagesService } from '../packages/packages.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { RewardsService } from '../team/rewards.service';
import type { IdempotencyService } from '../wallet/idempotency';
import { memberBalances, type LedgerService } from '../wallet/ledger';
import type { CallKey } from '../wallet/wallet.service';
import type { OrderRow } from './mall.table';
import { toOrder, writeOffCode } from './order-view';
import { findStore, moveOrder } from './orders.repository';

type PayInput = Extract<z.output<typeof updateOrderBodySchema>, { action: 'pay' }>;

/** Paying for orders: the member's payment of an unpaid order, and the charge a one-step purchase makes too. */
export class OrderPaymentService {
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;
  readonly #accounts: AccountsService;
  readonly #packages: PackagesService;
  readonly #rewards: RewardsService;
  readonly #messages: MessagesService;

  constructor(deps: {
    clock: Clock;
    ledger: LedgerService;
    idempotency: IdempotencyService;
    guard: PaidActionGuard;
    accounts: AccountsService;
    packages: PackagesService;
    rewards: RewardsService;
    messages: MessagesService;
  }) {
    this.#messages = deps.messages;
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
    this.#accounts = deps.accounts;
    this.#packages = deps.packages;
    this.#rewards = deps.rewards;
  }

  /**
   * Pays an unpaid order with UU (and FB up to the goods' share, when the member wants). The payment
   * password is checked, not activation: paying is how a new account becomes active (product.md).
   */
  async pay(auth: AuthContext, order: OrderRow, input: PayInput, call: CallKey, locale: Locale): Promise<Order> {
    const userId = auth.user.id;
    if (order.status !== OrderStatus.pendingPayment) {
      // A repeat of the same payment answers the first answer through the idempotency key below.
      if (!call.key) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
    }
    const result = await this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(userId, input.payPassword),
      async (trx) => {
        const { uu, fb } = await this.split(trx, userId, order.total, order.fb_percent, input.useFb);
        const now = this.#clock.now();
        const paid = await moveOrder(trx, order.id, fromStates('pay'), {
          status: statusAfterPayment(order.delivery_type),
          paid_uu: uu,
          paid_fb: fb,
          paid_at: now,
          pay_by: null,
          ...(order.delivery_type === 'virtual' ? { done_at: now } : {}),
          ...(order.delivery_type === 'writeoff' ? { writeoff_code: writeOffCode() } : {}),
        });
        if (!paid) throw new AppError('ORDER_ACTION_NOT_ALLOWED');
        await this.charge(trx, userId, order.id, uu, fb);
        // A package (virtual goods) starts at once.
        if (paid.delivery_type === 'virtual') await this.#packages.grant(trx, paid, locale);
        const done = paid.status === OrderStatus.done;
        await this.#rewards.paid(trx, { type: 'order', id: paid.id, buyerId: userId, amount: paid.total, done });
        await this.#notifyPaid(trx, paid);
        return toOrder(trx, paid, locale);
      },
    );
    return result;
  }

  /** One message: a pickup or write-off order is ready at its store (with the code), any other is paid. */
  async #notifyPaid(trx: Trx, paid: OrderRow): Promise<void> {
    const store = paid.store_id === null ? undefined : await findStore(trx, paid.store_id);
    if (store && (paid.delivery_type === 'pickup' || paid.delivery_type === 'writeoff')) {
      const extra = { store: JSON.parse(store.name) as LocalizedText, code: paid.writeoff_code ?? '' };
      await this.#messages.notify(trx, paid.user_id, orderEvent(paid, 'orderReadyForPickup', extra));
      return;
    }
    await this.#messages.notify(trx, paid.user_id, orderEvent(paid, 'orderPaid', { total: formatAmount(paid.total) }));
  }

  /** How much of `total` FB pays (up to the goods' share, when the member wants and has it) and UU the rest. */
  async split(trx: Trx, userId: number, total: number, fbPercent: number, useFb: boolean): Promise<{ uu: number; fb: number }> {
    const balances = await memberBalances(trx, userId);
    const fbCap = Math.floor((total * fbPercent) / 100);
    const fb = useFb ? Math.min(fbCap, balances.FB) : 0;
    return { uu: total - fb, fb };
  }

  /** The payment through the ledger; the first paid purchase activates an inactive account (product.md "Activation"). */
  async charge(trx: Trx, userId: number, orderId: number, uu: number, fb: number): Promise<void> {
    // A zero amount (no FB used) is left out by the ledger.
    const payer = { userId };
    const mall = { platform: 'mall' } as const;
    await this.#ledger.move(trx, { type: 'order', userId, ref: { type: 'order', id: orderId }, insufficient: 'INSUFFICIENT_UU_TO_PAY' }, [
      { from: payer, to: mall, currency: 'UU', amount: uu, logType: 'order' },
      { from: payer, to: mall, currency: 'FB', amount: fb, logType: 'order' },
    ]);
    await this.#accounts.activate(userId, trx);
  }
}
