import type { Generated, Selectable } from 'kysely';

export interface RegionsTable {
  code: string;
  parent_code: string | null;
  name_hant: string;
  name_hans: string;
  /** English where the source has it (Taiwan, the top level); null elsewhere. */
  name_en: string | null;
  sort: number;
  /** 1 when smaller regions lie below it (booleans are integers on both databases here). */
  has_children: number;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  consignee: string;
  phone: string;
  region_code: string;
  detail: string;
  is_default: Generated<number>;
  installation_picture: string | null;
  /** YYYY-MM-DD in the platform time zone. */
  installation_time: string | null;
  /** The installation site on the map, decimal degrees (both or neither). */
  latitude: number | null;
  longitude: number | null;
  created_at: number;
  updated_at: number;
}

export type RegionRow = Selectable<RegionsTable>;
export type AddressRow = Selectable<AddressesTable>;
