import type { StepUp } from '@uu/contract/wallet';
import { AppError } from '../../lib/app-error';
import type { CodesService } from '../codes/codes.service';
import type { UserRow } from './accounts.table';
import type { PaidActionGuard } from './paid-action-guard';

/**
 * Step-up for risky changes (issue 18, decisions.md "Step-up for risky changes"): adding or changing
 * a payout destination, or the bound email or phone, proves again that it is the member. Either the
 * payment password (PaidActionGuard: five wrong ones lock paid actions for 15 minutes, the same count
 * as payments) or a 'pay' code sent by applyModifyPassword to the account's own address (CodesService:
 * five wrong tries void it). Nothing else is accepted; without either the call answers STEP_UP_REQUIRED.
 */
export class StepUpCheck {
  readonly #guard: PaidActionGuard;
  readonly #codes: CodesService;

  constructor(deps: { guard: PaidActionGuard; codes: CodesService }) {
    this.#guard = deps.guard;
    this.#codes = deps.codes;
  }

  async verify(user: UserRow, proof: StepUp): Promise<void> {
    if (proof.payPassword) {
      await this.#guard.verifyPayPassword(user.id, proof.payPassword);
      return;
    }
    if (proof.code) {
      await this.#codes.consume(await this.#codes.contactOf(user), 'pay', proof.code);
      return;
    }
    throw new AppError('STEP_UP_REQUIRED');
  }
}
