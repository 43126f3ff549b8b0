import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/**
 * The back office's calls for goods, categories, stores and coupons (contract admin-catalogue-routes.ts).
 * The whole-record saves (goods, categories, stores, coupons), issuing and uploads are the mall's,
 * coupons' and uploads' operator routes; these are the console's reads and targeted changes.
 */
export function registerAdminCatalogueRoutes(app: FastifyInstance): void {
  const { catalogue } = app.services;
  defineRoute(app, routes.adminCategories, () => catalogue.categories());
  defineRoute(app, routes.deleteCategory, ({ params }) => catalogue.deleteCategory(params.id));
  defineRoute(app, routes.adminGoods, ({ query }) => catalogue.goods(query));
  defineRoute(app, routes.adminGoodsDetail, ({ params }) => catalogue.goodsDetail(params.id));
  defineRoute(app, routes.setGoodsShelf, ({ params, body }) => catalogue.setShelf(params.id, body.onSale));
  defineRoute(app, routes.adjustGoodsStock, ({ params, body }) => catalogue.adjustStock(params.id, body.delta));
  defineRoute(app, routes.adminStores, () => catalogue.stores());
  defineRoute(app, routes.setStoreEnabled, ({ params, body }) => catalogue.setStoreEnabled(params.id, body.enabled));
  defineRoute(app, routes.deleteStore, ({ params }) => catalogue.deleteStore(params.id));
  defineRoute(app, routes.setStoreWriteoffCode, ({ params, body }) => catalogue.setWriteoffCode(params.id, body.code));
  defineRoute(app, routes.couponRecipient, ({ query }) => catalogue.recipient(query.who));
}
