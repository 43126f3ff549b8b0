import type { Locale } from '@uu/contract/locales';
import { SEARCH_HISTORY_KEPT, VIEWS_KEPT, type BrowsedGoods, type FavouriteState, type SearchWords } from '@uu/contract/browse';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { findGoodsOnSale } from '../mall/mall.repository';
import { summaryOf } from '../mall/mall.service';
import type { GoodsRow } from '../mall/mall.table';
import type { PlatformService } from '../platform/platform.service';
import * as repo from './browse.repository';

type Page = { page: number; size: number };

/**
 * Browsing the mall (issue 22): favourites, recently viewed goods, the member's search history and the operator's
 * hot words. Views and searches are recorded by the catalogue's own reads (GET /mall/goods/:id, GET /mall/goods).
 */
export class BrowseService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
  }

  async favourites(userId: number, query: Page, locale: Locale) {
    const { rows, total } = await repo.favouritesPage(this.#db.kysely, userId, query.page, query.size);
    return { list: rows.map((r) => browsedOf(r, locale)), total, page: query.page, size: query.size };
  }

  async favouriteState(userId: number, goodsId: number): Promise<FavouriteState> {
    return { favourite: await repo.isFavourite(this.#db.kysely, userId, goodsId) };
  }

  /** Only goods on sale can be added; adding again changes nothing. */
  async addFavourite(userId: number, goodsId: number): Promise<FavouriteState> {
    if (!(await findGoodsOnSale(this.#db.kysely, goodsId))) throw new AppError('GOODS_NOT_FOUND');
    await repo.addFavourite(this.#db.kysely, userId, goodsId, this.#clock.now());
    return { favourite: true };
  }

  async removeFavourite(userId: number, goodsId: number): Promise<FavouriteState> {
    await repo.removeFavourite(this.#db.kysely, userId, goodsId);
    return { favourite: false };
  }

  async recentlyViewed(userId: number, query: Page, locale: Locale) {
    const { rows, total } = await repo.viewsPage(this.#db.kysely, userId, query.page, query.size);
    return { list: rows.map((r) => browsedOf(r, locale)), total, page: query.page, size: query.size };
  }

  /** Called by the goods page's read for a signed-in member. */
  async recordView(userId: number, goodsId: number): Promise<void> {
    await this.#db.transaction((trx) => repo.recordView(trx, userId, goodsId, this.#clock.now(), VIEWS_KEPT));
  }

  /** Called by the goods list's read with words, for a signed-in member: the words as typed (trimmed, lower-case). */
  async recordSearch(userId: number, words: string): Promise<void> {
    const kept = words.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!kept) return;
    await this.#db.transaction((trx) => repo.recordSearch(trx, userId, kept, this.#clock.now(), SEARCH_HISTORY_KEPT));
  }

  async searchHistory(userId: number): Promise<SearchWords> {
    return { list: await repo.searchHistory(this.#db.kysely, userId, SEARCH_HISTORY_KEPT) };
  }

  async clearSearchHistory(userId: number): Promise<SearchWords> {
    await repo.clearSearchHistory(this.#db.kysely, userId);
    return { list: [] };
  }

  async hotWords(): Promise<SearchWords> {
    return { list: await this.#platform.get('hotWords') };
  }

  async saveHotWords(list: string[]): Promise<SearchWords> {
    await this.#platform.set('hotWords', list);
    return this.hotWords();
  }
}

function browsedOf(row: GoodsRow & { at: number }, locale: Locale): BrowsedGoods {
  return { ...summaryOf(row, locale), at: toIso(Number(row.at)) };
}
