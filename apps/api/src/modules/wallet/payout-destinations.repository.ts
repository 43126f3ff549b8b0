import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { BankCardsTable, EftAddressesTable } from './wallet.table';

/* The SQL of a member's bank cards and wallet addresses: every query is scoped to the member's own rows. */

type CardFields = Pick<BankCardsTable, 'holder' | 'bank_name' | 'branch' | 'card_number'>;

export async function listCards(db: Executor, userId: number) {
  return db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countCards(db: Executor, userId: number): Promise<number> {
  return (await db.selectFrom('bank_cards').select('id').where('user_id', '=', userId).execute()).length;
}

export async function insertCard(db: Executor, values: Insertable<BankCardsTable>) {
  return db.insertInto('bank_cards').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCard(db: Executor, userId: number, id: number, values: CardFields & { updated_at: number }) {
  return db.updateTable('bank_cards').set(values).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/** True when the member's card was there to delete. */
export async function deleteCard(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('bank_cards').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

export async function findCard(db: Executor, userId: number, id: number) {
  return db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function listEft(db: Executor, userId: number) {
  return db.selectFrom('eft_addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function countEft(db: Executor, userId: number): Promise<number> {
  return (await db.selectFrom('eft_addresses').select('id').where('user_id', '=', userId).execute()).length;
}

export async function insertEft(db: Executor, values: Insertable<EftAddressesTable>) {
  return db.insertInto('eft_addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

/** True when the member's address was there to delete. */
export async function deleteEft(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('eft_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows !== 0n;
}

export async function findEft(db: Executor, userId: number, id: number) {
  return db.selectFrom('eft_addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the member holds any card or address. */
export async function hasAny(db: Executor, userId: number): Promise<boolean> {
  const [card, eft] = await Promise.all([
    db.selectFrom('bank_cards').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('eft_addresses').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return Boolean(card ?? eft);
}
