import type { FastifyInstance } from 'fastify';
import { Header } from '@uu/contract/headers';
import { AppError } from '../lib/app-error';
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
export function registerAuth(app: FastifyInstance, sessions: SessionsService) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config?.auth;
    if (!mode || mode === 'none') return;
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
