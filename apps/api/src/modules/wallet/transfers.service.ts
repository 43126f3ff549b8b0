import type { z } from 'zod';
import { formatAmount } from '@uu/contract/money';
import type { Recipient, TransferResult, transferUuBodySchema } from '@uu/contract/wallet';
import { kbTransferFee } from '@uu/domain/wallet-rules';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import type { AccountsService } from '../accounts/accounts.service';
import type { UserRow } from '../accounts/accounts.table';
import type { PaidActionGuard } from '../accounts/paid-action-guard';
import type { AuthContext } from '../sessions/sessions.service';
import type { ThrottleService } from '../throttle/throttle.service';
import { transferEvent } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { IdempotencyService } from './idempotency';
import { LedgerService } from './ledger';
import type { CallKey } from './wallet.service';

type TransferInput = z.output<typeof transferUuBodySchema>;

/** Recipient lookups per member per hour: enough to type a few names, too few to list the members. */
const LOOKUPS_PER_HOUR = 60;

/**
 * A member sends value to another member (product.md "Money"): UU free, KB with 10% on top, U in
 * hundreds. Checks what it can before the payment password (so a refusal costs no try), then the
 * payment password, then one ledger move with its idempotency key.
 */
export class TransfersService {
  readonly #clock: Clock;
  readonly #ledger: LedgerService;
  readonly #idempotency: IdempotencyService;
  readonly #guard: PaidActionGuard;
  readonly #accounts: AccountsService;
  readonly #throttle: ThrottleService;
  readonly #messages: MessagesService;

  constructor(deps: {
    messages: MessagesService;
    clock: Clock;
    ledger: LedgerService;
    idempotency: IdempotencyService;
    guard: PaidActionGuard;
    accounts: AccountsService;
    throttle: ThrottleService;
  }) {
    this.#clock = deps.clock;
    this.#ledger = deps.ledger;
    this.#idempotency = deps.idempotency;
    this.#guard = deps.guard;
    this.#accounts = deps.accounts;
    this.#throttle = deps.throttle;
    this.#messages = deps.messages;
  }

  /** spec §5: the recipient by email, nickname, phone or member number; never oneself. */
  async findRecipient(auth: AuthContext, account: string): Promise<Recipient> {
    const quota = await this.#throttle.consume(`recipient:user:${auth.user.id}`, LOOKUPS_PER_HOUR, 3600_000);
    if (!quota.allowed) throw new AppError('TOO_MANY_REQUESTS');
    const user = await this.#recipient(auth.user, account);
    return recipientOf(user);
  }

  async #recipient(sender: UserRow, account: string): Promise<UserRow> {
    const user = await this.#accounts.findByIdentifier(account);
    if (!user || user.status === 'disabled') throw new AppError('TRANSFER_USER_NOT_FOUND');
    if (user.id === sender.id) throw new AppError('TRANSFER_TO_SELF');
    return user;
  }

  /** transferUu (UU free, KB 10% on top) and transferCash (U, multiples of 100, free). */
  async transfer(
    auth: AuthContext,
    input: Omit<TransferInput, 'currency'> & { currency: 'UU' | 'KB' | 'U' },
    call: CallKey,
  ): Promise<TransferResult> {
    const sender = auth.user;
    this.#guard.requireActive(sender);
    const recipient = await this.#recipient(sender, input.to);
    const fee = input.currency === 'KB' ? kbTransferFee(input.amount) : 0;
    return this.#idempotency.run(
      { userId: sender.id, key: call.key, scope: call.scope, body: input },
      () => this.#guard.verifyPayPassword(sender.id, input.payPassword),
      async (trx) => {
        const from = { userId: sender.id };
        const posted = await this.#ledger.move(trx, { type: 'transfer', userId: sender.id }, [
          {
            from,
            to: { userId: recipient.id },
            currency: input.currency,
            amount: input.amount,
            logType: { from: 'transfer_out', to: 'transfer_in' },
          },
          { from, to: { platform: 'fees' }, currency: input.currency, amount: fee, logType: 'transfer_fee' },
        ]);
        const sentBy = sender.nickname ? `${sender.nickname} (${sender.member_no})` : sender.member_no;
        const event = { transactionId: posted.transactionId, from: sentBy, amount: input.amount, currency: input.currency };
        await this.#messages.notify(trx, recipient.id, transferEvent(event));
        return {
          transactionId: posted.transactionId,
          currency: input.currency,
          amount: formatAmount(input.amount),
          fee: formatAmount(fee),
          to: recipientOf(recipient),
          balance: formatAmount(LedgerService.balanceOf(posted, sender.id, input.currency)),
          createdAt: toIso(this.#clock.now()),
        };
      },
    );
  }
}

function recipientOf(user: UserRow): Recipient {
  return { id: user.id, nickname: user.nickname, memberNo: user.member_no, avatar: user.avatar, level: user.level };
}
