import type { Generated } from 'kysely';
import type { AccountStatus } from '@uu/contract/enums';

/** A balance adjustment over the approval limit, waiting for a second operator (maker–checker). */
export interface AdjustmentRequestsTable {
  id: Generated<number>;
  user_id: number;
  currency: string;
  /** Signed hundredths. */
  amount: number;
  reason: string;
  status: 'pending' | 'approved' | 'refused';
  maker_id: number | null;
  checker_id: number | null;
  refusal: string | null;
  transaction_id: number | null;
  created_at: number;
  decided_at: number | null;
}

/** A disable (1) or enable (0) of a member by an operator, with the reason and the status before. */
export interface MemberStatusChangesTable {
  id: Generated<number>;
  user_id: number;
  disabled: number;
  previous_status: AccountStatus;
  reason: string;
  /** null: the OPERATOR_API_KEY of an integration. */
  admin_id: number | null;
  created_at: number;
}

/** An operator's tag on a member (a few short words per member, for the members list's filter). */
export interface MemberTagsTable {
  user_id: number;
  tag: string;
  /** Its place among the member's tags, as the operator arranged them (0 first). */
  position: number;
  created_at: number;
}

/** An operator's note on a member (one per member, replaced as a whole). */
export interface MemberNotesTable {
  user_id: number;
  note: string;
  /** The operator who wrote it last. */
  admin_id: number | null;
  updated_at: number;
}
