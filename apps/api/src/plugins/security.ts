import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import type { Env } from './env';

/**
 * Security headers, and the per-address flood limit over every route. With REDIS_URL the limit is
 * shared by all instances behind the load balancer; without it, each instance counts its own.
 */
export async function registerSecurity(app: FastifyInstance, env: Env) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile sets CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The app may be served over plain HTTP on a LAN; forcing HTTPS would break its assets.
        upgradeInsecureRequests: null,
      },
    },
    // Same reason: HSTS only belongs behind a TLS-terminating proxy, which sets it itself.
    strictTransportSecurity: false,
  });

  if (env.RATE_LIMIT_MAX > 0) {
    const redis = env.REDIS_URL
      ? new Redis(env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      global: true,
      max: env.RATE_LIMIT_MAX,
      timeWindow: 60_000,
      ...(redis ? { redis, skipOnError: true } : {}),
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', { status: 429 }),
    });
  }
}
