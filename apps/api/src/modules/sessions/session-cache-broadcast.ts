import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { RowWrite } from '../../db/row-writes';
import { RedisChannel, type RedisChannelDeps } from '../../lib/redis-channel.js';
import { forgetOf, SessionCache, type Forget } from './session-cache';

const numbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id)) ? (value as number[]) : null;

/** Tells the other instances which members and sessions this one wrote, so they drop their cached lookups of them at once. */
class SessionCacheBroadcast extends RedisChannel<Forget> {
  constructor(deps: RedisChannelDeps & { onRemote: (forget: Forget) => void }) {
    super(deps, {
      name: 'sessions-written',
      unreachable: 'other instances may use a changed member or session from their cache for up to SESSION_CACHE_SECONDS',
      parse: ({ users, sessions, all }) => {
        const u = numbers(users);
        const s = numbers(sessions);
        return u && s ? { users: u, sessions: s, all: all === true } : null;
      },
      onRemote: deps.onRemote,
    });
  }

  readonly #pending = new Set<Promise<void>>();

  announce(forget: Forget): void {
    const sent = this.send(forget);
    if (!sent) return;
    this.#pending.add(sent);
    void sent.then(() => this.#pending.delete(sent));
  }

  /** What was announced and Redis has not yet handed on; null when nothing is on its way (most answers). */
  onTheWay(): Promise<unknown> | null {
    return this.#pending.size === 0 ? null : Promise.all(this.#pending);
  }
}

/**
 * The session cache of this instance (none when SESSION_CACHE_SECONDS is 0), dropping what each write of
 * `users` or `sessions` touches, here and, with Redis, on every other instance of the deployment.
 */
export async function startSessionCache(deps: {
  app: FastifyInstance;
  db: Db;
  ttlSeconds: number;
  redis: { url: string; prefix: string } | null;
}): Promise<SessionCache | undefined> {
  if (deps.ttlSeconds <= 0) return undefined;
  const cache = new SessionCache({ ttlMs: deps.ttlSeconds * 1000, max: 10_000 });
  let broadcast: SessionCacheBroadcast | undefined;
  if (deps.redis) {
    const channel = new SessionCacheBroadcast({ ...deps.redis, log: deps.app.log, onRemote: (forget) => cache.forget(forget) });
    deps.app.addHook('onClose', (_instance, done) => {
      channel.close();
      done();
    });
    await channel.ready();
    broadcast = channel;
    // An answer leaves once the other instances have been told what its call wrote: the member's next call, on any
    // instance, is answered from the change (a read there before Redis handed the note on would use the old copy).
    // Redis answers PUBLISH once the note is queued on every subscriber's connection; the other instance applies it on
    // a turn of its own event loop, so a call arriving there in that same turn can still meet the old copy: one turn,
    // not a round trip (the cross-instance test allows it a moment).
    deps.app.addHook('onSend', (_request, _reply, payload, done) => {
      const onTheWay = channel.onTheWay();
      if (!onTheWay) done(null, payload);
      else void onTheWay.then(() => done(null, payload));
    });
  }
  const onWrite = (write: RowWrite) => {
    const forget = forgetOf(write);
    if (!forget) return;
    cache.forget(forget);
    broadcast?.announce(forget);
  };
  deps.db.writes.watch('users', onWrite);
  deps.db.writes.watch('sessions', onWrite);
  return cache;
}
