import { RedisChannel, type RedisChannelDeps } from '../../lib/redis-channel.js';

/**
 * Tells the other instances that sessions ended (a device signed out from another one), through
 * Redis pub/sub, so that they close those sessions' chat sockets at once too. Without Redis, or
 * while it is unreachable, such a socket still ends at its next frame, which checks the session.
 */
export class SessionsBroadcast extends RedisChannel<{ ids: number[] }> {
  constructor(deps: RedisChannelDeps & { onRemoteEnd: (sessionIds: number[]) => void }) {
    super(deps, {
      name: 'sessions-ended',
      unreachable: 'other instances close a signed-out socket at its next frame',
      parse: ({ ids }) => (Array.isArray(ids) ? { ids: ids.filter((id): id is number => Number.isInteger(id)) } : null),
      onRemote: ({ ids }) => deps.onRemoteEnd(ids),
    });
  }

  announce(sessionIds: readonly number[]): void {
    if (sessionIds.length > 0) void this.send({ ids: [...sessionIds] });
  }
}
