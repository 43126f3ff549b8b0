import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';
import type { BrowseService } from './browse.service';

export function registerBrowseRoutes(app: FastifyInstance, browse: BrowseService) {
  defineRoute(app, routes.favourites, ({ auth, query, locale }) => browse.favourites(auth.user.id, query, locale));
  defineRoute(app, routes.favouriteState, ({ auth, params }) => browse.favouriteState(auth.user.id, params.id));
  defineRoute(app, routes.addFavourite, ({ auth, params }) => browse.addFavourite(auth.user.id, params.id));
  defineRoute(app, routes.removeFavourite, ({ auth, params }) => browse.removeFavourite(auth.user.id, params.id));
  defineRoute(app, routes.recentlyViewed, ({ auth, query, locale }) => browse.recentlyViewed(auth.user.id, query, locale));
  defineRoute(app, routes.searchHistory, ({ auth }) => browse.searchHistory(auth.user.id));
  defineRoute(app, routes.clearSearchHistory, ({ auth }) => browse.clearSearchHistory(auth.user.id));
  defineRoute(app, routes.hotWords, () => browse.hotWords());
  defineRoute(app, routes.adminHotWords, () => browse.hotWords());
  defineRoute(app, routes.saveHotWords, ({ body }) => browse.saveHotWords(body.list));
}
