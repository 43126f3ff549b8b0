import { RedisChannel, type RedisChannelDeps } from '../../lib/redis-channel.js';

/**
 * Tells the other instances that an operator changed platform settings (the maintenance switch,
 * the order windows, the time zone…), through Redis pub/sub: they drop their cached copy at once
 * instead of at the end of its 5 s (issue 16 #9). Without Redis, or while it is unreachable, the
 * caches' own timers still bring every instance up to date within 5 s.
 */
export class SettingsBroadcast extends RedisChannel<{ keys: string[] }> {
  constructor(deps: RedisChannelDeps & { onRemoteChange: (keys: string[]) => void }) {
    super(deps, {
      name: 'settings-changed',
      unreachable: 'other instances see setting changes within 5 s',
      parse: ({ keys }) => (Array.isArray(keys) ? { keys: keys.filter((key): key is string => typeof key === 'string') } : null),
      onRemote: ({ keys }) => deps.onRemoteChange(keys),
    });
  }

  announce(keys: string[]): void {
    void this.send({ keys });
  }
}
