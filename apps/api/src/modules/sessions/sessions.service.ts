import type { CodeName } from '@uu/contract/codes';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newToken, sha256Hex } from '../../lib/crypto';
import type { UserRow } from '../accounts/accounts.table';
import {
  deleteStaleSessions,
  findSessionByTokenHash,
  insertSession,
  latestSessionLocale,
  listLiveSessions,
  revokeOtherSessions,
  revokeSession,
  revokeSessionOf,
  revokeUserSessions,
  touchSession,
  type SessionWithUser,
} from './sessions.repository';
import type { SessionCache } from './session-cache';
import type { RevokeReason, SessionDevice } from './sessions.table';

/** Who is calling: set by the auth plugin on every call that carries a valid token. */
export type AuthContext = { sessionId: number; user: UserRow };

/** A revoked token answers the code that tells the member why (product.md "Conventions"). */
const REVOKED_CODE: Record<RevokeReason, CodeName> = {
  logout: 'TOKEN_INVALID',
  password: 'TOKEN_INVALID',
  replaced: 'TOKEN_REPLACED',
  operator: 'SESSION_REVOKED',
  device: 'TOKEN_INVALID',
};

/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Why a found session does not let its token in (spec §8), or null when it does: the one list of authenticate and cached. */
function refusalOf({ session, user }: SessionWithUser, now: number): CodeName | null {
  // A disabled account answers its own code (401, spec §8) first, whatever ended its sessions.
  if (user.status === 'disabled') return 'ACCOUNT_DISABLED';
  if (session.revokedAt !== null) return REVOKED_CODE[session.revokeReason ?? 'logout'];
  if (now >= session.expiresAt) return 'TOKEN_EXPIRED';
  return null;
}

export class SessionsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #cache: SessionCache | undefined;

  constructor(deps: { db: Db; clock: Clock; ttlDays: number; cache?: SessionCache | undefined }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ttlMs = Math.round(deps.ttlDays * 24 * 3600 * 1000);
    this.#cache = deps.cache;
  }

  /** Opens a session; the token is returned once and only its hash is kept. */
  async open(
    userId: number,
    meta: { clientType: number | null; ip: string | null; device?: SessionDevice | undefined },
    db: Executor = this.#db.kysely,
  ) {
    const token = newToken();
    const now = this.#clock.now();
    const expiresAt = now + this.#ttlMs;
    const sessionId = await insertSession(db, {
      userId,
      tokenHash: sha256Hex(token),
      clientType: meta.clientType,
      ip: meta.ip,
      now,
      expiresAt,
      device: meta.device,
    });
    return { token, sessionId, expiresAt };
  }

  /** The session of a token, or the login code that says why there is none (spec §8). */
  async authenticate(token: string): Promise<AuthContext> {
    const tokenHash = sha256Hex(token);
    const found = this.#cache?.get(tokenHash) ?? (await this.#lookUp(tokenHash));
    if (!found) throw new AppError('TOKEN_INVALID');
    const { session, user } = found;
    const now = this.#clock.now();
    const refused = refusalOf(found, now);
    if (refused) throw new AppError(refused);
    if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
      await touchSession(this.#db.kysely, session.id, now, now + this.#ttlMs);
      // The cached lookup (the same object) slides too, so the next call does not write again.
      session.lastSeenAt = now;
      session.expiresAt = now + this.#ttlMs;
    }
    return { sessionId: session.id, user };
  }

  /**
   * The session of a token when this instance's cache answers for it at once: cached, live, and not due a touch
   * (issue 25: the hottest calls then make no promise for it). Anything else (not cached, ended, expired, due a
   * touch) is undefined, for authenticate() to decide.
   */
  cached(token: string): AuthContext | undefined {
    const found = this.#cache?.get(sha256Hex(token));
    if (!found) return undefined;
    const now = this.#clock.now();
    if (refusalOf(found, now) || now - found.session.lastSeenAt >= TOUCH_INTERVAL_MS) return undefined;
    return { sessionId: found.session.id, user: found.user };
  }

  /** The database's lookup, kept in the cache (see session-cache.ts for when it is not). */
  async #lookUp(tokenHash: string) {
    const readAt = this.#cache?.now();
    const found = await findSessionByTokenHash(this.#db.kysely, tokenHash);
    if (found && readAt !== undefined) this.#cache?.set(tokenHash, found, readAt);
    return found;
  }

  /** Ends the calling session; false when a concurrent call had ended it already. */
  async revoke(auth: AuthContext, reason: RevokeReason, db: Executor = this.#db.kysely): Promise<boolean> {
    return revokeSession(db, auth.sessionId, reason, this.#clock.now());
  }

  /** The account's signed-in devices (its live sessions), most recently active first. */
  async live(userId: number) {
    return listLiveSessions(this.#db.kysely, userId, this.#clock.now());
  }

  /** Ends one live session of the account; false when it has no such session (another's, or ended). */
  async revokeOf(userId: number, sessionId: number, reason: RevokeReason): Promise<boolean> {
    return revokeSessionOf(this.#db.kysely, userId, sessionId, reason, this.#clock.now());
  }

  /** Ends every live session of the account but `keepId`; the ids it ended. */
  async revokeOthers(userId: number, keepId: number, reason: RevokeReason): Promise<number[]> {
    return revokeOtherSessions(this.#db.kysely, userId, keepId, reason, this.#clock.now());
  }

  /** The language of the account's latest other session that recorded one. */
  async lastLocale(userId: number, exceptId: number): Promise<string | null> {
    return latestSessionLocale(this.#db.kysely, userId, exceptId);
  }

  async revokeAllOf(userId: number, reason: RevokeReason, db: Executor = this.#db.kysely): Promise<number> {
    return revokeUserSessions(db, userId, reason, this.#clock.now());
  }

  async purgeStale(): Promise<void> {
    await deleteStaleSessions(this.#db.kysely, this.#clock.now() - 7 * 24 * 3600 * 1000);
  }
}
