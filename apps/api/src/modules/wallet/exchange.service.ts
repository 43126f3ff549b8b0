import type { z } from 'zod';
import { formatAmount } from '@uu/contract/money';
import type { ExchangeResult, exchangeCrcBodySchema } from '@uu/contract/wallet';
import { exchangeCost, maxExchangeable } from '@uu/domain/wallet-rules';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { AuthContext } from '../sessions/sessions.service';
import type { IdempotencyService } from './idempotency';
import { LedgerService, memberBalances } from './ledger';
import * as repo from './wallet.repository';
import type { CallKey } from './wallet.service';

type ExchangeInput = z.output<typeof exchangeCrcBodySchema>;

/** A member buys CRC with UU at the platform's current rate (product.md "Money"): two moves in one transaction. */
export class ExchangeService {
  readonly #db: Db;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;

  constructor(deps: { db: Db; ledger: LedgerService; idempotency: IdempotencyService; guard: PaidActionGuard }) {
    this.#db = deps.db;
    this.#ledger = deps.ledger;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
  }

  async exchange(auth: AuthContext, input: ExchangeInput, call: CallKey): Promise<ExchangeResult> {
    const user = auth.user;
    this.#guard.requireActive(user);
    const [rate] = await repo.listRates(this.#db.kysely, 1);
    if (!rate) throw new AppError('CRC_RATE_NOT_SET');
    const balances = await memberBalances(this.#db.kysely, user.id);
    const max = maxExchangeable(balances.UU, rate.rate);
    if (input.amount > max) throw new AppError('EXCHANGE_EXCEEDS_AVAILABLE', { params: { max: formatAmount(max) } });
    const cost = exchangeCost(input.amount, rate.rate);
    return this.#idempotency.run(
      { userId: user.id, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(user.id, input.payPassword),
      async (trx) => {
        const desk = { platform: 'exchange' } as const;
        const posted = await this.#ledger.move(trx, { type: 'exchange', userId: user.id, memo: `rate ${formatAmount(rate.rate)}` }, [
          { from: { userId: user.id }, to: desk, currency: 'UU', amount: cost, logType: 'exchange' },
          { from: desk, to: { userId: user.id }, currency: 'CRC', amount: input.amount, logType: 'exchange' },
        ]);
        return {
          transactionId: posted.transactionId,
          crc: formatAmount(input.amount),
          uuCost: formatAmount(cost),
          rate: formatAmount(rate.rate),
          balances: {
            UU: formatAmount(LedgerService.balanceOf(posted, user.id, 'UU')),
            CRC: formatAmount(LedgerService.balanceOf(posted, user.id, 'CRC')),
          },
        };
      },
    );
  }
}
