import {
  listVersionsQuerySchema,
  newVersionQuerySchema,
  newVersionSchema,
  newestVersionsSchema,
  publishVersionBodySchema,
  versionRecordListSchema,
  versionRecordSchema,
} from './versions';
import { route } from './route-def';

/** Client versions: the newest per platform, and publishing them. */
export const versionsRoutes = {
  getNewVersion: route({
    method: 'GET',
    path: '/version/getNewVersion',
    auth: 'none',
    tag: 'content',
    summary:
      "The newest version of a platform (spec §3 codes) with its notes in the request language, and whether the client's version (query, else the client-version header) must or may update",
    query: newVersionQuerySchema,
    response: newVersionSchema,
  }),
  listNewestVersions: route({
    method: 'GET',
    path: '/version/listNewest',
    auth: 'none',
    tag: 'content',
    summary: 'The newest version of every platform that has one (the download page)',
    response: newestVersionsSchema,
  }),
  publishVersion: route({
    method: 'POST',
    path: '/admin/versions',
    auth: 'operator',
    permission: 'versions.publish',
    target: 'version',
    tag: 'operator',
    summary: 'Publish a version of a platform (or correct one already published: same platform and version)',
    body: publishVersionBodySchema,
    response: versionRecordSchema,
  }),
  listVersions: route({
    method: 'GET',
    path: '/admin/versions',
    auth: 'operator',
    permission: 'versions.view',
    tag: 'operator',
    summary: 'Every published version, newest first, optionally of one platform',
    query: listVersionsQuerySchema,
    response: versionRecordListSchema,
  }),
} as const;
