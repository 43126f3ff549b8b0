import type { z } from 'zod';
import type { BankCard, EftAddress, bankCardBodySchema, eftAddressBodySchema, updateBankCardBodySchema } from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../sessions/sessions.service';
import * as repo from './payout-destinations.repository';
import { bankCardRowToBankCard, eftRowToEftAddress, maskAddress, maskCardNumber } from './wallet.mapper';

type BankCardInput = z.output<typeof bankCardBodySchema>;
type UpdateBankCardInput = z.output<typeof updateBankCardBodySchema>;
type EftInput = z.output<typeof eftAddressBodySchema>;

/** Bank cards and wallet addresses a member may hold, each. */
export const MAX_DESTINATIONS = 10;

/**
 * Where a member's withdrawals go (product.md "Money": bank cards and EFT wallet addresses). Every
 * call reads and writes only the caller's own rows; another member's id answers "not found".
 * A withdrawal keeps a copy of its destination, so changing or deleting a card never changes a
 * withdrawal already asked for.
 */
export class PayoutDestinations {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async listCards(auth: AuthContext) {
    const rows = await repo.listCards(this.#db.kysely, auth.user.id);
    return { list: rows.map(bankCardRowToBankCard), max: MAX_DESTINATIONS };
  }

  async addCard(auth: AuthContext, input: BankCardInput): Promise<BankCard> {
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
      return bankCardRowToBankCard(row);
    });
  }

  async updateCard(auth: AuthContext, input: UpdateBankCardInput): Promise<BankCard> {
    const row = await repo.updateCard(this.#db.kysely, auth.user.id, input.id, {
      holder: input.holder,
      bank_name: input.bankName,
      branch: input.branch,
      card_number: input.cardNumber,
      updated_at: this.#clock.now(),
    });
    if (!row) throw new AppError('BANK_CARD_NOT_FOUND');
    return bankCardRowToBankCard(row);
  }

  async deleteCard(auth: AuthContext, id: number): Promise<null> {
    if (!(await repo.deleteCard(this.#db.kysely, auth.user.id, id))) throw new AppError('BANK_CARD_NOT_FOUND');
    return null;
  }

  async listEft(auth: AuthContext) {
    const rows = await repo.listEft(this.#db.kysely, auth.user.id);
    return { list: rows.map(eftRowToEftAddress), max: MAX_DESTINATIONS };
  }

  async addEft(auth: AuthContext, input: EftInput): Promise<EftAddress> {
    return this.#db.transaction(async (trx) => {
      const held = await repo.countEft(trx, auth.user.id);
      if (held >= MAX_DESTINATIONS) throw new AppError('DESTINATION_LIMIT', { params: { max: MAX_DESTINATIONS } });
      const row = await repo.insertEft(trx, {
        user_id: auth.user.id,
        network: input.network,
        address: input.address,
        label: input.label,
        created_at: this.#clock.now(),
      });
      return eftRowToEftAddress(row);
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
   * member has none at all; 'not found' when the chosen one is not theirs.
   */
  async resolve(userId: number, type: 'bank' | 'eft', id: number): Promise<{ label: string; detail: string }> {
    if (!(await this.hasAny(userId))) throw new AppError('WALLET_ADDRESS_NOT_SET');
    if (type === 'bank') {
      const card = await repo.findCard(this.#db.kysely, userId, id);
      if (!card) throw new AppError('DESTINATION_NOT_FOUND');
      return {
        label: `${card.bank_name} ${maskCardNumber(card.card_number).slice(-9)}`,
        detail: JSON.stringify({ type, holder: card.holder, bankName: card.bank_name, branch: card.branch, cardNumber: card.card_number }),
      };
    }
    const eft = await repo.findEft(this.#db.kysely, userId, id);
    if (!eft) throw new AppError('DESTINATION_NOT_FOUND');
    return {
      label: `${eft.network} ${maskAddress(eft.address)}`,
      detail: JSON.stringify({ type, network: eft.network, address: eft.address }),
    };
  }
}
