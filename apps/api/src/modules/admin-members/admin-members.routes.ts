import type { FastifyInstance } from 'fastify';
import { routes } from '@uu/contract/all-routes';
import { defineRoute } from '../../lib/route';

/**
 * The back office's calls for members and the dashboard (contract admin-members-routes.ts). Services come from
 * `app.services` (built in services.ts).
 */
export function registerAdminMembersRoutes(app: FastifyInstance): void {
  const { adminMembers: members, adjustments, dashboard } = app.services;
  const { tools } = members;

  defineRoute(app, routes.adminDashboard, ({ query, request }) => dashboard.dashboard(query.days, request.locale));
  defineRoute(app, routes.adminWaitingWork, () => dashboard.waiting());
  defineRoute(app, routes.adminListMembers, ({ query }) => members.list(query));
  defineRoute(app, routes.adminMemberDetail, ({ params, locale }) => members.detail(params.id, locale));
  defineRoute(app, routes.adminMemberEntries, ({ params, query }) => members.entries(params.id, query));
  defineRoute(app, routes.adminSetMemberStatus, ({ admin, params, body }) => members.setStatus(admin, params.id, body));
  defineRoute(app, routes.adminRevokeMemberSessions, ({ params, body }) => members.revokeSessions(params.id, body.sessionId));
  defineRoute(app, routes.adminAdjustMember, ({ admin, params, body, idempotencyKey }) =>
    members.adjust(params.id, body, idempotencyKey, admin),
  );
  defineRoute(app, routes.adminMemberTags, () => tools.tagCounts());
  defineRoute(app, routes.adminSetMemberTags, ({ params, body }) => tools.setTags(params.id, body));
  defineRoute(app, routes.adminSetMemberNote, ({ admin, params, body }) => tools.setNote(admin, params.id, body));
  defineRoute(app, routes.adminResetMemberPassword, ({ params, body, ip, locale }) =>
    tools.resetPassword(params.id, body.kind, { ip, locale }),
  );
  defineRoute(app, routes.adminLiftPayLock, ({ params }) => tools.liftPayLock(params.id));
  defineRoute(app, routes.listAdjustmentRequests, ({ query }) => adjustments.list(query));
  defineRoute(app, routes.decideAdjustmentRequest, ({ admin, params, body }) => adjustments.decide(admin, params.id, body));
}
