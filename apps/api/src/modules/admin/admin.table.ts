import type { Generated, Selectable } from 'kysely';
import type { AdminRole } from '@uu/contract/admin';

export interface AdminUsersTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  name: string;
  /** argon2id of the password as typed. */
  password_hash: string;
  role: AdminRole;
  /** A clerk's store; null for the other roles. */
  store_id: number | null;
  /** 0 or 1; a disabled account cannot sign in and its sessions end. */
  disabled: number;
  /** 1: the next sign-in must set a new password first (the generated first admin). */
  must_change_password: Generated<number>;
  created_at: number;
  last_login_at: number | null;
}
export type AdminUserRow = Selectable<AdminUsersTable>;

export interface AdminSessionsTable {
  id: Generated<number>;
  admin_id: number;
  /** SHA-256 of the token; the token itself is only ever in the operator's browser. */
  token_hash: string;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  /** null: the integrations' OPERATOR_API_KEY, or the system itself. */
  admin_id: number | null;
  /** The contract's route name (`shipOrder`) or a named event (`adminSignIn`). */
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON text of the state before and after (secrets removed). */
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}
