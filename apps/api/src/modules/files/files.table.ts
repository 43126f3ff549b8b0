import type { Generated, Insertable, Selectable } from 'kysely';

/** An image a member uploaded: stored on disk under `name`, which the server made. */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  content_type: string;
  size: number;
  created_at: number;
}

export type UploadRow = Selectable<UploadsTable>;
export type NewUploadRow = Insertable<UploadsTable>;

/** An image the back office uploaded (spec §7's admin upload endpoint), and what it is for. */
export interface AdminUploadsTable {
  id: Generated<number>;
  name: string;
  model: string;
  pid: number | null;
  content_type: string;
  size: number;
  created_at: number;
}
