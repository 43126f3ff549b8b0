import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import type { Env } from './env';
import { limitStore, SharedLimitState } from './rate-limit-store';

/** Redis and the request limit as /ready reports them. */
export type RateLimitStatus = () => { redis: 'none' | 'ok' | 'down'; rateLimit: 'shared' | 'per-instance' | 'off' };

/**
 * The origin the map's tiles come from (MAP_TILE_URL), for the pages' img-src: `{s}` subdomains
 * become a wildcard; a same-origin path or no tiles need nothing more than 'self'.
 */
export function tileSource(tileUrl: string | null): string | null {
  const origin = tileUrl?.match(/^(https?:\/\/[^/?#]+)/)?.[1];
  return origin ? origin.replace('{s}', '*') : null;
}

const defaultDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd-mobile sets CSS variables in style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  // The app may be served over plain HTTP on a LAN; forcing HTTPS would break its assets.
  upgradeInsecureRequests: null,
};

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { directives: defaultDirectives },
  // As with upgrade-insecure-requests: HSTS belongs to the TLS-terminating proxy, which sets it itself.
  strictTransportSecurity: false,
};

function helmetOptionsFor(tileUrl: string | null, scriptSources: string[] = []): HelmetOptions {
  const tiles = tileSource(tileUrl);
  return {
    ...helmetOptions,
    contentSecurityPolicy: {
      directives: {
        ...defaultDirectives,
        scriptSrc: [...defaultDirectives.scriptSrc, ...scriptSources],
        imgSrc: [...defaultDirectives.imgSrc, ...(tiles ? [tiles] : [])],
      },
    },
  };
}

/** The pages' Content-Security-Policy with more script sources (the member app's inline scripts, by hash: web-home.ts). */
export function pageContentSecurityPolicy(tileUrl: string | null, scriptSources: string[]): string {
  return securityHeaders(helmetOptionsFor(tileUrl, scriptSources))['content-security-policy'] ?? '';
}

/**
 * The headers helmet sets, computed once. @fastify/helmet rebuilds helmet's middleware on every
 * request, which cost a tenth of an authenticated read's time (bench/); the headers are the same
 * for every answer, so they are worked out at start and copied onto each reply.
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  helmet(options)({} as unknown as IncomingMessage, res, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * What an API answer (JSON) carries. The document headers (CSP, frame options, …) only mean
 * something on pages; on every JSON answer they cost a third of the throughput of an
 * authenticated read (bench/), so JSON gets what protects JSON: no sniffing, no cross-origin
 * reads, and no caching of a member's data by the browser or a proxy.
 */
const JSON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * Security headers, and the flood limit over the API. With REDIS_URL the limit is shared by all
 * instances behind the load balancer; without it, each instance counts its own.
 *
 * Only API calls (the contract's routes) are counted: the member app's and the console's files,
 * the service worker, the manifest and uploaded images never are, so opening screens can never
 * replace the app with an error (issue 19 #1). A call is counted per member (or operator) when it
 * carries a checked session (`identify`), per client address otherwise (docs/decisions.md).
 */
export function registerSecurity(
  app: FastifyInstance,
  env: Env,
  identify: (request: FastifyRequest) => string | null | Promise<string | null> = () => null,
): RateLimitStatus {
  const jsonHeaders = Object.entries(JSON_HEADERS);
  const documentHeaders = Object.entries(securityHeaders(helmetOptionsFor(env.MAP_TILE_URL)));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers = typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : documentHeaders;
    // A route that set its own (swagger-ui's CSP, static cache-control) keeps it.
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  if (env.RATE_LIMIT_MAX > 0) {
    const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true }) : undefined;
    if (redis) {
      // Connected once the app is built (a busy start would outlast the connect timeout), before
      // the first request; unreachable, the limit counts per instance and ioredis keeps retrying.
      app.addHook('onReady', async () => {
        await redis.connect().catch(() => undefined);
      });
      app.addHook('onClose', () => {
        redis.disconnect();
      });
    }
    const shared = redis ? new SharedLimitState(redis, app.log) : undefined;
    const store = limitStore(shared, env.REDIS_PREFIX);
    const WINDOW_MS = 60_000;
    // An app-level hook, so it runs before auth: a call refused by auth (a made-up token) is counted too. A plain
    // callback: with a session this instance holds and the count in memory, a call is counted without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config.def) {
        done();
        return;
      }
      const count = (identity: string | null) => {
        const key = identity ?? `ip:${request.ip}`;
        const max = identity ? env.RATE_LIMIT_PER_MEMBER : env.RATE_LIMIT_MAX;
        store.incr(
          key,
          (error, counted) => {
            if (error || !counted || counted.current <= max) done(error ?? undefined);
            else done(new AppError('TOO_MANY_REQUESTS', { status: 429, retryAfterSeconds: Math.max(1, Math.ceil(counted.ttl / 1000)) }));
          },
          WINDOW_MS,
          max,
        );
      };
      const identity = identify(request);
      if (identity instanceof Promise) identity.then(count, done);
      else count(identity);
    });
    return () =>
      !shared
        ? { redis: 'none', rateLimit: 'per-instance' }
        : shared.fallingBack
          ? { redis: 'down', rateLimit: 'per-instance' }
          : { redis: 'ok', rateLimit: 'shared' };
  }
  return () => ({ redis: 'none', rateLimit: 'off' });
}
