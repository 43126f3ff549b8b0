import { z } from 'zod';
import { route } from './route-def';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number().int(),
});

/**
 * Readiness (issue 16): whether this instance should get traffic. Answered with code 200 when ready;
 * otherwise HTTP 503, code SERVICE_BUSY, with this same object as `data`.
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  /** The database answered a query just now. */
  database: z.enum(['ok', 'down']),
  /** Every migration of this build has run on the database ('unknown' while it is down). */
  migrations: z.enum(['done', 'pending', 'unknown']),
  /** REDIS_URL's Redis: 'none' without one. */
  redis: z.enum(['none', 'ok', 'down']),
  /** The per-address request limit: shared through Redis, this instance's own (no Redis, or Redis down), or off. */
  rateLimit: z.enum(['shared', 'per-instance', 'off']),
  /** The server is shutting down (SIGTERM): finishing what is in flight. */
  draining: z.boolean(),
});

/** The server's own state: liveness and readiness (issue 16), for load balancers and operators. */
export const systemRoutes = {
  health: route({
    method: 'GET',
    path: '/health',
    auth: 'none',
    tag: 'system',
    summary: 'Liveness: the process answers (it does not ask the database; see /ready), for load balancers',
    duringMaintenance: true,
    response: healthSchema,
  }),
  ready: route({
    method: 'GET',
    path: '/ready',
    auth: 'none',
    tag: 'system',
    summary: 'Readiness: database reachable, migrations done, Redis reachable when configured, not shutting down (else HTTP 503)',
    duringMaintenance: true,
    response: readinessSchema,
  }),
} as const;
