import { RedisChannel, type RedisChannelDeps } from '../../lib/redis-channel.js';

/**
 * What one instance tells the others: a member's new message, or that their unread counts changed; or
 * (userId 0) an operator's announcement, which each instance offers to the members it holds sockets of.
 */
export type LiveEvent = { userId: number; messageId: number | null; announcementId?: number };

/**
 * Carries the message centre's live events to the other API instances through Redis pub/sub (issue 21):
 * each instance pushes to the sockets it holds. Without Redis, or while it is unreachable, only the
 * instance that wrote the message pushes; the others' members see it on their next read.
 */
export class MessagesRelay extends RedisChannel<LiveEvent> {
  constructor(deps: RedisChannelDeps & { onRemote: (event: LiveEvent) => void }) {
    super(deps, {
      name: 'messages',
      unreachable: 'messages reach other instances’ sockets on the next read',
      parse: ({ userId, messageId, announcementId }) =>
        typeof userId === 'number'
          ? {
              userId,
              messageId: typeof messageId === 'number' ? messageId : null,
              ...(typeof announcementId === 'number' ? { announcementId } : {}),
            }
          : null,
      onRemote: deps.onRemote,
    });
  }

  publish(event: LiveEvent): void {
    void this.send(event);
  }
}
