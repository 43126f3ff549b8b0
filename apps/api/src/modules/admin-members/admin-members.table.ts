import type { Generated } from 'kysely';
import type { AccountStatus } from '@uu/contract/enums';

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
