import type { z } from 'zod';
import type { TopUp, topUpBodySchema } from '@uu/contract/wallet';
import type { pageQuerySchema } from '@uu/contract/envelope';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FilesService } from '../files/files.service';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import type { IdempotencyService } from './idempotency';
import { topupRowToTopUp } from './wallet.mapper';
import * as repo from './wallet.repository';
import type { CallKey } from './wallet.service';

type TopUpInput = z.output<typeof topUpBodySchema>;
type PageInput = z.output<typeof pageQuerySchema>;

/** A member's top-up requests (product.md "Money"): nothing moves until an operator approves one (WalletReviewService). */
export class TopUpsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #idempotency: IdempotencyService;
  readonly #platform: PlatformService;
  readonly #files: FilesService;

  constructor(deps: { db: Db; clock: Clock; idempotency: IdempotencyService; platform: PlatformService; files: FilesService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#idempotency = deps.idempotency;
    this.#platform = deps.platform;
    this.#files = deps.files;
  }

  /** A top-up request: nothing moves until an operator approves it. */
  async createTopUp(auth: AuthContext, input: TopUpInput, call: CallKey): Promise<TopUp> {
    const userId = auth.user.id;
    const channel = (await this.#platform.get('topUpChannels')).find((c) => c.id === input.channel);
    if (!channel) throw new AppError('TOPUP_CHANNEL_NOT_FOUND');
    if (!(await this.#files.isOwnUpload(userId, input.proof))) throw new AppError('PROOF_NOT_FOUND');
    return this.#idempotency.run(
      { userId, key: call.key, scope: call.scope, body: input },
      () => Promise.resolve(),
      async (trx) => {
        const row = await repo.insertTopUp(trx, {
          user_id: userId,
          amount: input.amount,
          channel: channel.id,
          channel_name: channel.name,
          proof: input.proof,
          status: 'pending',
          created_at: this.#clock.now(),
        });
        return topupRowToTopUp(row);
      },
    );
  }

  async listTopUps(auth: AuthContext, query: PageInput) {
    const { rows, total } = await repo.listTopUps(this.#db.kysely, auth.user.id, query);
    return { list: rows.map(topupRowToTopUp), total, page: query.page, size: query.size };
  }
}
