import type { Generated, Selectable } from 'kysely';

export interface ChatLogsTable {
  id: Generated<number>;
  user_id: number;
  question: string;
  answer: Generated<string>;
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  source: 'model' | 'builtin';
  /** The platform day the question was counted on (its allowance is given back to that day). */
  day: string;
  created_at: number;
  finished_at: number | null;
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

export type ChatLogRow = Selectable<ChatLogsTable>;
