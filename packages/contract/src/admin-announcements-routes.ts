import {
  announcementDraftSchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementPreviewSchema,
  announcementSchema,
  createAnnouncementBodySchema,
} from './admin-announcements';
import { route, type RouteDef } from './route-def';

/** The back office's announcements (issue 21). */
export const adminAnnouncementsRoutes = {
  adminListAnnouncements: route({
    method: 'GET',
    path: '/admin/announcements',
    auth: 'operator',
    permission: 'content.view',
    tag: 'operator',
    summary: 'Announcements, newest first, with how many members each was addressed to and how many have read it',
    query: announcementListQuerySchema,
    response: announcementPageSchema,
  }),
  previewAnnouncement: route({
    method: 'POST',
    path: '/admin/announcements/preview',
    auth: 'operator',
    permission: 'content.edit',
    tag: 'operator',
    summary: 'How an announcement reads in each language and how many members it would reach; writes nothing',
    body: announcementDraftSchema,
    response: announcementPreviewSchema,
  }),
  createAnnouncement: route({
    method: 'POST',
    path: '/admin/announcements',
    auth: 'operator',
    permission: 'content.edit',
    tag: 'operator',
    summary:
      'Send an announcement now or at a time: one row whatever the audience (members read it on their next read); an audience that matches nobody answers 6002',
    body: createAnnouncementBodySchema,
    response: announcementSchema,
  }),
} as const satisfies Record<string, RouteDef>;
