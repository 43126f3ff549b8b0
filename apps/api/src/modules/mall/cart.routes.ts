import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { CartService } from './cart.service';

export function registerCartRoutes(app: FastifyInstance, cart: CartService) {
  defineRoute(app, routes.getCart, ({ auth, locale }) => cart.view(auth.user.id, locale));
  defineRoute(app, routes.addToCart, ({ auth, body, locale }) => cart.add(auth.user.id, body, locale));
  defineRoute(app, routes.updateCartLine, ({ auth, body, locale }) => cart.update(auth.user.id, body, locale));
  defineRoute(app, routes.selectCart, ({ auth, body, locale }) => cart.selectAll(auth.user.id, body.selected, locale));
  defineRoute(app, routes.removeCartLines, ({ auth, body, locale }) => cart.remove(auth.user.id, body.ids, locale));
  defineRoute(app, routes.previewCheckout, ({ auth, locale }) => cart.preview(auth.user.id, locale));
  defineRoute(app, routes.checkoutCart, ({ auth, body, idempotencyKey, locale }) =>
    cart.checkout(auth, body, { key: idempotencyKey, scope: 'checkoutCart' }, locale),
  );
}
