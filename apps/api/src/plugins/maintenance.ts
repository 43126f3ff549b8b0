import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Maintenance, MaintenanceService } from '../modules/platform/maintenance.service';
import { sendError } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered during maintenance (contract `duringMaintenance`: health, the maintenance status). */
    duringMaintenance?: boolean;
  }
}

/**
 * product.md "Content, versions and service": while the operator's switch is on, every member call
 * (contract routes with auth none, optional or required) answers MAINTENANCE, HTTP 503, before its
 * token or body is looked at. Operator calls pass, and so does everything that is not a contract
 * route: the app's static files, /docs, /files/*, unknown paths (404). Registered before auth.
 */
export function registerMaintenance(app: FastifyInstance, maintenance: MaintenanceService) {
  const refuse = (request: FastifyRequest, reply: FastifyReply, value: Maintenance) =>
    sendError(request, reply, 'MAINTENANCE', { status: 503, msg: maintenance.message(value, request.locale) });
  // A plain callback: on every member call the setting is in memory, and no promise is made for it.
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config;
    const auth = config.auth;
    if (!auth || auth === 'operator' || config.duringMaintenance) {
      done();
      return;
    }
    const answer = (value: Maintenance) => (value.on ? refuse(request, reply, value) : done());
    const fresh = maintenance.fresh();
    if (fresh) answer(fresh);
    else maintenance.current().then(answer, (error: unknown) => done(error as Error));
  });
}
