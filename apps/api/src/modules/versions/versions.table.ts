import type { Generated } from 'kysely';

export interface VersionsTable {
  id: Generated<number>;
  /** Platform code of spec §3: 1 android, 2 ios, 3 h5, 4 wx. */
  platform: number;
  /** Dotted numbers ("2.1.7"); ordered with compareVersions, never as text. */
  version: string;
  /** JSON text: notes per language. */
  notes: string;
  url: string;
  /** 0 or 1. */
  forced: number;
  released_at: number;
}
