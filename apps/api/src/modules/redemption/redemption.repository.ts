import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { RedeemBatchesTable, RedeemBatchRow, RedeemCodeRow, RedeemCodesTable } from './redemption.table';

/** Redemption codes' queries (issue 24). The caller owns the transaction. */

export async function insertBatch(db: Executor, values: Insertable<RedeemBatchesTable>): Promise<RedeemBatchRow> {
  return db.insertInto('redeem_batches').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes the codes of a batch, 500 rows a statement. */
export async function insertCodes(db: Executor, rows: Insertable<RedeemCodesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('redeem_codes')
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function findBatch(db: Executor, id: number): Promise<RedeemBatchRow | undefined> {
  return db.selectFrom('redeem_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A code by its SHA-256, with its batch. */
export async function findCodeByHash(db: Executor, hash: string): Promise<{ code: RedeemCodeRow; batch: RedeemBatchRow } | undefined> {
  const code = await db.selectFrom('redeem_codes').selectAll().where('code_hash', '=', hash).executeTakeFirst();
  if (!code) return undefined;
  const batch = await findBatch(db, code.batch_id);
  return batch ? { code, batch } : undefined;
}

/**
 * Spends an unused code for a member: true when this call spent it (false: it was spent or voided
 * meanwhile). `onceKey` is the member's id in a one-per-member batch: a second code of the batch
 * for the same member breaks the unique index (the caller turns that into its error).
 */
export async function spendCode(db: Executor, id: number, userId: number, onceKey: number | null, now: number): Promise<boolean> {
  const result = await db
    .updateTable('redeem_codes')
    .set({ state: 'redeemed', redeemed_by: userId, redeemed_at: now, once_key: onceKey })
    .where('id', '=', id)
    .where('state', '=', 'unused')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Has the member redeemed a code of the batch already? */
export async function redeemedInBatch(db: Executor, batchId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('redeem_codes')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('redeemed_by', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Batches newest first, with how many of their codes were redeemed and voided. */
export async function listBatches(
  db: Executor,
  page: number,
  size: number,
): Promise<{ rows: (RedeemBatchRow & { redeemed: number; voided: number; created_by_name: string | null })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('redeem_batches as b')
      .leftJoin('admin_users as a', 'a.id', 'b.created_by')
      .selectAll('b')
      .select('a.name as created_by_name')
      .select((eb) => [
        eb
          .selectFrom('redeem_codes as c')
          .whereRef('c.batch_id', '=', 'b.id')
          .where('c.state', '=', 'redeemed')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .as('redeemed'),
        eb
          .selectFrom('redeem_codes as c')
          .whereRef('c.batch_id', '=', 'b.id')
          .where('c.state', '=', 'void')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .as('voided'),
      ])
      .orderBy('b.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('redeem_batches')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, redeemed: Number(r.redeemed ?? 0), voided: Number(r.voided ?? 0) })), total: Number(count.n) };
}

/** How many codes of a batch are redeemed and voided. */
export async function batchCounts(db: Executor, batchId: number): Promise<{ redeemed: number; voided: number }> {
  const rows = await db
    .selectFrom('redeem_codes')
    .select(['state', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('state')
    .execute();
  const of = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { redeemed: of('redeemed'), voided: of('void') };
}

export type CodeListRow = RedeemCodeRow & { member_no: string | null };

/** A page of a batch's codes in the order they were made, with the redeeming member's number. */
export async function listCodes(
  db: Executor,
  batchId: number,
  state: RedeemCodeRow['state'] | undefined,
  page: number,
  size: number,
): Promise<{ rows: CodeListRow[]; total: number }> {
  let base = db.selectFrom('redeem_codes as c').where('c.batch_id', '=', batchId);
  if (state) base = base.where('c.state', '=', state);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'c.redeemed_by')
      .selectAll('c')
      .select('u.member_no')
      .orderBy('c.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The codes of a batch after `afterId`, for the CSV export (keyset paging). */
export async function codesAfter(db: Executor, batchId: number, afterId: number, limit = 1_000): Promise<CodeListRow[]> {
  return db
    .selectFrom('redeem_codes as c')
    .leftJoin('users as u', 'u.id', 'c.redeemed_by')
    .selectAll('c')
    .select('u.member_no')
    .where('c.batch_id', '=', batchId)
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** Voids a batch and its unused codes (the redeemed ones stay as they are). */
export async function voidBatch(db: Executor, batchId: number): Promise<void> {
  await db.updateTable('redeem_batches').set({ state: 'void' }).where('id', '=', batchId).execute();
  await db.updateTable('redeem_codes').set({ state: 'void' }).where('batch_id', '=', batchId).where('state', '=', 'unused').execute();
}

/** Voids one unused code of a batch: false when there is none such (redeemed, voided, or not the batch's). */
export async function voidCode(db: Executor, batchId: number, codeId: number): Promise<boolean> {
  const result = await db
    .updateTable('redeem_codes')
    .set({ state: 'void' })
    .where('id', '=', codeId)
    .where('batch_id', '=', batchId)
    .where('state', '=', 'unused')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
