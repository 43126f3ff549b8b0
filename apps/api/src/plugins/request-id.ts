import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What a load balancer's request id may look like: short, printable, no spaces (it goes into logs and headers). */
const GIVEN_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Every request has an id (issue 16 "Observability"): every log line of the request carries it (`reqId`), and every
 * answer returns it as `x-request-id`. Behind a trusted proxy (TRUST_PROXY) the id the load balancer sent is kept,
 * so one request can be followed from nginx to the API; otherwise a client's header is ignored.
 */
export function requestIdOptions(trustProxy: unknown): Pick<FastifyServerOptions, 'genReqId'> {
  // Fastify's log label for it is `reqId` already.
  return {
    genReqId(request: IncomingMessage) {
      const given = trustProxy ? request.headers['x-request-id'] : undefined;
      return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
    },
  };
}

export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
