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
  /** The names and descriptions' text in every language, lower-cased, for search (@uu/domain/search-terms). */
  search_text: string;
  /** Sanitized HTML per language. */
  description: LocalizedJson;
  /** JSON array of same-origin image paths. */
  images: string;
  /** JSON array of the pictures under the description. */
  detail_images: Generated<string>;
  price: number;
  reference_price: number | null;
  fb_percent: Generated<number>;
  delivery_type: DeliveryType;
  stock: number;
  sold: Generated<number>;
  on_sale: Generated<number>;
  created_at: number;
  updated_at: number;
  /** Virtual goods: the package an order starts (JSON, contract `planSchema`). */
  plan_spec: string | null;
  /** JSON `[{ name, values }]` (at most two dimensions); null: no specs, the goods are their own SKU. */
  specs: Generated<string | null>;
  /** How many one member may buy (orders not canceled or refunded); null: no limit. */
  purchase_limit: Generated<number | null>;
}

/** One combination of a goods' spec values, with its own price, stock and picture. */
export interface GoodsSkusTable {
  id: Generated<number>;
  goods_id: number;
  /** JSON array of the values, one per dimension. */
  spec_values: string;
  price: number;
  stock: number;
  sold: Generated<number>;
  picture: string | null;
  sort: Generated<number>;
}

/** A line of an order: goods (and their spec) as ordered. */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  sku_id: number | null;
  /** The spec values as ordered, joined ("紅 / M"). */
  spec_text: string | null;
  goods_snapshot: string;
  quantity: number;
  unit_price: number;
  fb_percent: number;
}

/** A line of a member's cart (kept on the server). */
export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  /** 0: goods without specs. */
  sku_id: number;
  quantity: number;
  selected: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface StoresTable {
  id: Generated<number>;
  name: LocalizedJson;
  address: LocalizedJson;
  phone: string | null;
  /** Opening hours per language (JSON like `name`: zh-Hant always), or null when not given. */
  hours: string | null;
  latitude: number;
  longitude: number;
  /** The storefront's picture (`/files/<name>`), or null. */
  picture: string | null;
  /**
   * Set (any value): members may redeem their write-off orders here themselves, by typing the
   * store's rotating code (store-codes.ts); null: only the clerk redeems. Part of the code's key.
   */
  writeoff_code: string | null;
  /** The random secret the rotating code is derived from; made at first use. */
  writeoff_secret: string | null;
  /** When the operator disabled the store: members are no longer offered it; its past orders stay readable. Null: open. */
  disabled_at: number | null;
  created_at: number;
}

export interface GoodsStoresTable {
  goods_id: number;
  store_id: number;
}

export type GoodsRow = Selectable<GoodsTable>;
export type StoreRow = Selectable<StoresTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type SkuRow = Selectable<GoodsSkusTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type CartItemRow = Selectable<CartItemsTable>;

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  status: number;
  delivery_type: DeliveryType;
  goods_id: number;
  /** The goods as ordered (JSON: name per language, cover). */
  goods_snapshot: string;
  quantity: number;
  /** Write-off orders: how many of `quantity` the store has handed over so far (done when all are). */
  written_off: Generated<number>;
  unit_price: number;
  fb_percent: number;
  total: number;
  paid_uu: Generated<number>;
  paid_fb: Generated<number>;
  /** The address as ordered (JSON), for express and installation orders. */
  address_snapshot: string | null;
  store_id: number | null;
  installation_time: string | null;
  installation_picture: string | null;
  remark: string | null;
  logistics_company: string | null;
  logistics_number: string | null;
  writeoff_code: string | null;
  created_at: number;
  pay_by: number | null;
  paid_at: number | null;
  delivered_at: number | null;
  done_at: number | null;
  canceled_at: number | null;
  refunded_at: number | null;
  deleted_at: number | null;
  /** The member's coupon copy that took `discount` off the subtotal. */
  coupon_id: number | null;
  discount: Generated<number>;
}

export type OrderRow = Selectable<OrdersTable>;

/** A console refund of an order (one per order): the operator's reason, whether the goods were lost, what went back. */
/** One write-off at the desk (or by the member with the store's code): who, when, how many. */
export interface OrderWriteoffsTable {
  id: Generated<number>;
  order_id: number;
  quantity: number;
  /** The clerk or operator; null when the member typed the store's code (`user_id`) or an integration's key. */
  admin_id: number | null;
  user_id: number | null;
  created_at: number;
}

export interface OrderRefundsTable {
  id: Generated<number>;
  order_id: number;
  reason: string;
  /** 1: the goods cannot be sold again; stock and sold count were not put back. */
  goods_lost: number;
  uu: number;
  fb: number;
  /** null: the OPERATOR_API_KEY of an integration. */
  admin_id: number | null;
  created_at: number;
}
