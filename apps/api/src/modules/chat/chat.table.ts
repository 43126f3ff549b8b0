import type { Generated, Selectable } from 'kysely';

export interface ChatLogsTable {
  id: Generated<number>;
  user_id: number;
  /** Its conversation (issue 23); set on every row (the migration gave the older ones one per member). */
  conversation_id: number;
  question: string;
  answer: Generated<string>;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  source: 'model' | 'builtin';
  /** The platform day the question was counted on (its allowance is given back to that day). */
  day: string;
  created_at: number;
  finished_at: number | null;
  /** When an edit of the last question replaced this pair (issue 23); it then leaves the history, search and context. */
  replaced_at: Generated<number | null>;
  /** The answer's cards (issue 23): a JSON array of the contract's assistant cards. */
  cards: Generated<string>;
}

export interface ChatUsageTable {
  user_id: number;
  day: string;
  used: Generated<number>;
}

export interface SignLogsTable {
  user_id: number;
  day: string;
  streak: number;
  created_at: number;
  /** 1: made up later (補簽), paid for with UU. */
  made_up: Generated<number>;
}

/** A member's month of check-ins: the days checked in and the make-ups used (one row lock per month). */
export interface CheckInMonthsTable {
  user_id: number;
  month: string;
  days: Generated<number>;
  make_ups: Generated<number>;
}

export interface ChatPackagesTable {
  id: Generated<number>;
  user_id: number;
  questions_per_day: number;
  starts_at: number;
  ends_at: number;
  created_at: number;
  /** The order that bought it (null: a coupon's). */
  order_id: Generated<number | null>;
}

/** A member's conversation (issue 23). */
export interface ChatConversationsTable {
  id: Generated<number>;
  user_id: number;
  /** The member's title; null: the first question stands for it. */
  title: string | null;
  created_at: number;
  /** The last question's time: the list's order. */
  updated_at: number;
  deleted_at: number | null;
}

export type ChatLogRow = Selectable<ChatLogsTable>;
export type ChatConversationRow = Selectable<ChatConversationsTable>;
