import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preSerializationHookHandler } from 'fastify';
import type { AuditTarget } from '@uu/contract/admin';
import { routes } from '@uu/contract/all-routes';
import type { RouteDef } from '@uu/contract/routes';
import type { AuditLoader } from '../modules/admin/audit-targets';
import type { AdminContext } from '../modules/admin/admin-auth.service';
import type { AuditService } from '../modules/admin/audit.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audited row's id and its state before the call (admin-audit plugin). */
    auditBefore?: { targetId: string | null; before: unknown };
  }
}

const nameOf = new Map<RouteDef, string>(Object.entries(routes).map(([name, def]) => [def as RouteDef, name]));

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function idFrom(value: unknown, key: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' || typeof found === 'string' ? String(found) : null;
}

/**
 * product.md "Admin console": every back-office action is written to the audit log with who, what,
 * when, and the target's state before and after. Changes only (reads are not actions), and only
 * those that succeeded: the row is written once the answer is a success, after the change's own
 * transaction. The target's id comes from the path (`:id`, `:slug`), the body's `id`, or for a
 * creation the answer's `id`.
 */
export function registerAdminAudit(app: FastifyInstance, audit: AuditService, loaders: Partial<Record<AuditTarget, AuditLoader>>) {
  // Hooks of the operator's changes only (route-level, added as each route is registered, with its definition): a
  // member's call, or an operator's read, has no preHandler or preSerialization step at all.
  app.addHook('onRoute', (route) => {
    const def = route.config?.def;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!def || def.auth !== 'operator' || methods.includes('GET')) return;
    const preHandler: preHandlerHookHandler = (request, _reply, done) => {
      if (!request.admin) done();
      else before(request, def).then(() => done(), done);
    };
    const preSerialization: preSerializationHookHandler = (request, _reply, payload, done) => {
      const { admin, auditBefore } = request;
      if (!admin || !auditBefore) done(null, payload);
      else after(request, def, admin, auditBefore, payload).then(() => done(null, payload), done);
    };
    route.preHandler = [...toArray(route.preHandler), preHandler];
    route.preSerialization = [...toArray(route.preSerialization), preSerialization];
  });

  async function before(request: FastifyRequest, def: RouteDef) {
    const targetId = idFrom(request.params, 'id') ?? idFrom(request.params, 'slug') ?? idFrom(request.body, 'id');
    const loader = def.target ? loaders[def.target] : undefined;
    request.auditBefore = { targetId, before: loader && (targetId !== null || def.target === 'settings') ? await loader(targetId) : null };
  }

  async function after(
    request: FastifyRequest,
    def: RouteDef,
    admin: AdminContext,
    auditBefore: NonNullable<FastifyRequest['auditBefore']>,
    payload: unknown,
  ) {
    const envelope = payload as { code?: number; data?: unknown };
    if (envelope.code !== 200) return;
    const targetId = auditBefore.targetId ?? idFrom(envelope.data, 'id');
    const loader = def.target ? loaders[def.target] : undefined;
    const state =
      loader && (targetId !== null || def.target === 'settings')
        ? await loader(targetId)
        : { input: request.body ?? null, result: envelope.data };
    await audit.record(
      { adminId: admin.id, ip: request.ip },
      {
        action: nameOf.get(def) ?? `${request.method} ${def.path}`,
        targetType: def.target ?? null,
        targetId,
        before: auditBefore.before,
        after: state,
      },
    );
  }
}
