import type { Generated } from 'kysely';

/** Why a token stopped working; decides the code the client gets (product.md "Conventions"). */
export type RevokeReason = 'logout' | 'password' | 'replaced' | 'operator' | 'device';

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
  /** The device (modules/devices/user-agent.ts): browser + OS + client type, what "a new device" compares. */
  device_key: string | null;
  device_kind: string | null;
  device_model: string | null;
  browser: string | null;
  os: string | null;
  /** ISO country of `ip` from the offline database, when it knows one. */
  country: string | null;
  /** The language the session signed in with: the member's language for notices. */
  locale: string | null;
}

/** What a session records of its device, when the sign-in told it. */
export type SessionDevice = Pick<SessionsTable, 'device_key' | 'device_kind' | 'device_model' | 'browser' | 'os' | 'country' | 'locale'>;
