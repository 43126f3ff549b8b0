import { SIGN_IN_HISTORY_DAYS, type Device, type SignInHistory } from '@uu/contract/devices';
import { DEVICE_KINDS, SIGN_IN_FAILURES } from '@uu/contract/devices';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SessionSockets } from '../sessions/session-sockets';
import type { AuthContext, SessionsService } from '../sessions/sessions.service';
import { pageSignInEvents } from './devices.repository';

const DAY_MS = 24 * 3600 * 1000;

const kindOf = (value: string | null) => DEVICE_KINDS.find((k) => k === value) ?? null;

/**
 * A member's signed-in devices (their live sessions) and sign-in history (issue 18): list them,
 * sign one out or every other one. A device signed out stops at once: its token answers the
 * invalid-session code on its next call and its chat socket closes now (on another instance too, with Redis).
 */
export class DevicesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #sessions: SessionsService;
  readonly #sockets: SessionSockets;

  constructor(deps: { db: Db; clock: Clock; sessions: SessionsService; sockets: SessionSockets }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#sessions = deps.sessions;
    this.#sockets = deps.sockets;
  }

  async list(auth: AuthContext): Promise<Device[]> {
    const rows = await this.#sessions.live(auth.user.id);
    return rows.map((row) => ({
      id: row.id,
      kind: kindOf(row.device_kind),
      model: row.device_model,
      browser: row.browser,
      os: row.os,
      clientType: row.client_type,
      ip: row.ip,
      country: row.country,
      createdAt: row.created_at,
      lastActiveAt: row.last_seen_at,
      current: row.id === auth.sessionId,
    }));
  }

  /** Signs out one of the member's own devices; another member's session, or one already ended, is DEVICE_NOT_FOUND. */
  async signOut(auth: AuthContext, sessionId: number): Promise<{ count: number }> {
    if (!(await this.#sessions.revokeOf(auth.user.id, sessionId, 'device'))) throw new AppError('DEVICE_NOT_FOUND');
    this.#sockets.endEverywhere([sessionId], new AppError('TOKEN_INVALID'));
    return { count: 1 };
  }

  /** Signs out every device of the member but the calling one. */
  async signOutOthers(auth: AuthContext): Promise<{ count: number }> {
    const ended = await this.#sessions.revokeOthers(auth.user.id, auth.sessionId, 'device');
    this.#sockets.endEverywhere(ended, new AppError('TOKEN_INVALID'));
    return { count: ended.length };
  }

  async history(auth: AuthContext, query: { page: number; size: number }): Promise<SignInHistory> {
    const since = this.#clock.now() - SIGN_IN_HISTORY_DAYS * DAY_MS;
    const { rows, total } = await pageSignInEvents(this.#db.kysely, auth.user.id, since, query);
    return {
      list: rows.map((row) => ({
        id: row.id,
        at: row.at,
        success: row.success === 1,
        failure: SIGN_IN_FAILURES.find((f) => f === row.failure) ?? null,
        kind: kindOf(row.device_kind),
        model: row.device_model,
        browser: row.browser,
        os: row.os,
        clientType: row.client_type,
        ip: row.ip,
        country: row.country,
      })),
      total,
      page: query.page,
      size: query.size,
    };
  }
}
