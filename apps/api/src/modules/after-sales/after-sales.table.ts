import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AfterSaleReason, AfterSaleState, AfterSaleType } from '@uu/contract/after-sales';

/** A member's after-sales request on a done order (issue 22); one per order. */
export interface AfterSalesTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  type: AfterSaleType;
  state: AfterSaleState;
  reason: AfterSaleReason;
  description: string;
  /** JSON array of the member's upload paths (`/files/<name>`). */
  photos: string;
  /** Approved returns and exchanges: where the goods go back. */
  return_address: string | null;
  /** Refused: the operator's reason. */
  refusal: string | null;
  return_company: string | null;
  return_number: string | null;
  /** Exchanges: the replacement's parcel. */
  replacement_company: string | null;
  replacement_number: string | null;
  /** Refunded: what went back (hundredths). */
  refund_uu: number | null;
  refund_fb: number | null;
  /** The operator of the last decision; null: an integration's key. */
  admin_id: number | null;
  created_at: number;
  /** Approved or refused (a refund only: also when refunded). */
  decided_at: number | null;
  /** The member sent the goods back. */
  returned_at: number | null;
  /** Refunded or exchanged (the end; refused ends at `decided_at`). */
  closed_at: number | null;
  updated_at: number;
}

export type AfterSaleRow = Selectable<AfterSalesTable>;
export type NewAfterSaleRow = Insertable<AfterSalesTable>;
export type AfterSaleUpdate = Updateable<AfterSalesTable>;
