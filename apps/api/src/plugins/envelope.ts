import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, type CodeName } from '@uu/contract/codes';
import type { ValidationIssue } from '@uu/contract/envelope';
import { errorMessage, validationMessage } from '@uu/i18n/server';
import { isDatabaseUnavailable } from '../db/connect';
import { AppError } from '../lib/app-error';
import { setAnswerCode } from '../lib/answer-code';

/** What a client is told to wait before retrying a SERVICE_BUSY answer, in seconds. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Every answer that is not a success leaves through here as `{ code, msg, data }`, with `msg` in
 * the request's language. No stack trace or internal message ever reaches a client: anything
 * unexpected is logged and answered with the generic INTERNAL code.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  codeName: CodeName,
  options: { status?: number; params?: Record<string, string | number>; data?: unknown; msg?: string } = {},
) {
  setAnswerCode(request, Code[codeName]);
  const body = {
    code: Code[codeName],
    msg: options.msg ?? errorMessage(request.locale, codeName, options.params),
    data: options.data ?? null,
  };
  // The route's response schema describes success only; errors are plain JSON.
  return reply
    .status(options.status ?? 200)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/** Zod's own wording ("expected string, received undefined") becomes "field is required" or "field is invalid". */
function issueMessage(request: FastifyRequest, message: string, field: string): string {
  if (message.startsWith('validation.')) return validationMessage(request.locale, message, field);
  if (/received undefined|required/i.test(message)) return validationMessage(request.locale, 'validation.required', field);
  return validationMessage(request.locale, 'validation.invalid', field);
}

/** 400 / VALIDATION: every problem in `data.issues`, the first one as `msg`, all in the member's language. */
function sendIssues(request: FastifyRequest, reply: FastifyReply, raw: { path: string; message: string }[]) {
  const issues: ValidationIssue[] = raw.map(({ path, message }) => ({ path, message: issueMessage(request, message, path) }));
  return sendError(request, reply, 'VALIDATION', { status: 400, msg: issues[0]?.message, data: { issues } });
}

export function registerEnvelope(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND', { status: 404 }));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError && error.issues) {
      return sendIssues(
        request,
        reply,
        error.issues.map(({ path, key }) => ({ path, message: key })),
      );
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      else if (error.codeName === 'SERVICE_BUSY') reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendError(request, reply, error.codeName, { status: error.status, params: error.params, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendIssues(
        request,
        reply,
        error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'request'),
          message: issue.message ?? '',
        })),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(request, reply, 'PAYLOAD_TOO_LARGE', { status: 413 });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_VALIDATION':
        return sendError(request, reply, 'VALIDATION', { status: 400 });
    }
    if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS', { status: 429 });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, 'VALIDATION', { status: error.statusCode });
    }
    if (isDatabaseUnavailable(error)) {
      // Not our fault and nothing was done: the member may retry (issue 16).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendError(request, reply, 'SERVICE_BUSY', { status: 503 });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL', { status: 500 });
  });
}

/**
 * While the server shuts down (SIGTERM: server.ts closes the app), a request that still arrives on a
 * kept-alive connection is refused with SERVICE_BUSY, HTTP 503, `Connection: close`, in the
 * envelope; what was already in flight finishes. Returns whether the server is draining.
 */
export function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) {
      done();
      return;
    }
    reply.header('connection', 'close').header('retry-after', RETRY_AFTER_SECONDS);
    sendError(request, reply, 'SERVICE_BUSY', { status: 503 });
  });
  return () => draining;
}
