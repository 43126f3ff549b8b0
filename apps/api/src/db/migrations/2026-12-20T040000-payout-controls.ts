import type { Kysely } from 'kysely';

// Finance controls (issue 17 #11): a paid withdrawal keeps the payout's reference, the day it was
// paid and an optional proof image; a top-up approved for a corrected amount keeps the amount the
// member asked for and finance's note (`amount` is then what was credited).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').addColumn('payout_ref', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('payout_date', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('payout_proof', 'text').execute();
  await db.schema.alterTable('topups').addColumn('requested_amount', 'bigint').execute();
  await db.schema.alterTable('topups').addColumn('correction_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('topups').dropColumn('correction_note').execute();
  await db.schema.alterTable('topups').dropColumn('requested_amount').execute();
  await db.schema.alterTable('withdrawals').dropColumn('payout_proof').execute();
  await db.schema.alterTable('withdrawals').dropColumn('payout_date').execute();
  await db.schema.alterTable('withdrawals').dropColumn('payout_ref').execute();
}
