import type { Generated, Selectable } from 'kysely';

export interface AdminUsersTable {
  id: Generated<number>;
  /** Lower case; unique. */
  email: string;
  name: string;
  /** argon2id of the password as typed. */
  password_hash: string;
  /** A row of admin_roles: a built-in role (admin, operator, finance, clerk) or a custom role's id. */
  role: string;
  /** A clerk's store; null for the other roles. */
  store_id: number | null;
  /** 0 or 1; a disabled account cannot sign in and its sessions end. */
  disabled: number;
  /** 1: the next sign-in must set a new password first (the generated first admin). */
  must_change_password: Generated<number>;
  created_at: number;
  last_login_at: number | null;
  /** The TOTP secret (base32), sealed with TWO_FACTOR_KEY when one is configured (two-factor-secrets.ts); null: two-factor off. */
  totp_secret: Generated<string | null>;
  /** A set-up not yet confirmed with a first code (sealed the same way). */
  totp_pending_secret: Generated<string | null>;
  totp_enabled_at: Generated<number | null>;
  /** The last TOTP time step accepted: a code of that step or an earlier one is not taken again. */
  totp_last_step: Generated<number | null>;
}
export type AdminUserRow = Selectable<AdminUsersTable>;

/** A role: its permissions (JSON array of the contract's permissions); the built-in ones are read-only presets. */
export interface AdminRolesTable {
  id: string;
  /** A custom role's name (unique); null for a built-in role. */
  name: string | null;
  /** 1: a built-in preset, not changed or deleted from the console. */
  built_in: number;
  permissions: string;
  created_at: number;
  updated_at: number;
}
export type AdminRoleRow = Selectable<AdminRolesTable>;

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
  /** The browser's User-Agent at sign-in (the device shown in the session list), at most 512 characters. */
  user_agent: Generated<string | null>;
}

/** One-time recovery codes of two-factor sign-in: SHA-256 of the normalized code only. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** Between a right password and the second factor: a short-lived challenge (its hash) with an attempt count. */
export interface AdminLoginChallengesTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  ip: string | null;
  user_agent: string | null;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  used_at: number | null;
}

/** Every sign-in attempt of an existing account: success, wrong password, wrong code, or the one that locked it. */
export interface AdminSignInsTable {
  id: Generated<number>;
  admin_id: number;
  at: number;
  ip: string | null;
  user_agent: string | null;
  result: string;
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
