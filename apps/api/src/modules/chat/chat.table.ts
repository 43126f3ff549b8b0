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

/** Make-up cards (補簽卡) a member holds (issue 24). */
export interface CheckInCardsTable {
  user_id: number;
  cards: Generated<number>;
}

/** A member who turned on the daily check-in reminder, and the platform day last reminded. */
export interface CheckInRemindersTable {
  user_id: number;
  reminded_day: string | null;
  created_at: number;
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

/** A model the operators configured (issue 23, "Operators"); the key sealed (two-factor-secrets.ts). */
export interface ChatModelsTable {
  id: Generated<number>;
  name: string;
  base_url: string;
  model: string;
  api_key_sealed: string | null;
  api_key_last4: string | null;
  /** Millionths of a yuan per 1,000 tokens. */
  price_in_micros: number;
  price_out_micros: number;
  enabled: number;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** A member's choice of who answers (null model: the built-in assistant). */
export interface ChatModelChoicesTable {
  user_id: number;
  model_id: number | null;
  updated_at: number;
}

/** One row per answer: who answered, what it cost, how long it took, how it ended. */
export interface ChatAnswerUsageTable {
  id: Generated<number>;
  log_id: number;
  user_id: number;
  conversation_id: number;
  source: 'builtin' | 'config' | 'model';
  model_id: number | null;
  model_name: string;
  intent: string | null;
  /** JSON list of tool names. */
  tools: string;
  tokens_in: number;
  tokens_out: number;
  /** Millionths of a yuan. */
  cost_micros: number;
  first_token_ms: number | null;
  total_ms: number;
  status: 'done' | 'stopped' | 'failed';
  failure_code: number | null;
  day: string;
  created_at: number;
}

export type ChatModelRow = Selectable<ChatModelsTable>;
