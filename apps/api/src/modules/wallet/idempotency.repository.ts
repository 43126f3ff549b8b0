import type { Executor } from '../../db/database';
import { columns, prepared } from '../../db/prepared';
import type { IdempotencyKeysTable } from './wallet.table';

/* The SQL of idempotency keys (idempotency.ts holds the rules). A claim is one row per member and key. */

type Claim = { userId: number; key: string; owner: string };

type NewClaim = {
  user_id: number;
  key: string;
  scope: string;
  request_hash: string;
  created_at: number;
  owner: string;
  lease_until: number;
};

// The claim and the answer of every value-moving call, compiled once (db/prepared.ts).
const newClaim = prepared((db, p: NewClaim) =>
  db
    .insertInto('idempotency_keys')
    .values({ ...columns(p, ['user_id', 'key', 'scope', 'request_hash', 'created_at', 'owner', 'lease_until']), response: null }),
);

export async function insertClaim(db: Executor, values: NewClaim): Promise<void> {
  await newClaim(db, values);
}

export async function findClaim(db: Executor, userId: number, key: string) {
  return db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

const answer = prepared((db, p: Claim & { response: string }) =>
  db
    .updateTable('idempotency_keys')
    .set({ response: p.response })
    .where('user_id', '=', p.userId)
    .where('key', '=', p.key)
    .where('owner', '=', p.owner)
    .where('response', 'is', null),
);

/** Stores the answer, only while `owner` still holds the unanswered claim. True when it did. */
export async function storeResponse(db: Executor, claim: Claim, response: string): Promise<boolean> {
  const stored = await answer(db, { ...claim, response });
  return Number(stored.numAffectedRows) === 1;
}

/** Frees an unanswered claim of `owner` (its request failed and moved nothing). */
export async function releaseClaim(db: Executor, claim: Claim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('owner', '=', claim.owner)
    .where('response', 'is', null)
    .execute();
}

export async function renewLease(db: Executor, claim: Claim, leaseUntil: number): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ lease_until: leaseUntil })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('owner', '=', claim.owner)
    .where('response', 'is', null)
    .execute();
}

/**
 * Takes an unanswered claim over from the owner and lease it was seen with (unless another repeat
 * just did). True when this one took it.
 */
export async function takeOver(
  db: Executor,
  seen: Pick<IdempotencyKeysTable, 'user_id' | 'key' | 'owner' | 'lease_until'>,
  owner: string,
  leaseUntil: number,
): Promise<boolean> {
  let query = db
    .updateTable('idempotency_keys')
    .set({ owner, lease_until: leaseUntil })
    .where('user_id', '=', seen.user_id)
    .where('key', '=', seen.key)
    .where('response', 'is', null);
  query = seen.owner === null ? query.where('owner', 'is', null) : query.where('owner', '=', seen.owner);
  query = seen.lease_until === null ? query.where('lease_until', 'is', null) : query.where('lease_until', '=', seen.lease_until);
  const taken = await query.executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
