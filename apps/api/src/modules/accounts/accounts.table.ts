import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountStatus } from '@uu/contract/enums';

export interface UsersTable {
  id: Generated<number>;
  member_no: string;
  nickname: string;
  email: string | null;
  phone: string | null;
  /** argon2id of the client's SHA-256 of the password. */
  password_hash: string;
  pay_password_hash: string | null;
  avatar: string | null;
  level: Generated<number>;
  status: Generated<AccountStatus>;
  invitation_code: string;
  referrer_id: number | null;
  /** A sibling's registered account (product.md "several accounts"); null for a registered account. */
  owner_id: number | null;
  /** Wrong payment passwords since the last right one; the lock starts at the fifth. */
  pay_failures: Generated<number>;
  pay_locked_until: number | null;
  /** Payment-password checks under way (see paid-action-guard.ts), and when the last one began. */
  pay_inflight: Generated<number>;
  pay_inflight_at: number | null;
  created_at: number;
  updated_at: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
