import type { Generated, Selectable } from 'kysely';

/** A member's review of one line of a done order (issue 22); `hidden` and `reply` are the operators'. */
export interface GoodsReviewsTable {
  id: Generated<number>;
  order_id: number;
  /** The line's place in the order (0: the first). */
  line_no: number;
  goods_id: number;
  user_id: number;
  rating: number;
  content: string;
  /** JSON array of upload URLs. */
  photos: string;
  spec_text: string | null;
  hidden: Generated<number>;
  reply: string | null;
  replied_at: number | null;
  created_at: number;
}

export type GoodsReviewRow = Selectable<GoodsReviewsTable>;
