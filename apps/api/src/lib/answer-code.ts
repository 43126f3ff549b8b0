import type { FastifyRequest } from 'fastify';

const answerCode = Symbol('envelope code');
type Tagged = FastifyRequest & { [answerCode]?: number };

/**
 * The envelope's code of a request's answer (spec §8), told by whoever writes the envelope (lib/route.ts for a
 * success, plugins/envelope.ts for the rest), for the metrics' `code` label: read from the answer itself, it cost a
 * hook and a scan of every payload (issue 25).
 */
export function setAnswerCode(request: FastifyRequest, code: number): void {
  (request as Tagged)[answerCode] = code;
}

/** The code told for the request's answer, or undefined when its answer is no envelope (a page, a file). */
export function answerCodeOf(request: FastifyRequest): number | undefined {
  return (request as Tagged)[answerCode];
}
