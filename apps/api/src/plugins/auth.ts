import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Header } from '@uu/contract/headers';
import { AppError } from '../lib/app-error';
import { sha256Hex } from '../lib/crypto';
import type { AuthContext, SessionsService } from '../modules/sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session and account, when the request carried a valid `satoken`. */
    auth: AuthContext | null;
  }
}

/**
 * Reads `satoken` (spec §7) before the body is even parsed. Routes marked `required` answer
 * 410000 without a token and 410001/410002/401/601/999999 for a token that no longer works;
 * `optional` routes treat a bad token as a visitor.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionsService, operatorKey: string | undefined) {
  const expected = operatorKey ? Buffer.from(sha256Hex(operatorKey), 'hex') : null;
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth;
    if (!mode || mode === 'none') return;
    if (mode === 'operator') {
      // Until the admin console's own sign-in (issue 9), back-office calls carry OPERATOR_API_KEY;
      // without one configured they are closed. Compared as hashes, in constant time.
      const sent = request.headers[Header.operatorKey];
      const key = Array.isArray(sent) ? sent[0] : sent;
      if (!expected || !key || !timingSafeEqual(Buffer.from(sha256Hex(key), 'hex'), expected)) {
        throw new AppError('OPERATOR_ONLY', { status: 403 });
      }
      return;
    }
    const header = request.headers[Header.token];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) {
      if (mode === 'required') throw new AppError('TOKEN_ABSENT');
      return;
    }
    try {
      request.auth = await sessions.authenticate(token);
    } catch (error) {
      if (mode === 'optional' && error instanceof AppError) return;
      throw error;
    }
  });
}
