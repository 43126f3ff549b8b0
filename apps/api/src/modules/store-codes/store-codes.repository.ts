import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';

/**
 * A store's write-off switch and its secret, the secret made at first use (one conditional update,
 * so two first uses at once agree on one secret). Undefined: no such store.
 */
export async function storeCodeKey(db: Executor, storeId: number): Promise<{ switch: string | null; secret: string } | undefined> {
  await db
    .updateTable('stores')
    .set({ writeoff_secret: randomBytes(32).toString('hex') })
    .where('id', '=', storeId)
    .where('writeoff_secret', 'is', null)
    .execute();
  const row = await db.selectFrom('stores').select(['writeoff_code', 'writeoff_secret']).where('id', '=', storeId).executeTakeFirst();
  if (!row) return undefined;
  return { switch: row.writeoff_code, secret: row.writeoff_secret ?? '' };
}
