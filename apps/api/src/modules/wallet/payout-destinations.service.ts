import type { z } from 'zod';
import type { BankCard, EftAddress, bankCardBodySchema, eftAddressBodySchema, updateBankCardBodySchema } from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type Clock, toIso } from '../../lib/clock';
import type { StepUpCheck } from '../accounts/step-up';
import type { AuthContext } from '../sessions/sessions.service';
import * as repo from './payout-destinations.repository';
import { bankCardRowToBankCard, eftRowToEftAddress, maskAddress, maskCardNumber, releaseOf } from './wallet.mapper';

type BankCardInput = z.output<typeof bankCardBodySchema>;
type UpdateBankCardInput = z.output<typeof updateBankCardBodySchema>;
type EftInput = z.output<typeof eftAddressBodySchema>;

/** Bank cards and wallet addresses a member may hold, each. */
export const MAX_DESTINATIONS = 10;

/**
 * Where a member's withdrawals go (product.md "Money": bank cards and EFT wallet addresses). Every
 * call reads and writes only the caller's own rows; another member's id answers "not found".
 * A withdrawal keeps a copy of its destination, so changing or deleting a card never changes a
 * withdrawal already asked for. Adding or changing one needs the step-up (payment password or code),
 * and withdrawals to it wait 24 hours from then (decisions.md "Step-up for risky changes").
 */
export class PayoutDestinations {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #stepUp: StepUpCheck;
  /** The platform day's time zone, read at each use: the hold's release is told in it. */
  readonly #timeZone: () => string;

  constructor(deps: { db: Db; clock: Clock; stepUp: StepUpCheck; timeZone: () => string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#stepUp = deps.stepUp;
    this.#timeZone = deps.timeZone;
  }

  async listCards(auth: AuthContext) {
    const rows = await repo.listCards(this.#db.kysely, auth.user.id);
    const now = this.#clock.now();
    return { list: rows.map((row) => bankCardRowToBankCard(row, now)), max: MAX_DESTINATIONS };
  }

  async addCard(auth: AuthContext, input: BankCardInput): Promise<BankCard> {
    await this.#stepUp.verify(auth.user, input);
    const now = this.#clock.now();
    return this.#db.transaction(async (trx) => {
      const held = await repo.countCards(trx, auth.user.id);
      if (held >= MAX_DESTINATIONS) throw new AppError('DESTINATION_LIMIT', { params: { max: MAX_DESTINATIONS } });
      const row = await repo.insertCard(trx, {
        user_id: auth.user.id,
        holder: input.holder,
        bank_name: input.bankName,
        branch: input.branch,
        card_number: input.cardNumber,
        created_at: now,
        updated_at: now,
      });
      return bankCardRowToBankCard(row, now);
    });
  }

  /** A changed card is a new destination: the step-up again, and a new 24-hour hold (updated_at). */
  async updateCard(auth: AuthContext, input: UpdateBankCardInput): Promise<BankCard> {
    if (!(await repo.findCard(this.#db.kysely, auth.user.id, input.id))) throw new AppError('BANK_CARD_NOT_FOUND');
    await this.#stepUp.verify(auth.user, input);
    const now = this.#clock.now();
    const row = await repo.updateCard(this.#db.kysely, auth.user.id, input.id, {
      holder: input.holder,
      bank_name: input.bankName,
      branch: input.branch,
      card_number: input.cardNumber,
      updated_at: now,
    });
    if (!row) throw new AppError('BANK_CARD_NOT_FOUND');
    return bankCardRowToBankCard(row, now);
  }

  async deleteCard(auth: AuthContext, id: number): Promise<null> {
    if (!(await repo.deleteCard(this.#db.kysely, auth.user.id, id))) throw new AppError('BANK_CARD_NOT_FOUND');
    return null;
  }

  async listEft(auth: AuthContext) {
    const rows = await repo.listEft(this.#db.kysely, auth.user.id);
    const now = this.#clock.now();
    return { list: rows.map((row) => eftRowToEftAddress(row, now)), max: MAX_DESTINATIONS };
  }

  async addEft(auth: AuthContext, input: EftInput): Promise<EftAddress> {
    await this.#stepUp.verify(auth.user, input);
    const now = this.#clock.now();
    return this.#db.transaction(async (trx) => {
      const held = await repo.countEft(trx, auth.user.id);
      if (held >= MAX_DESTINATIONS) throw new AppError('DESTINATION_LIMIT', { params: { max: MAX_DESTINATIONS } });
      const row = await repo.insertEft(trx, {
        user_id: auth.user.id,
        network: input.network,
        address: input.address,
        label: input.label,
        created_at: now,
      });
      return eftRowToEftAddress(row, now);
    });
  }

  async deleteEft(auth: AuthContext, id: number): Promise<null> {
    if (!(await repo.deleteEft(this.#db.kysely, auth.user.id, id))) throw new AppError('DESTINATION_NOT_FOUND');
    return null;
  }

  async hasAny(userId: number): Promise<boolean> {
    return repo.hasAny(this.#db.kysely, userId);
  }

  /**
   * The destination of a withdrawal: spec §8 'wallet address not set, cannot withdraw' when the
   * member has none at all; 'not found' when the chosen one is not theirs; DESTINATION_ON_HOLD
   * within 24 hours of its adding (or a card's change), with the release time. No one can lift the
   * hold: the member waits, or uses an older destination.
   */
  async resolve(userId: number, type: 'bank' | 'eft', id: number): Promise<{ label: string; detail: string }> {
    if (!(await this.hasAny(userId))) throw new AppError('WALLET_ADDRESS_NOT_SET');
    if (type === 'bank') {
      const card = await repo.findCard(this.#db.kysely, userId, id);
      if (!card) throw new AppError('DESTINATION_NOT_FOUND');
      this.#refuseWhileHeld(releaseOf(card));
      return {
        label: `${card.bank_name} ${maskCardNumber(card.card_number).slice(-9)}`,
        detail: JSON.stringify({ type, holder: card.holder, bankName: card.bank_name, branch: card.branch, cardNumber: card.card_number }),
      };
    }
    const eft = await repo.findEft(this.#db.kysely, userId, id);
    if (!eft) throw new AppError('DESTINATION_NOT_FOUND');
    this.#refuseWhileHeld(releaseOf(eft));
    return {
      label: `${eft.network} ${maskAddress(eft.address)}`,
      detail: JSON.stringify({ type, network: eft.network, address: eft.address }),
    };
  }

  #refuseWhileHeld(release: number): void {
    if (this.#clock.now() >= release) return;
    throw new AppError('DESTINATION_ON_HOLD', {
      params: { time: localTime(release, this.#timeZone()) },
      data: { availableAt: toIso(release) },
    });
  }
}

/** "2026-11-23 12:00" in the platform's time zone: the same digits in every language. */
function localTime(epochMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
