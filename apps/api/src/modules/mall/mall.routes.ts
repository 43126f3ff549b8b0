import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { MallService } from './mall.service';

export function registerMallRoutes(app: FastifyInstance, mall: MallService) {
  defineRoute(app, routes.mallCategories, ({ locale }) => mall.categories(locale));
  defineRoute(app, routes.mallGoods, ({ query, locale }) => mall.goods(query, locale));
  defineRoute(app, routes.mallGoodsDetail, ({ params, locale }) => mall.goodsDetail(params.id, locale));
  defineRoute(app, routes.mallStores, ({ query, locale }) => mall.stores(query.goodsId, locale));
  defineRoute(app, routes.saveCategory, ({ body, locale }) => mall.saveCategory(body, locale));
  defineRoute(app, routes.saveGoods, ({ body, locale }) => mall.saveGoods(body, locale));
  defineRoute(app, routes.saveStore, ({ body, locale }) => mall.saveStore(body, locale));
}
