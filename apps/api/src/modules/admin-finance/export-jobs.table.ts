import type { Generated, Selectable } from 'kysely';
import type { ExportJobStatus, ExportKind } from '@uu/contract/admin-exports';

/** One background export an operator asked for (issue 17 item 7). */
export interface ExportJobsTable {
  id: Generated<number>;
  /** The operator who asked (null: the integrations' OPERATOR_API_KEY); only they list and download it. */
  admin_id: number | null;
  kind: ExportKind;
  /** JSON of the export's filters (contract exportJobQuerySchema). */
  query: string;
  /** The operator's language at the start: headers and states are written in it. */
  locale: string;
  status: ExportJobStatus;
  /** Rows counted when it was asked for; rows_done grows as the file is written. */
  rows_total: number;
  rows_done: number;
  file_name: string;
  /** The object in the export storage once done; null before, and again once expired and deleted. */
  storage_key: string | null;
  /** The instance writing it (its lease holder id). */
  runner: string | null;
  created_at: number;
  /** Last sign of life of the runner: a running job silent for long is taken over by another instance. */
  heartbeat_at: number | null;
  finished_at: number | null;
  expires_at: number | null;
}

export type ExportJobRow = Selectable<ExportJobsTable>;
