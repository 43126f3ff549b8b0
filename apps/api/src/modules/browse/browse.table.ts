/** A member's favourite goods (issue 22). */
export interface FavouritesTable {
  user_id: number;
  goods_id: number;
  created_at: number;
}

/** The goods a member opened, once each, at the latest view; trimmed to VIEWS_KEPT. */
export interface GoodsViewsTable {
  user_id: number;
  goods_id: number;
  viewed_at: number;
}

/** A member's searches, once each (lower-cased words), at the latest; trimmed to SEARCH_HISTORY_KEPT. */
export interface SearchHistoryTable {
  user_id: number;
  words: string;
  searched_at: number;
}
