import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import {
  type Category,
  type Goods,
  type GoodsSummary,
  type LocalizedText,
  type Sku,
  type SpecDimension,
  type Store,
  type goodsQuerySchema,
  type saveCategoryBodySchema,
  type saveGoodsBodySchema,
  type saveStoreBodySchema,
  specKey,
} from '@uu/contract/mall';
import { formatAmount } from '@uu/contract/money';
import { searchTerms, searchTextOf } from '@uu/domain/search-terms';
import type { Plan } from '@uu/contract/packages';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/sanitize-html';
import * as repo from './mall.repository';
import type { CategoryRow, GoodsRow, SkuRow, StoreRow } from './mall.table';
import { replaceSkus, skusOf } from './skus.repository';
import { localizedJson } from '../../lib/localized';

type GoodsQuery = z.output<typeof goodsQuerySchema>;
type SaveCategory = z.output<typeof saveCategoryBodySchema>;
/** The specs may be left out (the seed's goods have none). */
type SaveGoods = Omit<z.output<typeof saveGoodsBodySchema>, 'specs' | 'skus' | 'purchaseLimit'> &
  Partial<Pick<z.output<typeof saveGoodsBodySchema>, 'specs' | 'skus' | 'purchaseLimit'>>;
type SaveStore = z.output<typeof saveStoreBodySchema>;

/**
 * The mall's catalogue (product.md "Mall"): what members browse, and the operator calls that keep
 * it. Descriptions are sanitized when written, so every reader gets safe HTML.
 */
export class MallService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async categories(locale: Locale): Promise<{ list: Category[] }> {
    const rows = await repo.listCategories(this.#db.kysely);
    return { list: rows.map((r) => categoryOf(r, locale)) };
  }

  async goods(query: GoodsQuery, locale: Locale) {
    const filter = {
      categoryId: query.categoryId,
      terms: query.q ? searchTerms(query.q) : [],
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      sort: query.sort,
    };
    const { rows, total } = await repo.listGoodsOnSale(this.#db.kysely, filter, query.page, query.size);
    return { list: rows.map((r) => summaryOf(r, locale)), total, page: query.page, size: query.size };
  }

  async goodsDetail(id: number, locale: Locale): Promise<Goods> {
    const row = await repo.findGoodsOnSale(this.#db.kysely, id);
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    return this.#detailOf(row, locale);
  }

  async stores(goodsId: number | undefined, locale: Locale): Promise<{ list: Store[] }> {
    const rows = await repo.listStores(this.#db.kysely, goodsId);
    return { list: rows.map((r) => storeOf(r, locale)) };
  }

  // ---- operator calls ----

  async saveCategory(input: SaveCategory, locale: Locale): Promise<Category> {
    const values = { name: JSON.stringify(input.name), icon: input.icon, sort: input.sort };
    const row = await repo.saveCategory(this.#db.kysely, input.id, values, this.#clock.now());
    if (!row) throw new AppError('CATEGORY_NOT_FOUND');
    return categoryOf(row, locale);
  }

  async saveGoods(given: SaveGoods, locale: Locale): Promise<Goods> {
    const input = { ...given, specs: given.specs ?? [], skus: given.skus ?? [], purchaseLimit: given.purchaseLimit ?? null };
    const k = this.#db.kysely;
    if (!(await repo.categoryExists(k, input.categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
    if (input.storeIds.length && (await repo.countStores(k, input.storeIds)) !== new Set(input.storeIds).size) {
      throw new AppError('STORE_NOT_FOUND');
    }
    const description = Object.fromEntries(
      Object.entries(input.description).map(([l, html]) => [l, sanitizeRichText(html)]),
    ) as LocalizedText;
    const now = this.#clock.now();
    const values = {
      category_id: input.categoryId,
      name: JSON.stringify(input.name),
      search_text: searchTextOf(input.name, description),
      description: JSON.stringify(description),
      images: JSON.stringify(input.images),
      detail_images: JSON.stringify(input.detailImages),
      // With specs, the goods show their lowest price and hold the sum of their stock.
      price: input.skus.length ? Math.min(...input.skus.map((k) => k.price)) : input.price,
      reference_price: input.referencePrice,
      fb_percent: input.fbPercent,
      delivery_type: input.deliveryType,
      stock: input.skus.length ? input.skus.reduce((n, k) => n + k.stock, 0) : input.stock,
      specs: input.specs.length ? JSON.stringify(input.specs) : null,
      purchase_limit: input.purchaseLimit,
      on_sale: input.onSale ? 1 : 0,
      plan_spec: input.plan ? JSON.stringify(input.plan) : null,
      updated_at: now,
    };
    const row = await this.#db.transaction(async (trx) => {
      const saved = input.id ? await repo.updateGoods(trx, input.id, values) : await repo.insertGoods(trx, { ...values, created_at: now });
      if (!saved) throw new AppError('GOODS_NOT_FOUND');
      await repo.setGoodsStores(trx, saved.id, new Set(input.storeIds));
      const skus = input.skus.map((k, sort) => ({
        spec_values: specKey(k.values),
        price: k.price,
        stock: k.stock,
        picture: k.picture,
        sort,
      }));
      await replaceSkus(trx, saved.id, skus);
      return saved;
    });
    return this.#detailOf(row, locale);
  }

  async saveStore(input: SaveStore, locale: Locale): Promise<Store> {
    const values = {
      name: JSON.stringify(input.name),
      address: JSON.stringify(input.address),
      phone: input.phone,
      hours: input.hours ? JSON.stringify(input.hours) : null,
      latitude: input.latitude,
      longitude: input.longitude,
      picture: input.picture,
    };
    const row = await repo.saveStore(this.#db.kysely, input.id, values, this.#clock.now());
    if (!row) throw new AppError('STORE_NOT_FOUND');
    return storeOf(row, locale);
  }

  async #detailOf(row: GoodsRow, locale: Locale): Promise<Goods> {
    const [storeIds, skus] = await Promise.all([repo.goodsStoreIds(this.#db.kysely, row.id), skusOf(this.#db.kysely, row.id)]);
    return {
      ...summaryOf(row, locale),
      images: JSON.parse(row.images) as string[],
      detailImages: JSON.parse(row.detail_images) as string[],
      description: localizedJson(row.description, locale),
      storeIds,
      plan: row.plan_spec ? (JSON.parse(row.plan_spec) as Plan) : null,
      specs: row.specs ? (JSON.parse(row.specs) as SpecDimension[]) : [],
      skus: skus.filter((k) => k.sort >= 0).map(skuOf),
      purchaseLimit: row.purchase_limit,
    };
  }
}

function categoryOf(row: CategoryRow, locale: Locale): Category {
  return { id: row.id, name: localizedJson(row.name, locale), icon: row.icon };
}

export function summaryOf(row: GoodsRow, locale: Locale): GoodsSummary {
  const images = JSON.parse(row.images) as string[];
  return {
    id: row.id,
    categoryId: row.category_id,
    name: localizedJson(row.name, locale),
    cover: images[0] ?? null,
    price: formatAmount(row.price),
    referencePrice: row.reference_price === null ? null : formatAmount(row.reference_price),
    fbPercent: row.fb_percent,
    deliveryType: row.delivery_type,
    stock: row.stock,
    sold: row.sold,
  };
}

function skuOf(row: SkuRow): Sku {
  return {
    id: row.id,
    values: JSON.parse(row.spec_values) as string[],
    price: formatAmount(row.price),
    stock: row.stock,
    picture: row.picture,
  };
}

function storeOf(row: StoreRow, locale: Locale): Store {
  return {
    id: row.id,
    name: localizedJson(row.name, locale),
    address: localizedJson(row.address, locale),
    phone: row.phone,
    hours: row.hours === null ? null : localizedJson(row.hours, locale),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    picture: row.picture,
  };
}
