import type { z } from 'zod';
import type {
  BankCard,
  EftAddress,
  bankCardBodySchema,
  eftAddressBodySchema,
  updateBankCardBodySchema,
} from '@uu/contract/wallet';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../sessions/sessions.service';
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
    const rows = await this.#db.kysely.selectFrom('bank_cards').selectAll().where('user_id', '=', auth.user.id).orderBy('id').execute();
    return { list: rows.map(bankCardRowToBankCard), max: MAX_DESTINATIONS };
  }

  async addCard(auth: AuthContext, input: BankCardInput): Promise<BankCard> {
    const now = this.#clock.now();
    return this.#db.transaction(async (trx) => {
      const held = await trx.selectFrom('bank_cards').select('id').where('user_id', '=', auth.user.id).execute();
      if (held.length >= MAX_DESTINATIONS) throw new AppError('DESTINATION_LIMIT', { params: { max: MAX_DESTINATIONS } });
      const row = await trx
        .insertInto('bank_cards')
        .values({
          user_id: auth.user.id,
          holder: input.holder,
          bank_name: input.bankName,
          branch: input.branch,
          card_number: input.cardNumber,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return bankCardRowToBankCard(row);
    });
  }

  async updateCard(auth: AuthContext, input: UpdateBankCardInput): Promise<BankCard> {
    const row = await this.#db.kysely
      .updateTable('bank_cards')
      .set({
        holder: input.holder,
        bank_name: input.bankName,
        branch: input.branch,
        card_number: input.cardNumber,
        updated_at: this.#clock.now(),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', auth.user.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('BANK_CARD_NOT_FOUND');
    return bankCardRowToBankCard(row);
  }

  async deleteCard(auth: AuthContext, id: number): Promise<null> {
    const result = await this.#db.kysely.deleteFrom('bank_cards').where('id', '=', id).where('user_id', '=', auth.user.id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new AppError('BANK_CARD_NOT_FOUND');
    return null;
  }

  async listEft(auth: AuthContext) {
    const rows = await this.#db.kysely.selectFrom('eft_addresses').selectAll().where('user_id', '=', auth.user.id).orderBy('id').execute();
    return { list: rows.map(eftRowToEftAddress), max: MAX_DESTINATIONS };
  }

  async addEft(auth: AuthContext, input: EftInput): Promise<EftAddress> {
    return this.#db.transaction(async (trx) => {
      const held = await trx.selectFrom('eft_addresses').select('id').where('user_id', '=', auth.user.id).execute();
      if (held.length >= MAX_DESTINATIONS) throw new AppError('DESTINATION_LIMIT', { params: { max: MAX_DESTINATIONS } });
      const row = await trx
        .insertInto('eft_addresses')
        .values({ user_id: auth.user.id, network: input.network, address: input.address, label: input.label, created_at: this.#clock.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return eftRowToEftAddress(row);
    });
  }

  async deleteEft(auth: AuthContext, id: number): Promise<null> {
    const result = await this.#db.kysely.deleteFrom('eft_addresses').where('id', '=', id).where('user_id', '=', auth.user.id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new AppError('DESTINATION_NOT_FOUND');
    return null;
  }

  async hasAny(userId: number): Promise<boolean> {
    const [card, eft] = await Promise.all([
      this.#db.kysely.selectFrom('bank_cards').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
      this.#db.kysely.selectFrom('eft_addresses').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
    ]);
    return Boolean(card ?? eft);
  }

  /**
   * The destination of a withdrawal: spec §8 'wallet address not set, cannot withdraw' when the
   * member has none at all; 'not found' when the chosen one is not theirs.
   */
  async resolve(userId: number, type: 'bank' | 'eft', id: number): Promise<{ label: string; detail: string }> {
    if (!(await this.hasAny(userId))) throw new AppError('WALLET_ADDRESS_NOT_SET');
    if (type === 'bank') {
      const card = await this.#db.kysely.selectFrom('bank_cards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!card) throw new AppError('DESTINATION_NOT_FOUND');
      return {
        label: `${card.bank_name} ${maskCardNumber(card.card_number).slice(-9)}`,
        detail: JSON.stringify({ type, holder: card.holder, bankName: card.bank_name, branch: card.branch, cardNumber: card.card_number }),
      };
    }
    const eft = await this.#db.kysely.selectFrom('eft_addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!eft) throw new AppError('DESTINATION_NOT_FOUND');
    return {
      label: `${eft.network} ${maskAddress(eft.address)}`,
      detail: JSON.stringify({ type, network: eft.network, address: eft.address }),
    };
  }
}
