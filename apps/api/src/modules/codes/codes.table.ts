import type { Generated, Selectable } from 'kysely';
import type { CodePurpose } from '@uu/contract/enums';

export interface VerificationCodesTable {
  id: Generated<number>;
  destination: string;
  purpose: CodePurpose;
  /** SHA-256 of destination, purpose and code; the code itself is never stored. */
  code_hash: string;
  attempts: Generated<number>;
  ip: string | null;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export type VerificationCodeRow = Selectable<VerificationCodesTable>;
