import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';

export function registerPlacesRoutes(app: FastifyInstance) {
  const { places } = app.services;
  defineRoute(app, routes.getMapConfig, () => Promise.resolve(places.mapConfig()));
}
