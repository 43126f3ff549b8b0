import type { Kysely } from 'kysely';

// A member's coupon copy that expires within three days is announced once in the message centre
// (issue 21): the reminder job sets this when it writes the message, in the same transaction, so
// a copy is reminded of once however often the job runs and on however many instances.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_coupons').addColumn('expiry_reminded_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('member_coupons').dropColumn('expiry_reminded_at').execute();
}
