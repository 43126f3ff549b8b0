import { sql, type Kysely } from 'kysely';

// Coupons an operator can trust (issue 17 "Coupons"): fixed validity dates as well as "N days from issue", a total
// quantity and a per-member limit, and a scope (all goods, chosen goods, chosen categories).
// - `issued_count` is the coupon's own counter, raised by a conditional update in the transaction that gives out
//   copies, so the total holds under concurrent issuing on both databases.
// - `coupon_member_counts` is the per-member counter, raised by an upsert whose update is conditional on the limit.
// Both are filled from the copies already given.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('valid_from', 'bigint').execute();
  await db.schema.alterTable('coupons').addColumn('valid_to', 'bigint').execute();
  await db.schema.alterTable('coupons').addColumn('total_quantity', 'bigint').execute();
  await db.schema.alterTable('coupons').addColumn('per_member_limit', 'bigint').execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('issued_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('all'))
    .execute();
  // JSON array of goods or category ids (scope 'goods' or 'categories').
  await db.schema
    .alterTable('coupons')
    .addColumn('scope_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`update coupons set issued_count = (select count(*) from member_coupons where member_coupons.coupon_id = coupons.id)`.execute(
    db,
  );

  await db.schema
    .createTable('coupon_member_counts')
    .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupons.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('issued', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_member_counts_pk', ['coupon_id', 'user_id'])
    .execute();
  await sql`insert into coupon_member_counts (coupon_id, user_id, issued)
    select coupon_id, user_id, count(*) from member_coupons group by coupon_id, user_id`.execute(db);
  // The list of a coupon's copies (issued and used, newest first).
  await db.schema.createIndex('member_coupons_coupon').on('member_coupons').columns(['coupon_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_coupons_coupon').execute();
  await db.schema.dropTable('coupon_member_counts').execute();
  for (const column of ['scope_ids', 'scope', 'issued_count', 'per_member_limit', 'total_quantity', 'valid_to', 'valid_from']) {
    await db.schema.alterTable('coupons').dropColumn(column).execute();
  }
}
