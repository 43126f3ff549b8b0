import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/routes';
import { defineRoute } from '../../lib/route';
import type { PlacesService } from './places.service';

export function registerPlacesRoutes(app: FastifyInstance, places: PlacesService) {
  defineRoute(app, routes.getMapConfig, async () => places.mapConfig());
}
