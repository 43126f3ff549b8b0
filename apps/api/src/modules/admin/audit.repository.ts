import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AuditLogTable } from './admin.table';

export type AuditFilter = {
  adminId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
};

export async function insertAuditEntry(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** A page of the audit log, newest first, with the operator's email, and the count of the entries that match. */
export async function auditPage(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  let q = db.selectFrom('audit_log').leftJoin('admin_users', 'admin_users.id', 'audit_log.admin_id');
  if (filter.adminId !== undefined) q = q.where('audit_log.admin_id', '=', filter.adminId);
  if (filter.action) q = q.where('audit_log.action', '=', filter.action);
  if (filter.targetType) q = q.where('audit_log.target_type', '=', filter.targetType);
  if (filter.targetId) q = q.where('audit_log.target_id', '=', filter.targetId);
  if (filter.from !== undefined) q = q.where('audit_log.at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('audit_log.at', '<=', filter.to);
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    q
      .selectAll('audit_log')
      .select('admin_users.email as admin_email')
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

// ---- the rows a change is about (audit-targets.ts)

export type AuditedTable =
  | 'users'
  | 'orders'
  | 'after_sales'
  | 'topups'
  | 'withdrawals'
  | 'goods'
  | 'categories'
  | 'stores'
  | 'coupons'
  | 'versions'
  | 'faq_items'
  | 'admin_users'
  | 'redeem_batches'
  | 'goods_reviews';

/** A row of one of the audited tables by its id. */
export async function rowById(db: Executor, table: AuditedTable, id: number): Promise<unknown> {
  return db
    .selectFrom(table as 'users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An agreement's texts in every language. */
export async function agreementTexts(db: Executor, agreementId: number) {
  return db
    .selectFrom('agreement_translations')
    .select(['locale', 'title', 'content'])
    .where('agreement_id', '=', agreementId)
    .orderBy('locale')
    .execute();
}

export async function contentPageRow(db: Executor, slug: string) {
  return db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function settingRows(db: Executor) {
  return db.selectFrom('settings').select(['key', 'value']).execute();
}
