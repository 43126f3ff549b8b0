import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AddressesTable, AddressRow, RegionRow, RegionsTable } from './addresses.table';

/** The addresses' and the region tree's queries. The caller owns the transaction. */

// ---- regions ----

export async function anyRegion(db: Executor): Promise<boolean> {
  return (await db.selectFrom('regions').select('code').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts regions, skipping the codes already there. */
export async function insertRegions(db: Executor, values: Insertable<RegionsTable>[]): Promise<void> {
  await db
    .insertInto('regions')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** The children of a region (or the top level), in their order. */
export async function childRegions(db: Executor, parent: string | undefined): Promise<RegionRow[]> {
  let query = db.selectFrom('regions').selectAll();
  query = parent ? query.where('parent_code', '=', parent) : query.where('parent_code', 'is', null);
  return query.orderBy('sort').execute();
}

export async function allRegions(db: Executor): Promise<RegionRow[]> {
  return db.selectFrom('regions').selectAll().execute();
}

// ---- addresses ----

/** The member's addresses, the default first, then the newest. */
export async function listAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
}

/** How many addresses the member holds. */
export async function countAddresses(db: Executor, userId: number): Promise<number> {
  return (await db.selectFrom('addresses').select(['id', 'is_default']).where('user_id', '=', userId).execute()).length;
}

export async function findAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertAddress(db: Executor, values: Insertable<AddressesTable>): Promise<AddressRow> {
  return db.insertInto('addresses').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateAddress(db: Executor, id: number, values: Updateable<AddressesTable>): Promise<AddressRow> {
  return db.updateTable('addresses').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the member's addresses among `ids`: how many. */
export async function deleteAddresses(db: Executor, userId: number, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function hasDefaultAddress(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).where('is_default', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** The member's newest address becomes the default (if any is left). */
export async function defaultNewestAddress(db: Executor, userId: number): Promise<void> {
  const newest = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
  if (newest) await db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', newest.id).execute();
}

export async function clearDefaultAddress(db: Executor, userId: number): Promise<void> {
  await db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
}
