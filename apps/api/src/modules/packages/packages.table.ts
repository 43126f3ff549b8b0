import type { Generated, Selectable } from 'kysely';

export interface FlowPackagesTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  /** The goods' name as bought (JSON per language). */
  name: string;
  data_mb: number;
  used_mb: Generated<number>;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

/** A carrier's usage report, counted once by its ref. */
export interface FlowUsageTable {
  id: Generated<number>;
  ref: string;
  user_id: number;
  used_mb: number;
  /** What the member's active packages could take (the rest was over their data). */
  applied_mb: number;
  used_at: number;
  source: 'call' | 'import';
  created_at: number;
}

export type FlowPackageRow = Selectable<FlowPackagesTable>;
