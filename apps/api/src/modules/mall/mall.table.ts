import type { Generated, Selectable } from 'kysely';
import type { DeliveryType } from '@uu/contract/mall';

/** Texts in three languages: JSON of `{ "zh-Hant": …, "zh-Hans"?: …, "en"?: … }`. */
type LocalizedJson = string;

export interface CategoriesTable {
  id: Generated<number>;
  name: LocalizedJson;
  icon: string | null;
  sort: Generated<number>;
  created_at: number;
}

export interface GoodsTable {
  id: Generated<number>;
  category_id: number;
  name: LocalizedJson;
  /** The names in every language, lower-cased, for search. */
  search_text: string;
  /** Sanitized HTML per language. */
  description: LocalizedJson;
  /** JSON array of same-origin image paths. */
  images: string;
  price: number;
  reference_price: number | null;
  fb_percent: Generated<number>;
  delivery_type: DeliveryType;
  stock: number;
  sold: Generated<number>;
  on_sale: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface StoresTable {
  id: Generated<number>;
  name: LocalizedJson;
  address: LocalizedJson;
  phone: string | null;
  hours: string | null;
  latitude: number;
  longitude: number;
  created_at: number;
}

export interface GoodsStoresTable {
  goods_id: number;
  store_id: number;
}

export type GoodsRow = Selectable<GoodsTable>;
export type StoreRow = Selectable<StoresTable>;
export type CategoryRow = Selectable<CategoriesTable>;
