import type { FastifyInstance } from 'fastify';
import { commonHeadersSchema, Header } from '@uu/contract/headers';
import { AppError } from '../lib/app-error';

/** Values already found valid, per header: a client sends the same few on every call. Bounded, so odd values cannot grow it. */
const MAX_KNOWN = 100;
const checks = [Header.clientType, Header.clientVersion].map((name) => ({
  name,
  schema: commonHeadersSchema.shape[name],
  known: new Set<string>(),
}));

/**
 * Checks the client headers of spec §7 (client-type, client-version) against the contract, on every
 * contract route. Done here, value by value, rather than as a route `headers` schema: Fastify would
 * then copy every header into a new object on each read of `request.headers` for the rest of the
 * request, a measurable cost on the hottest calls (bench/).
 */
export function registerClientHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.config.auth) {
      done();
      return;
    }
    for (const { name, schema, known } of checks) {
      const value = request.headers[name];
      if (value === undefined || (typeof value === 'string' && known.has(value))) continue;
      const result = schema.safeParse(value);
      if (result.success) {
        if (typeof value === 'string' && known.size < MAX_KNOWN) known.add(value);
      } else {
        done(new AppError('VALIDATION', { status: 400, issues: [{ path: name, key: result.error.issues[0]?.message ?? '' }] }));
        return;
      }
    }
    done();
  });
}
