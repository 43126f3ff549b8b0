import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { BrowseService } from '../browse/browse.service';
import type { MallService } from './mall.service';

/** The catalogue's reads record a signed-in member's searches and views (issue 22) once answered. */
export function registerMallRoutes(app: FastifyInstance, mall: MallService, browse: BrowseService) {
  defineRoute(app, routes.mallCategories, ({ locale }) => mall.categories(locale));
  defineRoute(app, routes.mallGoods, async ({ auth, query, locale }) => {
    const page = await mall.goods(query, locale);
    if (auth && query.q && query.page === 1) await browse.recordSearch(auth.user.id, query.q);
    return page;
  });
  defineRoute(app, routes.mallGoodsDetail, async ({ auth, params, locale }) => {
    const goods = await mall.goodsDetail(params.id, locale);
    if (auth) await browse.recordView(auth.user.id, goods.id);
    return goods;
  });
  defineRoute(app, routes.mallStores, ({ query, locale }) => mall.stores(query.goodsId, locale));
  defineRoute(app, routes.saveCategory, ({ body, locale }) => mall.saveCategory(body, locale));
  defineRoute(app, routes.saveGoods, ({ body, locale }) => mall.saveGoods(body, locale));
  defineRoute(app, routes.saveStore, ({ body, locale }) => mall.saveStore(body, locale));
}
