import type { Generated } from 'kysely';

/** Why a token stopped working; decides the code the client gets (product.md "Conventions"). */
export type RevokeReason = 'logout' | 'password' | 'replaced' | 'operator';

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token: a stolen database does not yield usable tokens. */
  token_hash: string;
  client_type: number | null;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_reason: RevokeReason | null;
}
