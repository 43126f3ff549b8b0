import type { z } from 'zod';
import type {
  AdminCategory,
  AdminGoods,
  AdminGoodsSummary,
  AdminStore,
  CouponRecipient,
  StoredText,
  adminGoodsQuerySchema,
} from '@uu/contract/admin-catalogue';
import { formatAmount } from '@uu/contract/money';
import type { Plan } from '@uu/contract/packages';
import type { SpecDimension } from '@uu/contract/mall';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import type { CategoryRow, GoodsRow } from '../mall/mall.table';
import { skusOf } from '../mall/skus.repository';
import {
  adjustStock,
  categoriesWithCounts,
  deleteCategoryRow,
  goodsById,
  goodsInCategory,
  goodsPage,
  lowSkusOf,
  isForeignKeyViolation,
  memberByRef,
  setOnSale,
  deleteUnusedStore,
  setStoreDisabled,
  setWriteoffCode,
  storeExists,
  storeIdsOf,
  storesWithCounts,
  type StoreWithCounts,
} from './admin-catalogue.repository';

type GoodsQuery = z.output<typeof adminGoodsQuerySchema>;

/**
 * What the console reads and changes of the catalogue beyond the whole-record saves of the mall
 * and coupon services. Who may call is checked by the contract's roles (operator; admin always):
 * none of these is about one store, so a clerk never reaches them.
 */
export class AdminCatalogueService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async categories(): Promise<{ list: AdminCategory[] }> {
    const rows = await categoriesWithCounts(this.#db.kysely);
    return { list: rows.map((r) => ({ ...categoryOf(r), goodsCount: r.goods_count, onSaleCount: r.on_sale_count })) };
  }

  /** Only an empty category goes: goods (and the orders that name them) keep their category. */
  async deleteCategory(id: number): Promise<null> {
    try {
      await this.#db.transaction(async (trx) => {
        const count = await goodsInCategory(trx, id);
        if (count > 0) throw new AppError('CATEGORY_IN_USE', { params: { count } });
        if (!(await deleteCategoryRow(trx, id))) throw new AppError('CATEGORY_NOT_FOUND');
      });
    } catch (error) {
      // Goods saved into it between the count and the delete: the foreign key refuses, and so do we.
      if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_IN_USE', { params: { count: 1 } });
      throw error;
    }
    return null;
  }

  async goods(query: GoodsQuery) {
    const { rows, total } = await goodsPage(this.#db.kysely, query);
    const list = rows.map(goodsSummaryOf);
    if (query.stockAtMost !== undefined) {
      // A stock alert names the combinations that are short, not only the goods.
      const low = await lowSkusOf(
        this.#db.kysely,
        rows.map((r) => r.id),
        query.stockAtMost,
      );
      for (const goods of list)
        goods.lowSkus = low
          .filter((s) => s.goods_id === goods.id)
          .map((s) => ({ id: s.id, values: JSON.parse(s.spec_values) as string[], stock: s.stock }));
    }
    return { list, total, page: query.page, size: query.size };
  }

  async goodsDetail(id: number): Promise<AdminGoods> {
    const row = await goodsById(this.#db.kysely, id);
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    return this.#detailOf(row);
  }

  async setShelf(id: number, onSale: boolean): Promise<AdminGoods> {
    const row = await setOnSale(this.#db.kysely, id, onSale, this.#clock.now());
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    return this.#detailOf(row);
  }

  async adjustStock(id: number, delta: number): Promise<AdminGoods> {
    // Goods with specs hold the sum of their combinations' stock: it changes in the spec editor, per combination.
    if ((await goodsById(this.#db.kysely, id))?.specs) throw new AppError('SKU_REQUIRED');
    const row = await adjustStock(this.#db.kysely, id, delta, this.#clock.now());
    if (row) return this.#detailOf(row);
    const current = await goodsById(this.#db.kysely, id);
    if (!current) throw new AppError('GOODS_NOT_FOUND');
    throw new AppError('STOCK_BELOW_ZERO', { params: { stock: current.stock } });
  }

  async stores(): Promise<{ list: AdminStore[] }> {
    const rows = await storesWithCounts(this.#db.kysely);
    return { list: rows.map(storeOf) };
  }

  async setWriteoffCode(id: number, code: string | null): Promise<AdminStore> {
    const row = await setWriteoffCode(this.#db.kysely, id, code);
    if (!row) throw new AppError('STORE_NOT_FOUND');
    return this.#store(row.id);
  }

  /**
   * A disabled store is no longer offered to members (store lists, the pickup choice, write-off by its code);
   * orders already placed there stay readable and the desk can still hand them over or redeem their codes.
   */
  async setStoreEnabled(id: number, enabled: boolean): Promise<AdminStore> {
    const current = (await storesWithCounts(this.#db.kysely, id))[0];
    if (!current) throw new AppError('STORE_NOT_FOUND');
    // Disabling twice keeps the first time.
    if (enabled === (current.disabled_at !== null)) await setStoreDisabled(this.#db.kysely, id, enabled ? null : this.#clock.now());
    return this.#store(id);
  }

  /** Only a store nothing refers to goes (orders, goods, a clerk's desk); otherwise STORE_IN_USE: disable it instead. */
  async deleteStore(id: number): Promise<null> {
    try {
      if (await deleteUnusedStore(this.#db.kysely, id)) return null;
    } catch (error) {
      // Something referring to it arrived between the check and the delete: the foreign keys refuse, and so do we.
      if (isForeignKeyViolation(error)) throw new AppError('STORE_IN_USE');
      throw error;
    }
    throw new AppError((await storeExists(this.#db.kysely, id)) ? 'STORE_IN_USE' : 'STORE_NOT_FOUND');
  }

  async #store(id: number): Promise<AdminStore> {
    const row = (await storesWithCounts(this.#db.kysely, id))[0];
    if (!row) throw new AppError('STORE_NOT_FOUND');
    return storeOf(row);
  }

  async recipient(who: string): Promise<CouponRecipient> {
    const row = await memberByRef(this.#db.kysely, who);
    if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
    return { id: row.id, memberNo: row.member_no, nickname: row.nickname, level: row.level, status: row.status };
  }

  async #detailOf(row: GoodsRow): Promise<AdminGoods> {
    return {
      ...goodsSummaryOf(row),
      images: JSON.parse(row.images) as string[],
      detailImages: JSON.parse(row.detail_images) as string[],
      description: JSON.parse(row.description) as StoredText,
      storeIds: await storeIdsOf(this.#db.kysely, row.id),
      plan: row.plan_spec ? (JSON.parse(row.plan_spec) as Plan) : null,
      specs: row.specs ? (JSON.parse(row.specs) as SpecDimension[]) : [],
      skus: (await skusOf(this.#db.kysely, row.id))
        .filter((k) => k.sort >= 0)
        .map((k) => ({
          id: k.id,
          values: JSON.parse(k.spec_values) as string[],
          price: formatAmount(k.price),
          stock: k.stock,
          picture: k.picture,
        })),
      purchaseLimit: row.purchase_limit,
      createdAt: toIso(Number(row.created_at)),
    };
  }
}

function categoryOf(row: CategoryRow): Omit<AdminCategory, 'goodsCount' | 'onSaleCount'> {
  return { id: row.id, name: JSON.parse(row.name) as StoredText, icon: row.icon, sort: row.sort, createdAt: toIso(Number(row.created_at)) };
}

function goodsSummaryOf(row: GoodsRow): AdminGoodsSummary {
  const images = JSON.parse(row.images) as string[];
  return {
    id: row.id,
    categoryId: Number(row.category_id),
    name: JSON.parse(row.name) as StoredText,
    cover: images[0] ?? null,
    price: formatAmount(row.price),
    referencePrice: row.reference_price === null ? null : formatAmount(row.reference_price),
    fbPercent: row.fb_percent,
    deliveryType: row.delivery_type,
    stock: row.stock,
    sold: row.sold,
    onSale: row.on_sale === 1,
    updatedAt: toIso(Number(row.updated_at)),
  };
}

function storeOf(row: StoreWithCounts): AdminStore {
  return {
    id: row.id,
    name: JSON.parse(row.name) as StoredText,
    address: JSON.parse(row.address) as StoredText,
    phone: row.phone,
    hours: row.hours === null ? null : (JSON.parse(row.hours) as StoredText),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    picture: row.picture,
    enabled: row.disabled_at === null,
    orderCount: row.order_count,
    writeoffCode: row.writeoff_code,
    goodsCount: row.goods_count,
    createdAt: toIso(Number(row.created_at)),
  };
}
