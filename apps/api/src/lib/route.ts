import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { Code } from '@uu/contract/codes';
import { envelopeSchema, errorEnvelopeSchema } from '@uu/contract/envelope';
import { Header, IDEMPOTENCY_KEY_RE } from '@uu/contract/headers';
import { AppError } from './app-error';
import { setAnswerCode } from './answer-code';
import { LOCALES, type Locale } from '@uu/contract/locales';
import type { Auth, DataOf, RouteDef } from '@uu/contract/routes';
import { errorMessage } from '@uu/i18n/server';
import type { AuthContext } from '../modules/sessions/sessions.service';
import type { AdminContext } from '../modules/admin/admin-auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract routes.ts); read by the auth plugin. */
    auth?: Auth;
    /** The contract's definition: its `permission` for the auth plugin, its `target` for the audit log (plugins/admin-audit.ts). */
    def?: RouteDef;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<R extends RouteDef> = {
  query: Out<R['query']>;
  body: Out<R['body']>;
  params: Out<R['params']>;
  auth: R['auth'] extends 'required' ? AuthContext : AuthContext | null;
  /** The operator of a back-office call (auth 'operator'); null on member routes. */
  admin: R['auth'] extends 'operator' ? AdminContext : null;
  locale: Locale;
  ip: string;
  /** Platform code of spec §3 from the client-type header, when sent. */
  clientType: number | null;
  /**
   * The Idempotency-Key of a value-moving call (`idempotent` in the contract): required on POST;
   * null on the spec's GET form, which the original client sends without one.
   */
  idempotencyKey: string | null;
  request: FastifyRequest;
};

/** One envelope schema per answer schema, so its compiled serializer is reused by every app (lib/serializer.ts). */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf(response: z.ZodType): z.ZodType {
  let envelope = envelopes.get(response);
  if (!envelope) {
    envelope = envelopeSchema(response);
    envelopes.set(response, envelope);
  }
  return envelope;
}

const okMessage = Object.fromEntries(LOCALES.map((l) => [l, errorMessage(l, 'OK')])) as Record<Locale, string>;

/**
 * Registers a route of the contract: its schemas validate the request and describe the answer
 * (and the /docs page); the handler returns `data` and this wraps it in the envelope. Routes hold
 * HTTP only; the handler calls one service method.
 */
export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: (ctx: RouteContext<R>) => Promise<DataOf<R>>,
  options: { bodyLimit?: number } = {},
): void {
  // product.md "Conventions": a state-changing call the spec lists as GET is also served for GET,
  // its body schema then read from the query string (`alsoGet` in the contract).
  const variants: { method: RouteDef['method']; bodyFrom: 'body' | 'query' }[] = [{ method: def.method, bodyFrom: 'body' }];
  if (def.alsoGet) variants.push({ method: 'GET', bodyFrom: 'query' });

  for (const { method, bodyFrom } of variants) {
    const fromQuery = bodyFrom === 'query';
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: def.path,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      config: {
        auth: def.auth,
        def,
        ...(def.duringMaintenance ? { duringMaintenance: true } : {}),
      },
      schema: {
        summary: def.summary,
        tags: [def.tag],
        ...(fromQuery && def.body ? { querystring: def.body } : def.query ? { querystring: def.query } : {}),
        ...(!fromQuery && def.body ? { body: def.body } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
        response: { 200: envelopeOf(def.response), default: errorEnvelopeSchema },
        ...(def.auth === 'required' ? { security: [{ satoken: [] }] } : {}),
        ...(def.auth === 'operator' ? { security: [{ adminToken: [] }] } : {}),
      },
      handler: async (request) => {
        const clientType = request.headers[Header.clientType];
        const idempotencyKey = def.idempotent ? readIdempotencyKey(request, !fromQuery) : null;
        const data = await handler({
          query: (fromQuery ? undefined : request.query) as Out<R['query']>,
          body: (fromQuery ? request.query : request.body) as Out<R['body']>,
          params: request.params as Out<R['params']>,
          auth: request.auth as RouteContext<R>['auth'],
          admin: request.admin as RouteContext<R>['admin'],
          locale: request.locale,
          ip: request.ip,
          clientType: typeof clientType === 'string' ? Number(clientType) : null,
          idempotencyKey,
          request,
        });
        setAnswerCode(request, Code.OK);
        return { code: Code.OK, msg: okMessage[request.locale], data };
      },
    });
  }
}

function readIdempotencyKey(request: FastifyRequest, required: boolean): string | null {
  const header = request.headers[Header.idempotencyKey];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) {
    if (required) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    return null;
  }
  if (!IDEMPOTENCY_KEY_RE.test(key)) {
    throw new AppError('VALIDATION', { status: 400, issues: [{ path: Header.idempotencyKey, key: 'validation.idempotencyKey' }] });
  }
  return key;
}
