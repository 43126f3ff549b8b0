import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ChatPackagesTable } from '../chat/chat.table';
import type { GoodsRow } from '../mall/mall.table';
import type { FlowPackageRow, FlowPackagesTable, FlowUsageTable } from './packages.table';

/** The packages' queries (flow and chat packages, carriers' usage reports). The caller owns the transaction. */

/** The packages on sale (virtual goods with a plan), cheapest first. */
export async function listPlanGoods(db: Executor): Promise<GoodsRow[]> {
  return db
    .selectFrom('goods')
    .selectAll()
    .where('delivery_type', '=', 'virtual')
    .where('on_sale', '=', 1)
    .where('plan_spec', 'is not', null)
    .orderBy('price')
    .orderBy('id')
    .execute();
}

export async function insertFlowPackage(db: Executor, values: Insertable<FlowPackagesTable>): Promise<FlowPackageRow> {
  return db.insertInto('flow_packages').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertChatPackage(db: Executor, values: Insertable<ChatPackagesTable>) {
  return db.insertInto('chat_packages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The member's flow packages active at `at`, the soonest to end first. */
export async function activeFlowPackages(db: Executor, userId: number, at: number): Promise<FlowPackageRow[]> {
  return db
    .selectFrom('flow_packages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at')
    .orderBy('id')
    .execute();
}

export async function memberIdByNumber(db: Executor, memberNo: string): Promise<number | undefined> {
  const user = await db.selectFrom('users').select('id').where('member_no', '=', memberNo).executeTakeFirst();
  return user?.id;
}

export async function usageReported(db: Executor, ref: string): Promise<boolean> {
  return (await db.selectFrom('flow_usage').select('id').where('ref', '=', ref).executeTakeFirst()) !== undefined;
}

/** Adds `mb` to a package's use if it stays within its data, by one conditional update: whether it did. */
export async function useFlow(db: Executor, packageId: number, mb: number): Promise<boolean> {
  const done = await db
    .updateTable('flow_packages')
    .set({ used_mb: sql<number>`used_mb + ${mb}` })
    .where('id', '=', packageId)
    .where(sql<boolean>`used_mb + ${mb} <= data_mb`)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

export async function insertUsage(db: Executor, values: Insertable<FlowUsageTable>): Promise<void> {
  await db.insertInto('flow_usage').values(values).execute();
}
