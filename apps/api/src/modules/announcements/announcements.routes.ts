import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/** The back office's announcements (contract admin-announcements-routes.ts). */
export function registerAnnouncementsRoutes(app: FastifyInstance): void {
  const { announcements } = app.services;
  defineRoute(app, routes.adminListAnnouncements, ({ query }) => announcements.list(query.page, query.size));
  defineRoute(app, routes.previewAnnouncement, ({ body }) => announcements.preview(body));
  defineRoute(app, routes.createAnnouncement, ({ admin, body }) => announcements.create(admin, body));
}
